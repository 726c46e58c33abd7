package cli

import (
	"flag"
	"os"
	"strconv"
	"strings"
	"time"

	"patron/durable"
	"patron/netplay/lan"
	"patron/netplay/transport"
	"patron/netplay/wire"
)

// joinFlags is a headless joiner, as its flags set it.
type joinFlags struct {
	addr      string // "" finds a game by discovery
	name      string
	nameSet   bool
	seat      int // -1: any free seat
	code      string
	bot       string
	save      string
	token     string
	seed      uint64
	discovery []string
	find      time.Duration
	limit     time.Duration
	waitHost  time.Duration
	think     time.Duration
	timings   string
	verbose   bool
}

func parseJoinFlags(args []string) (*joinFlags, error) {
	fs := flag.NewFlagSet("join", flag.ContinueOnError)
	j := &joinFlags{}
	var seat, targets string
	fs.StringVar(&j.name, "name", defaultName(""), "your name at the table")
	fs.StringVar(&seat, "seat", "any", "the seat to take: patron (0), a Faction player's number 1-4, or any free one")
	fs.StringVar(&j.code, "code", "", "the session code the host prints (needed with an address)")
	fs.StringVar(&j.bot, "bot", "normal", "the bot that plays this seat")
	fs.StringVar(&j.save, "save", "", "keep this machine's game (the Patrón's with his secrets) and the seat's token in FILE and FILE.seat as it is played; started again with the same FILE, it comes back to the seat")
	fs.StringVar(&j.token, "token", "", "the seat token printed when the seat was taken: come back to that seat")
	fs.Uint64Var(&j.seed, "seed", 0, "seed this machine's bots and, in the Patrón's seat, his secrets (0: drawn at random)")
	fs.StringVar(&targets, "discovery", "", "where to look for games without an address: host:port,… (default: every broadcast address, port 27451)")
	fs.DurationVar(&j.find, "find", 10*time.Second, "how long to look for a game")
	fs.DurationVar(&j.limit, "limit", time.Hour, "give up when the game has not ended after this long")
	fs.DurationVar(&j.waitHost, "wait-host", 5*time.Minute, "when the connection to the host drops, wait this long for it to come back (patron host --resume), dialing it again, before giving up (0: give up at once)")
	fs.DurationVar(&j.think, "think", 0, "wait this long before each of the bot's decisions")
	fs.StringVar(&j.timings, "timings", "", "write when each command was applied here, and this machine's round trips, to FILE at the end")
	fs.BoolVar(&j.verbose, "v", false, "print every command")
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return nil, usageError{Msg: err.Error()}
	}
	fs.Visit(func(f *flag.Flag) { j.nameSet = j.nameSet || f.Name == "name" })
	switch {
	case len(pos) > 1:
		return nil, badUsage("one address at most, not %q", strings.Join(pos, " "))
	case len(pos) == 1:
		if j.addr, err = lan.HostPort(pos[0]); err != nil {
			return nil, usageError{Msg: err.Error()}
		}
	}
	switch seat {
	case "any":
		j.seat = -1
	case "patron":
		j.seat = 0
	default:
		n, err := strconv.Atoi(seat)
		if err != nil || n < 0 || n >= wire.MaxSeats {
			return nil, badUsage("--seat: patron, 0-%d or any, not %q", wire.MaxSeats-1, seat)
		}
		j.seat = n
	}
	if j.code != "" {
		if _, err := transport.ParseCode(j.code); err != nil {
			return nil, badUsage("--code: %v", err)
		}
	}
	if j.token != "" && (&wire.Message{Kind: wire.KindHello, Hello: &wire.Hello{Name: "x", Token: j.token}}).Check() != nil {
		return nil, badUsage("--token: a seat token is the 32 hex digits printed when the seat was taken")
	}
	for _, t := range strings.Split(targets, ",") {
		if t = strings.TrimSpace(t); t != "" {
			j.discovery = append(j.discovery, t)
		}
	}
	if j.find <= 0 || j.limit <= 0 || j.think < 0 || j.waitHost < 0 {
		return nil, badUsage("--find and --limit must be positive, --think and --wait-host not negative")
	}
	if err := checkName("name", j.name); err != nil {
		return nil, err
	}
	return j, checkBot("--bot", j.bot)
}

// run is the JoinRun the flags describe.
func (j *joinFlags) run() lan.JoinRun {
	return lan.JoinRun{Addr: j.addr, Code: j.code, Name: j.name, NameSet: j.nameSet, Seat: j.seat, Bot: j.bot,
		Token: j.token, Seed: j.seed, Discovery: j.discovery, Find: j.find, Limit: j.limit, WaitHost: j.waitHost, Think: j.think,
		Save: j.save, WriteFile: durable.WriteFile, Timings: j.timings, Verbose: j.verbose, Out: os.Stdout, Lang: systemLang(), Stop: checkInterrupt}
}

// Join joins a table headless and plays its seat with a bot.
func Join(args []string) int {
	j, err := parseJoinFlags(args)
	if err != nil {
		return exitCode("join", err)
	}
	defer catchInterrupt()()
	defer recordWire()()
	fair, err := j.run().Run()
	if err == nil && !fair {
		return 1
	}
	return exitCode("join", err)
}
