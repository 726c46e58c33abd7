package lan

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
	"time"

	"patron/game"
	"patron/netplay/discovery"
	"patron/netplay/session"
	"patron/netplay/transport"
	"patron/netplay/wire"
)

// JoinRun is a machine joining a table headless (patron join): a bot plays
// its seat; it prints the seat, how to come back, the table's life and the
// end to Out.
type JoinRun struct {
	Addr    string // host:port (HostPort); "" finds a game by discovery
	Code    string // the session code (needed with an address)
	Name    string
	NameSet bool   // Name was given: it wins over a seat record's
	Seat    int    // the engine player wanted; -1 any free seat
	Bot     string // the bot that plays the seat
	Token   string // the seat's token, to come back
	Seed    uint64 // the bots' seed and, in the Patrón's seat, his secrets' (0: drawn)
	// Discovery are where to look for games without an address (nil:
	// every broadcast address); Find is how long.
	Discovery []string
	Find      time.Duration
	Limit     time.Duration // no end after this long is an error
	Think     time.Duration // a pause before each of the bot's decisions
	// Save, when set, keeps this machine's game there as it is played and
	// its seat record in Save+".seat", written by WriteFile (whole or not
	// at all); a run with the same Save comes back to the seat.
	Save      string
	WriteFile func(path string, data []byte) error
	// Timings, when set, is where this machine's timings go at the end
	// (WriteTrace).
	Timings string
	Verbose bool // print every command
	Out     io.Writer
	// Stop is asked at every turn; an error (an interrupt) leaves the table.
	Stop func() error
}

// Run joins the table, plays the seat to the end and leaves; it reports
// whether this machine's audit found fair play.
func (j JoinRun) Run() (bool, error) {
	var resume *game.Game
	var kept *SeatRecord
	created := time.Now()
	if j.Save != "" {
		var err error
		if resume, created, kept, err = loadKept(j.Save); err != nil {
			return false, err
		}
	}
	hello := wire.Hello{Name: j.Name, Seat: j.Seat, Token: j.Token}
	if kept != nil {
		if hello.Token == "" {
			hello.Token = kept.Token
		}
		if !j.NameSet {
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
	if j.Code != "" {
		hello.Code = j.Code
	}
	cfg := session.PeerConfig{Hello: hello, Resume: resume}
	if j.Seed != 0 {
		cfg.Secret = SecretFor(j.Seed)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	p, err := Join(ctx, addr, pin, cfg)
	cancel()
	if err != nil {
		return false, j.joinError(addr, kept, err)
	}
	l := p.Lobby()
	fmt.Fprintf(j.Out, "joined %q at %s: %s\n", l.Host, addr, SeatName(p.Seat(), l.Control))
	fmt.Fprintf(j.Out, "seat token:     %s\n", p.Token())
	if j.Save != "" {
		s := SeatRecord{Host: l.Host, Addr: addr, Pin: pin, Seat: p.Seat(), Token: p.Token(), Name: hello.Name}
		data, err := s.Encode()
		if err == nil {
			err = j.WriteFile(j.Save+".seat", data)
		}
		if err != nil {
			p.Close()
			return false, err
		}
		fmt.Fprintf(j.Out, "to come back:   patron join --save %s\n", j.Save)
	} else {
		fmt.Fprintf(j.Out, "to come back:   patron join %s --code %s --token %s\n", addr, PrettyCode(CodeOf(pin)), p.Token())
	}
	seed := j.Seed
	if seed == 0 {
		seed = rand.Uint64()
	}
	w := &watcher{out: j.Out, verbose: j.Verbose, log: p.Log, back: hello.Token != "",
		seats: func() ([]wire.Seat, [4]int) { l := p.Lobby(); return l.Seats, l.Control }}
	w.seatsChanged()
	play := Play{Bots: session.Bots{Levels: map[int]string{p.Seat(): j.Bot}, Seed: seed, Team: true},
		Limit: j.Limit, Watch: w.note, Think: j.Think, Tend: j.stop}
	if j.Save != "" {
		play.Changed = (&keeper{path: j.Save, created: created, lobby: p.Lobby, write: j.WriteFile}).save
	}
	if j.Timings != "" {
		play.Trace = &Trace{}
	}
	o, err := PlayPeer(p, play)
	Leave(p)
	if err != nil {
		return false, err
	}
	fair := PrintEnd(j.Out, p.Game(), o)
	if play.Trace != nil {
		if err := WriteTrace(j.Timings, play.Trace); err != nil {
			return false, err
		}
	}
	return fair, nil
}

func (j JoinRun) stop() error {
	if j.Stop == nil {
		return nil
	}
	return j.Stop()
}

// where is the table to join: the address given (pinned to the code, or
// to the kept certificate), the kept one, or the first game discovery
// finds with a free seat (or, coming back, already under way).
func (j JoinRun) where(kept *SeatRecord, back bool) (addr, pin string, err error) {
	switch {
	case j.Addr != "" && j.Code != "":
		return j.Addr, j.Code, nil
	case j.Addr != "" && kept != nil:
		return j.Addr, kept.Pin, nil
	case j.Addr != "":
		return "", "", badUsage("--code CODE is needed with an address: the host prints it")
	case kept != nil:
		return kept.Addr, kept.Pin, nil
	}
	want := ""
	if j.Code != "" {
		want, _ = transport.ParseCode(j.Code)
	}
	where := "every broadcast address"
	if len(j.Discovery) > 0 {
		where = strings.Join(j.Discovery, ", ")
	}
	fmt.Fprintf(j.Out, "looking for games on %s …\n", where)
	deadline := time.Now().Add(j.Find)
	for time.Now().Before(deadline) {
		if err := j.stop(); err != nil {
			return "", "", err
		}
		found, err := Find(min(time.Until(deadline), 500*time.Millisecond), j.Discovery)
		if err != nil {
			return "", "", badUsage("%v", err)
		}
		if f := pick(found, want, back); f != nil {
			fmt.Fprintf(j.Out, "found %q at %s: code %s, %d of %d seats free\n", f.Game, f.Addr, PrettyCode(f.Code), f.Free, f.Seats)
			return f.Addr, f.Fingerprint, nil
		}
	}
	what := "with a free seat"
	if want != "" {
		what = "with code " + want
	}
	return "", "", fmt.Errorf("no game %s answered on %s within %v", what, where, j.Find)
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
func (j JoinRun) joinError(addr string, kept *SeatRecord, err error) error {
	var r *session.Refused
	switch {
	case errors.Is(err, transport.ErrNotTheHost):
		return fmt.Errorf("the game at %s is not the one with that code: its certificate does not match (check the session code the host prints)", addr)
	case errors.As(err, &r) && r.Code == "bad-token" && kept != nil && j.Save != "":
		return fmt.Errorf("%v: %s is another game's (remove %s and %s.seat, or choose another --save)", err, j.Save, j.Save, j.Save)
	}
	return err
}
