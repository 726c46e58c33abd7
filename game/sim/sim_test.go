package sim

import (
	"bytes"
	"fmt"
	"runtime"
	"strings"
	"sync"
	"testing"

	"patron/game"
)

// A run is reproducible: the same seed gives the same results.
func TestRunIsReproducible(t *testing.T) {
	cfg := Config{Games: 40, Seed: 7, Patron: "normal", Factions: "random", Players: 4}
	a, err := Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := Run(cfg)
	a.Elapsed, b.Elapsed = 0, 0
	if a != b {
		t.Fatalf("two runs differ: %+v vs %+v", a, b)
	}
	if a.Seasons < a.Games || a.Commands < 100*a.Games {
		t.Fatalf("implausible totals: %+v", a)
	}
	var out bytes.Buffer
	a.Elapsed = 1
	a.Report(&out, cfg)
	for _, want := range []string{"Patrón wins", "Faction wins", "draws", "mean seasons", "games/second"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, out.String())
		}
	}
}

// Ten thousand games between bots of every level never panic, never break
// an invariant, and always end (about half a second a thousand). Hard
// plays the Patrón in a few; the Hard Factions search for seconds a game,
// and their games, invariants checked after every command, are
// game/bot's TestHardPlaysLegalHonestDeterministicGames.
func TestMixedBotGamesKeepInvariants(t *testing.T) {
	n := 10000
	if testing.Short() {
		n = 1000
	}
	levels := []string{"random", "easy", "normal"}
	check := func(g *game.Game) error { return g.CheckInvariants() }
	jobs := make(chan int)
	errs := make(chan error, 1)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for i := range jobs {
				cfg := Config{Patron: levels[i%3], Factions: levels[i/3%3], Players: 2 + i%4, Check: check}
				if i%2500 == 11 {
					cfg.Patron = "hard"
				}
				g, _, err := Play(cfg, uint64(i)*31+5)
				if err == nil && !g.Over() {
					err = fmt.Errorf("game %d did not end", i)
				}
				if err != nil {
					select {
					case errs <- fmt.Errorf("game %d (%s Patrón, %s Factions): %w", i, cfg.Patron, cfg.Factions, err):
					default:
					}
				}
			}
		})
	}
	for i := range n {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	select {
	case err := <-errs:
		t.Fatal(err)
	default:
	}
}
