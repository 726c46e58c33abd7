#!/usr/bin/env bash
# make check-dist: builds the packages (make dist, the browser's too), then tries
# two of them as a player would and says how long each step took:
#
#   - the Windows zip under Wine 10 in a Debian 13 root on a virtual
#     display (scripts/wine-check.sh): menu, a quick game, its first
#     decision by keyboard, quit, the save in AppData\Roaming\patron;
#   - the browser build in headless Chromium (go run ./scripts/webcheck), served
#     by the Linux tarball's own `patron web`: load time, frames per second,
#     a quick game and its first decision by keyboard; the tarball's
#     `patron serve` serving its web/ folder; and go test ./web/browser,
#     where the page plays a table online against a desktop client, leaves
#     and comes back after a reload;
#   - and, with no Mac here, the macOS zips as a Mac reads them
#     (go run ./scripts/macapp -check): the bundle, Info.plist, the binary's
#     architecture and oldest macOS, its signature, the icon, the notices.
#
#   scripts/check-dist.sh [--no-build] [--out DIR] [--only wine|web|mac]
#
# --no-build uses what dist/ already holds. Screenshots go to --out
# (default out/check-dist). It takes minutes (the first run also makes the
# Wine root, kept in /var/tmp/patron-wine-trixie), so it is not part of
# make test. It needs root for the Wine root (debootstrap, chroot) and
# installs what it needs (Chromium) on a fresh machine.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
build=1
out="$here/out/check-dist"
only=""
while [ $# -gt 0 ]; do
	case "$1" in
	--no-build) build=""; shift ;;
	--out) out=$2; shift 2 ;;
	--only) only=$2; shift 2 ;;
	-h | --help) sed -n '2,24p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
	*) echo "check-dist: unknown argument $1 (see --help)" >&2; exit 2 ;;
	esac
done
mkdir -p "$out/web"
out=$(realpath "$out")
now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }'; }
version=$(git describe --tags --always --dirty 2>/dev/null || echo dev) # what is built
report=()
failed=()
server=""
trap '[ -n "$server" ] && kill "$server" 2>/dev/null; true' EXIT

if [ -n "$build" ]; then
	t=$(now)
	make dist
	report+=("make dist (dist/web too): $(since "$t") s")
fi

if [ -z "$only" ] || [ "$only" = mac ]; then
	t=$(now)
	if go run ./scripts/macapp -check dist/patron-*-macos-*.zip 2>&1 | tee "$out/mac.log"; then
		report+=("macOS zips checked: $(since "$t") s")
	else
		failed+=("the macOS zips ($out/mac.log)")
	fi
	while read -r line; do report+=("  macOS: $line"); done < <(grep -v '^macapp:' "$out/mac.log")
fi

if [ -z "$only" ] || [ "$only" = wine ]; then
	zip=$(ls -t dist/patron-*-windows-amd64.zip 2>/dev/null | head -1 || true)
	if [ -n "$zip" ]; then
		from=(--zip "$zip")
	else # until make dist makes the Windows zip
		echo "check-dist: no Windows zip in dist/: wine-check builds patron.exe itself" >&2
		from=()
	fi
	t=$(now)
	if ./scripts/wine-check.sh "${from[@]}" --out "$out/wine" 2>&1 | tee "$out/wine.log"; then
		report+=("Wine check, all of it: $(since "$t") s")
	else # the browser is still tried
		failed+=("the Wine check ($out/wine.log)")
	fi
	while read -r line; do report+=("  Wine: $line"); done < <(sed -n 's/^   //p' "$out/wine.log")
fi

