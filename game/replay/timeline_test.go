package replay

import (
	"math/rand/v2"
	"testing"

	"patron/game"
	"patron/game/box"
)

// A random game cut into steps: the steps cover the log end to end, in
// order; each is one turn (the season, turn and Faction change only at
// its end); and the game rebuilt at a step's end is the one the log gives
// there, hash for hash.
func TestTimelineCutsTheGameIntoTurns(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		g := newGame(t, seed)
		r := rand.New(rand.NewPCG(seed, 9))
		playUntil(t, g, r, func(*game.Outcome) bool { return g.Over() })
		sec := game.SeedFrom(seed)
		tl, err := NewTimeline(g.Pub.Opts, &sec, g.Log())
		if err != nil {
			t.Fatal(err)
		}
		if len(tl.Steps) < 3 {
			t.Fatalf("seed %d: %d steps", seed, len(tl.Steps))
		}
		at := 0
		patronTurns, factionTurns := 0, 0
		for k, st := range tl.Steps {
			if st.From != at || st.To <= st.From {
				t.Fatalf("seed %d: step %d covers [%d, %d) after %d", seed, k, st.From, st.To, at)
			}
			at = st.To
			if st.Faction == box.NoFaction && st.Season > 0 {
				patronTurns++
			} else if st.Faction != box.NoFaction {
				factionTurns++
			}
		}
		if at != len(g.Log()) {
			t.Fatalf("seed %d: the steps end at %d of %d commands", seed, at, len(g.Log()))
		}
		if patronTurns == 0 || factionTurns == 0 {
			t.Fatalf("seed %d: %d Patrón's turns, %d Factions' turns", seed, patronTurns, factionTurns)
		}
		for _, k := range []int{0, len(tl.Steps) / 2, len(tl.Steps) - 1} {
			got, err := tl.Game(k)
			if err != nil {
				t.Fatal(err)
			}
			want, err := Replay(g.Pub.Opts, &sec, g.Log()[:tl.Steps[k].To], nil)
			if err != nil {
				t.Fatal(err)
			}
			if got.PublicHash() != want.PublicHash() || got.SecretHash() != want.SecretHash() {
				t.Fatalf("seed %d: step %d rebuilds another game", seed, k)
			}
			p := &got.Pub
			if k < len(tl.Steps)-1 && p.Season == tl.Steps[k].Season && p.Turn == tl.Steps[k].Turn && p.Active == tl.Steps[k].Faction {
				t.Fatalf("seed %d: step %d ends inside its own turn", seed, k)
			}
		}
		last, _ := tl.Game(len(tl.Steps) - 1)
		if !last.Over() {
			t.Fatalf("seed %d: the last step is not the end", seed)
		}
	}
	if _, err := (&Timeline{}).Game(0); err == nil {
		t.Error("a step of an empty timeline was given")
	}
}
