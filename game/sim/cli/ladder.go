package cli

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"time"

	"patron/game/bot"
	"patron/game/ladder"
)

// Ladder is `patron ladder`: it plays every bot level against every
// level, on both sides, in parallel on all cores, and prints the table (or
// JSON lines). It returns the exit code: 2 for bad flags, 1 for a failed
// run.
func Ladder(args []string) int {
	fs := flag.NewFlagSet("ladder", flag.ContinueOnError)
	games := fs.Int("games", 200, "games for each pair of levels")
	seed := fs.Uint64("seed", 1, "the run's seed (game k of every pair is dealt the same)")
	from := fs.Int("from", 0, "the first game's k: --from 50 --games 50 plays the second half of a 100-game run")
	levels := fs.String("levels", strings.Join(bot.Kinds, ","), "the levels, comma-separated")
	players := fs.Int("players", 2, "players, 2-5 (who runs what; the rules are the same)")
	asJSON := fs.Bool("json", false, "print one JSON object a pair instead of the table")
	only := fs.String("pairs", "", "play only these pairs, comma-separated PATRON:FACTIONS (e.g. hard:hard,normal:hard)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	cfg := ladder.Config{Games: *games, Seed: *seed, First: *from, Players: *players}
	for _, l := range strings.Split(*levels, ",") {
		if l = strings.TrimSpace(l); l != "" {
			cfg.Levels = append(cfg.Levels, l)
		}
	}
	switch {
	case fs.NArg() > 0:
		return ladderFails(2, "unexpected argument %q", fs.Arg(0))
	case *games < 1:
		return ladderFails(2, "--games must be at least 1")
	case *from < 0:
		return ladderFails(2, "--from must be 0 or more")
	case *players < 2 || *players > 5:
		return ladderFails(2, "--players: 2 to 5, not %d", *players)
	case len(cfg.Levels) == 0:
		return ladderFails(2, "--levels names no level")
	}
	for _, l := range cfg.Levels {
		if _, err := bot.New(l, false, 1); err != nil {
			return ladderFails(2, "--levels: %v", err)
		}
	}
	if *only != "" {
		keep, err := ladderPairs(*only, cfg.Levels)
		if err != nil {
			return ladderFails(2, "%v", err)
		}
		cfg.Only = func(p, f string) bool { return keep[[2]string{p, f}] }
	}
	start := time.Now()
	pairs, err := ladder.Run(cfg)
	if err != nil {
		return ladderFails(1, "%v", err)
	}
	if *asJSON {
		printLadderJSON(os.Stdout, pairs)
		return 0
	}
	printLadder(os.Stdout, cfg, pairs, time.Since(start))
	return 0
}

// ladderFails says what stopped patron ladder and returns its exit code.
func ladderFails(code int, format string, args ...any) int {
	fmt.Fprintf(os.Stderr, "patron ladder: "+format+"\n", args...)
	return code
}

// ladderPairs reads --pairs: PATRON:FACTIONS items, each level one of
// the ladder's levels.
func ladderPairs(list string, levels []string) (map[[2]string]bool, error) {
	keep := map[[2]string]bool{}
	for _, item := range strings.Split(list, ",") {
		p, f, ok := strings.Cut(strings.TrimSpace(item), ":")
		if !ok || !slices.Contains(levels, p) || !slices.Contains(levels, f) {
			return nil, fmt.Errorf("--pairs: %q is not PATRON:FACTIONS with both among --levels (%s)", item, strings.Join(levels, ","))
		}
		keep[[2]string{p, f}] = true
	}
	return keep, nil
}

func printLadderJSON(w io.Writer, pairs []ladder.Pair) {
	enc := json.NewEncoder(w)
	for _, p := range pairs {
		enc.Encode(struct {
			ladder.Pair
			MeanSeasons float64 `json:"mean_seasons"`
		}{p, p.MeanSeasons()})
	}
}

func printLadder(w io.Writer, cfg ladder.Config, pairs []ladder.Pair, took time.Duration) {
	fmt.Fprintf(w, "ladder: %d games a pair (from game %d), seed %d, %d players\n\n", cfg.Games, cfg.First, cfg.Seed, cfg.Players)
	fmt.Fprintf(w, "%-8s  %-8s  %12s  %12s  %10s  %8s\n", "Patrón", "Factions", "Patrón wins", "Faction wins", "draws", "seasons")
	pct := func(n, of int) string { return fmt.Sprintf("%5.1f%%", 100*float64(n)/float64(max(1, of))) }
	for _, p := range pairs {
		fmt.Fprintf(w, "%-8s  %-8s  %12s  %12s  %10s  %8.2f\n", p.Patron, p.Factions,
			pct(p.PatronWins, p.Games), pct(p.FactionWins, p.Games), pct(p.Draws, p.Games), p.MeanSeasons())
	}
	fmt.Fprintf(w, "\n%d games in %v\n", len(pairs)*cfg.Games, took.Round(time.Millisecond))
}
