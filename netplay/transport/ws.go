package transport

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/url"
	"os"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"

	"patron/netplay/wire"
)

// A WebSocket carries the same frames as a QUIC stream: its binary
// messages, read end to end, are the byte stream wire.ReadLimited reads,
// and each Send is one message. It is the transport of play across the
// internet (issue 33): one for the desktop and the browser, through
// proxies and networks that block UDP.

// statusClosed is the close code of a Conn's Close: the reason follows.
// (NetConn reads the standard 1000 and 1001 as a bare end of stream,
// losing the reason, so a code of the private range carries it.)
const statusClosed websocket.StatusCode = 4000

// maxWSReason is the most a WebSocket close frame carries of a reason.
const maxWSReason = 123

// wsLink is a conn's link on a WebSocket.
type wsLink struct {
	ws   *websocket.Conn
	in   net.Conn // ws's binary messages read as one stream
	addr string
	// cut drops the connection underneath at once: a Close whose other
	// side has not answered within linger. Nil in a browser, which keeps
	// the socket to itself.
	cut      func()
	alive    alive         // the peer kept in sight (ws_alive.go)
	deadline time.Time     // set and used under the conn's write lock
	frame    atomic.Uint32 // the conn's frame limit, for the error of a message over it
	once     sync.Once
	over     chan struct{} // closed once the close handshake is done, or cut
}

func newWSLink(ws *websocket.Conn, addr string, cut func()) *wsLink {
	w := &wsLink{ws: ws, in: websocket.NetConn(context.Background(), ws, websocket.MessageBinary), addr: addr, cut: cut,
		alive: newAlive(), over: make(chan struct{})}
	if cut != nil { // a browser cannot cut a silent server: it only answers pings (ws_alive.go)
		go w.keepAlive()
	}
	return w
}

func (w *wsLink) Read(p []byte) (int, error) {
	done := w.alive.waitRead()
	n, err := w.in.Read(p)
	done(n > 0)
	return n, err
}

// Write sends p as one binary message, within the write deadline. A
// deadline passed ends the WebSocket (the library closes it), as a Send
// timed out ends the conn anyway.
func (w *wsLink) Write(p []byte) (int, error) {
	ctx := context.Background()
	if !w.deadline.IsZero() {
		var cancel context.CancelFunc
		ctx, cancel = context.WithDeadline(ctx, w.deadline)
		defer cancel()
	}
	if err := w.ws.Write(ctx, websocket.MessageBinary, p); err != nil {
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			return 0, fmt.Errorf("%w (%v)", os.ErrDeadlineExceeded, err)
		}
		return 0, err
	}
	return len(p), nil
}

func (w *wsLink) SetWriteDeadline(t time.Time) error {
	w.deadline = t
	return nil
}

func (w *wsLink) remote() string { return w.addr }

// bound sets the WebSocket's read limit to a whole frame within lim: a
// peer cannot send one message larger than its trust allows. A frame
// over lim.Frame, which QUIC skips when it is within lim.Skip, ends a
// WebSocket instead (the library closes it with 1009, Message Too Big,
// once lim.Frame+4 bytes of the message have come): a client of ours
// never sends one (Send refuses a message over wire.MaxFrame), so only a
// broken or hostile peer meets it. A frame header claiming too much in a
// message within the limit is wire's to refuse, as on QUIC.
func (w *wsLink) bound(lim wire.Limit) {
	w.frame.Store(lim.Frame)
	w.ws.SetReadLimit(int64(lim.Frame) + 4)
}

// shut sends a close frame with reason after what was sent (the other
// side reads that first), then waits for the other side's close frame,
// which it sends once it has read up to ours: the link is over then, or
// after linger, when the connection is cut. drained is not needed: the
// close handshake says the other side has read everything.
func (w *wsLink) shut(reason string, _ <-chan struct{}, over chan<- struct{}) {
	w.once.Do(func() {
		go func() {
			defer close(over)
			defer close(w.over)
			if w.cut != nil {
				t := time.AfterFunc(linger, w.cut)
				defer t.Stop()
			}
			w.ws.Close(statusClosed, clipTo(reason, maxWSReason))
		}()
	})
}

// ended names what ended reading or writing: the other side's close
// frame is its Close, with its reason.
func (w *wsLink) ended(err error) error {
	var closed websocket.CloseError
	if lost := w.lost(err); lost != nil {
		return lost
	}
	switch {
	case errors.As(err, &closed):
		return &Closed{Remote: true, Reason: closeReason(closed)}
	case errors.Is(err, io.EOF): // a close of code 1000 or 1001 (a browser's tab closed), with no reason NetConn keeps
		return &Closed{Remote: true}
	case errors.Is(err, websocket.ErrMessageTooBig):
		return fmt.Errorf("%s sent a message over the limit of %d bytes, which ends the connection: %w", w.addr, w.frame.Load(), err)
	}
	return fmt.Errorf("the connection to %s failed: %w", w.addr, err)
}

// closeReason is what a close frame says, in this computer's plain words.
func closeReason(c websocket.CloseError) string {
	reason := clip(wire.Plainly(c.Reason)) // printed here: the other's words, never its escapes
	if c.Code == websocket.StatusMessageTooBig {
		return "it takes no message that large (" + reason + ")"
	}
	return reason
}

// wsURL reads a server's address: a wss:// or ws:// URL with a host.
func wsURL(rawURL string) (*url.URL, error) {
	u, err := url.Parse(rawURL)
	if err != nil || (u.Scheme != "wss" && u.Scheme != "ws") || u.Host == "" {
		return nil, fmt.Errorf("%q is not a server's address: it starts with wss:// (or ws://) and a host", rawURL)
	}
	return u, nil
}
