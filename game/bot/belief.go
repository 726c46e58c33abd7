package bot

import (
	"math"

	"patron/game"
	"patron/game/board"
)

// Beliefs over the Patrón's hideout, from the public view alone: among the
// places he may still be (Public.Possible), the likelier are those that
// look like where a Patrón hides. How a place looks is a handful of public
// features; their weights were fitted (TestFitBeliefs) by maximum
// likelihood on the hideouts of games between bots, a conditional logit:
// P(l) ∝ exp(Σ w·feature(l)). A player learns the same from watching where
// Patróns turn out to hide: next to their Controlled tokens, away from
// the hunters. Normal's Factions search the likeliest place in reach by
// them, and once he has been caught count a capture's chance half by them
// (normal_factions.go), so a refit moves Normal, Hard and the ladder too
// (docs/BALANCE.md).

// numFeatures is how many features a place has.
const numFeatures = 6

// features of a possible hideout l, as the public state shows them.
func features(p *game.Public, l board.Loc) [numFeatures]float64 {
	near := 99
	for h := range p.Hunters {
		if hl := p.Hunters[h].Loc; hl != board.NoLoc {
			near = min(near, int(board.Map.Dist[l][hl]))
		}
	}
	city := 0.0
	if board.Map.City.Has(l) {
		city = 1
	}
	return [numFeatures]float64{
		float64((board.Map.Adj[l] & p.Controlled).Count()), // he shields his hideout
		float64((board.Map.Adj[l] & p.Lab).Count()),
		float64(min(near, 6)), // hunters close by would have found him
		city,
		float64((board.Map.Within[l][2] & p.SicarioLocs()).Count()),
		float64(board.Map.Adj[l].Count()), // a place with fewer ways in
	}
}

// beliefWeights are the fitted weights of the features (TestFitBeliefs),
// refitted on 2026-12-04 on the Normal, Hard and Expert Patróns of that
// day: the first fit, on the Patróns before issue 34's raids, gave the
// true hideout a held-out log-likelihood of -1.17 by then, this one -0.92
// (uniform -1.85).
var beliefWeights = [numFeatures]float64{1.059, -0.227, 1.767, 0.755, -0.371, -0.837}

// Belief holds a weight for each place the Patrón may hide, summing to 1.
type Belief struct {
	Locs    []board.Loc
	Weights []float64
}

// BeliefOf is the belief over p.Possible (over every place if nothing is
// possible: someone lied).
func BeliefOf(p *game.Public) Belief {
	poss := p.Possible
	if poss == 0 {
		poss = board.Map.All
	}
	b := Belief{Locs: make([]board.Loc, 0, poss.Count()), Weights: make([]float64, 0, poss.Count())}
	top := math.Inf(-1)
	for r := poss; r != 0; {
		l := r.Next(&r)
		f := features(p, l)
		s := 0.0
		for k := range f {
			s += beliefWeights[k] * f[k]
		}
		b.Locs = append(b.Locs, l)
		b.Weights = append(b.Weights, s)
		top = max(top, s)
	}
	sum := 0.0
	for i, s := range b.Weights {
		b.Weights[i] = math.Exp(s - top)
		sum += b.Weights[i]
	}
	for i := range b.Weights {
		b.Weights[i] /= sum
	}
	return b
}

// Of is the weight of l (0 where he cannot be).
func (b Belief) Of(l board.Loc) float64 {
	for i, x := range b.Locs {
		if x == l {
			return b.Weights[i]
		}
	}
	return 0
}
