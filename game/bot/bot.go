// Package bot holds the computer players. A bot is honest: it decides from
// game.View alone (what its seat may see) and picks one of the legal
// commands the view lists.
package bot

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"patron/game"
)

// Bot chooses a command for its seat.
type Bot interface {
	// Choose picks one of v.Legal; v.Legal is never empty.
	Choose(v *game.View) game.Command
}

// Levels are the bots a player may seat, weakest first.
var Levels = []string{"easy", "normal", "hard", "expert"}

// Kinds are every bot New makes, weakest first: the levels, and random
// (uniformly random legal moves), the yardstick of the ladder.
var Kinds = append([]string{"random"}, Levels...)

// aliases are older names of the levels, still read from saves and flags.
var aliases = map[string]string{"greedy": "normal"}

// Canonical is the level a kind names (an older name gives its level).
func Canonical(kind string) string {
	if k, ok := aliases[kind]; ok {
		return k
	}
	return kind
}

// Searches reports whether a kind thinks by searching (Hard, Expert): its
// decisions take tens to hundreds of milliseconds, and honour a time
// budget (NewTimed).
func Searches(kind string) bool {
	k := Canonical(kind)
	return k == "hard" || k == "expert"
}

// Known reports whether New makes a bot of this kind.
func Known(kind string) bool { return slices.Contains(Kinds, Canonical(kind)) }

// New makes a bot of a kind for a side: the Patrón's seat, or the Factions
// (all faction seats and the team).
func New(kind string, patron bool, seed uint64) (Bot, error) {
	return NewTimed(kind, patron, seed, nil)
}

// NewTimed is New with a time budget: a Hard or Expert bot's search ends with what
// it has when stop reports true (the caller keeps the clock); the other
// levels decide at once anyway. A nil stop searches in full.
func NewTimed(kind string, patron bool, seed uint64, stop func() bool) (Bot, error) {
	return NewPaced(kind, patron, seed, stop, nil)
}

// NewPaced is NewTimed with a yield: a Hard bot calls it every few
// moves of its search (search.Config.Yield), so that a caller with a
// single thread (a browser) can draw frames while it thinks. It changes
// no choice. A nil yield is never called.
func NewPaced(kind string, patron bool, seed uint64, stop func() bool, yield func()) (Bot, error) {
	r := rand.New(rand.NewPCG(seed, 0x6a09e667f3bcc908))
	switch Canonical(kind) {
	case "random":
		return &Random{rng: r}, nil
	case "easy":
		return newEasy(patron, r), nil
	case "normal":
		return newNormal(patron, r), nil
	case "hard":
		return newHard(patron, seed, r, stop, yield), nil
	case "expert":
		return newExpert(patron, seed, r, stop, yield), nil
	}
	return nil, fmt.Errorf("unknown bot %q (want one of %v)", kind, Kinds)
}

// scorer is a heuristic bot: it values every legal command of a view.
type scorer interface {
	Bot
	// scores returns a value for each command of v.Legal, in order, in out.
	scores(v *game.View, out []float64) []float64
}

func newNormal(patron bool, r *rand.Rand) scorer { return newNormalIn(normalStyle, patron, r) }

// newNormalIn is Normal with the Factions playing in a style.
func newNormalIn(st style, patron bool, r *rand.Rand) scorer {
	if patron {
		return &NormalPatron{rng: r}
	}
	return &NormalFactions{rng: r, style: st}
}

// Random picks a legal command uniformly at random.
type Random struct{ rng *rand.Rand }

// Choose picks uniformly.
func (b *Random) Choose(v *game.View) game.Command { return v.Legal[b.rng.IntN(len(v.Legal))] }

// best returns the command with the highest score, ties broken at random.
func best(r *rand.Rand, legal []game.Command, scores []float64) game.Command {
	top, n := 0, 0
	for i, s := range scores {
		switch {
		case n == 0 || s > scores[top]:
			top, n = i, 1
		case s == scores[top]:
			n++
			if r.IntN(n) == 0 {
				top = i
			}
		}
	}
	return legal[top]
}
