package search_test

import (
	"testing"

	"patron/game"
	"patron/game/bot"
	"patron/game/box"
	"patron/game/search"
)

type first struct{}

func (first) Choose(v *game.View) game.Command { return v.Legal[0] }

func midGame(t *testing.T) *game.Game {
	t.Helper()
	g, err := game.New(game.Options{Seed: 9, Players: 2, SeasonCap: box.SimSeasonCap}, &game.SecretOptions{})
	if err != nil {
		t.Fatal(err)
	}
	p, _ := bot.New("normal", true, 1)
	f, _ := bot.New("normal", false, 2)
	for g.Pub.Season < 2 || g.Pending().Forced || len(g.Legal(nil)) < 3 {
		d := g.Pending()
		v := g.View(d.Seat)
		c := v.Legal[0]
		if !d.Forced {
			if d.Seat == game.SeatPatron {
				c = p.Choose(&v)
			} else {
				c = f.Choose(&v)
			}
		}
		if _, err := g.Apply(c); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// A search returns one of the legal commands, and a Stop that says stop
// ends it at once, in the middle of a playout too: with no world played
// whole it chooses the prior's best.
func TestSearchChoosesALegalCommand(t *testing.T) {
	g := midGame(t)
	d := g.Pending()
	v := g.View(d.Seat)
	for _, after := range []int{0, 1, 40} { // at the first move, the second, in the first world's playouts
		asked := 0
		s := search.New(search.Config{Patron: d.Seat == game.SeatPatron, Seed: 3, Worlds: 50, Candidates: 3,
			Rollout: func(bool, uint64) search.Policy { return first{} },
			Prior:   lastBest,
			Stop:    func() bool { asked++; return asked > after }})
		c := s.Choose(&v)
		if want := v.Legal[len(v.Legal)-1]; !c.Equal(want) {
			t.Fatalf("stopped after %d moves: chose %q, not the prior's best %q", after, c, want)
		}
		if asked != after+1 || s.Moves != after {
			t.Fatalf("stop said at the %d-th ask: asked %d times, %d moves played", after+1, asked, s.Moves)
		}
	}
}

// lastBest is a prior that ranks the last legal command best.
func lastBest(v *game.View, out []float64) []float64 {
	for i := range v.Legal {
		out = append(out, float64(i))
	}
	return out
}

// A world cut short by Stop adds nothing to the race's totals: the
// candidates met in it before the stop are not ahead of the others.
func TestRaceDropsAWorldCutShort(t *testing.T) {
	g := midGame(t)
	v := g.View(g.Pending().Seat)
	cands := v.Legal[:3]
	cfg := search.Config{Patron: v.Pending.Seat == game.SeatPatron, Seed: 3,
		Rollout: func(bool, uint64) search.Policy { return first{} }}
	played := 0 // the moves of a whole world: Stop is asked before each
	cfg.Stop = func() bool { played++; return false }
	whole := search.New(cfg)
	totals := make([]float64, 3)
	if !whole.Race(&v, cands, []int{0, 1, 2}, totals, 1) || totals[0] == 0 {
		t.Fatalf("a whole world: totals %v", totals)
	}
	for _, cut := range []int{played / 3, played * 2 / 3} { // in the second playout, the third
		asked := 0
		cfg.Stop = func() bool { asked++; return asked > cut }
		s := search.New(cfg)
		totals := make([]float64, 3)
		if s.Race(&v, cands, []int{0, 1, 2}, totals, 1) {
			t.Fatalf("stopped after %d moves of %d, the race went on", cut, played)
		}
		if totals[0] != 0 || totals[1] != 0 {
			t.Fatalf("stopped after %d moves of %d, the world added %v", cut, played, totals)
		}
	}
}

// The estimate of a position stays between a loss and a win, and says
// who won once the game is over.
func TestPatronValue(t *testing.T) {
	var p game.Public
	if v := search.PatronValue(&p); v != 0.5 {
		t.Fatalf("an even start is worth %v", v)
	}
	p.Glory, p.Captures = 19, 0
	if v := search.PatronValue(&p); v <= 0.9 || v > 1 {
		t.Fatalf("19 Glory is worth %v", v)
	}
	p.Glory, p.Captures = 0, 1
	if v := search.PatronValue(&p); v != 0.25 {
		t.Fatalf("one capture against nothing is worth %v", v)
	}
	p.Result = game.Result{Over: true, Winner: game.FactionsSide}
	if v := search.PatronValue(&p); v != 0 {
		t.Fatalf("a lost game is worth %v", v)
	}
}

// The race tries every candidate in the first round's worlds, then the
// better half in twice as many: three candidates in two worlds, then two
// in four, make 14 playouts.
func TestSearchRacesByHalving(t *testing.T) {
	g := midGame(t)
	d := g.Pending()
	v := g.View(d.Seat)
	if len(v.Legal) < 3 {
		t.Fatalf("the position has %d legal commands", len(v.Legal))
	}
	s := search.New(search.Config{Patron: d.Seat == game.SeatPatron, Seed: 3, Worlds: 2, Candidates: 3,
		Rollout: func(bool, uint64) search.Policy { return first{} },
		Prior:   func(v *game.View, out []float64) []float64 { return append(out, make([]float64, len(v.Legal))...) }})
	s.Choose(&v)
	if s.Playouts != 3*2+2*4 {
		t.Fatalf("%d playouts; want 14", s.Playouts)
	}
}

// A budget of moves is spent and kept: every decision of a game plays
// at least its budget and passes it by less than a tenth (each round
// stops at its share, at the end of a world), and a playout counts at
// least ten moves, even one the game ends before.
func TestMovesBudgetIsKept(t *testing.T) {
	const budget = 20_000
	g, err := game.New(game.Options{Seed: 4, Players: 2, SeasonCap: box.SimSeasonCap}, &game.SecretOptions{})
	if err != nil {
		t.Fatal(err)
	}
	p, _ := bot.New("normal", true, 1)
	f, _ := bot.New("normal", false, 2)
	searched := 0
	for step := 0; !g.Over(); step++ {
		d := g.Pending()
		v := g.View(d.Seat)
		c := v.Legal[0]
		if !d.Forced && len(v.Legal) > 1 {
			if d.Seat == game.SeatPatron {
				c = p.Choose(&v)
			} else {
				c = f.Choose(&v)
			}
			if g.Pub.Season > 0 && step%3 == 0 {
				s := search.New(search.Config{Patron: d.Seat == game.SeatPatron, Seed: uint64(step), Candidates: 10,
					Moves: budget, Prior: lastBest,
					Rollout: func(patron bool, seed uint64) search.Policy { b, _ := bot.New("normal", patron, seed); return b }})
				s.Choose(&v)
				if s.Moves < budget || s.Moves > budget*11/10 {
					t.Fatalf("step %d (%v, %d commands): %d moves on a budget of %d", step, d.Prompt, len(v.Legal), s.Moves, budget)
				}
				if s.Moves < 10*s.Playouts {
					t.Fatalf("step %d: %d playouts counted %d moves", step, s.Playouts, s.Moves)
				}
				searched++
			}
		}
		if _, err := g.Apply(c); err != nil {
			t.Fatal(err)
		}
	}
	if searched < 20 {
		t.Fatalf("only %d decisions searched", searched)
	}
}
