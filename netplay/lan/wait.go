package lan

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"patron/netplay/session"
	"patron/netplay/transport"
	"patron/netplay/wire"
)

// A joiner whose connection to the host drops (the host's process died,
// its computer restarted, the network failed) does not give up: it says
// it waits for the host and dials it again and again, a little less often
// each time, for WaitHost. A host back from its save (patron host
// --resume) has the same certificate, so the same address and pin reach
// it; the seat's token takes this machine back to its seat, and the
// host's sync brings its game back in step. A host that said goodbye (it
// closed the table) is not waited for.

// Redial's pace: the first try at once, then doubling pauses up to
// redialMax; each dial and welcome is bounded by redialTry.
var (
	redialFirst = 250 * time.Millisecond
	redialMax   = 4 * time.Second
	redialTry   = 5 * time.Second
)

// waitHost is the joiner's Play.Lost: p's connection to addr (pinned to
// pin) dropped.
func (j JoinRun) waitHost(p *session.Peer, addr, pin string, w *watcher) func(error) error {
	return func(why error) error {
		var bye *transport.Closed
		switch {
		case errors.As(why, &bye) && bye.Remote:
			return fmt.Errorf("the host closed the table before the end: %v", why)
		case j.WaitHost <= 0:
			return fmt.Errorf("the connection closed: %v", why)
		}
		say(j.Out, j.Lang, waitingForHost, why, j.WaitHost)
		start := time.Now()
		r, err := Redial(p, addr, pin, start.Add(j.WaitHost), j.stop, Elsewhere(pin, j.Discovery), func(err error) {
			if errors.Is(err, transport.ErrNotTheHost) {
				say(j.Out, j.Lang, anotherTableAt, addr)
			}
		})
		if err != nil {
			return err
		}
		p.Adopt(r)
		w.back = true
		say(j.Out, j.Lang, hostIsBack, time.Since(start).Round(10*time.Millisecond))
		return nil
	}
}

// Redial dials the host at addr again until it welcomes p back to its
// seat, the deadline passes, or stop says to stop (an interrupt, the
// player leaving). tried sees each failed try's error (each different one
// once). A refusal by the host (its table no longer has this seat) ends
// it. Every fourth try, elsewhere (when set) is asked where else the table
// may be now, and those addresses are dialled too: a host back on another
// port (its own was taken) is found by discovery. Discovery's answers are
// anyone's, so addr is never given up for them: a stranger answering with
// the table's fingerprint gets a dial that its certificate fails, and the
// host, back where it was, is dialled again at the next try. What Redial
// returns is for p.Adopt; like session.Peer.Redial, it may run on another
// goroutine while p is not stepped. A return refused as too soon (this
// seat came back over and over just before) is tried again after the
// pause.
func Redial(p *session.Peer, addr, pin string, deadline time.Time, stop func() error, elsewhere func() []string, tried func(error)) (*session.Redialed, error) {
	pause := redialFirst
	seen := map[string]bool{}
	for try := 1; ; try++ {
		targets := []string{addr}
		if elsewhere != nil && try%4 == 0 {
			for _, moved := range elsewhere() {
				if !slices.Contains(targets, moved) {
					targets = append(targets, moved)
				}
			}
		}
		for _, target := range targets {
			if err := stop(); err != nil {
				return nil, err
			}
			if time.Until(deadline) <= 0 {
				return nil, fmt.Errorf("the host did not come back in time")
			}
			back, err := redialAt(p, target, pin, deadline)
			var r *session.Refused
			switch {
			case err == nil:
				return back, nil
			case errors.As(err, &r) && r.Code != wire.CodeTooSoon: // too soon: again after the pause
				return nil, fmt.Errorf("the host is back but %v", err)
			}
			if tried != nil && !seen[err.Error()] {
				seen[err.Error()] = true
				tried(err)
			}
		}
		// The pause, cut in slices so that a stop is heard at once.
		for end := time.Now().Add(min(pause, time.Until(deadline))); time.Now().Before(end); {
			if err := stop(); err != nil {
				return nil, err
			}
			time.Sleep(min(50*time.Millisecond, time.Until(end)))
		}
		pause = min(2*pause, redialMax)
	}
}

// redialAt is one try of Redial's: a dial of addr pinned to pin, and the
// host's welcome back to p's seat.
func redialAt(p *session.Peer, addr, pin string, deadline time.Time) (*session.Redialed, error) {
	ctx, cancel := context.WithTimeout(context.Background(), min(redialTry, time.Until(deadline)))
	c, err := transport.Dial(ctx, addr, pin)
	cancel()
	if err != nil {
		return nil, err
	}
	return p.Redial(c, min(redialTry, max(time.Until(deadline), time.Second)))
}

// Elsewhere is where discovery (on targets; nil: every broadcast address)
// says the table pinned by pin is now, every answer that says so (a
// stranger may say it too: a pinned dial tells them apart): a Redial's
// elsewhere.
func Elsewhere(pin string, targets []string) func() []string {
	return func() []string {
		found, err := Find(500*time.Millisecond, targets)
		if err != nil {
			return nil
		}
		code := CodeOf(pin)
		var out []string
		for _, f := range found {
			if (f.Fingerprint == strings.ToLower(pin) || f.Code == code) && !slices.Contains(out, f.Addr) {
				out = append(out, f.Addr)
			}
		}
		return out
	}
}
