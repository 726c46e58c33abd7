#!/usr/bin/env bash
# Installs the Debian packages given as arguments when any is missing, with
# a line for each package as it is fetched and set up. The game needs only
# X11, GL and ALSA at run time; the tests also need Xvfb, a sound server,
# Node and the packaging validators.
set -euo pipefail
. "$(dirname "$0")/apt.sh"
missing=()
for p in "$@"; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" ||
		dpkg-query -W -f='${Status}' "${p}t64" 2>/dev/null | grep -q "install ok installed" ||
		missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
apt_update
# Debian 13 renamed some libraries (libasound2 → libasound2t64).
for i in "${!missing[@]}"; do
	apt-cache show "${missing[$i]}" >/dev/null 2>&1 || missing[$i]="${missing[$i]}t64"
done
echo "set-up: installing ${missing[*]} (Debian packages and what they need)" >&2
apt_install "${missing[@]}"
