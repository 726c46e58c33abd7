package cli

import (
	"flag"
	"fmt"
	"net"
	"os"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"patron/durable"
	"patron/game"
	"patron/netplay/lan"
	"patron/netplay/session"
	"patron/netplay/wire"
)

// hostFlags is a headless host's table, as its flags set it.
type hostFlags struct {
	bind          string
	port, dport   int
	noAnnounce    bool
	name          string
	players       int
	patron, seats string
	bot           string
	seed          uint64
	seasonCap     int
	save          string
	resume        string
	set           map[string]bool // the flags given
	limit         time.Duration
	standIn       time.Duration
	decide        time.Duration // the decision limit
	abandon       time.Duration // the Patrón's countdown past it
	farewell      time.Duration
	verbose       bool
	noHints       bool // the table plays without the hint of a seat (issue 34)
}

func parseHostFlags(args []string) (*hostFlags, error) {
	fs := flag.NewFlagSet("host", flag.ContinueOnError)
	h := &hostFlags{}
	fs.StringVar(&h.bind, "bind", "", "the address to listen on (default: every interface)")
	fs.IntVar(&h.port, "port", lan.GamePort, "the game's UDP port (QUIC); 0 picks a free one")
	fs.IntVar(&h.dport, "discovery-port", lan.DiscoveryPort, "the UDP port answering discovery; 0 picks a free one")
	fs.BoolVar(&h.noAnnounce, "no-announce", false, "do not answer discovery (joiners need the address and the code)")
	fs.StringVar(&h.name, "name", defaultName("table"), "the table's name, as lists of games show it")
	fs.IntVar(&h.players, "players", 3, "players, 2-5 (the Patrón's included)")
	fs.StringVar(&h.patron, "patron", "bot", "the Patrón's seat: bot (played here) or open (a player on another machine)")
	fs.StringVar(&h.seats, "seats", "", "the Faction players' seats 1 … P-1, comma-separated, each open or bot (default: all open)")
	fs.StringVar(&h.bot, "bot", "normal", "the level of this machine's bots")
	fs.Uint64Var(&h.seed, "seed", 0, "the game's seed, which also seeds the bots and a bot Patrón's secrets (0: drawn at random)")
	fs.IntVar(&h.seasonCap, "season-cap", 0, "end the game as a draw after this many seasons (0: no limit)")
	fs.StringVar(&h.save, "save", "", "keep this machine's game in FILE as it is played (with the Patrón's secrets when he plays here)")
	fs.StringVar(&h.resume, "resume", "", "open again the table whose host's save is FILE (after a crash or a restart): the same session code, the port when free, every player back at their seat")
	fs.DurationVar(&h.limit, "limit", time.Hour, "give up when the game has not ended after this long")
	fs.DurationVar(&h.standIn, "stand-in", 0, "when a Faction player has been away this long, a bot plays for them until they come back (0: the table waits)")
	fs.DurationVar(&h.decide, "decision-limit", 3*time.Minute, "a person who takes longer over a decision has a bot play a Faction's seat until they act again, or, for the Patrón, pauses the table with a countdown (0: no limit)")
	fs.DurationVar(&h.abandon, "abandon-after", 5*time.Minute, "when the table has waited for the Patrón past the decision limit, end the game as abandoned after this countdown (0: wait for him forever)")
	fs.DurationVar(&h.farewell, "farewell", 10*time.Second, "after the end, how long to wait for every player to see it and leave")
	fs.BoolVar(&h.noHints, "no-hints", false, "the table plays without the hint of a seat, for everyone at it (the players' windows refuse it)")
	fs.BoolVar(&h.verbose, "v", false, "print every command")
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return nil, usageError{Msg: err.Error()}
	}
	if len(pos) > 0 {
		return nil, badUsage("unexpected argument %q", pos[0])
	}
	h.set = map[string]bool{}
	fs.Visit(func(f *flag.Flag) { h.set[f.Name] = true })
	if err := h.checkResume(); err != nil {
		return nil, err
	}
	if h.players < 2 || h.players > wire.MaxSeats {
		return nil, badUsage("--players: 2 to %d, not %d", wire.MaxSeats, h.players)
	}
	if h.port < 0 || h.port > 65535 || h.dport < 0 || h.dport > 65535 {
		return nil, badUsage("a port is 0 to 65535")
	}
	if h.bind != "" && net.ParseIP(h.bind) == nil {
		return nil, badUsage("--bind: %q is not an IP address", h.bind)
	}
	if h.seasonCap < 0 || h.limit <= 0 || h.standIn < 0 || h.farewell < 0 {
		return nil, badUsage("--season-cap, --limit, --stand-in and --farewell cannot be negative")
	}
	if err := checkLimits(h.decide, h.abandon); err != nil {
		return nil, err
	}
	if err := checkName("name", h.name); err != nil {
		return nil, err
	}
	return h, checkBot("--bot", h.bot)
}

