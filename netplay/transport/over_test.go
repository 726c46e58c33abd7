//go:build !js

package transport

import (
	"errors"
	"testing"
	"time"

	"patron/netplay/wire"
)

// Over comes once what was sent before a Close is read: over QUIC, not
// before the other side has read it, and then at once (well within the
// linger a Close would otherwise wait); on a pipe, at the Close.
func TestOverComesOnceTheOtherSideHasReadIt(t *testing.T) {
	b, a := quicPair(t) // the host sends: it takes no large message it does not read at once
	defer b.Close("the test is over")
	for _, m := range []*wire.Message{chat("one"), bigSync(300_000), chat("two")} {
		if err := a.Send(m); err != nil {
			t.Fatal(err)
		}
	}
	a.Close("bye")
	select {
	case <-a.Over():
		t.Fatal("over before the other side read what was sent")
	case <-time.After(100 * time.Millisecond):
	}
	read := time.Now()
	expect(t, b, "one")
	if m, err := b.Recv(); err != nil || m.Kind != wire.KindSync {
		t.Fatalf("the sync: %v", err)
	}
	expect(t, b, "two")
	var closed *Closed
	if _, err := b.Recv(); !errors.As(err, &closed) || closed.Reason != "bye" {
		t.Fatalf("after the last message: %v", err)
	}
	select {
	case <-a.Over():
		if took := time.Since(read); took >= linger {
			t.Fatalf("over after %v: the linger's timeout, not the other side's end", took)
		}
	case <-time.After(2 * linger):
		t.Fatal("never over")
	}
	select {
	case <-b.Over(): // the other side's end is over too, once it has answered
	case <-time.After(2 * linger):
		t.Fatal("the other side is never over")
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
			case <-time.After(2 * linger):
				t.Fatal("never over")
			}
		}
	})
}
