#!/usr/bin/env bash
# Makes the game's sounds and music, assets/sound/*.mp3, from synthesis
# alone (sox), encoded by lame: no recording, no sample, nothing to credit.
# Installs sox and lame when missing.
#
#   scripts/make-sounds.sh           make them (make sounds)
#   scripts/make-sounds.sh --check   make them aside and fail unless they
#                                    are the files in assets/sound, byte
#                                    for byte (make test runs this)
#
# The music is one loop of 16 bars at 100 beats a minute in A minor (a
# slow cumbia: bass on the beat, guitar on the off-beat, a shaker, a
# plucked tune), rendered twice with its reverb and cut from the second
# pass so that the tail of the end rings into the start and the loop has
# no seam. scenes/sound plays it from MusicLoop after lame's start delay.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/ensure-packages.sh sox lame

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
out=assets/sound
check=
if [ "${1:-}" = --check ]; then
	check=1
	out=$tmp/made
fi
mkdir -p "$out"
R=44100
# Repeatable: the noise and dither are seeded the same on every run.
sox() { command sox -R -V1 "$@"; }
S="-r $R -c 1 -b 16"

mp3() { # wav → mp3 at the given bit rate, mono, with no tag: the same input makes the same bytes
	lame --quiet --noreplaygain -t --nores -m m -b "$2" "$1" "$3"
}

# ---- effects -------------------------------------------------------------
fx() { # name, then sox arguments after "sox -n <file>"
	local name=$1
	shift
	sox -n $S "$tmp/$name.wav" "$@"
	mp3 "$tmp/$name.wav" 96 "$out/$name.mp3"
}
mixfx() { # name, then the files to mix
	local name=$1
	shift
	sox -m "$@" $S "$tmp/$name.wav" norm -3
	mp3 "$tmp/$name.wav" 96 "$out/$name.mp3"
}

# click: a short wooden tick
fx click synth 0.035 sine 1900-1100 fade q 0.001 0.035 0.03 vol 0.35
# slide: a figure pushed along a road, felt on cloth
sox -n $S "$tmp/slide-a.wav" synth 0.16 brownnoise vol 0.5 lowpass 1200 fade q 0.02 0.16 0.1
sox -n $S "$tmp/slide-b.wav" synth 0.16 sine 230-170 fade q 0.01 0.16 0.12 vol 0.25
mixfx slide "$tmp/slide-a.wav" "$tmp/slide-b.wav"
# place: a token set down, a knock
sox -n $S "$tmp/place-a.wav" synth 0.12 sine 170-80 fade q 0.002 0.12 0.11 vol 0.8
sox -n $S "$tmp/place-b.wav" synth 0.12 whitenoise vol 0.3 lowpass 2500 fade q 0.001 0.03 0.029
mixfx place "$tmp/place-a.wav" "$tmp/place-b.wav"
# glory: two bright plucks, a fifth apart
sox -n $S "$tmp/glory-a.wav" synth 0.7 pluck G5 fade q 0.002 0.7 0.5
sox -n $S "$tmp/glory-b.wav" synth 0.7 pluck D6 pad 0.1 fade q 0.002 0.8 0.5
mixfx glory "$tmp/glory-a.wav" "$tmp/glory-b.wav"
# reveal: a card turned over, then a bell-like pluck
sox -n $S "$tmp/reveal-a.wav" synth 0.09 pinknoise vol 0.4 highpass 1500 fade q 0.03 0.09 0.05
sox -n $S "$tmp/reveal-b.wav" synth 0.6 pluck A5 pad 0.07 fade q 0.002 0.67 0.5 vol 0.8
mixfx reveal "$tmp/reveal-a.wav" "$tmp/reveal-b.wav"
# capture: a heavy thud and a rattle
sox -n $S "$tmp/capture-a.wav" synth 0.6 sine 120-38 fade q 0.003 0.6 0.5
sox -n $S "$tmp/capture-b.wav" synth 0.45 whitenoise vol 0.4 highpass 2500 fade q 0.005 0.45 0.4
sox -n $S "$tmp/capture-c.wav" synth 0.8 pluck A2 fade q 0.002 0.8 0.6 vol 0.7
mixfx capture "$tmp/capture-a.wav" "$tmp/capture-b.wav" "$tmp/capture-c.wav"
# handoff: a soft two-note call
sox -n $S "$tmp/handoff-a.wav" synth 0.5 pluck E5 fade q 0.002 0.5 0.4 vol 0.7
sox -n $S "$tmp/handoff-b.wav" synth 0.6 pluck B5 pad 0.12 fade q 0.002 0.72 0.5 vol 0.6
mixfx handoff "$tmp/handoff-a.wav" "$tmp/handoff-b.wav"
# season: the end of a season, three notes falling
sox -n $S "$tmp/season-a.wav" synth 0.5 pluck A4 fade q 0.002 0.5 0.3
sox -n $S "$tmp/season-b.wav" synth 0.5 pluck E4 pad 0.18 fade q 0.002 0.68 0.3
sox -n $S "$tmp/season-c.wav" synth 0.9 pluck C4 pad 0.36 fade q 0.002 1.26 0.7
mixfx season "$tmp/season-a.wav" "$tmp/season-b.wav" "$tmp/season-c.wav"
# gameover: a rising arpeggio that rings
sox -n $S "$tmp/over-a.wav" synth 1.6 pluck G4 fade q 0.002 1.6 1.2
sox -n $S "$tmp/over-b.wav" synth 1.4 pluck C5 pad 0.2 fade q 0.002 1.6 1.2
sox -n $S "$tmp/over-c.wav" synth 1.2 pluck E5 pad 0.4 fade q 0.002 1.6 1.0
sox -n $S "$tmp/over-d.wav" synth 1.0 pluck G5 pad 0.6 fade q 0.002 1.6 0.9
mixfx gameover "$tmp/over-a.wav" "$tmp/over-b.wav" "$tmp/over-c.wav" "$tmp/over-d.wav"

