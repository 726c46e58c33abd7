#!/usr/bin/env bash
# Makes sure a Go toolchain is on the PATH. A fresh Debian machine may have
# none: Debian's golang-go is then installed, and Go itself fetches the
# version go.mod asks for through the module proxy (GOTOOLCHAIN=auto).
set -euo pipefail
export PATH="/usr/local/go/bin:$HOME/go/bin:$PATH"
if ! command -v go >/dev/null 2>&1; then
	echo "ensure-go: installing Debian's golang-go" >&2
	SUDO=""
	[ "$(id -u)" -eq 0 ] || SUDO="sudo"
	$SUDO apt-get update -qq
	DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq golang-go >/dev/null
fi
go version >&2
