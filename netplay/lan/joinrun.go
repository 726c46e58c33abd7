package lan

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
	"time"

	"patron/assets/lang"
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
	// WaitHost is how long to wait for a host whose connection dropped,
	// dialing it again, before giving up (0: not at all; wait.go).
	WaitHost time.Duration
	Think    time.Duration // a pause before each of the bot's decisions
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
	Lang    *lang.Catalog // the language of what it prints (nil: English)
	// Stop is asked at every turn; an error (an interrupt) leaves the table.
	Stop func() error
	// round is how long one round of discovery listens (0: 500 ms).
	round time.Duration
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
	if j.Code != "" {
		hello.Code = j.Code
	}
	cfg := session.PeerConfig{Hello: hello, Resume: resume}
	if j.Seed != 0 {
		cfg.Secret = SecretFor(j.Seed)
	}
	p, addr, pin, err := j.connect(kept, cfg)
	if err != nil {
		return false, err
	}
	l := p.Lobby()
	say(j.Out, j.Lang, joinedAt, l.Host, addr, SeatName(j.Lang, p.Seat(), l.Control))
	fmt.Fprintln(j.Out, labelled(j.Lang, labelSeatToken, p.Token()))
	fmt.Fprintln(j.Out, labelled(j.Lang, labelLimit, LimitText(j.Lang, l)))
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
		fmt.Fprintln(j.Out, labelled(j.Lang, labelComeBack, "patron join --save "+j.Save))
	} else {
		fmt.Fprintln(j.Out, labelled(j.Lang, labelComeBack, fmt.Sprintf("patron join %s --code %s --token %s", addr, PrettyCode(CodeOf(pin)), p.Token())))
	}
	seed := j.Seed
	if seed == 0 {
		seed = rand.Uint64()
	}
	w := &watcher{out: j.Out, say: j.Lang, verbose: j.Verbose, log: p.Log, back: hello.Token != "", pause: p,
		seats: func() ([]wire.Seat, [4]int) { l := p.Lobby(); return l.Seats, l.Control }}
	w.seatsChanged()
	play := Play{Bots: session.Bots{Levels: map[int]string{p.Seat(): j.Bot}, Seed: seed, Team: true},
		Limit: j.Limit, Watch: w.note, Think: j.Think, Tend: j.stop, Lost: j.waitHost(p, addr, pin, w)}
	if j.Save != "" {
		play.Changed = (&keeper{path: j.Save, created: created, lobby: p.Lobby, write: j.WriteFile, ended: p.Abandoned}).save
	}
	if j.Timings != "" {
		play.Trace = &Trace{}
	}
	o, err := PlayPeer(p, play)
	Leave(p)
	if err != nil {
		return false, err
	}
	if o.Abandoned != nil && play.Changed != nil { // the save says so
		if err := play.Changed(p.Game()); err != nil {
			return false, err
		}
	}
	fair := PrintEnd(j.Out, j.Lang, p.Game(), o)
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

// joinWait bounds one join: the dial and the host's welcome.
const joinWait = 15 * time.Second

// connect joins the table: the address given (pinned to the code, or to
// the kept certificate), the kept one, or a game discovery finds (see
// discover). It returns the peer seated, and where and how it was pinned.
func (j JoinRun) connect(kept *SeatRecord, cfg session.PeerConfig) (*session.Peer, string, string, error) {
	var addr, pin string
	switch {
	case j.Addr != "" && j.Code != "":
		addr, pin = j.Addr, j.Code
	case j.Addr != "" && kept != nil:
		addr, pin = j.Addr, kept.Pin
	case j.Addr != "":
		return nil, "", "", badUsage("--code CODE is needed with an address: the host prints it")
	case kept != nil:
		addr, pin = kept.Addr, kept.Pin
	default:
		return j.discover(cfg)
	}
	ctx, cancel := context.WithTimeout(context.Background(), joinWait)
	defer cancel()
	p, err := Join(ctx, addr, pin, cfg)
	if err != nil {
		return nil, "", "", j.joinError(addr, kept, err)
	}
	return p, addr, pin, nil
}

