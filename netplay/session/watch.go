package session

import (
	"fmt"
	"time"

	"patron/netplay/transport"
	"patron/netplay/wire"
)

// Spectators: a hello with Watch is welcomed in no seat (seat -1, no
// token) and sent what every seat is sent, never more: the lobby, the log
// once the game has begun, then every broadcast (commits, presence, chat,
// the openings at the end). Its game is a Faction's public one. A watcher
// sends nothing but pings: anything else is refused ("watching") and
// counted by its connection's fair shares like any flood. On an online
// table a watcher's connection is keyed too (AcceptKeyed), by any key: a
// seated player's key watching gets the public view, nothing of its seat.

// MaxWatchers bounds the watchers of a table: each costs a copy of every
// broadcast.
const MaxWatchers = 32

// The watchers' refusals.
const (
	CodeWatchersFull = "watchers-full" // MaxWatchers watch already
	CodeWatching     = "watching"      // a watcher sent what only a seat may
	CodeWatchOnly    = "watch-only"    // a seat asked for over a connection let in to watch
)

// watch welcomes l as a watcher, or turns it away when the table has
// MaxWatchers already.
func (h *Host) watch(l *link, turnAway func(code, text string)) {
	if len(h.watchers) >= MaxWatchers {
		turnAway(CodeWatchersFull, fmt.Sprintf("%d people watch this table already", MaxWatchers))
		return
	}
	h.unstrange(l)
	l.conn.SetLimit(seatLimit(1)) // a Faction's: it sends pings alone
	h.watchers[l] = true
	l.send(&wire.Message{Kind: wire.KindWelcome, Welcome: &wire.Welcome{Seat: -1, Lobby: h.lobbyCopy()}})
	if h.rep != nil {
		h.sendSync(l, false)
	}
}

// fromWatcher takes what a watcher's link brought: its end, or a refusal
// of anything but a ping.
func (h *Host) fromWatcher(r received) {
	switch {
	case r.end:
		h.gone(r.from)
	case r.err != nil:
		h.refuse(r.from, "malformed", r.err.Error())
	case r.msg.Kind == wire.KindPing:
	default:
		h.refuse(r.from, CodeWatching, fmt.Sprintf("a watcher sends no %s messages", r.msg.Kind))
	}
}

// Watchers counts the connections watching the table.
func (h *Host) Watchers() int { return len(h.watchers) }

// Watch joins a table as a watcher over c: a Peer in no seat (Seat -1),
// whose game follows the public log and which never proposes.
func Watch(c transport.Conn, cfg PeerConfig, timeout time.Duration) (*Peer, error) {
	cfg.Hello.Watch, cfg.Hello.Seat, cfg.Hello.Token = true, -1, ""
	cfg.Secret, cfg.Resume = nil, nil
	return Join(c, cfg, timeout)
}

// Watching reports whether this machine watches the table, in no seat.
func (p *Peer) Watching() bool { return p.seat < 0 }

// errWatching is a watcher's own attempt to act at the table.
var errWatching = fmt.Errorf("a watcher does not play")
