package bot

import (
	"math/rand/v2"

	"patron/game"
	"patron/game/board"
	"patron/game/search"
)

// budget is how much a searching level thinks: how many of Normal's best
// commands race, and in how many worlds each is tried in the race's first
// round (the better half then meets twice as many, and so on: package
// search), for each side. The Factions, who do not know where he hides,
// need far more worlds than the Patrón, who knows nearly everything.
type budget struct {
	patronWorlds, factionsWorlds         int
	patronCandidates, factionsCandidates int
	// patronMoves and factionsMoves, when set, budget the search in
	// playout moves instead of worlds (search.Config.Moves).
	patronMoves, factionsMoves int
	// beliefs: the Factions' worlds hide him where the public state says
	// he likelier is (belief.go), not anywhere possible alike.
	beliefs bool
}

// hardBudget: with these, Hard against Hard is even and the Normal
// Factions fare 20 points better than the Easy ones against the Hard
// Patrón (docs/BALANCE.md): the Patrón races Normal's best two commands
// in 4 worlds (8 playouts a decision), planning against Easy Factions; the
// Factions race Normal's best four in 20 worlds (160 playouts a decision;
// 11 before the Normal Patrón hid his first hideout out of the hunters'
// raids, when Hard's Patrón then won two games in three).
var hardBudget = budget{patronWorlds: 4, factionsWorlds: 20, patronCandidates: 2, factionsCandidates: 4}

// hardHorizon: playouts run to the end of the game.
const hardHorizon = 0

// newHard is a searcher (package search) that plays Normal in its
// playouts and tries Normal's best commands.
func newHard(patron bool, seed uint64, r *rand.Rand, stop func() bool, yield func()) Bot {
	return newSearcher(hardBudget, patron, seed, r, stop, yield)
}

// newSearcher is a searching bot with a budget.
func newSearcher(b budget, patron bool, seed uint64, r *rand.Rand, stop func() bool, yield func()) *search.Searcher {
	prior := newNormalIn(searchStyle, patron, r)
	worlds, cands, moves := b.factionsWorlds, b.factionsCandidates, b.factionsMoves
	if patron {
		worlds, cands, moves = b.patronWorlds, b.patronCandidates, b.patronMoves
	}
	var hideouts func(p *game.Public) ([]board.Loc, []float64)
	if b.beliefs {
		hideouts = func(p *game.Public) ([]board.Loc, []float64) {
			bl := BeliefOf(p)
			return bl.Locs, bl.Weights
		}
	}
	return search.New(search.Config{
		Patron: patron, Seed: seed, Worlds: worlds, Candidates: cands, Moves: moves, Horizon: hardHorizon,
		Hideouts: hideouts,
		Rollout:  playouts(patron),
		Prior:    func(v *game.View, out []float64) []float64 { return prior.scores(v, out) },
		Stop:     stop,
		Yield:    yield,
	})
}

// playouts is who plays a searcher's playouts: Normal, for both sides
// (its Factions in searchStyle), except the Factions in a Patrón's, who
// play as Easy does. A Patrón who foresees Normal's exact play (or
// Normal's heuristics drawn loosely, as Expert's did until 2026-12-04)
// dares what good Factions punish, and beats Normal and Easy Factions
// alike; one who expects beginners punishes a beginner's slips and is
// caught out by Factions who play well, so the levels of the Factions
// stay apart against him (docs/BALANCE.md).
func playouts(patron bool) func(side bool, seed uint64) search.Policy {
	return func(side bool, seed uint64) search.Policy {
		r := rand.New(rand.NewPCG(seed, 0x6a09e667f3bcc908))
		if patron && !side {
			return newEasy(false, r)
		}
		return newNormalIn(searchStyle, side, r)
	}
}

// Playouts is how many games a searching bot (Hard, Expert) has played
// out in its searches (0 for the other levels), for measurements.
func Playouts(b Bot) int {
	if s, ok := b.(*search.Searcher); ok {
		return s.Playouts
	}
	return 0
}
