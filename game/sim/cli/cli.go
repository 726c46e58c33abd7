// Package cli is patron's commands that play bots against bots, headless:
// `patron sim` (many games, their results), `patron ladder` (every bot
// level against every level) and `patron autoplay` (one game saved after
// every decision, resumable). Each entry point takes the arguments after
// the command's name and returns the process's exit code; main's command
// table calls them.
package cli

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"patron/game/bot"
	"patron/game/sim"
)

// kindsText lists the bots a flag may name (bot.Kinds).
var kindsText = strings.Join(bot.Kinds, ", ")

// Sim is `patron sim`: it plays --games games between bots and prints the
// results. It returns the exit code: 2 for bad flags, 1 for a failed run.
func Sim(args []string) int {
	fs := flag.NewFlagSet("sim", flag.ContinueOnError)
	cfg := sim.Config{}
	fs.IntVar(&cfg.Games, "games", 1000, "number of games")
	fs.Uint64Var(&cfg.Seed, "seed", 1, "seed of the run")
	fs.StringVar(&cfg.Patron, "patron", "random", "the Patrón's bot: "+kindsText)
	fs.StringVar(&cfg.Factions, "factions", "random", "the Factions' bot: "+kindsText)
	fs.IntVar(&cfg.Players, "players", 2, "players, 2-5")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if cfg.Games < 1 {
		fmt.Fprintln(os.Stderr, "patron sim: --games must be at least 1")
		return 2
	}
	st, err := sim.Run(cfg)
	if err != nil {
		fmt.Fprintln(os.Stderr, "patron sim:", err)
		return 1
	}
	st.Report(os.Stdout, cfg)
	return 0
}
