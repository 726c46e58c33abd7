#!/usr/bin/env bash
# Makes sure the Go that go.mod names can build the project, from Debian's
# packages and the Go module proxy alone:
#
#   1. a Go of 1.21 or newer on the PATH, because from 1.21 on Go fetches
#      the toolchain go.mod asks for by itself (GOTOOLCHAIN=auto). Debian 13
#      ships one (golang-go 1.24); Debian 12's own is 1.19, so on Debian 12
#      the release's backports suite (golang-go 1.23) is added to apt's
#      sources, from the same mirror the system already uses;
#   2. that Go then fetches go.mod's version once, through the module
#      proxy, checked against the Go checksum database like any module,
#      into the module cache (~/go/pkg/mod).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/apt.sh
export PATH="/usr/local/go/bin:$HOME/go/bin:$PATH"
export GOTOOLCHAIN="${GOTOOLCHAIN:-auto}"

# go_minor prints the minor version of the go on the PATH (19 for go1.19.8),
# or 0 when there is none.
go_minor() {
	local v
	v=$(GOTOOLCHAIN=local go env GOVERSION 2>/dev/null) || { echo 0; return; }
	v=${v#go1.}
	echo "${v%%[.a-z]*}"
}

if [ "$(go_minor)" -lt 21 ]; then
	apt_update
	candidate=$(apt-cache policy golang-go | awk '/Candidate:/ { print $2 }')
	minor=$(echo "$candidate" | sed -E 's/^([0-9]+:)?1\.([0-9]+).*/\2/')
	suite=()
	if ! [ "$minor" -ge 21 ] 2>/dev/null; then
		. /etc/os-release
		codename=${VERSION_CODENAME:?"set-up: this system does not say which Debian release it is"}
		# The mirror the system already uses for its main suite.
		mirror=$(grep -hsE "^deb .* $codename( |$)" /etc/apt/sources.list /etc/apt/sources.list.d/*.list | awk '{ print $2; exit }' || true)
		[ -n "$mirror" ] || mirror=$(grep -hs -A3 -E "^URIs:" /etc/apt/sources.list.d/*.sources | awk '/^URIs:/ { print $2; exit }' || true)
		[ -n "$mirror" ] || { echo "set-up: no Debian mirror found in apt's sources; install Go 1.21 or newer and run this again" >&2; exit 1; }
		echo "set-up: Debian's own Go is 1.$minor, too old to fetch the one go.mod asks for; adding $codename-backports to apt's sources (/etc/apt/sources.list.d/$codename-backports.list)" >&2
		echo "deb $mirror $codename-backports main" | as_root tee "/etc/apt/sources.list.d/$codename-backports.list" >/dev/null
		PATRON_APT_UPDATED= apt_update
		suite=(-t "$codename-backports")
	fi
	echo "set-up: installing Debian's golang-go ${suite[*]}" >&2
	apt_install "${suite[@]}" golang-go
	hash -r
	[ "$(go_minor)" -ge 21 ] || { echo "set-up: Go on the PATH is still older than 1.21: $(go version 2>&1)" >&2; exit 1; }
fi

want=$(awk '/^go / { print $2; exit }' go.mod)
have=$(GOTOOLCHAIN=local go env GOVERSION)
fetched=$(compgen -G "$(GOTOOLCHAIN=local go env GOMODCACHE)/golang.org/toolchain@v0.0.1-go$want.*" || true)
if [ -z "$fetched" ] && [ "$(printf '%s\n%s\n' "go$want" "$have" | sort -V | head -1)" != "go$want" ]; then
	echo "set-up: $have found; go.mod asks for go$want, which Go now fetches through the module proxy (about 70 MB, once)" >&2
	scripts/ensure-packages.sh ca-certificates # the proxy is reached over HTTPS
fi
version=$(go version) || { echo "set-up: Go could not fetch go$want (above: why); check the network, or install Go $want by hand" >&2; exit 1; }
echo "set-up: $version" >&2
