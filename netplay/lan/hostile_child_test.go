package lan

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"encoding/binary"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/quic-go/quic-go"

	"patron/netplay/wire"
)

// TestHostileChild is the attacker's process; it does nothing in a test
// run of its own.
func TestHostileChild(t *testing.T) {
	kinds := os.Getenv("PATRON_HOSTILE_ATTACK")
	if kinds == "" {
		t.Skip("the hostile tests' attacker, run by them in a process of its own")
	}
	ctx, cancel := context.WithCancel(context.Background())
	go func() { // the parent closes our stdin to stop us
		io.Copy(io.Discard, os.Stdin)
		cancel()
	}()
	var n int
	fmt.Sscan(os.Getenv("PATRON_HOSTILE_N"), &n)
	h := &hostile{addr: os.Getenv("PATRON_HOSTILE_ADDR"), code: os.Getenv("PATRON_HOSTILE_CODE"), n: n,
		dials: make(chan struct{}, dialsAtOnce)}
	var wg sync.WaitGroup
	for _, kind := range strings.Split(kinds, ",") {
		wg.Go(func() { hostileKinds[kind](ctx, h) })
	}
	wg.Wait()
	<-ctx.Done()
}

// hostile is what the attacker knows: where the host is, its session
// code (as anyone on the LAN does), and how many connections to make.
type hostile struct {
	addr, code string
	n          int
	out        sync.Mutex
	dials      chan struct{} // handshakes under way, at most dialsAtOnce
}

// dialsAtOnce bounds the attacker's handshakes under way: on a loaded
// 2-core machine a thousand at once time out and are tried again in a
// storm; in this many, they follow each other as fast as both sides go.
const dialsAtOnce = 64

func (h *hostile) say(format string, args ...any) {
	h.out.Lock()
	defer h.out.Unlock()
	fmt.Printf(format+"\n", args...)
}

// dial shakes hands with the host as any QUIC client may (no pin: an
// attacker trusts anyone), with the cheapest key exchange the host takes
// (X25519 alone: no post-quantum share to compute on either side). Its keep-alives keep the connection from
// idling out (and have a close lost on a busy loopback sent again): what
// drops it is the host's own rules.
// A handshake the host's queues dropped under the flood is tried again,
// until ctx ends.
func (h *hostile) dial(ctx context.Context, verify func([][]byte, [][]*x509.Certificate) error) (*quic.Conn, error) {
	for {
		qc, err := h.dialOnce(ctx, verify)
		if err == nil || ctx.Err() != nil {
			return qc, err
		}
	}
}

