package bot

import (
	"slices"
	"testing"

	"patron/game"
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
