# scripts/dist.sh's Windows package (sourced by it, with its variables):
# dist/patron-<version>-windows-amd64.zip holds one folder with patron.exe,
# README.md and THIRD-PARTY-NOTICES.txt.
#
# The exe carries its icon and version information as Windows resources,
# linked in from a COFF object (scripts/exeres) that Go links only when it
# lies in the main package's folder. That folder is a copy of the sources
# here, so the checkout never holds the object and no other build links it
# (go build -overlay cannot add a .syso). -trimpath keeps the copy's path
# out of the exe.

# sources copies the files a build of the checkout sees into DIR: git's
# tracked and untracked-but-not-ignored files (a dirty tree's changes too).
sources() {
	local dir="$1"
	mkdir -p "$dir"
	if git rev-parse --git-dir >/dev/null 2>&1; then
		git ls-files -z --cached --others --exclude-standard |
			tar --null -T - --ignore-failed-read -cf - | tar -xf - -C "$dir"
	else
		tar --exclude=./dist --exclude=./bin --exclude=./out -cf - . | tar -xf - -C "$dir"
	fi
}

windows_zip() {
	local name="patron-$version-windows-amd64"
	local src="$work/src-windows" stage="$work/$name"
	mkdir -p "$stage"
	echo "dist: building $name" >&2
	sources "$src"
	"$GO" run ./scripts/exeres -version "$version" -year "$year" -arch amd64 "$src/rsrc_windows_amd64.syso"
	(cd "$src" && GOOS=windows GOARCH=amd64 "$GO" build -trimpath -buildvcs=false -ldflags "$ldflags" -o "$stage/patron.exe" .)
	"$GO" run ./scripts/exeres -check -version "$version" "$stage/patron.exe" >&2
	cp README.md "$stage/"
	notices "$stage" "$stage/patron.exe"
	chmod -R u+rwX,go+rX,go-w "$stage"
	"$GO" run ./scripts/zipdir -time "$epoch" "dist/$name.zip" "$stage"
}
