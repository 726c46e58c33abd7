#!/usr/bin/env bash
# make dist: the release packages, into dist/, reproducibly (the same commit
# gives the same bytes: scripts/dist.sh twice and compare dist/SHA256SUMS).
#
#   dist/patron-<version>-linux-amd64.tar.gz   the binary, README, the
#   dist/patron-<version>-linux-arm64.tar.gz   .desktop entry, the icons,
#                                              install.sh and web/, the browser
#                                              edition patron serve serves
#                                              (docs/PACKAGING.md)
#   dist/patron-<version>-macos-arm64.zip      Patron.app: Info.plist, the
#   dist/patron-<version>-macos-amd64.zip      icon, the darwin binary
#   dist/patron-<version>-windows-amd64.zip    patron.exe (icon and version
#                                              resource), README, notices
#   dist/patron-<version>-web.zip              the browser edition (also
#                                              unzipped in dist/web)
#   dist/SHA256SUMS
#
# The tarballs, the Windows zip and the macOS bundles (in Contents/Resources)
# hold THIRD-PARTY-NOTICES.txt, which the notices function below writes
# (scripts/notices) for the binaries given.
#
# Go cross-compiles without cgo (Ebitengine needs no C on Linux). Every
# timestamp in a tarball is the commit's time; owners are root; names sorted.
set -euo pipefail
cd "$(dirname "$0")/.."
GO="${GO:-go}"
export CGO_ENABLED=0
version="${VERSION:-$(git describe --tags --always --dirty 2>/dev/null || echo dev)}"
epoch="$(git log -1 --format=%ct 2>/dev/null || echo 0)"
year="$(date -u -d "@$epoch" +%Y)"
ldflags="-s -w -buildid= -X patron/version.Version=$version"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# Only this script's own outputs go (dist/web too, remade below).
rm -f dist/patron-*-linux-*.tar.gz dist/patron-*-macos-*.zip dist/patron-*-windows-*.zip dist/patron-*-web.zip dist/SHA256SUMS
mkdir -p dist

# notices DIR [BINARY...] writes DIR/THIRD-PARTY-NOTICES.txt: the credits of
# the fonts and map data, and the licences of Go and of the modules the
# binaries link (checked against each binary's own list); with no binary,
# of every platform make dist ships.
notices() {
	local dir="$1"
	shift
	"$GO" run ./scripts/notices "$dir/THIRD-PARTY-NOTICES.txt" "$@"
}

"$GO" run ./scripts/icons "$work/icons"

# The browser edition: what scripts/web-build.sh makes (index.html,
# patron.wasm, wasm_exec.js, their gzips, the notices), zipped for any web
# server, and left in dist/web for `patron web --dir dist/web`.
web_zip() {
	local name="patron-$version-web"
	echo "dist: building $name" >&2
	VERSION="$version" GO="$GO" ./scripts/web-build.sh "$work/$name" >&2
	chmod -R u+rwX,go+rX,go-w "$work/$name"
	"$GO" run ./scripts/zipdir -time "$epoch" "dist/$name.zip" "$work/$name"
	rm -rf dist/web
	cp -r "$work/$name" dist/web
}
web_zip

for arch in amd64 arm64; do
	name="patron-$version-linux-$arch"
	stage="$work/$name"
	mkdir -p "$stage"
	echo "dist: building $name" >&2
	GOOS=linux GOARCH="$arch" "$GO" build -trimpath -buildvcs=false -ldflags "$ldflags" -o "$stage/patron" .
	cp README.md "$stage/"
	for f in LICENSE* LICENCE* COPYING* NOTICE*; do
		[ -f "$f" ] && cp "$f" "$stage/"
	done
	notices "$stage" "$stage/patron"
	cp packaging/linux/patron.desktop "$stage/"
	cp -r "$work/icons" "$stage/icons"
	cp scripts/install.sh "$stage/"
	# patron serve serves the browser edition it finds beside itself
	# (netplay/online/cli/webdir.go): https://HOST/ opens the game.
	cp -r dist/web "$stage/web"
	chmod -R u+rwX,go+rX,go-w "$stage"
	tar --sort=name --mtime="@$epoch" --owner=0 --group=0 --numeric-owner \
		--format=gnu -C "$work" -cf - "$name" | gzip -n -9 >"dist/$name.tar.gz"
done

# macos_zip ARCH: Patron.app for macOS on ARCH (arm64, amd64), zipped.
# The bundle's name is ASCII so every unzip tool writes the same folder
# name; the menu bar shows the bundle's CFBundleName, "Patrón".
# Ebitengine needs no cgo on macOS either (it calls Cocoa through purego).
macos_zip() {
	local arch="$1" name="patron-$version-macos-$1"
	local stage="$work/$name" app="$work/$name/Patron.app"
	echo "dist: building $name" >&2
	"$GO" run ./scripts/macapp -version "$version" "$app"
	GOOS=darwin GOARCH="$arch" "$GO" build -trimpath -buildvcs=false -ldflags "$ldflags" \
		-o "$app/Contents/MacOS/patron" .
	notices "$app/Contents/Resources" "$app/Contents/MacOS/patron"
	chmod -R u+rwX,go+rX,go-w "$stage"
	"$GO" run ./scripts/zipdir -time "$epoch" "dist/$name.zip" "$app"
}
for arch in arm64 amd64; do
	macos_zip "$arch"
done

. scripts/dist-windows.sh
windows_zip

(cd dist && sha256sum -- *.tar.gz *.zip >SHA256SUMS)
cat dist/SHA256SUMS
