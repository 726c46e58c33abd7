package session

import (
	"fmt"
	"slices"
	"time"

	"patron/netplay/identity"
	"patron/netplay/transport"
	"patron/netplay/wire"
)

// Admission: what a connection may cost the host before it is trusted.
// Until its hello (with the session's code) is taken, a connection is a
// stranger: it may send a hello and nothing larger (wire.Stranger: a
// larger frame closes it), it must be taken within helloWait, and at most
// maxStrangers wait at once. A newcomer is never turned away for them:
// the stranger that has waited longest makes room for it, so connections
// that never say hello, however many, cannot keep a player out.
const (
	helloWait    = 5 * time.Second
	maxStrangers = 64
)

// A welcomed seat's frames are bounded by what it sends. A Faction's
// largest message is a chat of 400 characters or a proposal of a 1 KiB
// command (a few KiB of JSON at most). The Patrón's largest is his
// openings once the game is over: 1.3 to 3.2 KiB in real games (16 to 41
// openings of about 80 bytes), so 1 MiB holds some twelve thousand. A
// frame over its seat's limit is skipped and refused, never buffered.
const (
	factionFrame = 64 << 10
	patronFrame  = 1 << 20
)

// seatLimit is the frame limit of a welcomed seat's connection.
func seatLimit(seat int) wire.Limit {
	if seat == 0 {
		return wire.Limit{Frame: patronFrame, Skip: wire.MaxSkip}
	}
	return wire.Limit{Frame: factionFrame, Skip: wire.MaxSkip}
}

// stranger is a connection waiting for its hello to be taken.
type stranger struct {
	l     *link
	timer *time.Timer // cuts it at helloWait
}

// admit takes a new connection in as a stranger.
func (h *Host) admit(c transport.Conn, k identity.Key, watchOnly bool) {
	c.SetLimit(wire.Stranger) // the transport's accepted Conns start so; pipes do not
	l := startLink(c, h.inbox, h.stop, hostShares, h.written)
	l.key, l.watchOnly = k, watchOnly
	h.links = append(h.links, l)
	h.strangers = append(h.strangers, stranger{l: l, timer: time.AfterFunc(helloWait, func() {
		l.cut(fmt.Sprintf("no hello within %v", helloWait))
	})})
	if len(h.strangers) > maxStrangers {
		oldest := h.strangers[0]
		h.strangers = slices.Delete(h.strangers, 0, 1)
		oldest.timer.Stop()
		oldest.l.cut("the host is busy with newer connections: try again")
		h.unlink(oldest.l) // at once, not when its end reaches the inbox: the bound holds at every Step
	}
}

// unlink forgets a connection that ended or is ending, so that
// connections coming and going (a flaky network, or someone dialling in
// a loop) cost nothing once they end. Its end, when it reaches the inbox,
// finds nothing more to forget.
func (h *Host) unlink(l *link) {
	if i := slices.Index(h.links, l); i >= 0 {
		h.links = slices.Delete(h.links, i, i+1)
	}
}

// trust ends a stranger's wait: its hello is taken for seat.
func (h *Host) trust(l *link, seat int) {
	h.unstrange(l)
	l.conn.SetLimit(seatLimit(seat)) // before the welcome: its answers may be larger
}

// unstrange forgets l as a stranger (taken in, or gone).
func (h *Host) unstrange(l *link) {
	i := slices.IndexFunc(h.strangers, func(s stranger) bool { return s.l == l })
	if i >= 0 {
		h.strangers[i].timer.Stop()
		h.strangers = slices.Delete(h.strangers, i, i+1)
	}
}

// Connections counts the host's connections now: every one it holds, and
// the strangers among them. On the owner's thread, like Step.
func (h *Host) Connections() (all, strangers int) { return len(h.links), len(h.strangers) }