if [ -z "$only" ] || [ "$only" = web ]; then
	./scripts/ensure-packages.sh chromium curl
	[ -f dist/web/patron.wasm ] || { echo "check-dist: no dist/web/patron.wasm: run make dist or make web (or drop --no-build)" >&2; exit 1; }
	# The server is the Linux tarball's own patron, as a player runs it.
	case "$(uname -m)" in aarch64 | arm64) arch=arm64 ;; *) arch=amd64 ;; esac
	tarball=$(ls -t dist/patron-*-linux-"$arch".tar.gz 2>/dev/null | head -1 || true)
	[ -n "$tarball" ] || { echo "check-dist: no Linux $arch tarball in dist/ to serve the page with" >&2; exit 1; }
	unpacked=$(mktemp -d)
	game_server=""
	trap '[ -n "$server" ] && kill "$server" 2>/dev/null; [ -n "$game_server" ] && kill "$game_server" 2>/dev/null; rm -rf "$unpacked"' EXIT
	tar -xzf "$tarball" -C "$unpacked"
	port=$((8400 + RANDOM % 400))
	"$unpacked"/*/patron web --addr "127.0.0.1:$port" --dir dist/web 2>"$out/web-server.log" &
	server=$!
	for _ in $(seq 50); do curl -sf -o /dev/null "http://127.0.0.1:$port/" && break; sleep 0.2; done
	curl -sf -o /dev/null "http://127.0.0.1:$port/" || { cat "$out/web-server.log" >&2; echo "check-dist: patron web did not answer" >&2; exit 1; }
	rm -f "$out"/web/*.png
	t=$(now)
	if go run ./scripts/webcheck "http://127.0.0.1:$port/" "$out/web/menu.png" 2>&1 | tee "$out/web.log"; then
		report+=("Chromium check, all of it: $(since "$t") s")
	else
		failed+=("the Chromium check ($out/web.log)")
	fi
	while read -r line; do report+=("  Chromium: $line"); done < <(sed -n 's/^web-check: //p' "$out/web.log")
	fps=$(grep -o '[0-9.]* frames per second' "$out/web.log" | head -1 || true)
	[ -n "$fps" ] && report+=("  Chromium frames per second on the menu: ${fps% frames per second}")

	# The tarball's patron serve finds the browser edition in web/ beside
	# it, and answers an invite's link with the game's page.
	sport=$((8800 + RANDOM % 400))
	"$unpacked"/*/patron serve --plain --addr "127.0.0.1:$sport" --data "$unpacked/serve-data" 2>"$out/serve.log" &
	game_server=$!
	for _ in $(seq 50); do curl -sf -o /dev/null "http://127.0.0.1:$sport/api/tables" && break; sleep 0.2; done
	if curl -sf "http://127.0.0.1:$sport/?table=abcdefghijkm&invite=QWXRT-8K2PZ" | grep -q wasm_exec.js &&
		grep -q 'serving the browser edition' "$out/serve.log"; then
		report+=("patron serve of the tarball serves its web/: $(grep -o '"dir":"[^"]*"' "$out/serve.log" | head -1)")
	else
		failed+=("patron serve of the tarball serves no browser edition ($out/serve.log)")
	fi
	kill "$game_server" 2>/dev/null || true
	wait "$game_server" 2>/dev/null || true
	game_server=""
	# The browser plays a table online against a desktop client, leaves,
	# comes back after a reload (web/browser's TestOnlineTableInChromium,
	# and its quick game); screenshots into $out/web.
	t=$(now)
	if PATRON_WEB_DIR="$here/dist/web" go test -count=1 -run 'InChromium' -v -artifacts -outputdir "$out/web" ./web/browser >"$out/web-online.log" 2>&1; then
		report+=("Chromium online table and quick game (go test ./web/browser): $(since "$t") s")
	else
		failed+=("the Chromium online test ($out/web-online.log)")
	fi
fi

echo "== check-dist: $version, $(date -u +%Y-%m-%dT%H:%MZ), load average $(cut -d' ' -f1-3 /proc/loadavg)"
for line in "${report[@]}"; do echo "   $line"; done
echo "   screenshots: $(find "$out" -name '*.png' | sort | tr '\n' ' ')"
for f in "${failed[@]}"; do echo "check-dist: FAILED: $f" >&2; done
[ ${#failed[@]} -eq 0 ]
