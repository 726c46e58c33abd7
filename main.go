// Command patron is the desktop edition of NARCOS. With no arguments it
// opens the game's window. Subcommands:
//
//	patron screenshot --seed N --out DIR   (every screen to PNG files)
//	patron fps --seconds N                 (frames per second on a full board)
//	patron sim --games N --seed S --patron random|easy|normal|hard|expert --factions random|easy|normal|hard|expert
//	patron ladder --games N --seed S [--json] [--levels L,…] [--pairs P:F,…] (every bot level against every level)
//	patron autoplay --seed N --save FILE (a bot game saved after every decision; resumable)
//	patron engine     (the rules engine over JSON lines on stdin/stdout)
//	patron host …     (a LAN table, headless: this machine's seats are bots)
//	patron join …     (join a LAN table headless, a bot in the seat)
//	patron lan-sim …  (bot games between processes over QUIC on loopback, timed)
//	patron web --addr :8080 [--dir DIR] (serve the browser build)
//	patron serve …     (a game server for play across the internet)
//	patron verify FILE (check a table's exported log offline)
//	patron online-sim … (bot tables through a server, timed)
//	patron --version  (the version: git describe's, stamped by the Makefile)
package main

import (
	"fmt"
	"os"

	"patron/game/protocol"
	simcli "patron/game/sim/cli"
	lancli "patron/netplay/lan/cli"
	onlinecli "patron/netplay/online/cli"
	"patron/scenes/window"
	"patron/version"
	"patron/web"
)

// command is one of patron's subcommands: its name, what its usage says,
// and what runs it (with the arguments after its name; it returns the exit
// code).
type command struct {
	name     string
	synopsis string // the usage lines: the command line, then what it does
	run      func(args []string) int
}

// commands are patron's subcommands, in the order the usage lists them.
var commands = []command{
	{"play", `patron [play]
      open the game's window`, func([]string) int { return window.Run() }},
	{"screenshot", `patron screenshot [--seed N] [--out DIR] [--hideout LOC] [--only NAMES] [--width W] [--height H]
      render every screen to PNG files in DIR and exit (patron screenshot --help says more)`, window.Screenshot},
	{"fps", `patron fps --seconds N
      measure frames per second on a full board`, window.FPS},
	{"sim", `patron sim --games N --seed S --patron random|easy|normal|hard|expert --factions random|easy|normal|hard|expert
      play N games between bots and print the results`, simcli.Sim},
	{"ladder", `patron ladder [--games N] [--seed S] [--levels L,…] [--pairs P:F,…] [--players P] [--json]
      play every bot level against every level on both sides (in parallel) and print the table`, simcli.Ladder},
	{"autoplay", `patron autoplay --seed N --save FILE [--players P] [--patron K] [--factions K]
      play one game between bots, saving after every decision; resume it from FILE`, simcli.Autoplay},
	{"engine", `patron engine
      speak the engine protocol (JSON lines) on stdin/stdout; see docs/engine-protocol.md`, protocol.Run},
	{"host", `patron host [--port N] [--discovery-port N] [--no-announce] [--bind IP] [--name S] [--players P]
              [--patron bot|open] [--seats open|bot,…] [--bot LEVEL] [--seed N] [--season-cap N]
              [--stand-in D] [--decision-limit D] [--abandon-after D] [--save FILE] [--resume FILE] [-v]
      host a LAN table headless; this machine's seats are bots; it starts when every open seat is taken;
      --resume FILE opens again, on the same session code, the table its --save FILE kept`, lancli.Host},
	{"join", `patron join [ADDR] [--code CODE] [--name S] [--seat patron|N|any] [--bot LEVEL] [--seed N]
              [--save FILE] [--token T] [--discovery HOST:PORT,…] [--find D] [--wait-host D] [-v]
      join a LAN table (found by discovery without ADDR) and play the seat with a bot;
      without ADDR or --code it lists the games that answer and joins the first that proves
      to be what it claims, skipping forged answers (--code CODE chooses one);
      with --save, started again after a crash it comes back to its seat;
      when the host drops it waits for it (--wait-host, 5m) and comes back by itself`, lancli.Join},
	{"lan-sim", `patron lan-sim --peers N --games K [--seed S] [--patron-on host|joiner] [--bot LEVEL]
      bot games between a host here and N-1 joiner processes over QUIC on loopback, timed
      against the same games in one process; see docs/netplay.md`, lancli.Sim},
	{"serve", `patron serve [--addr HOST:PORT] [--data DIR] [--db postgres://…] [--domain NAME | --cert F --key F | --plain]
              [--web DIR] [--origins O,…] [--drain D] [-v]
      run a game server for play across the internet: a lobby and any number of tables, headless;
      see docs/online.md`, onlinecli.Serve},
	{"verify", `patron verify FILE
      check a table's exported log offline: signatures, the chain, the server's receipts, the rules, the audit`, onlinecli.Verify},
	{"online-sim", `patron online-sim [--server URL] [--tables N] [--players P] [--bot LEVEL] [--seed S]
      bot tables through a game server (one started here without --server), every seat its own connection, timed`, onlinecli.Sim},
	{"web", `patron web [--addr :8080] [--dir dist/web]
      serve the browser build (scripts/web-build.sh makes it) to play in a browser; see docs/WEB.md`, web.Serve},
}

func main() {
	if len(os.Args) < 2 {
		os.Exit(window.Run())
	}
	name := os.Args[1]
	for _, c := range commands {
		if c.name == name {
			os.Exit(c.run(os.Args[2:]))
		}
	}
	switch name {
	case "help", "-h", "--help":
		usage()
	case "version", "--version":
		fmt.Println("patron", version.String())
	default:
		fmt.Fprintf(os.Stderr, "patron: unknown command %q\n", name)
		usage()
		os.Exit(2)
	}
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage:")
	for _, c := range commands {
		fmt.Fprintln(os.Stderr, "  "+c.synopsis)
	}
	fmt.Fprintln(os.Stderr, "  patron --version\n      print the version")
}
