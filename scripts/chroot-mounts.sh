# Sourced by scripts/fresh-debian.sh and scripts/wine-check.sh: this
# machine's /proc, /sys, /dev and /dev/pts, and a fresh /dev/shm, mounted
# into a Debian root that debootstrap made ($root, set by the caller), and
# taken away again. The mounts made are listed in `mounted`.
mounted=()

# mount_root mounts them into $root.
mount_root() {
	local m
	for m in proc sys dev dev/pts; do
		case $m in
		proc) mount -t proc proc "$root/proc" ;;
		sys) mount -t sysfs sys "$root/sys" ;;
		*) mount --bind "/$m" "$root/$m" ;;
		esac
		mounted+=("$root/$m")
	done
	mount -t tmpfs shm "$root/dev/shm" && mounted+=("$root/dev/shm")
}

# unmount_root ends what still runs inside $root (its processes hold the
# mounts: the game, Wine's server, a test's child), then unmounts, the
# last mounted first. It never fails: it is for clean-ups.
unmount_root() {
	local p i
	for p in /proc/[0-9]*; do
		if [ "$(readlink "$p/root" 2>/dev/null)" = "$root" ]; then
			kill -9 "${p#/proc/}" 2>/dev/null || true
		fi
	done
	sleep 0.5
	for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do
		umount -l "${mounted[$i]}" 2>/dev/null || true
	done
	mounted=()
}

# still_mounted prints the first of them still mounted under $root, and
# fails when none is. /proc/mounts writes a space in a path as \040, so a
# grep of it misses a root whose folder has one: each is asked. Nothing may
# rm a root while one is, or rm reaches this machine's own /dev through it.
still_mounted() {
	local m
	for m in proc sys dev/pts dev/shm dev; do
		if mountpoint -q "$root/$m" 2>/dev/null; then
			echo "$root/$m"
			return 0
		fi
	done
	return 1
}
