package scenes

import (
	"errors"
	"image/color"
	"patron/render/theme"
	"time"

	"patron/netplay/lan"
	"patron/netplay/session"
	"patron/netplay/transport"
	"patron/scenes/match"
	"patron/scenes/words"
)

// Waiting for the host: a joiner whose connection to the host drops (the
// host's computer crashed, restarted or left the network) does not lose
// its game. Its screen says it waits for the host, and it dials the host
// again by itself, a little less often each time, for hostWaitTime; a host
// back from its save ("Back to my table", patron host --resume) has the
// same certificate and welcomes the seat's token back. The table is then
// rebuilt from the game this computer had and the host's log, as "Back to
// my seat" does. Leaving the table stops the waiting.

// hostWaitTime is how long a joiner waits for its host.
const hostWaitTime = 5 * time.Minute

// hostWait is a wait for the host under way.
type hostWait struct {
	done    chan hostBack // the redial's end
	adopted bool          // the host welcomed the seat back: its sync comes next
	synced  bool          // the sync came: the table is rebuilt at the next frame
}

type hostBack struct {
	r   *session.Redialed
	err error
}

var errLeftTable = errors.New("this computer left the table")

// waitForHost starts waiting for the host after the connection dropped
// (why), and reports whether it did: not on the host's end, not after the
// game was abandoned, not when the host closed this connection for a
// reason of its own (it dropped this computer), only when it closed the
// table (its person may open it again: "Back to my table"), and not
// without this seat's record (its address and pin).
func (p *Play) waitForHost(a *App, why error) bool {
	pn, ok := p.M.Net.(match.PeerNet)
	var bye *transport.Closed
	if ok && p.net.online != nil && !p.net.abandoned { // the server: through its lobby (online_wait.go)
		say := words.WaitingForServer
		if errors.As(why, &bye) && bye.Remote && bye.Reason == session.ServerRestarting {
			say = words.ServerRestarting // a planned stop, announced
		}
		p.net.host, p.net.problem = waitServer(pn.P, p.net.online), a.Lang.T(say)
		return true
	}
	if !ok || p.net.abandoned || errors.As(why, &bye) && bye.Remote && bye.Reason != session.HostLeft {
		return false
	}
	rec, ok := loadSeatRecord(a)
	if !ok || rec.Token != pn.P.Token() {
		return false
	}
	p.net.host, p.net.problem = waitHost(pn.P, rec), a.Lang.T(words.WaitingForHost)
	return true
}

// waitHost starts dialing the host at rec's address again for
// hostWaitTime, with peer's seat token, until it is back or peer left.
func waitHost(peer *session.Peer, rec lan.SeatRecord) *hostWait {
	w := &hostWait{done: make(chan hostBack, 1)}
	go func() {
		r, err := lan.Redial(peer, rec.Addr, rec.Pin, time.Now().Add(hostWaitTime), func() error {
			if peer.Left() {
				return errLeftTable
			}
			return nil
		}, lan.Elsewhere(rec.Pin, discoveryTargets()), nil)
		w.done <- hostBack{r, err}
	}()
	return w
}

// ended takes the redial's end if it has come (ok): err, the host is
// gone; nil, peer is back at its seat over the new connection.
func (w *hostWait) ended(peer *session.Peer) (ok bool, err error) {
	select {
	case b := <-w.done:
		if b.err == nil {
			peer.Adopt(b.r)
		}
		return true, b.err
	default:
		return false, nil
	}
}

// hostWaiting is asked before the network is pumped: it reports whether
// the table must not be stepped now (the redial runs), takes the redial's
// end, and rebuilds the table once the host's sync has come.
func (p *Play) hostWaiting(a *App) bool {
	w := p.net.host
	switch {
	case w == nil:
		return false
	case w.synced:
		p.backAtTable(a)
		return true
	case w.adopted:
		return false
	}
	switch ended, err := w.ended(p.M.Net.(match.PeerNet).P); {
	case !ended:
		return true
	case err != nil:
		p.net.host, p.net.problem = nil, a.Lang.T(words.HostGone)
		return true
	}
	w.adopted = true
	return false
}

// hostSynced notes the host's sync after this computer came back.
func (p *Play) hostSynced() {
	if w := p.net.host; w != nil && w.adopted {
		w.synced = true
	}
}

// backAtTable opens the table again from the game as the host's sync left
// it (the log told again), its save going on in the same file; the chat
// stays, and a banner says the host is back (lan_wait_back.go).
func (p *Play) backAtTable(a *App) {
	m, err := match.NewLAN(p.M.Net)
	if err != nil {
		p.net.host, p.net.problem = nil, err.Error()
		return
	}
	p.stopSaving()
	q := NewLANPlay(m)
	q.net.online = p.net.online
	p.handOver(a, q)
	q.save.id, q.save.created = p.save.id, p.save.created
	q.autosave(a)
	a.Switch(q)
}

// waitColor is the banner's: calm while the host is waited for, red for
// a table that has stopped.
func waitColor(waiting bool) color.Color {
	if waiting {
		return theme.Wood
	}
	return theme.Danger
}
