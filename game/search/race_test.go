package search

import (
	"testing"

	"patron/game"
	"patron/game/box"
)

type first struct{}

func (first) Choose(v *game.View) game.Command { return v.Legal[0] }

// A world cut short by Stop adds nothing to the race's totals: the
// candidates met in it before the stop are not ahead of the others.
func TestRaceDropsAWorldCutShort(t *testing.T) {
	g, err := game.New(game.Options{Seed: 9, Players: 2, SeasonCap: box.SimSeasonCap}, &game.SecretOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for g.Pub.Season < 2 || g.Pending().Forced || len(g.Legal(nil)) < 3 {
		if _, err := g.Apply(g.Legal(nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
	v := g.View(g.Pending().Seat)
	cands := v.Legal[:3]
	cfg := Config{Patron: v.Pending.Seat == game.SeatPatron, Seed: 3,
		Rollout: func(bool, uint64) Policy { return first{} }}
	whole := New(cfg)
	totals := make([]float64, 3)
	if !whole.race(&v, cands, []int{0, 1, 2}, totals, 1) || totals[0] == 0 {
		t.Fatalf("a whole world: totals %v", totals)
	}
	for _, cut := range []int{whole.Moves / 3, whole.Moves * 2 / 3} { // in the second playout, the third
		asked := 0
		cfg.Stop = func() bool { asked++; return asked > cut }
		s := New(cfg)
		totals := make([]float64, 3)
		if s.race(&v, cands, []int{0, 1, 2}, totals, 1) {
			t.Fatalf("stopped after %d moves of %d, the race went on", cut, whole.Moves)
		}
		if totals[0] != 0 || totals[1] != 0 {
			t.Fatalf("stopped after %d moves of %d, the world added %v", cut, whole.Moves, totals)
		}
	}
}
