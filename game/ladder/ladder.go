// Package ladder pits bot levels against one another on both sides and
// tallies the results: how strong each level plays is measured here
// (patron ladder), never assumed.
package ladder

import (
	"fmt"
	"runtime"
	"sync"

	"patron/game"
	"patron/game/bot"
	"patron/game/sim"
)

// Config is a ladder to play.
type Config struct {
	Levels  []string // the levels, each against each on both sides (bot.Kinds when empty)
	Games   int      // games a pair
	Seed    uint64   // the run's seed: game k of every pair has the same seeds
	First   int      // the first game's k: a long run played in pieces adds up to the same games
	Players int      // 2–5 (who runs what; the rules are the same)
	Workers int      // games played at once (0: one per core)
	// Only, when set, keeps the pairs it accepts (the Patrón's level, the
	// Factions').
	Only func(patron, factions string) bool
}

// Pair is the tally of one Patrón level against one Factions level.
type Pair struct {
	Patron      string `json:"patron"`
	Factions    string `json:"factions"`
	Games       int    `json:"games"`
	PatronWins  int    `json:"patron_wins"`
	FactionWins int    `json:"faction_wins"`
	Draws       int    `json:"draws"`
	Seasons     int    `json:"seasons"` // summed over the games
}

// MeanSeasons is how long the pair's games lasted.
func (p Pair) MeanSeasons() float64 { return float64(p.Seasons) / float64(max(1, p.Games)) }

// PatronShare is the Patrón's wins as a fraction of the games.
func (p Pair) PatronShare() float64 { return float64(p.PatronWins) / float64(max(1, p.Games)) }

// FactionShare is the Factions' wins as a fraction of the games.
func (p Pair) FactionShare() float64 { return float64(p.FactionWins) / float64(max(1, p.Games)) }

// Run plays every pair, the Patrón's level in the outer order, and returns
// them in that order. Game k of every pair is played on the same seeds, so
// that two levels meet the same deals; the tallies do not depend on how
// many games run at once.
func Run(cfg Config) ([]Pair, error) {
	levels := cfg.Levels
	if len(levels) == 0 {
		levels = bot.Kinds
	}
	for _, l := range levels {
		if _, err := bot.New(l, true, 1); err != nil {
			return nil, err
		}
	}
	if cfg.Games < 1 {
		return nil, fmt.Errorf("a ladder needs at least 1 game a pair")
	}
	if cfg.First < 0 {
		return nil, fmt.Errorf("a ladder's first game is 0 or later, not %d", cfg.First)
	}
	if cfg.Players == 0 {
		cfg.Players = 2
	}
	workers := cfg.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	var pairs []Pair
	for _, p := range levels {
		for _, f := range levels {
			if cfg.Only == nil || cfg.Only(p, f) {
				pairs = append(pairs, Pair{Patron: p, Factions: f})
			}
		}
	}
	type job struct{ pair, game int }
	type result struct {
		winner  game.Side
		seasons int
		err     error
	}
	results := make([][]result, len(pairs))
	for i := range results {
		results[i] = make([]result, cfg.Games)
	}
	jobs := make(chan job)
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for j := range jobs {
				pr := pairs[j.pair]
				scfg := sim.Config{Patron: pr.Patron, Factions: pr.Factions, Players: cfg.Players}
				g, _, err := sim.Play(scfg, sim.GameSeed(cfg.Seed, cfg.First+j.game))
				r := result{err: err}
				if err == nil {
					r.seasons = g.Pub.Season
					r.winner = g.Pub.Result.Winner
				}
				results[j.pair][j.game] = r
			}
		})
	}
	for i := range pairs {
		for k := range cfg.Games {
			jobs <- job{i, k}
		}
	}
	close(jobs)
	wg.Wait()
	for i := range pairs {
		pr := &pairs[i]
		for k, r := range results[i] {
			if r.err != nil {
				return nil, fmt.Errorf("%s Patrón against %s Factions, game %d of seed %d (--from %[3]d --games 1 plays it alone): %[5]w",
					pr.Patron, pr.Factions, cfg.First+k, cfg.Seed, r.err)
			}
			pr.Games++
			pr.Seasons += r.seasons
			switch r.winner {
			case game.PatronSide:
				pr.PatronWins++
			case game.FactionsSide:
				pr.FactionWins++
			default:
				pr.Draws++
			}
		}
	}
	return pairs, nil
}
