#!/usr/bin/env bash
# Installs the Debian packages given as arguments when any is missing. The
# game needs only X11, GL and ALSA at run time; the tests also need Xvfb.
set -euo pipefail
missing=()
for p in "$@"; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "ensure-packages: installing ${missing[*]}" >&2
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
# Debian 13 renamed some libraries (libasound2 → libasound2t64).
for i in "${!missing[@]}"; do
	apt-cache show "${missing[$i]}" >/dev/null 2>&1 || missing[$i]="${missing[$i]}t64"
done
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
