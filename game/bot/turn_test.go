package bot_test

import (
	"testing"

	"patron/game"
	"patron/game/bot"
	"patron/game/box"
)

// asked is a bot that counts how often it is asked; it answers the last
// legal command.
type asked struct{ n int }

func (a *asked) Choose(v *game.View) game.Command {
	a.n++
	return v.Legal[len(v.Legal)-1]
}

// A forced decision is answered with its only command, no bot asked (Turn)
// or made (FreshTurn, whose unknown level would fail); any other decision
// is the bot's.
func TestTurnAsksNoBotWhenForced(t *testing.T) {
	t.Parallel()
	g, err := game.New(game.Options{Seed: 5, Players: 3, SeasonCap: box.SimSeasonCap}, ptr(game.SeedFrom(5)))
	if err != nil {
		t.Fatal(err)
	}
	pb, _ := bot.New("normal", true, 5)
	fb, _ := bot.New("normal", false, 6)
	forced, free := 0, 0
	for !g.Over() {
		d := g.Pending()
		v := g.View(d.Seat)
		spy := &asked{}
		c := bot.Turn(spy, &v)
		fresh, err := bot.FreshTurn("no such level", &v, 1)
		if d.Forced {
			forced++
			if spy.n != 0 || !c.Equal(v.Legal[0]) {
				t.Fatalf("forced %s: Turn gave %q, the bot asked %d times; want %q unasked", d.Prompt.Name(), c, spy.n, v.Legal[0])
			}
			if err != nil || !fresh.Equal(v.Legal[0]) {
				t.Fatalf("forced %s: FreshTurn gave %q, %v; want %q and no bot made", d.Prompt.Name(), fresh, err, v.Legal[0])
			}
		} else {
			free++
			if spy.n != 1 || !c.Equal(v.Legal[len(v.Legal)-1]) {
				t.Fatalf("%s: Turn gave %q, the bot asked %d times; want the bot's %q", d.Prompt.Name(), c, spy.n, v.Legal[len(v.Legal)-1])
			}
			if err == nil {
				t.Fatalf("%s: FreshTurn made a bot of an unknown level", d.Prompt.Name())
			}
		}
		side := fb
		if d.Seat == game.SeatPatron {
			side = pb
		}
		if _, err := g.Apply(bot.Turn(side, &v)); err != nil {
			t.Fatal(err)
		}
	}
	if forced == 0 || free == 0 {
		t.Fatalf("the game had %d forced decisions and %d others: want some of each", forced, free)
	}
}

// SeedAt is seed*1_000_003 + n (saves and seeded runs depend on it), and
// no two positions of the games of nearby seeds share a seed.
func TestSeedAt(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		seed uint64
		n    int
		want uint64
	}{{0, 0, 0}, {5, 0, 5_000_015}, {3, 7, 3_000_016}, {1, 294, 1_000_297}} {
		if got := bot.SeedAt(c.seed, c.n); got != c.want {
			t.Errorf("SeedAt(%d, %d) = %d, want %d", c.seed, c.n, got, c.want)
		}
	}
	seen := map[uint64][2]int{}
	for seed := range 20 {
		for n := range 3000 {
			s := bot.SeedAt(uint64(seed), n)
			if was, ok := seen[s]; ok {
				t.Fatalf("SeedAt(%d, %d) = SeedAt(%d, %d) = %d", seed, n, was[0], was[1], s)
			}
			seen[s] = [2]int{seed, n}
		}
	}
}

// The same view and seed give the same decision: FreshTurn's is the
// choice of a bot of that level made with that seed, whenever it is asked.
func TestFreshTurnIsTheSameAtTheSamePosition(t *testing.T) {
	t.Parallel()
	ps := positions(t, 3, 13)
	for _, level := range bot.Kinds {
		n := min(len(ps), 12)
		if bot.Searches(level) {
			n = min(len(ps), 4) // a search takes a while
		}
		for i, g := range ps[:n] {
			d := g.Pending()
			v := g.View(d.Seat)
			seed := bot.SeedAt(9, len(g.Log()))
			a, err := bot.FreshTurn(level, &v, seed)
			if err != nil {
				t.Fatal(err)
			}
			b, _ := bot.FreshTurn(level, &v, seed)
			made, _ := bot.New(level, d.Seat == game.SeatPatron, seed)
			if c := made.Choose(&v); !a.Equal(b) || !a.Equal(c) {
				t.Fatalf("%s, position %d: FreshTurn gave %q, then %q; a bot made with its seed %q", level, i, a, b, c)
			}
		}
	}
}
