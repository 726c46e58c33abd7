package session

import (
	"errors"
	"sync"
	"time"

	"patron/netplay/identity"
	"patron/netplay/transport"
	"patron/netplay/wire"
)

// closeWait bounds how long a link's writer waits, after the close, for
// its connection to be over (the transport's own wait is 2 s).
const closeWait = 5 * time.Second

// link runs a connection's two goroutines: the reader hands every message
// (or error) to the owner's inbox; the writer sends the outbox in order, so
// a slow peer never holds up the owner's thread.
type link struct {
	conn   transport.Conn
	out    *outbox
	once   sync.Once
	done   chan struct{}
	reason string // why it closed, set before done closes
	// flushed is closed by the writer once the link has closed: what was
	// queued before the close is written and the connection is over, so
	// that the process may end.
	flushed chan struct{}
	gate    *gate // the reader's fair shares (shares.go)
	// key is the key the connection was proven to hold (AcceptKeyed);
	// "" for none.
	key identity.Key
	// watchOnly: the connection was let in to watch (AcceptWatcher): its
	// hello may take no seat.
	watchOnly bool
	// written, when set, is told of each message once it is written
	// (on the writer's goroutine).
	written func(*wire.Message)
}

// received is one message from a link, or why the link ended (err); a
// malformed or too large message is an error the link survives.
type received struct {
	from *link
	msg  *wire.Message
	err  error
	end  bool // the link is gone
	// accept: a new connection, handed over by Accept (from is nil), and
	// the key it was proven to hold (AcceptKeyed).
	accept    transport.Conn
	key       identity.Key
	watchOnly bool
	at        time.Time // when it was read (arrival.go)
}

// outboxSize bounds what may wait for a slow peer; a peer that falls that
// far behind is cut off (it can rejoin).
const outboxSize = 4096

// startLink starts a connection's goroutines; they stop when the link
// closes or the owner stops (stop closed). The reader keeps to rules.
func startLink(c transport.Conn, inbox chan<- received, stop <-chan struct{}, rules *shares, written func(*wire.Message)) *link {
	l := &link{conn: c, out: newOutbox(), done: make(chan struct{}), flushed: make(chan struct{}),
		gate: newGate(rules, time.Now), written: written}
	go l.write()
	go l.read(inbox, stop)
	return l
}

func (l *link) read(inbox chan<- received, stop <-chan struct{}) {
	for {
		m, err := l.conn.Recv()
		end := err != nil && !survivable(err)
		if end {
			l.close("read: " + err.Error())
		}
		r := received{from: l, msg: m, err: err, end: end, at: time.Now()}
		if !end {
			var ok bool
			if r, ok = l.gate.admit(r, stop, l.done); !ok {
				continue // dropped: over its share
			}
		}
		select {
		case inbox <- r:
		case <-stop:
			l.close("the table closed")
			return
		}
		if end {
			return
		}
	}
}

// survivable errors leave the stream in step: the message is refused and
// reading goes on.
func survivable(err error) bool {
	var bad *wire.Malformed
	var big *wire.TooLarge
	return errors.As(err, &bad) || errors.As(err, &big) && big.Skipped
}

func (l *link) write() {
	defer l.over()
	var batch []*wire.Message
	for {
		select {
		case <-l.done:
			// What was queued before the close still goes (a refusal, the
			// last commit, the Patrón's openings), then the connection
			// closes; the other side reads it all before the end.
			for _, m := range l.out.take(batch) {
				if l.conn.Send(m) != nil {
					break
				}
			}
			return
		case <-l.out.ready:
			batch = l.out.take(batch)
			for _, m := range batch {
				if err := l.conn.Send(m); err != nil {
					l.close("write: " + err.Error())
					return
				}
				if l.written != nil {
					l.written(m)
				}
			}
		}
	}
}

// over closes the connection after the last frame, waits (closeWait at
// most) for it to be over, and says so.
func (l *link) over() {
	defer close(l.flushed)
	l.conn.Close(l.reason)
	t := time.NewTimer(closeWait)
	defer t.Stop()
	select {
	case <-l.conn.Over():
	case <-t.C:
	}
}

// send queues a message; a full outbox cuts the peer off.
func (l *link) send(m *wire.Message) {
	select {
	case <-l.done:
		return
	default:
	}
	if !l.out.push(m) {
		l.cut("too far behind")
	}
}

// close closes the link once what is already queued has been sent.
func (l *link) close(reason string) {
	l.once.Do(func() {
		l.reason = reason
		close(l.done)
	})
}

// cut closes the link at once, dropping what is queued: for a peer too far
// behind to take it.
func (l *link) cut(reason string) {
	l.once.Do(func() {
		l.reason = reason
		close(l.done)
		l.conn.Close(reason)
	})
}