func (h *hostile) dialOnce(ctx context.Context, verify func([][]byte, [][]*x509.Certificate) error) (*quic.Conn, error) {
	select {
	case h.dials <- struct{}{}:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	var once sync.Once
	done := func() { once.Do(func() { <-h.dials }) }
	defer done()
	if verify != nil { // a handshake that never ends holds no slot
		inner := verify
		verify = func(raw [][]byte, chains [][]*x509.Certificate) error {
			done()
			return inner(raw, chains)
		}
	}
	return quic.DialAddr(ctx, h.addr, &tls.Config{InsecureSkipVerify: true, NextProtos: []string{"patron/1"}, MinVersion: tls.VersionTLS13,
		VerifyPeerCertificate: verify, CurvePreferences: []tls.CurveID{tls.X25519}}, &quic.Config{HandshakeIdleTimeout: 5 * time.Second, MaxIdleTimeout: 30 * time.Second, KeepAlivePeriod: time.Second})
}

// drops counts connections the host dropped, and the longest they lasted.
type drops struct {
	count   atomic.Int64
	longest atomic.Int64 // ms
}

func (d *drops) dropped(since time.Time) {
	d.count.Add(1)
	ms := time.Since(since).Milliseconds()
	for {
		old := d.longest.Load()
		if ms <= old || d.longest.CompareAndSwap(old, ms) {
			return
		}
	}
}

// each runs one connection's attack n times at once. Each says when it is
// set up (up: its attack sent, or the host pushed it out first) and, if
// the host drops it, when. The child says "up KIND N" once all are set
// up, and "dropped KIND N LONGEST_MS" once all are dropped (or the child
// is stopped: then N counts those the attacker saw dropped; a drop whose
// close was lost on a busy loopback is seen late or never, though the
// host has forgotten the connection).
func (h *hostile) each(ctx context.Context, kind string, one func(ctx context.Context, up func()) (dropped bool, since time.Time)) {
	var ups atomic.Int64
	var d drops
	var wg sync.WaitGroup
	for range h.n {
		wg.Go(func() {
			var once sync.Once
			up := func() {
				once.Do(func() {
					if ups.Add(1) == int64(h.n) {
						h.say("up %s %d", kind, h.n)
					}
				})
			}
			dropped, since := one(ctx, up)
			up()
			if dropped {
				d.dropped(since)
			}
		})
	}
	wg.Wait()
	h.say("dropped %s %d %d", kind, d.count.Load(), d.longest.Load())
}

// await waits for qc to be dropped by the host (true) or ctx to end.
func await(ctx context.Context, qc *quic.Conn) bool {
	select {
	case <-qc.Context().Done():
		return true
	case <-ctx.Done():
		qc.CloseWithError(0, "")
		return false
	}
}

func frameHead(n uint32) []byte { return binary.BigEndian.AppendUint32(nil, n) }

// hostileKinds are the attacks, by name.
var hostileKinds = map[string]func(ctx context.Context, h *hostile){
	// big: a frame of 8 MiB minus 1 byte, sent as fast as the host takes it.
	"big": func(ctx context.Context, h *hostile) {
		h.each(ctx, "big", func(ctx context.Context, up func()) (bool, time.Time) {
			qc, st, start, err := h.stream(ctx)
			if err != nil {
				return !start.IsZero() && ctx.Err() == nil, start // pushed out before its stream came
			}
			st.SetWriteDeadline(time.Now().Add(10 * time.Second))
			st.Write(frameHead(wire.MaxFrame - 1))
			up()
			chunk := make([]byte, 64<<10)
			for left := wire.MaxFrame - 1; left > 0; left -= len(chunk) {
				if _, err := st.Write(chunk[:min(left, len(chunk))]); err != nil {
					break
				}
			}
			return await(ctx, qc), start
		})
	},
	// half: half of a hello-sized frame, then a trickle.
	"half": func(ctx context.Context, h *hostile) {
		h.each(ctx, "half", func(ctx context.Context, up func()) (bool, time.Time) {
			qc, st, start, err := h.stream(ctx)
			if err != nil {
				return !start.IsZero() && ctx.Err() == nil, start // pushed out before its stream came
			}
			st.Write(append(frameHead(3000), make([]byte, 1500)...))
			up()
			// then a trickle, 16 bytes every half second: the frame is
			// never whole (nor the connection idle)
			tick := time.NewTicker(time.Second / 2)
			defer tick.Stop()
			for {
				select {
				case <-qc.Context().Done():
					return true, start
				case <-ctx.Done():
					qc.CloseWithError(0, "")
					return false, start
				case <-tick.C:
					st.Write(make([]byte, 16))
				}
			}
		})
	},
	// streamless: the handshake, and no stream.
	"streamless": func(ctx context.Context, h *hostile) {
		h.each(ctx, "streamless", func(ctx context.Context, up func()) (bool, time.Time) {
			qc, err := h.dial(ctx, nil)
			if err != nil {
				return false, time.Time{}
			}
			start := time.Now()
			up()
			return await(ctx, qc), start
		})
	},
	// unfinished: a handshake this side never finishes (its certificate
	// check never returns, until the child ends).
	"unfinished": func(ctx context.Context, h *hostile) {
		h.each(ctx, "unfinished", func(ctx context.Context, up func()) (bool, time.Time) {
			var once sync.Once
			qc, err := h.dial(ctx, func([][]byte, [][]*x509.Certificate) error {
				once.Do(up)
				<-ctx.Done()
				return fmt.Errorf("never")
			})
			if err == nil {
				qc.CloseWithError(0, "")
			}
			return false, time.Time{}
		})
	},
	// comego: 10 rounds (or PATRON_HOSTILE_ROUNDS) of n connections, 25 at a time, that come and go:
	// half say hello with the right code (taking a seat for a moment if
	// one is free), the others shake hands and leave.
	"comego": func(ctx context.Context, h *hostile) {
		rounds := 10
		fmt.Sscan(os.Getenv("PATRON_HOSTILE_ROUNDS"), &rounds)
		for round := range rounds {
			var wg sync.WaitGroup
			slots := make(chan struct{}, 25)
			for i := range h.n {
				slots <- struct{}{}
				wg.Go(func() {
					defer func() { <-slots }()
					h.comeAndGo(ctx, i%2 == 0)
				})
			}
			wg.Wait()
			h.say("round %d", round+1)
		}
	},
	// hoard: n connections that shake hands and open no stream, and n
	// that send half a frame, each renewed a quarter of a second after it
	// is dropped (or after 9 s), for as long as the child runs; "renewed 2n" once they
	// have been renewed that many times.
	"hoard": func(ctx context.Context, h *hostile) {
		var ups, renewed atomic.Int64
		up := func() {
			if ups.Add(1) == int64(2*h.n) {
				h.say("up hoard %d", 2*h.n)
			}
		}
		var wg sync.WaitGroup
		for i := range 2 * h.n {
			wg.Go(func() {
				first := true
				for ctx.Err() == nil {
					var qc *quic.Conn
					var err error
					if i%2 == 0 {
						qc, err = h.dial(ctx, nil)
					} else {
						var st *quic.Stream
						if qc, st, _, err = h.stream(ctx); err == nil {
							st.Write(append(frameHead(3000), make([]byte, 1500)...))
						}
					}
					if err != nil {
						continue
					}
					if first {
						first = false
						up()
					} else if renewed.Add(1) == int64(2*h.n) {
						h.say("renewed %d", 2*h.n)
					}
					wait, cancel := context.WithTimeout(ctx, 9*time.Second)
					await(wait, qc)
					cancel()
					qc.CloseWithError(0, "")
					select { // renewed a moment later: the slots, not the CPU, are what is attacked
					case <-time.After(250 * time.Millisecond):
					case <-ctx.Done():
					}
				}
			})
		}
		wg.Wait()
	},
}

// stream dials and opens the connection's stream; shook is when the
// handshake was done (zero if it failed).
func (h *hostile) stream(ctx context.Context) (qc *quic.Conn, st *quic.Stream, shook time.Time, err error) {
	qc, err = h.dial(ctx, nil)
	if err != nil {
		return nil, nil, shook, err
	}
	shook = time.Now()
	st, err = qc.OpenStreamSync(ctx)
	if err != nil {
		qc.CloseWithError(0, "")
		return nil, nil, shook, err
	}
	return qc, st, shook, nil
}

// comeAndGo connects, says hello (or not) and reads the answer, and goes.
func (h *hostile) comeAndGo(ctx context.Context, hello bool) {
	if !hello {
		if qc, err := h.dial(ctx, nil); err == nil {
			qc.CloseWithError(0, "bye")
		}
		return
	}
	qc, st, _, err := h.stream(ctx)
	if err != nil {
		return
	}
	defer qc.CloseWithError(0, "bye")
	wire.Write(st, &wire.Message{Kind: wire.KindHello, Hello: &wire.Hello{Name: "Mallory", Code: h.code, Seat: -1}})
	st.SetReadDeadline(time.Now().Add(2 * time.Second))
	wire.Read(st)
}
