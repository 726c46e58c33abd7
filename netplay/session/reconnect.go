package session

import (
	"fmt"
	"time"

	"patron/netplay/transport"
	"patron/netplay/wire"
)

// Coming back to the seat over a new connection, after the one to the
// host dropped (the host crashed and came back from its save, or the
// network failed): hello with the seat's token, the host's welcome, then
// its sync, taken by Step, brings the game back in step from the game this
// machine had (peer_sync.go).

// Redialed is a new connection the host has welcomed back to this
// machine's seat, waiting to be adopted (Adopt).
type Redialed struct {
	link    *link
	welcome *wire.Welcome
}

// Rejoin is Redial then Adopt, for an owner that may block on it.
func (p *Peer) Rejoin(c transport.Conn, timeout time.Duration) error {
	r, err := p.Redial(c, timeout)
	if err != nil {
		return err
	}
	p.Adopt(r)
	return nil
}

// Redial says hello over c with the seat's token and waits for the host's
// welcome. It changes nothing of p, so it may run on another goroutine
// while the owner's thread draws, provided that thread does not Step p
// meanwhile (the welcome comes through p's inbox). Closed must have
// reported the drop first.
func (p *Peer) Redial(c transport.Conn, timeout time.Duration) (*Redialed, error) {
	if p.Left() {
		c.Close("left the table")
		return nil, fmt.Errorf("this machine left the table")
	}
	if !p.closed {
		c.Close("already at the table")
		return nil, fmt.Errorf("the connection to the host is still up")
	}
	l := startLink(c, p.inbox, p.stop, peerShares, nil)
	hello := p.cfg.Hello
	hello.Seat, hello.Token = p.seat, p.token
	l.send(&wire.Message{Kind: wire.KindHello, Hello: &hello})
	t := time.NewTimer(timeout)
	defer t.Stop()
	for {
		select {
		case <-t.C:
			l.close("no welcome")
			return nil, fmt.Errorf("the host did not answer in %v", timeout)
		case <-p.stop:
			l.close("left the table")
			return nil, fmt.Errorf("this machine left the table")
		case r := <-p.inbox:
			switch {
			case r.from != l: // what the old connection still brought: its end was taken
				continue
			case r.end:
				return nil, fmt.Errorf("the host closed the connection: %v", r.err)
			case r.err != nil:
				continue
			case r.msg.Kind == wire.KindRefuse:
				l.close("refused")
				return nil, &Refused{Code: r.msg.Refuse.Code, Text: r.msg.Refuse.Text}
			case r.msg.Kind == wire.KindWelcome:
				if err := welcomeFits(r.msg.Welcome, hello, nil, p.cfg.Identity); err != nil {
					l.close("another seat")
					return nil, err
				}
				return &Redialed{link: l, welcome: r.msg.Welcome}, nil
			}
		}
	}
}

// Adopt takes the connection Redial opened as this machine's link to the
// host, on the owner's thread.
func (p *Peer) Adopt(r *Redialed) {
	w := r.welcome
	p.link, p.closed = r.link, false
	p.seat, p.token, p.lobby = w.Seat, w.Token, w.Lobby
	p.touch = touch{heard: time.Now()}
	p.awaitingSync = p.rep != nil // a game under way: the host's sync comes next
	// The game this machine had is newer than any save it started from,
	// and the Patrón's openings, if the game ended meanwhile, are sent
	// again (a host that has them refuses them harmlessly).
	p.cfg.Resume, p.sent = nil, false
}

// Left reports whether this machine left the table (Close). It may be
// asked from any goroutine.
func (p *Peer) Left() bool {
	select {
	case <-p.stop:
		return true
	default:
		return false
	}
}
