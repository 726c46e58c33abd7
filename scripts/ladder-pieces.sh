#!/usr/bin/env bash
# scripts/ladder-pieces.sh PAIR OUT SEED... : an hours-long ladder of one
# pair (PATRON:FACTIONS, e.g. hard:expert) played in pieces of PIECE games
# (25), 100 games a seed, one line a piece appended to OUT. A piece already
# in OUT is skipped, so the same command resumes a run that was stopped,
# losing at most the piece under way (patron ladder --from: the pieces add
# up to the same games as one run of 100 a seed). Each piece runs on one
# core (CORE, the last one by default), at the lowest priority.
#
#   scripts/ladder-pieces.sh hard:expert /tmp/he.txt 11 12 13
#   CORE=0 PIECE=10 scripts/ladder-pieces.sh expert:expert /tmp/ee.txt 11
#
# A line reads: seed S from F games N: PATRON FACTIONS patron% factions%
# draws% seasons, then the seconds it took; the last line printed is the
# tally of every piece in OUT.
set -euo pipefail
cd "$(dirname "$0")/.."
pair="${1:?usage: scripts/ladder-pieces.sh PATRON:FACTIONS OUT SEED...}"
out="${2:?usage: scripts/ladder-pieces.sh PATRON:FACTIONS OUT SEED...}"
shift 2
[ $# -gt 0 ] || { echo "ladder-pieces: no seed given" >&2; exit 2; }
piece="${PIECE:-25}"
core="${CORE:-$(($(nproc) - 1))}"
patron="${pair%%:*}"
factions="${pair##*:}"
levels="$patron"
[ "$patron" != "$factions" ] && levels="$patron,$factions"
bin="$(mktemp -d)/patron"
trap 'rm -rf "$(dirname "$bin")"' EXIT
go build -o "$bin" .
touch "$out"
for seed in "$@"; do
	for ((from = 0; from < 100; from += piece)); do
		n=$((100 - from < piece ? 100 - from : piece)) # the last piece ends at the seed's 100th game
		grep -q "^seed $seed from $from games $n:" "$out" && continue
		start=$(date +%s)
		line=$(GOMAXPROCS=1 nice -n 19 taskset -c "$core" "$bin" ladder --levels "$levels" --pairs "$pair" \
			--games "$n" --from "$from" --seed "$seed" | grep -E "^[a-z]+ +[a-z]+ +[0-9]")
		echo "seed $seed from $from games $n: $line $(($(date +%s) - start)) s" >>"$out"
	done
done
awk '{ n = $6; sub(":", "", n); v = $9; sub("%", "", v); games += n; wins += v * n / 100 }
	END { if (games) printf "ladder-pieces: %d games in %s, the Patrón wins %.1f%%\n", games, FILENAME, 100 * wins / games }' "$out"
