package bot

import "math/rand/v2"

// expertBudget: Hard's search, thicker, budgeted in playout moves rather
// than worlds (search.Config.Moves), so that a decision's work is about
// the same early in a game and late. The Patrón is Hard's Patrón with more
// worlds: Normal's best 2 commands raced in 5,000 moves, planning against
// Easy Factions. Planning against Normal's heuristics drawn loosely (T =
// 0.3, with 4 candidates) he won 84% against Hard Factions but foresaw
// Normal Factions so well that they fared barely better than Easy ones (6%
// against 1%); against beginners in his playouts the good Factions' play
// surprises him, as it does the Hard Patrón. The Factions race Normal's
// best 10 in 12,000 moves, their worlds hiding him by the beliefs
// (belief.go). How many moves keep the Expert table even depends on how
// well the beliefs foretell him: with the first fit 30,000 did, and with
// the refit of 2026-12-04 the Factions of 30,000 moves won 71% of 150
// games, of 15,000 58% and of 10,000 46% of 100 (docs/BALANCE.md, the
// section after the raids).
var expertBudget = budget{patronCandidates: 2, factionsCandidates: 10,
	patronMoves: 5_000, factionsMoves: 12_000, beliefs: true}

// newExpert is Hard's searcher with Expert's budget.
func newExpert(patron bool, seed uint64, r *rand.Rand, stop func() bool, yield func()) Bot {
	return newSearcher(expertBudget, patron, seed, r, stop, yield)
}
