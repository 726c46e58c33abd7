package transport

import (
	"context"
	"fmt"
	"sync/atomic"
	"time"
)

// A WebSocket over TCP hears nothing of a computer that vanished
// (killed, asleep, out of Wi-Fi) for minutes, where QUIC's idle timeout
// ends the connection in seconds, on which the session counts (a seat
// shown away within 5 s, issue 32). So each side pings the other every
// wsKeepAlive when it has not heard it meanwhile, and a side that has
// heard nothing for wsMaxIdle while it
// waited to read cuts the connection. Only silence while the reader
// waits counts: an owner slow to Recv reads no pong, and its peer is not
// silent for it. Its peer, though, hears no pong from it: unlike QUIC's,
// a WebSocket's pings are answered by its reader, so an owner that takes
// nothing with Recv for wsMaxIdle (while its conn holds a frame it has
// not taken) is cut by its peer, as a stopped process is. A session
// reads every connection all the time, so only a stuck one is. A
// browser answers pings by itself; it sends none (and cannot cut its
// socket). The figures are QUIC's (quic.go).
var (
	wsKeepAlive = time.Second
	wsMaxIdle   = 4 * time.Second
)

// alive is what keeps a link's peer in sight: when it was last heard
// (unix ns) and since when the reader waits for it (0 while it does not).
type alive struct {
	every, idle time.Duration // wsKeepAlive and wsMaxIdle when the link was made
	heard       atomic.Int64
	waiting     atomic.Int64
	silent      atomic.Bool                // the connection was cut for silence
	pinging     atomic.Bool                // a ping is on its way
	timer       atomic.Pointer[time.Timer] // keepAlive's next round
}

func newAlive() alive { return alive{every: wsKeepAlive, idle: wsMaxIdle} }

// waitRead notes that the reader waits on the peer until done is called;
// done notes that it was heard, when it was.
func (a *alive) waitRead() (done func(heard bool)) {
	a.waiting.Store(time.Now().UnixNano())
	return func(heard bool) {
		if heard {
			a.heard.Store(time.Now().UnixNano())
		}
		a.waiting.Store(0)
	}
}

// keepAlive pings the peer until the link is over, and cuts it once it
// has been silent too long. It runs on a timer that sets itself again at
// each round, not on a goroutine of its own: a server of 3,000 connections
// kept 3,000 goroutines waiting on tickers, whose stacks every collection
// went through.
func (w *wsLink) keepAlive() {
	w.alive.heard.Store(time.Now().UnixNano())
	t := time.AfterFunc(time.Hour, w.keepRound)
	t.Stop()
	w.alive.timer.Store(t)
	t.Reset(w.alive.every)
}

// keepRound is one round of keepAlive.
func (w *wsLink) keepRound() {
	select {
	case <-w.over:
		return
	default:
	}
	if w.silent() {
		w.alive.silent.Store(true)
		w.cut()
		return
	}
	// the peer heard lately: a ping would tell nothing new; and one ping
	// at a time
	if !w.heardWithin(w.alive.every) && w.alive.pinging.CompareAndSwap(false, true) {
		go func() {
			defer w.alive.pinging.Store(false)
			ctx, cancel := context.WithTimeout(context.Background(), w.alive.idle)
			defer cancel()
			if w.ws.Ping(ctx) == nil {
				w.alive.heard.Store(time.Now().UnixNano())
			}
		}()
	}
	w.alive.timer.Load().Reset(w.alive.every)
}

// heardWithin reports whether the peer was heard within d: a server of
// thousands of connections, each of whose clients speaks every second
// (the session's pings), then sends no pings of its own.
func (w *wsLink) heardWithin(d time.Duration) bool {
	return time.Since(time.Unix(0, w.alive.heard.Load())) < d
}

// silent: the reader has waited, hearing nothing, for wsMaxIdle.
func (w *wsLink) silent() bool {
	since := w.alive.waiting.Load()
	if since == 0 {
		return false
	}
	since = max(since, w.alive.heard.Load())
	return time.Since(time.Unix(0, since)) > w.alive.idle
}

// lost is err said as silence, when the connection was cut for it.
func (w *wsLink) lost(err error) error {
	if !w.alive.silent.Load() {
		return nil
	}
	return fmt.Errorf("lost %s: nothing heard for %v: %w", w.addr, w.alive.idle, err)
}
