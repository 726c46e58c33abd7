#!/usr/bin/env bash
# The Windows build, tried here: runs patron.exe under Wine 10 in a Debian
# 13 (trixie) root made by debootstrap, on a virtual display (Xvfb
# 1280x800x24), and checks as a player would that the menu is drawn, that
# key 1 starts a quick game, that key 1 again makes its first decision,
# that Alt+F4 (Windows' close) ends it, that the game was saved under the
# Windows user's data folder
# (drive_c/users/player/AppData/Roaming/patron/saves/<id>.json), and that
# the game started again offers it back (Continue on the menu). It says how
# long each step took and where its screenshots are.
#
#   scripts/wine-check.sh [--exe patron.exe | --zip patron-…-windows-amd64.zip]
#                         [--root DIR] [--out DIR] [--timeout SECONDS]
#
# Without --exe or --zip it takes dist/patron-*-windows-amd64.zip when there
# is one, else builds patron.exe (the Makefile's flags) into a temporary
# folder. The root (2.2 GB: Wine, Xvfb, xdotool, Mesa, ImageMagick) is
# kept in --root (default /var/tmp/patron-wine-trixie) and reused by later
# runs; delete the folder to make it again. Debian 12's Wine 8 cannot start
# Go 1.22+ programs (no bcryptprimitives.dll), hence Debian 13.
#
# It needs root (debootstrap, mounts, chroot). Not part of make test: it
# takes minutes (make check-dist runs it, scripts/check-dist.sh).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
exe="" zip=""
dir=${PATRON_WINE_ROOT:-/var/tmp/patron-wine-trixie}
out="$here/out/wine-check"
timeout=600
while [ $# -gt 0 ]; do
	case "$1" in
	--exe) exe=$(realpath "$2"); shift 2 ;;
	--zip) zip=$(realpath "$2"); shift 2 ;;
	--root) dir=$2; shift 2 ;;
	--out) out=$2; shift 2 ;;
	--timeout) timeout=$2; shift 2 ;;
	-h | --help) sed -n '2,23p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
	*) echo "wine-check: unknown argument $1 (see --help)" >&2; exit 2 ;;
	esac
done
[ "$(id -u)" -eq 0 ] || { echo "wine-check: run as root (debootstrap and chroot need it)" >&2; exit 1; }
fail() { echo "wine-check: FAILED: $*" >&2; exit 1; }
"$here/scripts/ensure-packages.sh" debootstrap
mkdir -p "$dir" "$out"
dir=$(realpath "$dir")
out=$(realpath "$out")
root="$dir/root"
logs="$dir/logs"
mkdir -p "$logs"
# One run at a time uses the root.
exec 9>"$dir/lock"
flock -n 9 || { echo "wine-check: waiting for another run using $dir" >&2; flock 9; }

# What the root holds. wine pulls in wine64 (no i386 architecture: the exe
# is 64-bit); libgl1-mesa-dri draws OpenGL on the CPU for Wine's Direct3D.
packages="wine wine64 xvfb xdotool libgl1-mesa-dri imagemagick unzip"
marker="$root/.patron-wine-check"

now() { date +%s.%N; }
since() { awk -v a="$1" -v b="${2:-$(now)}" 'BEGIN { printf "%.1f", b - a }'; }
report=()

