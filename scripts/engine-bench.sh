#!/usr/bin/env bash
# scripts/engine-bench.sh BASE [ROUNDS]: the engine's speed against another
# commit's, side by side in one run on this machine (issue 34: random
# games a second on one core, at least twice BASE's, the same games ending
# the same). It builds scripts/enginebench against BASE's engine (copied
# into a checkout of BASE) and against this tree's, runs them in turn
# ROUNDS times (5) on one core, and prints each side's games a second
# (least, median, most) and their ratio. Both must end every game alike:
# a digest that differs fails the run.
#
#   scripts/engine-bench.sh 4ddfc93
#   GAMES=50000 scripts/engine-bench.sh 4ddfc93 9
set -euo pipefail
cd "$(dirname "$0")/.."
base="${1:?usage: scripts/engine-bench.sh BASE [ROUNDS]}"
rounds="${2:-5}"
games="${GAMES:-20000}"
work="$(mktemp -d)"
trap 'git worktree remove --force "$work/base" >/dev/null 2>&1 || true; rm -rf "$work"' EXIT
git worktree add --detach -q "$work/base" "$base"
mkdir -p "$work/base/scripts/enginebench"
cp scripts/enginebench/main.go "$work/base/scripts/enginebench/"
(cd "$work/base" && go build -o "$work/before" ./scripts/enginebench)
go build -o "$work/after" ./scripts/enginebench
core=""
if command -v taskset >/dev/null; then
	core="taskset -c $(($(nproc) - 1))" # one core, the same for both
fi
for i in $(seq "$rounds"); do
	for side in before after; do
		GOMAXPROCS=1 $core "$work/$side" -games "$games" >"$work/$side.$i"
		echo "$side $(sed -n 's/^games\/s //p' "$work/$side.$i") $(sed -n 's/^digest //p' "$work/$side.$i")"
	done
done | awk -v base="$base" -v games="$games" '
	{ rate[$1] = rate[$1] " " $2; seen[$3] = 1 }
	function stats(list,   a, n, i, j, t) {
		n = split(list, a, " ")
		for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
		med = a[int((n + 1) / 2)]
		return sprintf("%d / %d / %d", a[1], med, a[n])
	}
	END {
		b = stats(rate["before"]); mb = med
		a = stats(rate["after"]); ma = med
		printf "engine-bench: %d random games a run, one core\n", games
		printf "  %s (BASE): %s games/s (least / median / most)\n", base, b
		printf "  this tree:  %s games/s\n", a
		printf "  ratio of the medians: %.2f\n", ma / mb
		n = 0; for (d in seen) n++
		if (n != 1) { print "engine-bench: the two builds ended the games differently"; exit 1 }
		for (d in seen) printf "  the same end for every game in both (digest %s)\n", d
	}'
