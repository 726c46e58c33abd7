package bot

import "math/rand/v2"

// expertBudget: Hard's search with a broader race, budgeted in playout
// moves rather than worlds (search.Config.Moves), so that a decision's
// work is about the same early in a game and late. The Factions race
// Normal's best 10 commands in 180,000 moves, their worlds hiding him by
// the beliefs (belief.go): their p95 stays under 300 ms on one core
// (BenchmarkDecision). The Patrón races Normal's best 4 in 5,000 moves:
// with 300,000 and 8 he won 80% against Expert Factions; with 20,000,
// once the Normal Factions' raids ran in his playouts (0c4febb), 73%, and
// with 5,000 the Expert table is near even again while he still beats
// Hard Factions far more often than the Hard Patrón does (docs/BALANCE.md,
// the section after the raids).
var expertBudget = budget{patronCandidates: 4, factionsCandidates: 10,
	patronMoves: 5_000, factionsMoves: 180_000, beliefs: true, patronsFactions: factionsModel{temperature: 0.3}}

// newExpert is Hard's searcher with Expert's budget.
func newExpert(patron bool, seed uint64, r *rand.Rand, stop func() bool, yield func()) Bot {
	return newSearcher(expertBudget, patron, seed, r, stop, yield)
}
