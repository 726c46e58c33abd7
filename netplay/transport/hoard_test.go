//go:build !js

package transport

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/quic-go/quic-go"
)

// shakeHands connects to l and does nothing more: no stream, no message.
func shakeHands(ctx context.Context, l *Listener) (*quic.Conn, error) {
	return quic.DialAddr(ctx, l.Addr().String(), &tls.Config{InsecureSkipVerify: true, NextProtos: []string{alpn}, MinVersion: tls.VersionTLS13},
		&quic.Config{HandshakeIdleTimeout: handshakeIdle, MaxIdleTimeout: maxIdle})
}

// Connections that only shake hands, more of them than there are slots
// and renewed all the time, never keep an honest dialer out: it is
// accepted at once, and each of them is dropped within seconds.
func TestHandshakeSlotsCannotBeHoarded(t *testing.T) {
	l := listen(t)
	ctx, stop := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	defer func() { stop(); wg.Wait() }()
	dropped := make(chan time.Duration, 1000)
	for range 2 * maxPending {
		wg.Go(func() {
			for ctx.Err() == nil {
				qc, err := shakeHands(ctx, l)
				if err != nil {
					continue
				}
				start := time.Now()
				select {
				case <-qc.Context().Done():
					select {
					case dropped <- time.Since(start):
					default:
					}
				case <-ctx.Done():
				}
				qc.CloseWithError(0, "")
				select { // renewed a moment later: the slots, not the CPU, are what is attacked
				case <-time.After(250 * time.Millisecond):
				case <-ctx.Done():
				}
			}
		})
	}
	// All the slots full once: on a loaded machine (or under -race) the
	// handshakes come slowly and each is dropped after streamWait, so the
	// count may take many of those waits to touch maxPending.
	deadline := time.Now().Add(30 * time.Second)
	for l.Waiting() < maxPending {
		if time.Now().After(deadline) {
			t.Fatalf("only %d handshakes wait", l.Waiting())
		}
		time.Sleep(time.Millisecond)
	}
	for round := range 5 {
		start := time.Now()
		// A dialer kept out waits as long as the hoarders go on: the guard
		// catches it. One let in still shares the machine with their
		// endless handshakes, from this same process and on the same
		// loopback: on a quiet machine it gets in within a second or two,
		// on a loaded one (and under -race) its packets are lost in the
		// crowd and sent again, and one let in took 15 s once at a load
		// of 6 on 2 cores. The guard is no measure: the log says how long.
		honestDial(t, l, hoardGuard)
		t.Logf("round %d: an honest dialer accepted after %v, with %d handshakes waiting", round, time.Since(start), l.Waiting())
	}
	// Dropped, whether pushed out by newer ones or at streamWait (which
	// TestAStreamlessConnectionIsDroppedWithinSeconds checks): a
	// hoarder kept for good is never dropped, the guard is no measure.
	select {
	case d := <-dropped:
		t.Logf("a connection without a stream dropped after %v", d)
	case <-time.After(streamGuard):
		t.Fatalf("no connection without a stream was dropped in %v", streamGuard)
	}
	if n := l.Waiting(); n > maxPending {
		t.Fatalf("%d connections wait, over the %d slots", n, maxPending)
	}
}