// table is the HostConfig the flags describe.
func (h *hostFlags) table() (session.HostConfig, error) {
	cfg := session.HostConfig{Name: h.name, Seed: h.seed, Control: game.DefaultSplit(h.players), SeasonCap: h.seasonCap,
		Limits: session.Limits{Decision: h.decide, Grace: h.abandon, Bot: h.bot}, NoHints: h.noHints}
	if h.seed != 0 {
		cfg.Secret = lan.SecretFor(h.seed)
	}
	bot := func(i int) wire.Seat { return wire.Seat{Name: fmt.Sprintf("Bot %d", i), Who: session.Bot, Bot: h.bot} }
	open := func(i int) wire.Seat { return wire.Seat{Name: fmt.Sprintf("Player %d", i), Who: session.Remote} }
	switch h.patron {
	case "bot":
		cfg.Seats = append(cfg.Seats, bot(0))
	case "open", "remote":
		cfg.Seats = append(cfg.Seats, open(0))
	case "you":
		return cfg, badUsage("--patron you: a person at this machine needs the window (patron, then Host a LAN game); headless, the Patrón is a bot here or open to a player elsewhere")
	default:
		return cfg, badUsage("--patron: bot or open, not %q", h.patron)
	}
	kinds := make([]string, h.players-1)
	for i := range kinds {
		kinds[i] = "open"
	}
	if h.seats != "" {
		kinds = strings.Split(h.seats, ",")
		if len(kinds) != h.players-1 {
			return cfg, badUsage("--seats: %d players have %d Faction seats, not %d", h.players, h.players-1, len(kinds))
		}
	}
	for i, k := range kinds {
		switch strings.TrimSpace(k) {
		case "open", "remote":
			cfg.Seats = append(cfg.Seats, open(i+1))
		case "bot":
			cfg.Seats = append(cfg.Seats, bot(i+1))
		case "you":
			return cfg, badUsage("--seats: a person at this machine needs the window; headless, a seat is open or bot")
		default:
			return cfg, badUsage("--seats: each seat is open or bot, not %q", k)
		}
	}
	return cfg, nil
}

// Host hosts a table headless: its own seats are bots; it starts when
// every open seat is taken and prints the end.
func Host(args []string) int {
	h, err := parseHostFlags(args)
	if err != nil {
		return exitCode("host", err)
	}
	cfg, err := h.table()
	if err != nil {
		return exitCode("host", err)
	}
	defer catchInterrupt()()
	defer recordWire()()
	run := h.run(cfg)
	if h.resume != "" {
		if run, err = h.resumed(run); err != nil {
			return exitCode("host", err)
		}
	}
	fair, err := run.Run()
	if err == nil && !fair {
		return 1
	}
	return exitCode("host", err)
}

// run is the HostRun the flags describe, for the table cfg.
func (h *hostFlags) run(cfg session.HostConfig) lan.HostRun {
	sc := lan.ServerConfig{Addr: net.JoinHostPort(h.bind, strconv.Itoa(h.port)), Table: cfg}
	if !h.noAnnounce {
		sc.Discovery = net.JoinHostPort(h.bind, strconv.Itoa(h.dport))
	}
	return lan.HostRun{Server: sc, Bind: h.bind, Bot: h.bot, Seed: h.seed, StandIn: h.standIn, Limit: h.limit,
		Farewell: h.farewell, Save: h.save, WriteFile: durable.WriteFile, Verbose: h.verbose, Out: os.Stdout, Lang: systemLang(), Stop: checkInterrupt}
}

// defaultName is the name of the person at this machine
// (lan.PersonName), with what after it ("Ana's table"), or a plain name.
func defaultName(what string) string {
	user := lan.PersonName()
	name := user
	if what != "" {
		name = user + "'s " + what
	}
	switch {
	case user != "" && utf8.RuneCountInString(name) <= wire.MaxName:
		return name
	case what == "":
		return "Player"
	}

	return "Patrón " + what
}
