package cli

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"time"

	"patron/netplay/lan"
	"patron/netplay/wire"
)

// Sim plays bot games between a host in this process and joiners in
// processes of their own (this binary's `patron join`), over QUIC on
// 127.0.0.1, and times them against the same games (same seeds, same
// bots) played in this one process: between machines over in-memory
// connections, and in one game.Game with no session at all.
func Sim(args []string) int {
	fs := flag.NewFlagSet("lan-sim", flag.ContinueOnError)
	peers := fs.Int("peers", 3, "machines (and players), 2-5: the host and N-1 joiner processes")
	games := fs.Int("games", 1, "games to play")
	seed := fs.Uint64("seed", 1, "the first game's seed (game k has seed+k)")
	on := fs.String("patron-on", "joiner", "where the Patrón plays: host or joiner")
	level := fs.String("bot", "normal", "every seat's bot")
	seasonCap := fs.Int("season-cap", 15, "end a game as a draw after this many seasons (0: no limit)")
	limit := fs.Duration("limit", 5*time.Minute, "give a game up after this long")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	switch {
	case fs.NArg() > 0:
		return exitCode("lan-sim", badUsage("unexpected argument %q", fs.Arg(0)))
	case *peers < 2 || *peers > wire.MaxSeats:
		return exitCode("lan-sim", badUsage("--peers: 2 to %d, not %d", wire.MaxSeats, *peers))
	case *games < 1:
		return exitCode("lan-sim", badUsage("--games must be at least 1"))
	case *on != "host" && *on != "joiner":
		return exitCode("lan-sim", badUsage("--patron-on: host or joiner, not %q", *on))
	case *seasonCap < 0 || *limit <= 0:
		return exitCode("lan-sim", badUsage("--season-cap cannot be negative, --limit must be positive"))
	}
	if err := checkBot("--bot", *level); err != nil {
		return exitCode("lan-sim", err)
	}
	exe, err := os.Executable()
	if err != nil {
		return exitCode("lan-sim", err)
	}
	dir, err := os.MkdirTemp("", "patron-lan-sim-")
	if err != nil {
		return exitCode("lan-sim", err)
	}
	defer os.RemoveAll(dir)
	// A developer's measurement, like patron fps: its header and report stay English.
	fmt.Printf("lan-sim: %d games, %d players, the Patrón on the %s, %s bots; %d joiner processes over QUIC on 127.0.0.1\n",
		*games, *peers, *on, *level, *peers-1)
	run := lan.SimRun{Sim: lan.Sim{Players: *peers, PatronAtHost: *on == "host", Seed: *seed, Bot: *level, SeasonCap: *seasonCap},
		Games: *games, Limit: *limit, Dir: dir, Out: os.Stdout,
		Joiner: func(addr, code string, s lan.Sim, seat int, trace string) *exec.Cmd {
			cmd := exec.Command(exe, "join", addr, "--code", code, "--seat", strconv.Itoa(seat),
				"--seed", strconv.FormatUint(s.Seed, 10), "--bot", s.Bot, "--name", fmt.Sprintf("Bot %d", seat+1),
				"--timings", trace, "--limit", limit.String())
			cmd.Env = append(os.Environ(), "LC_ALL=C") // the run reads their hash and audit lines in English
			return cmd
		}}
	if err := run.Run(); err != nil {
		return exitCode("lan-sim", err)
	}
	return 0
}
