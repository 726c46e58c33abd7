#!/usr/bin/env bash
# Shared by the set-up scripts (sourced, not run): how to call apt-get as
# root (sudo when not root) and how to show an install as it goes, a line
# for each package set up, instead of a silent minute.

# as_root runs a command as root: directly when we are root, else through
# sudo; without either it says what to do and stops.
as_root() {
	if [ "$(id -u)" -eq 0 ]; then
		"$@"
	elif command -v sudo >/dev/null 2>&1; then
		sudo "$@"
	else
		echo "set-up: installing Debian packages needs root. Run this again as root, or install sudo first (as root: apt-get install sudo; adduser $(id -un) sudo)." >&2
		exit 1
	fi
}

# apt_update reads Debian's package lists, once per run of a script.
apt_update() {
	[ -n "${PATRON_APT_UPDATED:-}" ] && return 0
	echo "set-up: reading Debian's package lists" >&2
	as_root apt-get update -qq
	export PATRON_APT_UPDATED=1
}

# apt_install installs packages (arguments as apt-get takes them), printing
# how much it downloads, then each package as it is set up.
apt_install() {
	as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
		-o Dpkg::Use-Pty=0 -o APT::Color=0 "$@" 2>&1 |
		awk '/^Need to get / { print "set-up:   downloading " $4 " " $5; fflush() }
		     /^Setting up / { sub(/:.*/, "", $3); print "set-up:   installed " $3; fflush() }
		     /^(E|W): / { print; fflush() }' >&2
}