// honestDial dials l as a returning player does, says hello and is
// accepted, all within d, or fails the test.
func honestDial(t *testing.T, l *Listener, d time.Duration) {
	t.Helper()
	ctx := timeout(t, d)
	a, err := Dial(ctx, l.Addr().String(), l.Fingerprint())
	for err != nil && ctx.Err() == nil { // turned away, or its handshake lost in the crowd: a person tries again
		t.Logf("an honest dial failed (%v); again", err)
		time.Sleep(100 * time.Millisecond)
		a, err = Dial(ctx, l.Addr().String(), l.Fingerprint())
	}
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close("done")
	a.Send(chat("hello"))
	b, err := l.Accept(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close("done")
	expect(t, b, "hello")
}

// hoardGuard bounds an honest dialer's wait beside the hoarders: a guard
// against one kept out for good, which a loaded machine never needs.
const hoardGuard = 60 * time.Second

// streamGuard bounds a wait for the listener to drop a connection with no
// stream: a guard against one kept for good (the listener's keep-alives
// hold it open, so nothing else drops it), ten times streamWait, which a
// loaded machine's late timer never needs.
const streamGuard = 30 * time.Second

// A connection that opens no stream is dropped after streamWait, and
// forgotten: not before (the timer is the listener's: a loaded machine
// fires it late, never early), and not kept (streamGuard).
func TestAStreamlessConnectionIsDroppedWithinSeconds(t *testing.T) {
	l := listen(t)
	qc, err := shakeHands(timeout(t, 5*time.Second), l)
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	select {
	case <-qc.Context().Done():
	case <-time.After(streamGuard):
		t.Fatalf("not dropped in %v", streamGuard)
	}
	d := time.Since(start)
	t.Logf("dropped after %v (streamWait %v)", d, streamWait)
	if d < streamWait-time.Second {
		t.Fatalf("dropped after %v, before streamWait (%v)", d, streamWait)
	}
	deadline := time.Now().Add(streamGuard)
	for l.Waiting() != 0 {
		if time.Now().After(deadline) {
			t.Fatalf("%d still wait", l.Waiting())
		}
		time.Sleep(time.Millisecond)
	}
}

// Handshakes that are never finished, more than maxShaking, are counted;
// a newcomer is then asked to prove its address first (a Retry), which an
// honest dialer does without noticing; and the count comes back to 0
// once they end.
func TestUnfinishedHandshakesAreCountedAndAnHonestDialerStillComesIn(t *testing.T) {
	l := listen(t)
	ctx, stop := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	defer func() { stop(); wg.Wait() }()
	for range maxShaking + 36 {
		wg.Go(func() {
			qc, err := quic.DialAddr(ctx, l.Addr().String(), &tls.Config{InsecureSkipVerify: true, NextProtos: []string{alpn}, MinVersion: tls.VersionTLS13,
				VerifyPeerCertificate: func([][]byte, [][]*x509.Certificate) error {
					<-ctx.Done() // never finished while the test runs
					return errors.New("gone")
				}}, &quic.Config{HandshakeIdleTimeout: handshakeIdle})
			if err == nil {
				qc.CloseWithError(0, "")
			}
		})
	}
	deadline := time.Now().Add(30 * time.Second) // a loaded machine starts them slowly
	for l.Shaking() < maxShaking {
		if time.Now().After(deadline) {
			t.Fatalf("only %d handshakes under way", l.Shaking())
		}
		time.Sleep(time.Millisecond)
	}
	start := time.Now()
	a, b := dialAccept(t, l)
	a.Close("done")
	b.Close("done")
	t.Logf("an honest dialer accepted after %v, with %d handshakes under way", time.Since(start), l.Shaking())
	stop()
	wg.Wait()
	deadline = time.Now().Add(2*handshakeIdle + time.Second)
	for l.Shaking() != 0 {
		if time.Now().After(deadline) {
			t.Fatalf("%d handshakes still counted", l.Shaking())
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// An owner that takes no connection for a while (its thread busy) holds
// maxPending of them at most: the oldest make room for newer ones.
func TestConnectionsNotTakenAreBounded(t *testing.T) {
	l := listen(t)
	var conns []Conn
	defer func() {
		for _, c := range conns {
			c.Close("done")
		}
	}()
	for range maxPending + 20 {
		c, err := Dial(timeout(t, 5*time.Second), l.Addr().String(), l.Fingerprint())
		if err != nil {
			t.Fatal(err)
		}
		c.Send(chat("hello"))
		conns = append(conns, c)
	}
	deadline := time.Now().Add(streamGuard) // a guard: it takes milliseconds
	for l.Waiting() != maxPending {
		if time.Now().After(deadline) {
			t.Fatalf("%d connections wait to be taken", l.Waiting())
		}
		time.Sleep(time.Millisecond)
	}
	// the first ones were pushed out; the newest is taken, in order
	if _, err := conns[0].Recv(); err == nil {
		t.Fatal("the oldest connection is still there")
	}
	c, err := l.Accept(timeout(t, streamGuard))
	if err != nil {
		t.Fatal(err)
	}
	expect(t, c, "hello")
	c.Close("done")
}
