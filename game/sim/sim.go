// Package sim plays whole games between bots, headless, and sums up the
// results: the balance and speed figures of `patron sim`.
package sim

import (
	"fmt"
	"io"
	"time"

	"patron/game"
	"patron/game/bot"
	"patron/game/box"
)

// Config says what to simulate.
type Config struct {
	Games    int
	Seed     uint64
	Patron   string // bot kind for the Patrón
	Factions string // bot kind for the Factions
	Players  int    // 2–5 (does not change the rules, only who runs what)
	// Check, when set, is called after every command; an error ends the
	// game with it (the tests check invariants there).
	Check func(*game.Game) error
}

// Stats are the results.
type Stats struct {
	Games, PatronWins, FactionWins, Draws int
	ByReason                              [5]int
	Seasons                               int // summed over games
	Commands                              int // summed over games
	Elapsed                               time.Duration
}

// Run plays the games. Each game's seeds derive from Config.Seed and the
// game's number, so a run is reproducible.
func Run(cfg Config) (Stats, error) {
	if cfg.Players == 0 {
		cfg.Players = 2
	}
	var st Stats
	start := time.Now()
	for i := 0; i < cfg.Games; i++ {
		g, n, err := Play(cfg, GameSeed(cfg.Seed, i))
		if err != nil {
			return st, err
		}
		st.add(g, n)
	}
	st.Elapsed = time.Since(start)
	return st, nil
}

// GameSeed is the seed of game i (from 0) of a run seeded runSeed: the
// i-th seed drawn from it (bot.SeedAt). The ladder deals its games alike.
func GameSeed(runSeed uint64, i int) uint64 { return bot.SeedAt(runSeed, i) }

// Play plays one game between bots, one for each side kept for the whole
// game (the Patrón's seeded seed, the Factions' seed+1); the Patrón's
// secret seed derives from the public one (a simulation has no one to
// hide it from).
func Play(cfg Config, seed uint64) (*game.Game, int, error) {
	opts := game.Options{Seed: seed, Players: cfg.Players, SeasonCap: box.SimSeasonCap} // ruling R23
	g, err := game.New(opts, ptrTo(game.SeedFrom(seed^0x5deece66d)))
	if err != nil {
		return nil, 0, err
	}
	g.SetLogging(false)
	patron, err := bot.New(cfg.Patron, true, seed)
	if err != nil {
		return nil, 0, err
	}
	factions, err := bot.New(cfg.Factions, false, seed+1)
	if err != nil {
		return nil, 0, err
	}
	n := 0
	var v game.View
	for ; !g.Over(); n++ {
		d := g.Pending()
		g.ViewInto(d.Seat, &v)
		b := factions
		if d.Seat == game.SeatPatron {
			b = patron
		}
		c := bot.Turn(b, &v)
		if _, err := g.Apply(c); err != nil {
			return nil, n, fmt.Errorf("seed %d: bot chose %q: %v", seed, c, err)
		}
		if cfg.Check != nil {
			if err := cfg.Check(g); err != nil {
				return nil, n, fmt.Errorf("seed %d, after command %d %q: %v", seed, n+1, c, err)
			}
		}
	}
	return g, n, nil
}

func ptrTo[T any](v T) *T { return &v }

func (st *Stats) add(g *game.Game, commands int) {
	st.Games++
	st.Seasons += g.Pub.Season
	st.Commands += commands
	r := g.Pub.Result
	st.ByReason[r.Reason]++
	switch r.Winner {
	case game.PatronSide:
		st.PatronWins++
	case game.FactionsSide:
		st.FactionWins++
	default:
		st.Draws++
	}
}

// Report writes the results as `patron sim` prints them.
func (st Stats) Report(w io.Writer, cfg Config) {
	pct := func(n int) float64 { return 100 * float64(n) / float64(max(1, st.Games)) }
	fmt.Fprintf(w, "games:          %d (Patrón %s vs Factions %s, seed %d)\n", st.Games, cfg.Patron, cfg.Factions, cfg.Seed)
	fmt.Fprintf(w, "Patrón wins:    %d (%.1f%%: glory %d, objectives %d)\n", st.PatronWins, pct(st.PatronWins),
		st.ByReason[game.ReasonGlory], st.ByReason[game.ReasonObjectives])
	fmt.Fprintf(w, "Faction wins:   %d (%.1f%%)\n", st.FactionWins, pct(st.FactionWins))
	fmt.Fprintf(w, "draws:          %d (%.1f%%, 15-season cap, ruling R23)\n", st.Draws, pct(st.Draws))
	fmt.Fprintf(w, "mean seasons:   %.2f\n", float64(st.Seasons)/float64(max(1, st.Games)))
	fmt.Fprintf(w, "mean commands:  %.1f\n", float64(st.Commands)/float64(max(1, st.Games)))
	fmt.Fprintf(w, "games/second:   %.0f\n", float64(st.Games)/st.Elapsed.Seconds())
}
