package replay

import (
	"math/rand/v2"
	"testing"

	"patron/game"
)

func newGame(t *testing.T, seed uint64) *game.Game {
	t.Helper()
	sec := game.SeedFrom(seed)
	g, err := game.New(game.Options{Seed: seed, Players: 2 + int(seed%4), SeasonCap: 15}, &sec)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// Every decision that undo allows, in random games, is taken back exactly:
// the rebuilt game's hashes equal those before the command, on the
// Patrón's machine and on a Factions' machine following the public log.
func TestUndoRestoresTheStateBefore(t *testing.T) {
	allowed, blocked := 0, map[game.UndoBlock]int{}
	for seed := uint64(1); seed <= 20; seed++ {
		g := newGame(t, seed)
		r := rand.New(rand.NewPCG(seed, 9))
		for steps := 0; !g.Over() && steps < 4000; steps++ {
			pub, sec := g.PublicHash(), g.SecretHash()
			legal := g.Legal(nil)
			if _, err := g.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
			_, block := g.LastDecision()
			if block != game.UndoAllowed {
				blocked[block]++
				if _, err := Undo(g); err == nil {
					t.Fatalf("seed %d: undo of a %s decision was not refused", seed, block)
				}
				continue
			}
			allowed++
			if steps%7 != 0 { // replays are cheap, but not free
				continue
			}
			back, err := Undo(g)
			if err != nil {
				t.Fatalf("seed %d step %d: %v", seed, steps, err)
			}
			if back.PublicHash() != pub || back.SecretHash() != sec {
				t.Fatalf("seed %d step %d: undo does not restore the state before", seed, steps)
			}
		}
	}
	t.Logf("undo allowed after %d commands; refused %v", allowed, blocked)
	for _, b := range []game.UndoBlock{game.UndoRevealed, game.UndoForced} {
		if blocked[b] == 0 || allowed == 0 {
			t.Fatalf("random games never met %s (allowed %d, refused %v)", b, allowed, blocked)
		}
	}
}

// playUntil applies random legal commands until stop says so.
func playUntil(t *testing.T, g *game.Game, r *rand.Rand, stop func(out *game.Outcome) bool) {
	t.Helper()
	for !g.Over() {
		legal := g.Legal(nil)
		out, err := g.Apply(legal[r.IntN(len(legal))])
		if err != nil {
			t.Fatal(err)
		}
		if stop(out) {
			return
		}
	}
	t.Fatal("the game ended first")
}

func has(out *game.Outcome, k game.EventKind) bool {
	for _, e := range out.Events {
		if e.Kind == k {
			return true
		}
	}
	return false
}

// Undo is refused after a draw (the Patrón's hand refills), a reveal (a
// defense token shown) and a roll of the Action deck (cards turned up),
// and allowed after a hunter's step.
func TestUndoRefusedAfterDrawRevealOrDeal(t *testing.T) {
	for _, c := range []struct {
		name  string
		event game.EventKind
		want  game.UndoBlock
	}{
		{"a card drawn", game.EvDraw, game.UndoRevealed},
		{"Action cards turned up", game.EvActionsRevealed, game.UndoRevealed},
		{"a defense token shown", game.EvDefenseRevealed, game.UndoForced},
		{"an answer given", game.EvRegionAnswer, game.UndoForced},
		{"a hunter's step", game.EvStep, game.UndoAllowed},
	} {
		g := newGame(t, 3)
		playUntil(t, g, rand.New(rand.NewPCG(3, 1)), func(out *game.Outcome) bool {
			st := g.Steps()[len(g.Steps())-1]
			return has(out, c.event) && st.Forced == (c.want == game.UndoForced) &&
				(c.event != game.EvStep || len(out.Events) == 1)
		})
		if _, block := g.LastDecision(); block != c.want {
			t.Errorf("after %s: undo %s, want %s", c.name, block, c.want)
		}
	}
}
