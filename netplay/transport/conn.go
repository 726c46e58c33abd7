// Package transport carries netplay's messages between machines: QUIC
// connections whose host is trusted by a pinned self-signed certificate
// (the session code a person reads aloud, or the fingerprint discovery
// gives), on a LAN; WebSocket connections to a server across the
// internet (ws*.go), trusted by a certificate authority or by the
// server's key pinned on first use (known.go), with the server's TLS
// (tlsconfig.go); and in-memory pipes with the same behaviour for tests.
package transport

import (
	"errors"
	"fmt"
	"io"
	"os"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"patron/netplay/wire"
)

// Conn is one connection to a peer: reliable, ordered messages.
type Conn interface {
	// Send sends one message; it is safe for concurrent use. An error that
	// leaves nothing sent (a message too large) leaves the Conn usable;
	// any other ends it.
	Send(m *wire.Message) error
	// Recv blocks for the next message. A *wire.Malformed or a
	// *wire.TooLarge with Skipped set leaves the Conn usable; any other
	// error ends it, a *Closed when either side closed it.
	Recv() (*wire.Message, error)
	// Close ends the connection, once; the other side's Recv then fails
	// with a *Closed carrying reason, after the messages sent before.
	Close(reason string) error
	// Remote is the peer's address, for logs and errors.
	Remote() string
	// SetLimit sets the largest frame taken from the peer (limit.go): a
	// dialled Conn takes any message, an accepted one a hello at first.
	SetLimit(lim wire.Limit)
	// Over is closed once the connection is over, after a Close on either
	// side or a failure: what was sent before a Close has been read by the
	// other side (its own end has come back), or cannot be (linger passed,
	// the connection failed). A process may end then without cutting its
	// last messages off.
	Over() <-chan struct{}
}

// Closed is a connection ended by a Close, on this side or the other:
// errors.Is(err, wire.ErrClosed) holds for it.
type Closed struct {
	Remote bool   // the other side closed it
	Reason string // what that side's Close said, when it arrived
}

func (e *Closed) Error() string {
	s := "the connection was closed"
	if e.Remote {
		s = "the other side closed the connection"
	}
	if e.Reason != "" {
		s += ": " + e.Reason
	}
	return s
}

func (e *Closed) Unwrap() error { return wire.ErrClosed }

// sendTimeout bounds one Send: a peer that takes nothing for that long is
// gone (or stuck), and waiting on it would hold up every other sender.
var sendTimeout = 10 * time.Second

// maxReason bounds a close reason, sent and received.
const maxReason = 200

// linger is how long a Close waits for the other side to read what was
// sent before it (see quicLink.shut, wsLink.shut).
const linger = 2 * time.Second

// link is what a conn frames messages on: a QUIC stream or a pipe.
type link interface {
	io.Reader
	io.Writer
	SetWriteDeadline(t time.Time) error
	// ended names the error that ended reading or writing: a *Closed
	// when the other side closed, as far as it can tell.
	ended(err error) error
	// shut ends the link, once, saying reason to the other side. It must
	// not block; drained is closed when the conn has stopped reading, and
	// shut closes over once the link is over (see Conn.Over).
	shut(reason string, drained <-chan struct{}, over chan<- struct{})
	remote() string
}

// conn is a Conn on a link. One goroutine reads frames ahead of Recv, so
// that Close can unblock Recv at once and then read on to the other side's
// end (see quicLink.shut).
type conn struct {
	l       link
	in      chan received // the reader's frames, handed over one at a time
	drained chan struct{} // closed when the reader stops
	wmu     sync.Mutex    // one frame at a time on the link
	mu      sync.Mutex    // guards err
	err     error         // why the conn ended; nil while it is open
	done    chan struct{} // closed when err is set
	over    chan struct{} // closed by the link once it is over
	limit   atomic.Pointer[wire.Limit]
	bounds  bounded // the link's own bound on a message, if it has one
	// sent: something was written, so a Close waits for the other side
	// to read it; a Close with nothing sent (a stranger cut) is at once.
	sent atomic.Bool
}

type received struct {
	m   *wire.Message
	err error
}

