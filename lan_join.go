package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"time"

	"patron/game"
	"patron/game/savefile"
	"patron/netplay/discovery"
	"patron/netplay/lan"
	"patron/netplay/session"
	"patron/netplay/transport"
	"patron/netplay/wire"
	"patron/scenes/store"
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
	fs.DurationVar(&j.think, "think", 0, "wait this long before each of the bot's decisions")
	fs.StringVar(&j.timings, "timings", "", "write when each command was applied here, and this machine's round trips, to FILE at the end")
	fs.BoolVar(&j.verbose, "v", false, "print every command")
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return nil, usageError{err.Error()}
	}
	fs.Visit(func(f *flag.Flag) { j.nameSet = j.nameSet || f.Name == "name" })
	switch {
	case len(pos) > 1:
		return nil, badUsage("one address at most, not %q", strings.Join(pos, " "))
	case len(pos) == 1:
		if j.addr, err = lan.HostPort(pos[0]); err != nil {
			return nil, usageError{err.Error()}
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
	if j.find <= 0 || j.limit <= 0 || j.think < 0 {
		return nil, badUsage("--find and --limit must be positive, --think not negative")
	}
	if err := checkName("name", j.name); err != nil {
		return nil, err
	}
	return j, checkBot("--bot", j.bot)
}

// runJoin joins a table headless and plays its seat with a bot.
func runJoin(args []string) int {
	j, err := parseJoinFlags(args)
	if err != nil {
		return exitCode("join", err)
	}
	defer catchInterrupt()()
	fair, err := j.join()
	if err == nil && !fair {
		return 1
	}
	return exitCode("join", err)
}

// loadKept reads a save and its seat record (FILE.seat), when there are
// some.
func loadKept(path string) (*game.Game, time.Time, *lan.SeatRecord, error) {
	var g *game.Game
	created := time.Now()
	data, err := os.ReadFile(path)
	switch {
	case err == nil:
		f, loaded, err := savefile.Load(data)
		if err != nil {
			return nil, created, nil, fmt.Errorf("%s: %w", path, err)
		}
		g = loaded
		if t, err := time.Parse(time.RFC3339, f.Summary.Created); err == nil {
			created = t
		}
	case !errors.Is(err, fs.ErrNotExist):
		return nil, created, nil, err
	}
	s, err := lan.ReadSeatRecord(path + ".seat")
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return g, created, nil, nil
	case err != nil:
		return nil, created, nil, err
	}
	return g, created, &s, nil
}

