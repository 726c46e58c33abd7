package session

import (
	"fmt"
	"time"

	"patron/netplay/wire"
)

// Rejoin takes this machine back to its seat over a new connection, after
// the one to the host dropped (the host crashed and came back, or the
// network did): it says hello with the seat's token and waits for the
// host's welcome. The host's sync that follows, taken by Step, brings the
// game back in step from the game this machine had (peer_sync.go). It is
// called from the owner's thread, once Closed reports the drop.
func (p *Peer) Rejoin(c Conn, timeout time.Duration) error {
	select {
	case <-p.stop:
		c.Close("left the table")
		return fmt.Errorf("this machine left the table")
	default:
	}
	if !p.closed {
		c.Close("already at the table")
		return fmt.Errorf("the connection to the host is still up")
	}
	l := startLink(c, p.inbox, p.stop, peerShares)
	hello := p.cfg.Hello
	hello.Seat, hello.Token = p.seat, p.token
	l.send(&wire.Message{Kind: wire.KindHello, Hello: &hello})
	t := time.NewTimer(timeout)
	defer t.Stop()
	for {
		select {
		case <-t.C:
			l.close("no welcome")
			return fmt.Errorf("the host did not answer in %v", timeout)
		case r := <-p.inbox:
			switch {
			case r.from != l: // what the old connection still brought: its end was taken
				continue
			case r.end:
				return fmt.Errorf("the host closed the connection: %v", r.err)
			case r.err != nil:
				continue
			case r.msg.Kind == wire.KindRefuse:
				l.close("refused")
				return &Refused{Code: r.msg.Refuse.Code, Text: r.msg.Refuse.Text}
			case r.msg.Kind == wire.KindWelcome:
				w := r.msg.Welcome
				p.link, p.closed = l, false
				p.seat, p.token, p.lobby = w.Seat, w.Token, w.Lobby
				// The game this machine had is newer than any save it
				// started from, and the Patrón's openings, if the game
				// ended meanwhile, are sent again (a host that has them
				// refuses them harmlessly).
				p.cfg.Resume, p.sent = nil, false
				return nil
			}
		}
	}
}
