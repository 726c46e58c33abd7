// Package bot holds the computer players. A bot is honest: it decides from
// game.View alone (what its seat may see) and picks one of the legal
// commands the view lists.
package bot

import (
	"fmt"
	"math/rand/v2"

	"patron/game"
)

// Bot chooses a command for its seat.
type Bot interface {
	// Choose picks one of v.Legal; v.Legal is never empty.
	Choose(v *game.View) game.Command
}

// Kinds are the bot levels, weakest first.
var Kinds = []string{"random", "greedy"}

// New makes a bot of a kind for a side: the Patrón's seat, or the Factions
// (all faction seats and the team).
func New(kind string, patron bool, seed uint64) (Bot, error) {
	r := rand.New(rand.NewPCG(seed, 0x6a09e667f3bcc908))
	switch kind {
	case "random":
		return &Random{rng: r}, nil
	case "greedy":
		if patron {
			return &GreedyPatron{rng: r}, nil
		}
		return &GreedyFactions{rng: r}, nil
	}
	return nil, fmt.Errorf("unknown bot %q (want %v)", kind, Kinds)
}

// Random picks a legal command uniformly at random.
type Random struct{ rng *rand.Rand }

// Choose picks uniformly.
func (b *Random) Choose(v *game.View) game.Command { return v.Legal[b.rng.IntN(len(v.Legal))] }

// best returns the legal command with the highest score, ties broken at
// random.
func best(r *rand.Rand, legal []game.Command, score func(game.Command) float64) game.Command {
	top, n := legal[0], 0
	var topScore float64
	for _, c := range legal {
		s := score(c)
		switch {
		case n == 0 || s > topScore:
			top, topScore, n = c, s, 1
		case s == topScore:
			n++
			if r.IntN(n) == 0 {
				top = c
			}
		}
	}
	return top
}
