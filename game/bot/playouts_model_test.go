package bot

import (
	"testing"

	"patron/game"
	"patron/game/box"
)

// modelSeed seeds the model of the Factions that modelGame asks.
const modelSeed = 33

// modelGame plays a game of Normal bots and asks a searching Patrón's
// model of the Factions (his playouts' Factions) at every Factions'
// decision with a choice, counting how often it takes the choice of want.
//
// The model draws from the generator of modelSeed, as a bot New makes
// from that seed does.
func modelGame(t *testing.T, want func(v *game.View) game.Command) (same, other int) {
	t.Helper()
	if _, ok := playouts(true)(true, 1).(*NormalPatron); !ok {
		t.Fatal("the Patrón's playouts do not play him as Normal")
	}
	for _, side := range []bool{true, false} {
		if _, ok := playouts(false)(side, 1).(*Easy); ok {
			t.Fatal("the Factions' playouts play a side loosely")
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
	model := playouts(true)(false, modelSeed)
	PlayOut(t, g, pb, fb, func(d game.Decision, v *game.View) (game.Command, bool) {
		if d.Forced || d.Seat == game.SeatPatron || len(v.Legal) < 2 {
			return game.Command{}, false
		}
		w := want(v)
		if model.Choose(v) == w {
			same++
		} else {
			other++
		}
		return fb.Choose(v), true
	})
	return same, other
}

// Hard's and Expert's Patróns plan against beginners: the Factions of
// their playouts take, decision after decision, what the Easy Factions
// drawing from the same generator take.
func TestSearchingPatronsExpectEasyFactions(t *testing.T) {
	easy, _ := New("easy", false, modelSeed)
	normal, _ := New("normal", false, 32)
	same, other := modelGame(t, easy.Choose)
	if other != 0 || same < 20 {
		t.Fatalf("the Patrón's model took the Easy Factions' choice %d times and another %d", same, other)
	}
	// And Easy is not Normal: the model differs from Normal somewhere.
	sameN, otherN := modelGame(t, normal.Choose)
	if otherN == 0 {
		t.Fatalf("the Patrón's model took Normal's choice all %d times", sameN)
	}
}
