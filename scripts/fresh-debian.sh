#!/usr/bin/env bash
# Plays a newcomer on a fresh machine: builds a minimal Debian root with
# debootstrap (only git and ca-certificates added, as someone who just
# cloned the repository has), clones the current commit into it, runs the
# README's test command there, then its run command under a virtual
# display, takes a screenshot of the window and says how long each took.
#
#   scripts/fresh-debian.sh [--debian 12|13] [--dir DIR] [--keep] [--shot FILE]
#
# It takes many minutes (the root, Go, every test) and so is not part of
# `make test`. It needs root (debootstrap and chroot), and installs
# debootstrap and imagemagick on this machine when missing.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
release=12
dir=""
keep=""
shot="$here/out/fresh-debian.png"
while [ $# -gt 0 ]; do
	case "$1" in
	--debian) release=$2; shift 2 ;;
	--dir) dir=$2; shift 2 ;;
	--keep) keep=1; shift ;;
	--shot) shot=$2; shift 2 ;;
	-h | --help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
	*) echo "fresh-debian: unknown argument $1 (see --help)" >&2; exit 2 ;;
	esac
done
case "$release" in
12) suite=bookworm ;;
13) suite=trixie ;;
*) echo "fresh-debian: --debian takes 12 or 13" >&2; exit 2 ;;
esac
[ "$(id -u)" -eq 0 ] || { echo "fresh-debian: run as root (debootstrap and chroot need it)" >&2; exit 1; }
"$here/scripts/ensure-packages.sh" debootstrap imagemagick git

commit=$(git -C "$here" rev-parse HEAD)
git -C "$here" diff --quiet HEAD || echo "fresh-debian: the work tree has changes that are not committed; only commit ${commit:0:10} is tried" >&2
[ -n "$dir" ] || dir=$(mktemp -d /var/tmp/patron-fresh-debian.XXXXXX)
mkdir -p "$dir"
root="$dir/root"
. "$here/scripts/chroot-mounts.sh"
game=""
xvfb=""
cleanup() {
	set +e # everything here is tried: a kill of a program already gone must not stop it
	[ -n "$game" ] && kill "$game" 2>/dev/null
	[ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null
	unmount_root
	# A mount left (an umount refused) keeps the root: rm must never reach
	# the machine's own /dev, /proc or /sys through it.
	if m=$(still_mounted); then
		echo "fresh-debian: $m is still mounted: the root stays" >&2
		keep=1
	fi
	if [ -z "$keep" ]; then rm -rf --one-file-system "$dir"; else echo "fresh-debian: the root stays in $root" >&2; fi
}
trap cleanup EXIT

seconds() { date +%s; }
took() { echo $(($(seconds) - $1)); }
report=()

echo "== fresh-debian: Debian $release ($suite), minimal, in $root" >&2
t=$(seconds)
debootstrap --variant=minbase --include=git,ca-certificates "$suite" "$root" >"$dir/debootstrap.log" 2>&1 ||
	{ tail -20 "$dir/debootstrap.log" >&2; exit 1; }
report+=("debootstrap (minbase + git): $(took "$t") s")

mount_root
cp /etc/resolv.conf "$root/etc/resolv.conf"
# A network that inspects TLS (a company's, this workplace's) has its own
# certificate authority, which a new machine there is given too.
if compgen -G "/usr/local/share/ca-certificates/*.crt" >/dev/null; then
	cp /usr/local/share/ca-certificates/*.crt "$root/usr/local/share/ca-certificates/"
	chroot "$root" update-ca-certificates >/dev/null 2>&1
fi

# The repository as a newcomer gets it (a clone of this commit), with the
# shared specification beside it as CI has it.
mkdir -p "$root/home/player"
git clone -q --no-hardlinks "$here" "$root/home/player/main"
git -C "$root/home/player/main" checkout -q "$commit"
[ -d "$here/../shared" ] && cp -r "$here/../shared" "$root/home/player/shared"

# in_root runs a command in the root, in the checkout, with a clean
# environment such as a login shell there has.
in_root() {
	chroot "$root" /usr/bin/env -i HOME=/root TERM=dumb LANG=C.UTF-8 \
		PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
		"$@"
}
readme_command() { # the README's first (1) or second (2) command
	awk '/^```sh$/ { on = 1; next } on && /^```/ { exit } on { print }' "$here/README.md" |
		sed -n "${1}p" | sed 's/ *#.*//'
}
test_cmd=$(readme_command 2)
run_cmd=$(readme_command 1)

echo "== fresh-debian: the README's test command: $test_cmd" >&2
t=$(seconds)
tests=passed
in_root bash -c "cd /home/player/main && $test_cmd" 2>&1 | tee "$dir/test.log" || tests=failed
report+=("test command ($test_cmd): $(took "$t") s, $tests")
# The run command is tried whatever the tests said: it is its own first hour.

echo "== fresh-debian: the README's run command under a virtual display: $run_cmd" >&2
in_root bash -c "command -v Xvfb" >/dev/null || { echo "fresh-debian: no Xvfb in the root after the tests" >&2; exit 1; }
mkdir -p "$root/tmp/fb"
in_root Xvfb :7 -screen 0 1280x800x24 -fbdir /tmp/fb -nolisten tcp 2>"$dir/xvfb.log" &
xvfb=$!
t=$(seconds)
in_root env DISPLAY=:7 bash -c "cd /home/player/main && $run_cmd" >"$dir/run.log" 2>&1 &
game=$!
# The window is up when the screen holds more than a handful of colours.
shown=""
for _ in $(seq 600); do
	sleep 1
	kill -0 "$game" 2>/dev/null || { cat "$dir/run.log" >&2; echo "fresh-debian: the game stopped" >&2; exit 1; }
	colours=$(/usr/bin/convert "xwd:$root/tmp/fb/Xvfb_screen0" -format %k info: 2>/dev/null || echo 0)
	if [ "$colours" -gt 50 ]; then
		shown=$(took "$t")
		break
	fi
done
[ -n "$shown" ] || { cat "$dir/run.log" >&2; echo "fresh-debian: no window within 10 minutes" >&2; exit 1; }
sleep 3 # let the menu finish its first frames
mkdir -p "$(dirname "$shot")"
/usr/bin/convert "xwd:$root/tmp/fb/Xvfb_screen0" "$shot"
report+=("run command ($run_cmd) until the window showed: $shown s")
grep '^set-up:' "$dir/run.log" >&2 || true

echo "== fresh-debian: Debian $release, commit ${commit:0:10}" >&2
for line in "${report[@]}"; do echo "   $line" >&2; done
echo "   screenshot of the window: $shot" >&2
[ "$tests" = passed ] || { echo "fresh-debian: the tests failed: $dir/test.log (kept with --keep)" >&2; exit 1; }
