package bot_test

import (
	"runtime"
	"testing"

	"patron/game"
	"patron/game/bot"
	"patron/game/box"
)

// A searching bot (Hard, Expert) given a yield (NewPaced: a browser
// pauses its search there to draw frames) chooses exactly as the same bot
// without one, decision after decision, on both sides; and the yield is
// called, at every move of a playout.
func TestYieldChangesNoChoice(t *testing.T) {
	for _, level := range bot.Levels {
		if bot.Searches(level) {
			t.Run(level, func(t *testing.T) { yieldChangesNoChoice(t, level) })
		}
	}
}

func yieldChangesNoChoice(t *testing.T, level string) {
	const seed = 11
	n := 3 // the Factions' decisions searched; the Patrón's twice as many
	if level != "hard" {
		n = 1 // a stronger search takes longer
	}
	g, err := game.New(game.Options{Seed: seed, Players: 3, SeasonCap: box.SimSeasonCap}, ptr(game.SeedFrom(seed^0x5deece66d)))
	if err != nil {
		t.Fatal(err)
	}
	g.SetLogging(false)
	normal := [2]bot.Bot{}
	plain := [2]bot.Bot{}
	paced := [2]bot.Bot{}
	yields := 0
	yield := func() { yields++; runtime.Gosched() }
	for side, patron := range []bool{false, true} {
		if normal[side], err = bot.New("normal", patron, seed+uint64(side)); err != nil {
			t.Fatal(err)
		}
		if plain[side], err = bot.New(level, patron, seed+9); err != nil {
			t.Fatal(err)
		}
		if paced[side], err = bot.NewPaced(level, patron, seed+9, nil, yield); err != nil {
			t.Fatal(err)
		}
	}
	searched := [2]int{}
	for !g.Over() && (searched[0] < n || searched[1] < 2*n) {
		d := g.Pending()
		v := g.View(d.Seat)
		side := 0
		if d.Seat == game.SeatPatron {
			side = 1
		}
		c := v.Legal[0]
		if !d.Forced && len(v.Legal) > 1 {
			c = normal[side].Choose(&v)
			if g.Pub.Season > 0 && searched[side] < n*(side+1) {
				before := yields
				v2 := g.View(d.Seat)
				want, got := plain[side].Choose(&v), paced[side].Choose(&v2)
				if got != want {
					t.Fatalf("season %d, %v: with yields the bot chose %v, without %v", g.Pub.Season, d.Seat, got, want)
				}
				if yields == before {
					t.Fatalf("season %d, %v: the search never yielded", g.Pub.Season, d.Seat)
				}
				searched[side]++
				c = want
			}
		}
		if _, err := g.Apply(c); err != nil {
			t.Fatal(err)
		}
	}
	if searched[0] < n || searched[1] < 2*n {
		t.Fatalf("the game ended after %v searched decisions", searched)
	}
	t.Logf("%v decisions searched, %d yields", searched, yields)
}