// discover looks for games for j.Find and joins the first that fits (the
// code wanted, and a free seat in a game not begun, or any game coming
// back with a token) and proves to be what its answer claims. Answers are
// not trusted (anyone on the network may send one): every game that fits
// is listed, then each is dialed in turn, by name then address, pinned to
// the fingerprint its answer gives. One whose certificate does not match,
// or that does not answer, is skipped and never tried again; discovery
// goes on until a game is joined or j.Find has passed. A refusal by a host
// that proved itself (the seat is taken, another version) ends the search
// once no other game in the round took this machine.
func (j JoinRun) discover(cfg session.PeerConfig) (*session.Peer, string, string, error) {
	back := cfg.Hello.Token != ""
	want := ""
	if j.Code != "" {
		want, _ = transport.ParseCode(j.Code)
	}
	where := j.Lang.T(everyBroadcast)
	if len(j.Discovery) > 0 {
		where = strings.Join(j.Discovery, ", ")
	}
	say(j.Out, j.Lang, lookingForGames, where)
	deadline := time.Now().Add(j.Find)
	skipped := map[string]bool{} // fingerprint and address of what failed
	listed := map[string]bool{}
	var refused error
	for time.Now().Before(deadline) {
		if err := j.stop(); err != nil {
			return nil, "", "", err
		}
		round := j.round
		if round == 0 {
			round = 500 * time.Millisecond
		}
		found, err := Find(min(time.Until(deadline), round), j.Discovery)
		if err != nil {
			return nil, "", "", badUsage("%v", err)
		}
		var fits []discovery.Found
		for _, f := range pick(found, want, back) {
			if !skipped[f.Fingerprint+" "+f.Addr] {
				fits = append(fits, f)
			}
		}
		if len(fits) > 1 && !listed[fitsKey(fits)] {
			listed[fitsKey(fits)] = true
			say(j.Out, j.Lang, gamesAnswer, len(fits))
			for _, f := range fits {
				say(j.Out, j.Lang, gameListed, f.Game, f.Addr, PrettyCode(f.Code), f.Free, f.Seats)
			}
		}
		for _, f := range fits {
			if err := j.stop(); err != nil {
				return nil, "", "", err
			}
			say(j.Out, j.Lang, gameFound, f.Game, f.Addr, PrettyCode(f.Code), f.Free, f.Seats)
			ctx, cancel := context.WithTimeout(context.Background(), min(joinWait, max(time.Until(deadline), 5*time.Second)))
			p, err := Join(ctx, f.Addr, f.Fingerprint, cfg)
			cancel()
			if err == nil {
				return p, f.Addr, f.Fingerprint, nil
			}
			skipped[f.Fingerprint+" "+f.Addr] = true
			var r *session.Refused
			switch {
			case errors.Is(err, transport.ErrNotTheHost):
				say(j.Out, j.Lang, gameForged, f.Game, f.Addr)
			case errors.As(err, &r):
				say(j.Out, j.Lang, gameRefused, f.Game, f.Addr, err)
				refused = err
			default:
				say(j.Out, j.Lang, gameIgnored, f.Game, f.Addr, err)
			}
		}
		if refused != nil {
			return nil, "", "", refused
		}
	}
	what := "with a free seat"
	if want != "" {
		what = "with code " + want
	}
	return nil, "", "", fmt.Errorf("no game %s answered on %s within %v", what, where, j.Find)
}

// fitsKey names a list of games, to print each list once.
func fitsKey(fits []discovery.Found) string {
	var b strings.Builder
	for _, f := range fits {
		b.WriteString(f.Fingerprint + " " + f.Addr + ";")
	}
	return b.String()
}

// pick is the games that fit, in Find's order: the code wanted, and a
// free seat in a game not begun (or any game, coming back with a token).
func pick(found []discovery.Found, code string, back bool) []discovery.Found {
	var out []discovery.Found
	for _, f := range found {
		if code != "" && f.Code != code {
			continue
		}
		if back || f.Free > 0 && !f.Started {
			out = append(out, f)
		}
	}
	return out
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