. "$here/scripts/chroot-mounts.sh"
xvfb="" game=""
cleanup() {
	set +e # everything here is tried, whatever failed before
	[ -n "$game" ] && kill "$game" 2>/dev/null
	[ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null
	unmount_root # Wine's server and anything else left in the root first
}
trap cleanup EXIT
trap 'exit 1' INT TERM

# in_root runs a command in the root with a clean environment; as_player
# runs it as the root's user "player", whose Windows folder Wine makes.
in_root() {
	chroot "$root" /usr/bin/env -i HOME=/root TERM=dumb LANG=C.UTF-8 \
		PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin "$@"
}
as_player() {
	chroot --userspec=player:player "$root" /usr/bin/env -i HOME=/home/player USER=player \
		LOGNAME=player TERM=dumb LANG=C.UTF-8 PATH=/usr/local/bin:/usr/bin:/bin \
		WINEPREFIX=/home/player/.wine WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml=" \
		DISPLAY=:9 "$@"
}

# The root: made once, then reused while its marker lists these packages.
if [ "$(cat "$marker" 2>/dev/null)" != "$packages" ]; then
	t=$(now)
	if [ -e "$root" ]; then
		# rm then stays on the root's own file system, whatever was missed.
		grep -q " $root/" /proc/mounts && fail "something is still mounted under $root"
		if m=$(still_mounted); then fail "$m is still mounted"; fi
		echo "wine-check: $root is not a finished root: making it again" >&2
		rm -rf --one-file-system "$root"
	fi
	echo "== wine-check: making a Debian 13 (trixie) root in $root (minutes; kept for later runs)" >&2
	debootstrap --variant=minbase --include=ca-certificates trixie "$root" >"$logs/debootstrap.log" 2>&1 ||
		{ tail -20 "$logs/debootstrap.log" >&2; fail "debootstrap (log: $logs/debootstrap.log)"; }
	cp /etc/resolv.conf "$root/etc/resolv.conf"
	# A network that inspects TLS has its own certificate authority.
	if compgen -G "/usr/local/share/ca-certificates/*.crt" >/dev/null; then
		cp /usr/local/share/ca-certificates/*.crt "$root/usr/local/share/ca-certificates/"
		in_root update-ca-certificates >/dev/null 2>&1
	fi
	mount_root
	echo "wine-check: installing $packages in the root" >&2
	{ in_root apt-get update -qq &&
		in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
			-o Dpkg::Use-Pty=0 $packages; } >"$logs/apt.log" 2>&1 ||
		{ tail -20 "$logs/apt.log" >&2; fail "installing $packages in the root (log: $logs/apt.log)"; }
	in_root apt-get clean
	in_root useradd -m -s /bin/bash player
	# The Windows folders (drive_c/users/player/…): made once, so that a
	# run times the game, not Wine's first start.
	as_player wineboot --init >"$logs/wineboot.log" 2>&1 || { tail -20 "$logs/wineboot.log" >&2; fail "wineboot --init"; }
	as_player wineserver -w
	in_root wine --version >"$root/.wine-version" 2>/dev/null
	echo "$packages" >"$marker"
	report+=("root made (debootstrap, packages, Wine prefix): $(since "$t") s")
else
	mount_root
fi
wine_version=$(cat "$root/.wine-version")
case "$wine_version" in wine-1[0-9]*) ;; *) fail "the root has $wine_version; Go programs need Wine 10 or later" ;; esac

# The game, as a player unpacks it.
rm -rf "$root/home/player/game"
mkdir -p "$root/home/player/game"
if [ -z "$exe" ] && [ -z "$zip" ]; then
	zip=$(ls -t "$here"/dist/patron-*-windows-amd64.zip 2>/dev/null | head -1 || true)
fi
if [ -n "$zip" ]; then
	cp "$zip" "$root/home/player/game/"
	in_root unzip -q -d /home/player/game "/home/player/game/$(basename "$zip")" || fail "unzip $zip"
	found=$(cd "$root/home/player/game" && find . -name patron.exe | head -1)
	[ -n "$found" ] || fail "no patron.exe in $zip"
	what="$zip"
else
	if [ -z "$exe" ]; then
		t=$(now)
		exe="$dir/patron.exe"
		version=$(git -C "$here" describe --tags --always --dirty 2>/dev/null || echo dev)
		echo "wine-check: building patron.exe (no --exe, no zip in dist/)" >&2
		(cd "$here" && GOOS=windows GOARCH=amd64 CGO_ENABLED=0 go build -trimpath -buildvcs=false \
			-ldflags "-s -w -buildid= -X patron/version.Version=$version" -o "$exe" .) || fail "go build for Windows"
		report+=("patron.exe built: $(since "$t") s")
	fi
	cp "$exe" "$root/home/player/game/patron.exe"
	found=./patron.exe
	what="$exe"
fi
exe_in_root="/home/player/game/${found#./}"
chroot "$root" chown -R player:player /home/player/game
# The exe's subsystem (its PE header: 2 a window program, 3 a console
# one, for which Windows opens a console window beside the game when it is
# started from Explorer). Said, not failed: the game's commands
# (--version, screenshot) print to a console.
pe=$(od -An -tu4 -j60 -N4 "$root$exe_in_root" 2>/dev/null | tr -d ' ' || true)
case "$(od -An -tu2 -j$((${pe:-0} + 92)) -N2 "$root$exe_in_root" | tr -d ' ')" in
2) report+=("patron.exe is a window program (subsystem 2): no console window opens with it") ;;
3) report+=("patron.exe is a console program (subsystem 3): started from Explorer, Windows opens a console window beside the game (go build -ldflags -H=windowsgui would not)") ;;
esac
appdata="$root/home/player/.wine/drive_c/users/player/AppData/Roaming/patron"
# A first run: no saves, no settings (the menu then has no Continue).
rm -rf "$appdata"

# The virtual display, its screen kept as a file the host reads.
rm -rf "$root/tmp/fb" && mkdir -p "$root/tmp/fb" && chmod 1777 "$root/tmp"
in_root Xvfb :9 -screen 0 1280x800x24 -fbdir /tmp/fb -nolisten tcp >"$logs/xvfb.log" 2>&1 &
xvfb=$!
for _ in $(seq 100); do [ -e "$root/tmp/fb/Xvfb_screen0" ] && break; sleep 0.1; done
[ -e "$root/tmp/fb/Xvfb_screen0" ] || fail "Xvfb did not start ($logs/xvfb.log)"

# shot FILE: the screen as a PNG. colours: how many colours it holds.
# differ A B: how many pixels of two shots differ.
shot() { in_root convert xwd:/tmp/fb/Xvfb_screen0 "png:/tmp/fb/$(basename "$1")" 2>/dev/null && mv "$root/tmp/fb/$(basename "$1")" "$1"; }
colours() { in_root convert xwd:/tmp/fb/Xvfb_screen0 -format %k info: 2>/dev/null || echo 0; }
differ() {
	cp "$1" "$root/tmp/fb/a.png" && cp "$2" "$root/tmp/fb/b.png"
	in_root compare -metric AE /tmp/fb/a.png /tmp/fb/b.png null: 2>&1 | awk '{ printf "%d", $1 }'
}
alive() { kill -0 "$game" 2>/dev/null || { tail -30 "$logs/game.log" >&2; fail "patron.exe stopped ($1; log: $logs/game.log)"; }; }
# settle FILE: waits until two shots a second apart are the same (the
# screen has finished drawing), then keeps the last in FILE.
settle() {
	local prev="$dir/prev.png"
	shot "$prev"
	for _ in $(seq 30); do
		sleep 1
		shot "$1"
		[ "$(differ "$prev" "$1")" -lt 200 ] && return 0
		cp "$1" "$prev"
	done
}
# changed BEFORE FILE WHAT: waits (up to the timeout) until the screen
# differs from BEFORE in some thousands of pixels (a hunter placed and its
# lines written change 12,000), notes when in seen, settles, keeps it in
# FILE.
changed() {
	local s=$SECONDS
	while :; do
		sleep 1
		alive "$3"
		shot "$2"
		[ "$(differ "$1" "$2")" -gt 3000 ] && break
		[ $((SECONDS - s)) -lt "$timeout" ] || fail "$3: the screen did not change in $timeout s (last: $2)"
	done
	seen=$(now)
	settle "$2"
}
# press KEY: held half a second, so a slow frame (software GL) sees it.
press() {
	as_player xdotool mousemove 640 400 keydown "$1" >/dev/null 2>&1
	sleep 0.5
	as_player xdotool keyup "$1" >/dev/null 2>&1
}

# start NAME: starts patron.exe and waits until its menu is drawn and
# still, kept in $out/NAME.png; seen is when it was first drawn.
start() {
	as_player wine "$exe_in_root" >>"$logs/game.log" 2>&1 &
	game=$!
	# The menu is up when the screen holds many colours (Xvfb's is black).
	local s=$SECONDS
	while [ "$(colours)" -lt 50 ]; do
		alive "before the menu"
		[ $((SECONDS - s)) -lt "$timeout" ] || fail "no window within $timeout s (log: $logs/game.log)"
		sleep 1
	done
	seen=$(now)
	settle "$out/$1.png"
}
# saved TEXT WHAT: waits until a save's public log has a line beginning
# with TEXT (a command in the log's words).
saved() {
	local s=$SECONDS
	until grep -qs "^   \"$1" "$appdata"/saves/*.json; do
		alive "$2"
		[ $((SECONDS - s)) -lt "$timeout" ] || fail "$2: not in a save in $appdata/saves after $timeout s"
		sleep 0.5
	done
}
# quit: Alt+F4, Windows' own way to close a window, which the game takes
# as the table's cue to save before it goes; the program must end, well.
quit() {
	press alt+F4
	local s=$SECONDS
	while kill -0 "$game" 2>/dev/null; do
		[ $((SECONDS - s)) -lt 60 ] || fail "Alt+F4 did not close the window in 60 s"
		sleep 0.5
	done
	wait "$game" || fail "patron.exe ended with status $? (log: $logs/game.log)"
	game=""
	# Xvfb's screen is black again once the window is gone.
	s=$SECONDS
	while [ "$(colours)" -ge 50 ]; do
		[ $((SECONDS - s)) -lt 30 ] || fail "the window stayed on the screen after patron.exe ended"
		sleep 0.5
	done
}

echo "== wine-check: $wine_version, $what" >&2
# The version the exe says is the one its zip is named after.
said=$(as_player timeout 300 wine "$exe_in_root" --version 2>/dev/null | tr -d '\r' | head -1 || true)
report+=("patron.exe --version under Wine: ${said:-nothing}")
if [ -n "$zip" ]; then
	v=$(basename "$zip")
	v=${v#patron-}
	v=${v%-windows-amd64.zip}
	[ "$said" = "patron $v" ] || fail "patron.exe --version says \"$said\", its zip is $(basename "$zip")"
fi
: >"$logs/game.log"
rm -f "$out"/*.png
t=$(now)
start menu
report+=("start to menu (wine patron.exe until the menu is drawn): $(since "$t" "$seen") s, still on screen after $(since "$t") s")

t=$(now)
press 1
changed "$out/menu.png" "$out/quick-game.png" "key 1 on the menu (a quick game)"
report+=("key 1 to the quick game's table drawn: $(since "$t" "$seen") s")
# The game is saved after every decision, the bot's too: once the bot
# Patrón's objectives are in the save's public log, the Factions' first
# decision (where the DEA's first hunter starts) waits for the player.
saved "objectives " "the bot Patrón's objectives placed"
settle "$out/quick-game.png"

t=$(now)
press 1
changed "$out/quick-game.png" "$out/first-decision.png" "key 1 on the table (the first decision)"
report+=("key 1 to the first decision drawn: $(since "$t" "$seen") s")
saved "start " "the first hunter placed"

t=$(now)
quit
report+=("Alt+F4 on the table until patron.exe ended: $(since "$t") s")

# One game, saved in %AppData%\patron\saves.
saves=$(ls "$appdata"/saves/*.json 2>/dev/null || true)
[ -n "$saves" ] || fail "no save in $appdata/saves after the first decision"
[ "$(echo "$saves" | wc -l)" -eq 1 ] || fail "one save expected in $appdata/saves: $saves"
save=$saves
size=$(stat -c %s "$save")
[ "$size" -gt 200 ] || fail "the save $save holds only $size bytes"
head -c 1 "$save" | grep -q '{' || fail "the save $save is not JSON"

# Started again, the menu offers the game back (Continue, first).
t=$(now)
start continue
report+=("started again to the menu: $(since "$t" "$seen") s")
[ "$(differ "$out/menu.png" "$out/continue.png")" -gt 3000 ] ||
	fail "the menu looks as it did before the game: no Continue ($out/continue.png)"
quit

echo "== wine-check: passed ($wine_version, $what)"
for line in "${report[@]}"; do echo "   $line"; done
echo "   the save: ${save#"$root"/home/player/.wine/} ($size bytes); in the folder: $(cd "$appdata" && find . -type f | sort | tr '\n' ' ')"
echo "   screenshots: $out/menu.png $out/quick-game.png $out/first-decision.png $out/continue.png"