func (j *joinFlags) join() (bool, error) {
	var resume *game.Game
	var kept *lan.SeatRecord
	created := time.Now()
	if j.save != "" {
		var err error
		if resume, created, kept, err = loadKept(j.save); err != nil {
			return false, err
		}
	}
	hello := wire.Hello{Name: j.name, Seat: j.seat, Token: j.token}
	if kept != nil {
		if hello.Token == "" {
			hello.Token = kept.Token
		}
		if !j.nameSet {
			hello.Name = kept.Name
		}
		if hello.Seat < 0 {
			hello.Seat = kept.Seat
		}
	}
	addr, pin, err := j.where(kept, hello.Token != "")
	if err != nil {
		return false, err
	}
	if j.code != "" {
		hello.Code = j.code
	}
	cfg := session.PeerConfig{Hello: hello, Resume: resume}
	if j.seed != 0 {
		cfg.Secret = lan.SecretFor(j.seed)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	p, err := lan.Join(ctx, addr, pin, cfg)
	cancel()
	if err != nil {
		return false, j.joinError(addr, kept, err)
	}
	l := p.Lobby()
	fmt.Printf("joined %q at %s: %s\n", l.Host, addr, seatName(p.Seat(), l.Control))
	fmt.Printf("seat token:     %s\n", p.Token())
	if j.save != "" {
		s := lan.SeatRecord{Host: l.Host, Addr: addr, Pin: pin, Seat: p.Seat(), Token: p.Token(), Name: hello.Name}
		data, err := s.Encode()
		if err == nil {
			err = store.WriteFile(j.save+".seat", data)
		}
		if err != nil {
			p.Close()
			return false, err
		}
		fmt.Printf("to come back:   patron join --save %s\n", j.save)
	} else {
		fmt.Printf("to come back:   patron join %s --code %s --token %s\n", addr, lan.PrettyCode(lan.CodeOf(pin)), p.Token())
	}
	seed := j.seed
	if seed == 0 {
		seed = rand.Uint64()
	}
	w := &watcher{verbose: j.verbose, log: p.Log, seats: func() ([]wire.Seat, [4]int) { l := p.Lobby(); return l.Seats, l.Control }}
	w.seatsChanged()
	play := lan.Play{Bots: session.Bots{Levels: map[int]string{p.Seat(): j.bot}, Seed: seed, Team: true},
		Limit: j.limit, Watch: w.note, Think: j.think, Tend: checkInterrupt}
	if j.save != "" {
		play.Changed = (&keeper{path: j.save, created: created, lobby: p.Lobby}).save
	}
	if j.timings != "" {
		play.Trace = &lan.Trace{}
	}
	o, err := lan.PlayPeer(p, play)
	lan.Leave(p)
	if err != nil {
		return false, err
	}
	fair := printEnd(p.Game(), o)
	if play.Trace != nil {
		if err := writeTrace(j.timings, play.Trace); err != nil {
			return false, err
		}
	}
	return fair, nil
}

// where is the table to join: the address given (pinned to the code, or
// to the kept certificate), the kept one, or the first game discovery
// finds with a free seat (or, coming back, already under way).
func (j *joinFlags) where(kept *lan.SeatRecord, back bool) (addr, pin string, err error) {
	switch {
	case j.addr != "" && j.code != "":
		return j.addr, j.code, nil
	case j.addr != "" && kept != nil:
		return j.addr, kept.Pin, nil
	case j.addr != "":
		return "", "", badUsage("--code CODE is needed with an address: the host prints it")
	case kept != nil:
		return kept.Addr, kept.Pin, nil
	}
	want := ""
	if j.code != "" {
		want, _ = transport.ParseCode(j.code)
	}
	where := "every broadcast address"
	if len(j.discovery) > 0 {
		where = strings.Join(j.discovery, ", ")
	}
	fmt.Printf("looking for games on %s …\n", where)
	deadline := time.Now().Add(j.find)
	for time.Now().Before(deadline) {
		if err := checkInterrupt(); err != nil {
			return "", "", err
		}
		found, err := lan.Find(min(time.Until(deadline), 500*time.Millisecond), j.discovery)
		if err != nil {
			return "", "", badUsage("%v", err)
		}
		if f := pick(found, want, back); f != nil {
			fmt.Printf("found %q at %s: code %s, %d of %d seats free\n", f.Game, f.Addr, lan.PrettyCode(f.Code), f.Free, f.Seats)
			return f.Addr, f.Fingerprint, nil
		}
	}
	what := "with a free seat"
	if want != "" {
		what = "with code " + want
	}
	return "", "", fmt.Errorf("no game %s answered on %s within %v", what, where, j.find)
}

// pick is the first game that fits: the code wanted, and a free seat in a
// game not begun (or any game, coming back with a token).
func pick(found []discovery.Found, code string, back bool) *discovery.Found {
	for i, f := range found {
		if code != "" && f.Code != code {
			continue
		}
		if back || f.Free > 0 && !f.Started {
			return &found[i]
		}
	}
	return nil
}

// joinError says why a join failed, and what to do.
func (j *joinFlags) joinError(addr string, kept *lan.SeatRecord, err error) error {
	var r *session.Refused
	switch {
	case errors.Is(err, transport.ErrNotTheHost):
		return fmt.Errorf("the game at %s is not the one with that code: its certificate does not match (check the session code the host prints)", addr)
	case errors.As(err, &r) && r.Code == "bad-token" && kept != nil && j.save != "":
		return fmt.Errorf("%v: %s is another game's (remove %s and %s.seat, or choose another --save)", err, j.save, j.save, j.save)
	}
	return err
}

// writeTrace writes a machine's timings: its seat, when each command was
// applied, and its round trips, in Unix nanoseconds (readTrace reads it).
func writeTrace(path string, t *lan.Trace) error {
	var b strings.Builder
	fmt.Fprintf(&b, "seat %d\n", t.Seat)
	for i, at := range t.Applied {
		fmt.Fprintf(&b, "applied %d %d\n", i, at.UnixNano())
	}
	for _, trip := range t.Trips {
		if !trip.Back.IsZero() {
			fmt.Fprintf(&b, "trip %d %d %d\n", trip.Seq, trip.Proposed.UnixNano(), trip.Back.UnixNano())
		}
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}

// readTrace reads what writeTrace wrote.
func readTrace(path string) (*lan.Trace, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	t := &lan.Trace{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var n [3]int64
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 {
			continue
		}
		for i := 1; i < len(fields) && i <= 3; i++ {
			n[i-1], _ = strconv.ParseInt(fields[i], 10, 64)
		}
		switch fields[0] {
		case "seat":
			t.Seat = int(n[0])
		case "applied":
			for len(t.Applied) <= int(n[0]) {
				t.Applied = append(t.Applied, time.Time{})
			}
			t.Applied[n[0]] = time.Unix(0, n[1])
		case "trip":
			t.Trips = append(t.Trips, lan.Trip{Seq: int(n[0]), Proposed: time.Unix(0, n[1]), Back: time.Unix(0, n[2])})
		}
	}
	return t, sc.Err()
}
