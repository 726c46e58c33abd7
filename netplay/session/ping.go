package session

import (
	"time"

	"patron/netplay/wire"
)

// pingAfter is how long a peer hears nothing from the host before it
// sends a ping (wire.Ping), and then again each time: a host that died and
// came back answers the ping with a reset, which ends the dead connection
// within this time of the host's return, well before the transport's idle
// timeout (4 s) would end it as silent. One a second is within the host's
// share for pings (shares.go).
const pingAfter = time.Second

// touch is when the host was last heard, and when this machine last
// pinged it.
type touch struct {
	heard, pinged time.Time
	n             int
}

// keepInTouch pings the host when it has said nothing for pingAfter.
func (p *Peer) keepInTouch(now time.Time) {
	t := &p.touch
	if p.closed || p.link == nil || t.heard.IsZero() {
		return
	}
	if now.Sub(t.heard) < pingAfter || now.Sub(t.pinged) < pingAfter {
		return
	}
	t.pinged = now
	t.n++
	p.link.send(&wire.Message{Kind: wire.KindPing, Ping: &wire.Ping{N: t.n}})
}
