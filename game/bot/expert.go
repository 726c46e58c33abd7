package bot

import "math/rand/v2"

// expertBudget: Hard's search, budgeted in playout moves rather than
// worlds, so that every decision takes about as long as Hard's slowest
// (p95 ≤ 600 ms for the Patrón, ≤ 300 ms for the Factions on one core:
// BenchmarkDecision); Hard's median decision is a fraction of its
// slowest, Expert's is not. More of Normal's commands race, and the
// Factions' worlds hide him by their beliefs (belief.go).
var expertBudget = budget{patronCandidates: 8, factionsCandidates: 10,
	patronMoves: 300_000, factionsMoves: 180_000, beliefs: true, patronsFactions: factionsModel{temperature: 0.3}}

// newExpert is Hard's searcher with Expert's budget.
func newExpert(patron bool, seed uint64, r *rand.Rand, stop func() bool, yield func()) Bot {
	return newSearcher(expertBudget, patron, seed, r, stop, yield)
}
