#!/usr/bin/env bash
# Runs a command with a sound server that plays into nothing: PulseAudio
# with a null sink, in a private runtime folder, stopped afterwards. The
# game's audio then runs as on a desktop (timed by the server's clock),
# so that tests and `patron fps --music` hear the music on a machine with
# no sound card. Installs PulseAudio when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/ensure-packages.sh pulseaudio
run=$(mktemp -d)
chmod 700 "$run"
export XDG_RUNTIME_DIR=$run
# Started in the foreground of a background job, so that $! is its process
# id: it is stopped by that id, never by name (another user's server on a
# shared machine has the same name).
pulseaudio --daemonize=no --exit-idle-time=-1 -n --use-pid-file=no \
	--load="module-null-sink sink_name=silent" --load="module-native-protocol-unix" 2>/dev/null &
server=$!
stop() {
	kill "$server" 2>/dev/null && wait "$server" 2>/dev/null || true
	rm -rf "$run"
}
trap stop EXIT
for _ in $(seq 50); do # until its socket is up
	[ -S "$run/pulse/native" ] && break
	kill -0 "$server" 2>/dev/null || { echo "with-silent-sound: the sound server did not start; running without it" >&2; break; }
	sleep 0.1
done
"$@"
