//go:build !js

package transport

import (
	"errors"
	"testing"
	"time"

	"patron/netplay/wire"
)

// overGuard bounds a wait for a connection to be over: a guard against
// one that never is, far past the linger (after which it always is).
const overGuard = 30 * time.Second

// Over comes once what was sent before a Close is read: over QUIC and
// WebSocket, not before the other side has read it, and then at once
// (well within the linger a Close would otherwise wait); on a pipe, at
// the Close.
//
// "At once" is told from the linger by a clock: a side that waits for the
// linger is over a linger after the read or later, every time, while a
// loaded machine is as slow only now and then. So the test fails only
// when three tries in a row took the linger; how long it takes is
// BenchmarkOverOnceRead's to measure.
func TestOverComesOnceTheOtherSideHasReadIt(t *testing.T) {
	for name, pair := range map[string]func(testing.TB) (Conn, Conn){"quic": quicPair, "ws": wsPair} {
		var tries []time.Duration
		for range 3 {
			took := overOnceRead(t, pair)
			t.Logf("%s: over %v after the Close", name, took)
			if took < linger {
				break
			}
			tries = append(tries, took)
		}
		if len(tries) == 3 {
			t.Fatalf("%s: over %v after the Close, three times: the linger's timeout, not the other side's end", name, tries)
		}
	}

	p, q := Pipe()
	defer q.Close("the test is over")
	p.Send(chat("last"))
	p.Close("bye")
	select {
	case <-p.Over():
	default:
		t.Fatal("a pipe is not over at its Close")
	}
	expect(t, q, "last")
}

// BenchmarkOverOnceRead is how long after its Close the closing side is
// over, the other side reading what was sent before it 100 ms after the
// Close, over QUIC on loopback (ms/over; each op is a connection): the
// figure TestOverComesOnceTheOtherSideHasReadIt tells from the linger
// (2 s).
func BenchmarkOverOnceRead(b *testing.B) {
	var all time.Duration
	for range b.N {
		all += overOnceRead(b, quicPair)
	}
	b.ReportMetric(float64(all)/float64(b.N)/float64(time.Millisecond), "ms/over")
}

// overOnceRead sends three messages over a pair's host and closes; checks that the sending
// side is not over before the other side has read them (100 ms later),
// and is over once it has (overGuard at most); it returns how long after
// the Close that was: under the linger when the other side's end made it
// over, the linger or more when the linger did.
func overOnceRead(t testing.TB, pair func(testing.TB) (Conn, Conn)) time.Duration {
	t.Helper()
	b, a := pair(t) // the host sends: it takes no large message it does not read at once
	defer b.Close("the test is over")
	for _, m := range []*wire.Message{chat("one"), bigSync(300_000), chat("two")} {
		if err := a.Send(m); err != nil {
			t.Fatal(err)
		}
	}
	closing := time.Now() // the linger's timer starts in the Close
	a.Close("bye")
	select {
	case <-a.Over():
		t.Fatal("over before the other side read what was sent")
	case <-time.After(100 * time.Millisecond):
	}
	expect(t, b, "one")
	if m, err := b.Recv(); err != nil || m.Kind != wire.KindSync {
		t.Fatalf("the sync: %v", err)
	}
	expect(t, b, "two")
	var closed *Closed
	if _, err := b.Recv(); !errors.As(err, &closed) || closed.Reason != "bye" {
		t.Fatalf("after the last message: %v", err)
	}
	var took time.Duration
	select {
	case <-a.Over():
		took = time.Since(closing)
	case <-time.After(overGuard):
		t.Fatal("never over")
	}
	select {
	case <-b.Over(): // the other side's end is over too, once it has answered
	case <-time.After(overGuard):
		t.Fatal("the other side is never over")
	}
	return took
}

// A connection that fails is over too: nobody waits on it for ever.
func TestOverComesWhenTheOtherSideGoes(t *testing.T) {
	each(t, func(t *testing.T, a, b Conn) {
		b.Close("gone")
		if _, err := a.Recv(); !errors.Is(err, wire.ErrClosed) {
			t.Fatalf("Recv: %v", err)
		}
		for _, c := range []Conn{a, b} {
			select {
			case <-c.Over():
			case <-time.After(overGuard):
				t.Fatal("never over")
			}
		}
	})
}
