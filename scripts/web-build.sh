#!/usr/bin/env bash
# Builds the browser edition into dist/web (or the directory given):
# index.html (our loader page, web/index.html), patron.wasm, Go's
# wasm_exec.js of the same Go, and a gzip of the wasm and of the script
# beside them, which `patron web` sends to browsers that accept gzip, and
# THIRD-PARTY-NOTICES.txt, the licences of the code they hold.
# The same sources give the same bytes: the Makefile's flags (-trimpath,
# no build id, git describe's version), gzip -n (no name, no time).
# Serve it with `patron web --dir dist/web` (or any web server).
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-dist/web}
go=${GO:-go}
mkdir -p "$out"
root=$("$go" env GOROOT)
exec_js="$root/lib/wasm/wasm_exec.js"
[ -f "$exec_js" ] || exec_js="$root/misc/wasm/wasm_exec.js" # Go before 1.24
start=$(date +%s)
version=${VERSION:-$(git describe --tags --always --dirty 2>/dev/null || echo dev)}
GOOS=js GOARCH=wasm CGO_ENABLED=0 "$go" build -trimpath -buildvcs=false \
	-ldflags "-s -w -buildid= -X patron/version.Version=$version" -o "$out/patron.wasm" .
cp web/index.html "$out/index.html"
cp "$exec_js" "$out/wasm_exec.js"
# The licences of the Go modules in patron.wasm and of Go's own code (a
# wasm carries no build information to read them from: those of every
# platform the game ships, the browser's among them).
"$go" run ./scripts/notices "$out/THIRD-PARTY-NOTICES.txt"
for f in patron.wasm wasm_exec.js; do
	gzip -9 -n -k -f "$out/$f"
done
size() { stat -c %s "$1"; }
echo "web-build: $out in $(($(date +%s) - start)) s: patron.wasm $(size "$out/patron.wasm") bytes, gzipped $(size "$out/patron.wasm.gz")"
