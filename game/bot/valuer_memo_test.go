package bot

import (
	"slices"
	"testing"

	"patron/game"
	"patron/game/board"
	"patron/game/box"
)

// The Normal Factions keep their position values from one decision to the
// next while the facts they read stay the same (valuerKey): every score is
// what a bot that remembers nothing would give, over whole games.
func TestRememberedValuesAreFresh(t *testing.T) {
	decisions := 0
	for i := range 60 {
		seed := uint64(700 + i)
		sec := game.SeedFrom(seed)
		g, err := game.New(game.Options{Seed: seed, Players: 2 + i%4, SeasonCap: box.SimSeasonCap}, &sec)
		if err != nil {
			t.Fatal(err)
		}
		pb, _ := New("normal", true, seed)
		kept := newNormal(false, nil).(*NormalFactions)
		PlayOut(t, g, pb, kept, func(d game.Decision, v *game.View) (game.Command, bool) {
			if d.Forced || d.Seat == game.SeatPatron {
				return game.Command{}, false
			}
			fresh := newNormal(false, nil).(*NormalFactions)
			got, want := kept.scores(v, nil), fresh.scores(v, nil)
			if !slices.Equal(got, want) {
				t.Fatalf("seed %d, %s: remembered %v, fresh %v", seed, d.Prompt, got, want)
			}
			decisions++
			return v.Legal[slices.Index(got, slices.Max(got))], true
		})
	}
	if decisions < 300 {
		t.Fatalf("only %d decisions compared", decisions)
	}
}

// A position's value skips working out a capture where something else
// is worth more than any capture could be; with the hunch that bound is
// the likeliest place's lean, not 1/n. Here every place is valued both
// ways, at every Faction decision of games past their first capture: the
// skip never hides a capture that would have been the best.
func TestPositionsKeepTheBestCapture(t *testing.T) {
	leaning := 0
	for i := range 30 {
		seed := uint64(900 + i)
		sec := game.SeedFrom(seed)
		g, err := game.New(game.Options{Seed: seed, Players: 2, SeasonCap: box.SimSeasonCap}, &sec)
		if err != nil {
			t.Fatal(err)
		}
		pb, _ := New("normal", true, seed)
		fb, _ := New("normal", false, seed)
		PlayOut(t, g, pb, fb, func(d game.Decision, v *game.View) (game.Command, bool) {
			p := &v.Public
			if d.Seat == game.SeatPatron || p.Captures < hunchCaptures || p.Possible == 0 {
				return game.Command{}, false
			}
			var x valuer
			x.reset(normalStyle, p, p.Possible)
			if x.lean() != nil {
				leaning++
			}
			for l := board.Loc(0); l < board.N; l++ {
				every := -5.0 // every open action at every card value
				for a, values := range x.fits {
					for v := 0; v < 8; v++ {
						if values&(1<<v) != 0 {
							every = max(every, actionScore(normalStyle, p, l, box.Action(a), v, p.Possible, x.lean()))
						}
					}
				}
				if got := x.position(l); got != every {
					t.Fatalf("seed %d, %s at %s: the position is worth %.3f, its best action %.3f", seed, d.Prompt, l, got, every)
				}
			}
			return game.Command{}, false
		})
	}
	if leaning < 100 {
		t.Fatalf("only %d decisions with the hunch at work", leaning)
	}
}