func newConn(l link, lim wire.Limit) *conn {
	c := &conn{l: recorded(l), in: make(chan received), drained: make(chan struct{}), done: make(chan struct{}), over: make(chan struct{})}
	c.bounds, _ = l.(bounded)
	c.SetLimit(lim)
	go c.read()
	return c
}

// read hands frames to Recv until the link ends. After Close it reads on
// and drops them, so the other side's end is seen.
func (c *conn) read() {
	defer close(c.drained)
	for {
		m, err := wire.ReadLimited(c.l, c.frameLimit)
		if err != nil && !survivable(err) {
			if c.failure() == nil {
				c.end(c.l.ended(err), tooLarge(err))
			}
			return
		}
		select {
		case c.in <- received{m, err}:
		case <-c.done:
		}
	}
}

// tooLarge is what the peer is told of a frame too large to skip.
func tooLarge(err error) string {
	var big *wire.TooLarge
	if errors.As(err, &big) {
		return big.Error()
	}
	return ""
}

// survivable errors leave the stream in step: Recv returns them and the
// Conn reads on.
func survivable(err error) bool {
	var bad *wire.Malformed
	var big *wire.TooLarge
	return errors.As(err, &bad) || errors.As(err, &big) && big.Skipped
}

func (c *conn) Recv() (*wire.Message, error) {
	select {
	case <-c.done: // after the end, not a frame read before it
		return nil, c.failure()
	default:
	}
	select {
	case r := <-c.in:
		return r.m, r.err
	case <-c.done:
		return nil, c.failure()
	}
}

func (c *conn) Send(m *wire.Message) error {
	c.wmu.Lock()
	defer c.wmu.Unlock()
	if err := c.failure(); err != nil {
		return err
	}
	c.l.SetWriteDeadline(time.Now().Add(sendTimeout))
	w := &tally{w: c.l}
	// wire.Write sets the version: a copy lets one message go to many
	// Conns at once.
	copied := *m
	err := wire.Write(w, &copied)
	if w.tried {
		c.sent.Store(true)
	}
	if err == nil || !w.tried {
		return err
	}
	// part of a frame may be on the link: the stream is out of step.
	if end := c.failure(); end != nil {
		return end
	}
	if errors.Is(err, os.ErrDeadlineExceeded) {
		err = fmt.Errorf("%s took no message for %v: %w", c.l.remote(), sendTimeout, err)
	} else {
		err = c.l.ended(err)
	}
	c.end(err, "a message could not be sent")
	return c.failure()
}

// tally notes whether a write reached the link.
type tally struct {
	w     io.Writer
	tried bool
}

func (t *tally) Write(p []byte) (int, error) {
	t.tried = true
	return t.w.Write(p)
}

func (c *conn) Close(reason string) error {
	reason = clip(reason)
	c.end(&Closed{Reason: reason}, reason)
	return nil
}

func (c *conn) Remote() string { return c.l.remote() }

func (c *conn) Over() <-chan struct{} { return c.over }

// clip cuts a reason to maxReason bytes, on a character's edge.
func clip(s string) string { return clipTo(s, maxReason) }

// clipTo cuts s to n bytes, on a character's edge.
func clipTo(s string, n int) string {
	if len(s) <= n {
		return s
	}
	s = s[:n]
	for len(s) > 0 && !utf8.ValidString(s) {
		s = s[:len(s)-1]
	}
	return s
}

// end ends the conn for why, once, and shuts the link saying reason.
func (c *conn) end(why error, reason string) {
	c.mu.Lock()
	if c.err != nil {
		c.mu.Unlock()
		return
	}
	c.err = why
	close(c.done)
	c.mu.Unlock()
	drained := c.drained
	if !c.sent.Load() {
		drained = nothingSent
	}
	c.l.shut(reason, drained, c.over)
}

// nothingSent is closed: no reader need be waited for.
var nothingSent = func() chan struct{} {
	ch := make(chan struct{})
	close(ch)
	return ch
}()

// failure is why the conn ended, or nil while it is open.
func (c *conn) failure() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.err
}
