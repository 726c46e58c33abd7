package bot_test

import (
	"testing"

	"patron/game"
	"patron/game/board"
	"patron/game/bot"
	"patron/game/box"
)

// positions are decisions from games between Normal bots: every n-th one
// from the first season on, with the game it was taken in.
func positions(t testing.TB, games, every int) []*game.Game {
	t.Helper()
	var out []*game.Game
	for i := range games {
		seed := uint64(300 + i)
		g, err := game.New(game.Options{Seed: seed, Players: 2 + i%4, SeasonCap: box.SimSeasonCap}, ptr(game.SeedFrom(seed)))
		if err != nil {
			t.Fatal(err)
		}
		pb, _ := bot.New("normal", true, seed)
		fb, _ := bot.New("normal", false, seed+1)
		step := 0
		bot.PlayOut(t, g, pb, fb, func(d game.Decision, v *game.View) (game.Command, bool) {
			if g.Pub.Season > 0 && !d.Forced && len(v.Legal) > 1 && step%every == 0 {
				out = append(out, g.Clone())
			}
			step++
			return game.Command{}, false
		})
	}
	return out
}

func ptr[T any](v T) *T { return &v }

// otherHideout is a location the view still allows, other than the true
// one when it can.
func otherHideout(g *game.Game) board.Loc {
	for r := g.Pub.Possible; r != 0; {
		if l := r.Next(&r); l != g.Sec.Hideout {
			return l
		}
	}
	return g.Sec.Hideout
}

func sameChoice(a, b game.Command) bool {
	return a.Op == b.Op && a.A == b.A && a.B == b.B && a.C == b.C
}

// A bot decides from its seat's view alone: in a game with other hidden
// secrets behind the same view (the Factions: another hideout, hand,
// objectives and defense tokens; the Patrón: other deck orders), every
// level, on either side, makes the same decision.
func TestBotsDecideFromTheirViewAlone(t *testing.T) {
	t.Parallel()
	all := positions(t, 12, 7)
	for _, level := range bot.Kinds {
		ps := all
		switch level {
		case "hard":
			ps = all[:min(len(all), 40)] // a search takes a while
		case "expert":
			ps = all[:min(len(all), 24)] // a longer one
		}
		checked := [2]int{}
		for i, g := range ps {
			d := g.Pending()
			patron := d.Seat == game.SeatPatron
			v := g.View(d.Seat)
			twin, err := game.OtherSecrets(&v, otherHideout(g), uint64(i)+1)
			if err != nil {
				t.Fatal(err)
			}
			w := twin.View(d.Seat)
			if !patron && twin.Sec.Hideout == g.Sec.Hideout && g.Pub.Possible.Count() > 1 {
				t.Fatal("the twin hides where the game does")
			}
			a, _ := bot.New(level, patron, 42)
			b, _ := bot.New(level, patron, 42)
			ca, cb := a.Choose(&v), b.Choose(&w)
			if !sameChoice(ca, cb) {
				t.Fatalf("%s (Patrón %v), position %d: %q in the game, %q in its twin", level, patron, i, ca, cb)
			}
			if patron {
				checked[0]++
			} else {
				checked[1]++
			}
		}
		if checked[0] < 5 || checked[1] < 5 {
			t.Fatalf("%s: only %v positions checked (Patrón, Factions)", level, checked)
		}
	}
}

// The same view and seed give the same decision, at every level.
func TestBotsAreDeterministic(t *testing.T) {
	t.Parallel()
	ps := positions(t, 4, 11)
	for _, level := range bot.Kinds {
		n := 25
		if level == "expert" {
			n = 8 // a long search
		}
		for i, g := range ps[:min(len(ps), n)] {
			d := g.Pending()
			v := g.View(d.Seat)
			a, _ := bot.New(level, d.Seat == game.SeatPatron, uint64(i))
			b, _ := bot.New(level, d.Seat == game.SeatPatron, uint64(i))
			if ca, cb := a.Choose(&v), b.Choose(&v); !ca.Equal(cb) {
				t.Fatalf("%s, position %d: %q, then %q", level, i, ca, cb)
			}
		}
	}
}
