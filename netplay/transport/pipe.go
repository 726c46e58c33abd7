package transport

import (
	"io"
	"os"
	"sync"
	"time"

	"patron/netplay/wire"
)

// pipeBuffer is how much a pipe holds unread, as much as a QUIC stream's
// first flow control window: a Send beyond it waits for the reader, and
// times out like one to a peer that reads nothing.
const pipeBuffer = 512 << 10

// Pipe is a pair of connected in-memory Conns for tests of the session
// layer. They frame with wire.Write and wire.Read like QUIC Conns, so a
// malformed or too large frame is the same error, and Close is the same:
// the other side reads what was sent before, then a *Closed with the
// reason.
func Pipe() (Conn, Conn) {
	ab, ba := newHalf(), newHalf()
	return newConn(&pipeEnd{in: ba, out: ab}, wire.Open), newConn(&pipeEnd{in: ab, out: ba}, wire.Open)
}

// half is one direction of a pipe: a bounded buffer.
type half struct {
	mu   sync.Mutex
	buf  []byte
	wake chan struct{} // closed and renewed at every change
	eof  error         // the writer has closed: Read returns it once buf is read
	stop error         // the reader has closed: Write returns it
}

func newHalf() *half { return &half{wake: make(chan struct{})} }

// changed wakes the waiting reader or writer (under mu).
func (h *half) changed() {
	close(h.wake)
	h.wake = make(chan struct{})
}

// end sets *which (eof or stop) to err, once.
func (h *half) end(which *error, err error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if *which == nil {
		*which = err
		h.changed()
	}
}

func (h *half) read(p []byte) (int, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for {
		switch {
		case h.stop != nil:
			return 0, h.stop
		case len(h.buf) > 0:
			n := copy(p, h.buf)
			h.buf = h.buf[n:]
			h.changed()
			return n, nil
		case h.eof != nil:
			return 0, h.eof
		}
		w := h.wake
		h.mu.Unlock()
		<-w
		h.mu.Lock()
	}
}

func (h *half) write(p []byte, deadline time.Time) (int, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	n := 0
	for n < len(p) {
		switch {
		case h.stop != nil:
			return n, h.stop
		case h.eof != nil:
			return n, io.ErrClosedPipe
		case len(h.buf) < pipeBuffer:
			k := min(pipeBuffer-len(h.buf), len(p)-n)
			h.buf = append(h.buf, p[n:n+k]...)
			n += k
			h.changed()
			continue
		case !deadline.IsZero() && !time.Now().Before(deadline):
			return n, os.ErrDeadlineExceeded
		}
		w := h.wake
		h.mu.Unlock()
		wait(w, deadline)
		h.mu.Lock()
	}
	return n, nil
}

// wait waits for w, or until deadline when there is one.
func wait(w <-chan struct{}, deadline time.Time) {
	if deadline.IsZero() {
		<-w
		return
	}
	t := time.NewTimer(time.Until(deadline))
	defer t.Stop()
	select {
	case <-w:
	case <-t.C:
	}
}

// pipeEnd is one Conn's link on a pipe. Its deadline is set and used
// under the conn's write lock.
type pipeEnd struct {
	in, out  *half
	deadline time.Time
}

func (p *pipeEnd) Read(b []byte) (int, error)  { return p.in.read(b) }
func (p *pipeEnd) Write(b []byte) (int, error) { return p.out.write(b, p.deadline) }

func (p *pipeEnd) SetWriteDeadline(t time.Time) error {
	p.deadline = t
	return nil
}

// ended: a pipe's errors already say who closed it.
func (p *pipeEnd) ended(err error) error { return err }

// shut: the other side reads what is buffered, then the reason; its
// Sends fail with it at once. What was sent is in memory the other side
// reads: the pipe is over at once.
func (p *pipeEnd) shut(reason string, _ <-chan struct{}, over chan<- struct{}) {
	why := &Closed{Remote: true, Reason: reason}
	p.out.end(&p.out.eof, why)
	p.in.end(&p.in.stop, why)
	close(over)
}

func (p *pipeEnd) remote() string { return "pipe" }
