package bot_test

import (
	"fmt"
	"sync"
	"testing"

	"patron/game"
	"patron/game/bot"
	"patron/game/box"
)

// hardGame is the end of a game with Hard on one side, as far as a
// replay of the same seed must give it again.
type hardGame struct {
	public, secret uint64
	commands       int
	decisions      int // Hard's own, searched
	honest         int // of those, checked against a twin with other secrets
}

// playHard plays a whole game between bot kinds, seeded like sim.Play.
// After every command the game's invariants must hold; at every 8th
// decision Hard searches, a Hard bot of the same seed must choose the same
// in the game and in a twin that hides other secrets behind the same view
// (it sees only its seat's view).
func playHard(patronKind, factionsKind string, players int, seed uint64) (hardGame, error) {
	var out hardGame
	g, err := game.New(game.Options{Seed: seed, Players: players, SeasonCap: box.SimSeasonCap}, ptr(game.SeedFrom(seed^0x5deece66d)))
	if err != nil {
		return out, err
	}
	g.SetLogging(false)
	pb, err := bot.New(patronKind, true, seed)
	if err != nil {
		return out, err
	}
	fb, err := bot.New(factionsKind, false, seed+1)
	if err != nil {
		return out, err
	}
	for ; !g.Over(); out.commands++ {
		d := g.Pending()
		v := g.View(d.Seat)
		patron := d.Seat == game.SeatPatron
		kind, b := factionsKind, fb
		if patron {
			kind, b = patronKind, pb
		}
		c := v.Legal[0]
		if !d.Forced {
			if bot.Searches(kind) && len(v.Legal) > 1 && g.Pub.Season > 0 {
				if out.decisions%8 == 0 {
					if err := sameInTwin(g, &v, patron, seed+uint64(out.commands)); err != nil {
						return out, fmt.Errorf("command %d: %w", out.commands+1, err)
					}
					out.honest++
				}
				out.decisions++
			}
			c = b.Choose(&v)
		}
		if _, err := g.Apply(c); err != nil {
			return out, fmt.Errorf("command %d: %s chose %q: %w", out.commands+1, kind, c, err)
		}
		if err := g.CheckInvariants(); err != nil {
			return out, fmt.Errorf("after command %d %q: %w", out.commands+1, c, err)
		}
	}
	out.public, out.secret = g.PublicHash(), g.SecretHash()
	return out, nil
}

// sameInTwin checks that Hard decides the view v of g as it decides the
// same view of a game with other hidden secrets.
func sameInTwin(g *game.Game, v *game.View, patron bool, seed uint64) error {
	twin, err := game.OtherSecrets(v, otherHideout(g), seed)
	if err != nil {
		return err
	}
	w := twin.View(g.Pending().Seat)
	a, _ := bot.New("hard", patron, seed)
	b, _ := bot.New("hard", patron, seed)
	if ca, cb := a.Choose(v), b.Choose(&w); !sameChoice(ca, cb) {
		return fmt.Errorf("Hard (Patrón %v) chose %q in the game, %q in its twin", patron, ca, cb)
	}
	return nil
}

// Hard, on either side, plays whole games with legal commands only (the
// invariants hold after each), decides from its seat's view alone, and
// plays the same game again from the same seed: same end, same hashes.
// A handful of games: how strong it plays is BenchmarkHardBeatsNormal's
// and the ladder's to measure.
func TestHardPlaysLegalHonestDeterministicGames(t *testing.T) {
	for _, c := range []struct {
		patron, factions string
		players          int
		seed             uint64
	}{
		{"hard", "normal", 3, 4},
		{"hard", "random", 5, 2},
		{"normal", "hard", 2, 5},
	} {
		t.Run(c.patron+" Patrón, "+c.factions+" Factions", func(t *testing.T) {
			t.Parallel()
			var runs [2]hardGame
			var errs [2]error
			var wg sync.WaitGroup
			for i := range runs {
				wg.Go(func() { runs[i], errs[i] = playHard(c.patron, c.factions, c.players, c.seed) })
			}
			wg.Wait()
			for _, err := range errs {
				if err != nil {
					t.Fatalf("seed %d: %v", c.seed, err)
				}
			}
			a := runs[0]
			if a.decisions < 10 || a.honest < 2 {
				t.Fatalf("seed %d: Hard searched %d decisions, %d checked against a twin: too few to tell", c.seed, a.decisions, a.honest)
			}
			if runs[1] != a {
				t.Fatalf("seed %d played twice: %+v, then %+v", c.seed, a, runs[1])
			}
			t.Logf("%d commands, %d of them Hard's searches, %d checked against a twin; hashes %016x %016x", a.commands, a.decisions, a.honest, a.public, a.secret)
		})
	}
}
