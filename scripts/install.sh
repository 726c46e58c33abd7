#!/usr/bin/env bash
# Installs patron the XDG way, or takes it away again:
#
#   install.sh [--from DIR] [PREFIX]              (PREFIX: /usr/local)
#   install.sh --uninstall [PREFIX]
#
# DIR (this script's folder, as in a release tarball) holds patron,
# patron.desktop and icons/<n>x<n>/apps/patron.png; they go to
# PREFIX/bin/patron, PREFIX/share/applications/patron.desktop and
# PREFIX/share/icons/hicolor/<n>x<n>/apps/patron.png; DIR/web, the browser
# edition, when there, to PREFIX/share/patron/web, where `patron serve`
# finds it (netplay/online/cli/webdir.go). DESTDIR, when set, is put before
# every path (for packagers' staging folders).
set -euo pipefail
from="$(cd "$(dirname "$0")" && pwd)"
uninstall=false
while [ $# -gt 0 ]; do
	case "$1" in
	--from) from="$2"; shift 2 ;;
	--uninstall) uninstall=true; shift ;;
	-*) echo "install.sh: unknown option $1" >&2; exit 2 ;;
	*) break ;;
	esac
done
prefix="${1:-/usr/local}"
case "$prefix" in
*$'\n'* | *$'\r'*)
	echo "install.sh: PREFIX holds a line break" >&2
	exit 2
	;;
/*) ;;
*)
	# The menu entry names PREFIX/bin/patron: a relative path there would
	# be read from wherever the desktop starts it.
	echo "install.sh: PREFIX must be an absolute path, not $prefix" >&2
	exit 2
	;;
esac
root="${DESTDIR:-}$prefix"
apps="$root/share/applications"
hicolor="$root/share/icons/hicolor"

if $uninstall; then
	rm -f "$root/bin/patron" "$apps/patron.desktop"
	rm -f "$hicolor"/*/apps/patron.png
	rm -rf "$root/share/patron/web"
	rmdir "$root/share/patron" 2>/dev/null || true
	echo "patron removed from $root"
	exit 0
fi

install -D -m 0755 "$from/patron" "$root/bin/patron"
# The menu entry names the binary by its full path: PREFIX/bin need not be
# on the PATH the desktop gives its launcher. The path is quoted as the
# Desktop Entry specification says (in "", with \ before " ` $ and \, then
# every \ doubled as a string value's escape, and % as %%), so a PREFIX
# with spaces or & in it still runs; a line break cannot be in a path there.
install -d "$apps"
exe="$prefix/bin/patron"
exe="${exe//\\/\\\\}"
exe="${exe//\"/\\\"}"
exe="${exe//\$/\\\$}"
exe="${exe//\`/\\\`}"
exe="${exe//\\/\\\\}"
exe="${exe//%/%%}"
while IFS= read -r line || [ -n "$line" ]; do
	if [ "$line" = "Exec=patron" ]; then
		line="Exec=\"$exe\""
		case "$prefix" in
		*[!A-Za-z0-9/._+-]*) ;;
		*) line="Exec=$prefix/bin/patron" ;; # nothing to quote
		esac
	fi
	printf '%s\n' "$line"
done <"$from/patron.desktop" >"$apps/patron.desktop"
chmod 0644 "$apps/patron.desktop"
for png in "$from"/icons/*/apps/patron.png; do
	size="$(basename "$(dirname "$(dirname "$png")")")"
	install -D -m 0644 "$png" "$hicolor/$size/apps/patron.png"
done
if [ -f "$from/web/index.html" ]; then
	for f in "$from"/web/*; do
		[ -f "$f" ] && install -D -m 0644 "$f" "$root/share/patron/web/$(basename "$f")"
	done
fi
# Desktops cache the icon theme; refresh it when the tool is there.
if [ -z "${DESTDIR:-}" ] && command -v gtk-update-icon-cache >/dev/null && [ -f "$hicolor/index.theme" ]; then
	gtk-update-icon-cache -q "$hicolor" || true
fi
echo "patron installed in $root"