# ---- music ---------------------------------------------------------------
beat=0.6 # seconds: 100 beats a minute
silence() { sox -n $S "$1" trim 0 "$2"; }
silence "$tmp/rest.wav" $beat
sox -n $S "$tmp/tick1.wav" synth 0.05 whitenoise vol 0.12 highpass 6000 fade q 0.002 0.05 0.045 pad 0 0.25
sox -n $S "$tmp/tick2.wav" synth 0.05 whitenoise vol 0.07 highpass 6000 fade q 0.002 0.05 0.045 pad 0 0.25
shaker_tick() { sox "$tmp/tick1.wav" "$tmp/tick2.wav" $S "$1"; }

# The chords, one a bar: root (bass), fifth (bass), and the guitar's voicing.
chords=(
	"A2 E2 A3 C4 E4" "A2 E2 A3 C4 E4" "D2 A2 D4 F4 A4" "D2 A2 D4 F4 A4"
	"E2 B2 E3 G#3 D4" "E2 B2 E3 G#3 D4" "A2 E2 A3 C4 E4" "A2 E2 A3 C4 E4"
	"F2 C3 F3 A3 C4" "F2 C3 F3 A3 C4" "D2 A2 D4 F4 A4" "D2 A2 D4 F4 A4"
	"E2 B2 E3 G#3 D4" "E2 B2 E3 G#3 B3" "A2 E2 A3 C4 E4" "A2 E2 A3 C4 E4"
)
# The tune: one note per beat ("-" rests), four beats a bar.
tune=(
	"E5 - C5 -" "A4 - - -" "F5 - D5 -" "A4 - - -"
	"G#4 - B4 -" "D5 - E5 -" "C5 - B4 -" "A4 - - -"
	"A4 - C5 -" "F5 - E5 -" "D5 - F5 -" "A5 - - -"
	"G#5 - F5 -" "E5 - D5 -" "C5 - B4 -" "A4 - - -"
)

bass=() guitar=() shaker=() melody=()
n=0
for bar in "${!chords[@]}"; do
	read -r root fifth g1 g2 g3 <<<"${chords[$bar]}"
	read -r -a notes <<<"${tune[$bar]}"
	for b in 0 1 2 3; do
		n=$((n + 1))
		# bass: root on 1, fifth on 3
		case $b in
		0) sox -n $S "$tmp/b$n.wav" synth $beat pluck "$root" fade q 0.002 $beat 0.3 vol 0.9 ;;
		2) sox -n $S "$tmp/b$n.wav" synth $beat pluck "$fifth" fade q 0.002 $beat 0.3 vol 0.8 ;;
		*) cp "$tmp/rest.wav" "$tmp/b$n.wav" ;;
		esac
		bass+=("$tmp/b$n.wav")
		# guitar: a short strum on the off-beat (the second half of each beat)
		sox -n -r $R -c 3 -b 16 "$tmp/gs$n.wav" synth 0.3 pluck "$g1" pluck "$g2" pluck "$g3" delay 0 0.012 0.024 fade q 0.002 0.3 0.2
		sox "$tmp/gs$n.wav" $S "$tmp/gm$n.wav" remix - vol 0.35
		sox "$tmp/gm$n.wav" $S "$tmp/g$n.wav" pad 0.3 0 trim 0 $beat
		guitar+=("$tmp/g$n.wav")
		# shaker: two soft ticks a beat, the second lighter
		shaker_tick "$tmp/s$n.wav"
		shaker+=("$tmp/s$n.wav")
		# tune
		if [ "${notes[$b]}" = "-" ]; then
			cp "$tmp/rest.wav" "$tmp/m$n.wav"
		else
			sox -n $S "$tmp/m$n.wav" synth $beat pluck "${notes[$b]}" fade q 0.003 $beat 0.35 vol 0.45
		fi
		melody+=("$tmp/m$n.wav")
	done
done
sox "${bass[@]}" $S "$tmp/bass.wav"
sox "${guitar[@]}" $S "$tmp/guitar.wav"
sox "${shaker[@]}" $S "$tmp/shaker.wav"
sox "${melody[@]}" $S "$tmp/melody.wav"
sox -m "$tmp/bass.wav" "$tmp/guitar.wav" "$tmp/shaker.wav" "$tmp/melody.wav" $S "$tmp/loop.wav"
loop=$(soxi -D "$tmp/loop.wav")
sox "$tmp/loop.wav" "$tmp/loop.wav" $S "$tmp/twice.wav"
sox "$tmp/twice.wav" $S "$tmp/music.wav" reverb 35 50 60 trim "$loop" "$loop" norm -4
mp3 "$tmp/music.wav" 96 "$out/music.mp3"
if [ -n "$check" ]; then
	bad=0
	for f in "$out"/*.mp3 assets/sound/*.mp3; do
		name=$(basename "$f")
		cmp -s "$out/$name" "assets/sound/$name" || { echo "make-sounds: assets/sound/$name is not what the script makes" >&2; bad=1; }
	done
	[ $bad -eq 0 ] && echo "make-sounds: assets/sound is what the script makes"
	exit $bad
fi
echo "made: $(ls "$out" | tr '\n' ' ')(music loop ${loop} s)"
