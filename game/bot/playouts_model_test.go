package bot

import (
	"testing"

	"patron/game"
	"patron/game/box"
)

// A searching Patrón expects the Factions of his playouts to play Normal's
// heuristics loosely (budget.patronsFactions): at the Factions' decisions
// of a game his model mostly takes Normal's choice but not always, while
// his own side, and both sides of the Factions' playouts, play Normal
// exactly.
func TestThePatronsPlayoutsExpectLooseFactions(t *testing.T) {
	for _, level := range []struct {
		name string
		b    budget
	}{{"hard", hardBudget}, {"expert", expertBudget}} {
		if level.b.patronsFactions <= 0 {
			t.Fatalf("%s: the Patrón's playouts play the Factions exactly as Normal", level.name)
		}
		if _, ok := playouts(level.b, true)(true, 1).(*NormalPatron); !ok {
			t.Fatalf("%s: the Patrón's playouts do not play him as Normal", level.name)
		}
		for _, side := range []bool{true, false} {
			if _, ok := playouts(level.b, false)(side, 1).(*Easy); ok {
				t.Fatalf("%s: the Factions' playouts play a side loosely", level.name)
			}
		}
		seed := uint64(31)
		sec := game.SeedFrom(seed)
		g, err := game.New(game.Options{Seed: seed, Players: 2, SeasonCap: box.SimSeasonCap}, &sec)
		if err != nil {
			t.Fatal(err)
		}
		pb, _ := New("normal", true, seed)
		fb, _ := New("normal", false, seed+1)
		model := playouts(level.b, true)(false, seed+2)
		same, other := 0, 0
		PlayOut(t, g, pb, fb, func(d game.Decision, v *game.View) (game.Command, bool) {
			if d.Forced || d.Seat == game.SeatPatron || len(v.Legal) < 2 {
				return game.Command{}, false
			}
			c := fb.Choose(v)
			if model.Choose(v) == c {
				same++
			} else {
				other++
			}
			return c, true
		})
		if other == 0 || same <= other {
			t.Fatalf("%s: the Patrón's model of the Factions took Normal's choice %d times and another %d", level.name, same, other)
		}
	}
}
