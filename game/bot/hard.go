package bot

import (
	"math/rand/v2"

	"patron/game"
	"patron/game/search"
)

// Hard's search budget: how many of Normal's best commands race, and in
// how many worlds each is tried in the race's first round (the better half
// then meets twice as many, and so on: package search). The Factions, who
// do not know where he hides, need far more worlds than the Patrón, who
// knows nearly everything; with these budgets Hard against Hard is even
// (docs/BALANCE.md).
const (
	hardPatronWorlds       = 4  // 28 playouts a decision
	hardFactionsWorlds     = 32 // 768 playouts a decision
	hardPatronCandidates   = 3
	hardFactionsCandidates = 8
	hardHorizon            = 0 // playouts run to the end of the game
)

// newHard is a searcher (package search) that plays Normal in its
// playouts and tries Normal's best commands.
func newHard(patron bool, seed uint64, r *rand.Rand, stop func() bool, yield func()) Bot {
	prior := newNormal(patron, r)
	worlds, cands := hardFactionsWorlds, hardFactionsCandidates
	if patron {
		worlds, cands = hardPatronWorlds, hardPatronCandidates
	}
	return search.New(search.Config{
		Patron: patron, Seed: seed, Worlds: worlds, Candidates: cands, Horizon: hardHorizon,
		Rollout: func(patron bool, seed uint64) search.Policy {
			return newNormal(patron, rand.New(rand.NewPCG(seed, 0x6a09e667f3bcc908)))
		},
		Prior: func(v *game.View, out []float64) []float64 { return prior.scores(v, out) },
		Stop:  stop,
		Yield: yield,
	})
}

// Playouts is how many games a Hard bot has played out in its searches
// (0 for the other levels), for measurements.
func Playouts(b Bot) int {
	if s, ok := b.(*search.Searcher); ok {
		return s.Playouts
	}
	return 0
}
