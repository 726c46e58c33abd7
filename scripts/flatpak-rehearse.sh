#!/usr/bin/env bash
# scripts/flatpak-rehearse.sh: builds what the Flatpak manifest builds, the
# way flatpak-builder would, where Flathub's runtime cannot be had (this
# machine reaches no Flathub). As root:
#
#   scripts/flatpak-rehearse.sh [OUT]     (OUT: the /app it fills; a temp dir)
#
# 1. flatpak-builder --download-only fetches every source of the manifest
#    and checks its sha256 (it needs no runtime for that);
# 2. the sources are laid out as flatpak-builder lays them in its build
#    folder: the checkout (less the manifest's skip list), each file source
#    at dest/dest-filename, each archive unpacked with its strip-components;
# 3. the manifest's build-commands run with its build-options (env,
#    append-path) in a new mount namespace where that folder is
#    /run/build/<module> and OUT is /app, with no network (unshare -n): a
#    module missing from go-modules.json fails the build as it would there.
#
# What it cannot show is the game inside the org.freedesktop.Platform
# runtime: the host's git, install and chmod stand in for the SDK's.
set -euo pipefail
cd "$(dirname "$0")/.."
manifest=packaging/flatpak/io.github.patrongame.Patron.yml
arch="$(uname -m)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
out="${1:-$work/app}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
state="${FLATPAK_STATE_DIR:-$HOME/.cache/patron-flatpak-state}"

start=$(date +%s)
flatpak-builder --download-only --state-dir="$state" "$work/fb" "$manifest" 2>&1 |
	grep -v 'not installed' | grep -c '^Downloading http' | sed 's/^/rehearse: sources fetched now: /' >&2 || true
echo "rehearse: sources fetched and checked in $(($(date +%s) - start)) s" >&2

flatpak-builder --show-manifest "$manifest" >"$work/manifest.json" 2>/dev/null
mod="$(jq -r '.modules[0].name' "$work/manifest.json")"
build="$work/build"
mkdir -p "$build"

jq -c '.modules[0].sources[]' "$work/manifest.json" | while read -r src; do
	type="$(jq -r .type <<<"$src")"
	arches="$(jq -r '(."only-arches" // []) | join(" ")' <<<"$src")"
	if [ -n "$arches" ] && [[ " $arches " != *" $arch "* ]]; then
		continue
	fi
	dest="$build/$(jq -r '.dest // ""' <<<"$src")"
	mkdir -p "$dest"
	case "$type" in
	dir)
		excludes=()
		while read -r s; do excludes+=(--exclude="./$s"); done < <(jq -r '.skip[]?' <<<"$src")
		tar -C "$(dirname "$manifest")/$(jq -r .path <<<"$src")" "${excludes[@]}" -cf - . | tar -C "$dest" -xf -
		;;
	file | archive)
		url="$(jq -r .url <<<"$src")" sum="$(jq -r .sha256 <<<"$src")"
		file="$state/downloads/$sum/$(basename "$url")"
		echo "$sum  $file" | sha256sum -c --quiet -
		if [ "$type" = file ]; then
			cp "$file" "$dest/$(jq -r '."dest-filename" // empty' <<<"$src")"
		else
			strip="$(jq -r '."strip-components" // 1' <<<"$src")"
			mkdir -p "$work/unzip" && (cd "$work/unzip" && unzip -q "$file")
			top="$work/unzip"
			for ((i = 0; i < strip; i++)); do top="$(echo "$top"/*)"; done
			cp -a "$top"/. "$dest"/ && rm -rf "$work/unzip"
		fi
		;;
	*)
		echo "rehearse: source type $type not known" >&2
		exit 1
		;;
	esac
done

# The build, as flatpak-builder runs it: env and PATH from build-options.
{
	echo 'set -eux'
	# The SDK's PATH: no Go but the manifest's own.
	echo 'export PATH=/app/bin:/usr/bin:/bin'
	jq -r '.modules[0]."build-options".env // {} | to_entries[] | "export \(.key)=\(.value|@sh)"' "$work/manifest.json"
	jq -r '.modules[0]."build-options"."append-path" // empty | "export PATH=\"$PATH:\(.)\""' "$work/manifest.json"
	echo "cd /run/build/$mod"
	jq -r '.modules[0]."build-commands"[]' "$work/manifest.json"
} >"$work/build.sh"

start=$(date +%s)
unshare -n -m bash -c "
	set -e
	mkdir -p /run/build/$mod /app
	mount --bind '$build' /run/build/$mod
	mount --bind '$out' /app
	bash '$work/build.sh'
"
echo "rehearse: built offline in $(($(date +%s) - start)) s into $out:" >&2
(cd "$out" && find . -type f | sort) >&2
