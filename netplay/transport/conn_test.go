//go:build !js

package transport

import (
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"patron/game"
	"patron/netplay/wire"
)

// Every test here runs over every kind of Conn: a session tested on
// pipes meets the same behaviour on QUIC and on WebSocket.
var pairs = map[string]func(t *testing.T) (dialer, host Conn){
	"pipe": func(t *testing.T) (Conn, Conn) { return Pipe() },
	"quic": func(t *testing.T) (Conn, Conn) { return quicPair(t) },
	"ws":   func(t *testing.T) (Conn, Conn) { return wsPair(t) },
}

func quicPair(t testing.TB) (Conn, Conn) { return dialAccept(t, listen(t)) }

func each(t *testing.T, test func(t *testing.T, a, b Conn)) {
	for name, pair := range pairs {
		t.Run(name, func(t *testing.T) {
			a, b := pair(t)
			defer a.Close("the test is over")
			defer b.Close("the test is over")
			test(t, a, b)
		})
	}
}

var options = game.Options{Seed: 3, Players: 2, Control: [4]int{1, 1, 1, 1}}

func chat(text string) *wire.Message {
	return &wire.Message{Kind: wire.KindChat, Chat: &wire.Chat{Seat: 1, Text: text}}
}

// bigSync is a valid sync of about size bytes.
func bigSync(size int) *wire.Message {
	line := "step A12 then some words to fill the line"
	log := make([]string, size/(len(line)+3))
	for i := range log {
		log[i] = line
	}
	return &wire.Message{Kind: wire.KindSync, Sync: &wire.Sync{Options: options, Log: log, Hash: "0123456789abcdef"}}
}

// expect receives a chat saying text.
func expect(t testing.TB, c Conn, text string) {
	t.Helper()
	m, err := c.Recv()
	if err != nil {
		t.Fatalf("waiting for %q: %v", text, err)
	}
	if m.Kind != wire.KindChat || m.Chat.Text != text {
		t.Fatalf("got %+v, want a chat %q", m, text)
	}
}

// raw writes bytes on a Conn's link as they are: frames Send would refuse.
func raw(c Conn, chunks ...[]byte) error {
	cc := c.(*conn)
	cc.wmu.Lock()
	defer cc.wmu.Unlock()
	cc.l.SetWriteDeadline(time.Time{})
	for _, b := range chunks {
		if _, err := cc.l.Write(b); err != nil {
			return err
		}
	}
	return nil
}

func head(n int) []byte {
	return binary.BigEndian.AppendUint32(nil, uint32(n))
}

func TestMessagesRoundTrip(t *testing.T) {
	each(t, func(t *testing.T, a, b Conn) {
		sent := []*wire.Message{
			chat("raid Bogotá?"),
			{Kind: wire.KindPropose, Propose: &wire.Propose{Seq: 4, Seat: 1, Command: "step A12", Hash: "0123456789abcdef"}},
			bigSync(1 << 20), // many packets
		}
		for _, c := range [][2]Conn{{a, b}, {b, a}} {
			go func() {
				for _, m := range sent {
					if err := c[0].Send(m); err != nil {
						t.Error(err)
					}
				}
			}()
			for _, want := range sent {
				got, err := c[1].Recv()
				if err != nil {
					t.Fatal(err)
				}
				w := *want
				w.V = wire.Version
				if !reflect.DeepEqual(got, &w) {
					t.Fatalf("%s came as %s", want.Kind, got.Kind)
				}
			}
		}
	})
}

// Sends from many goroutines, some of one message at once, arrive whole
// and, from each goroutine, in order.
func TestConcurrentSends(t *testing.T) {
	each(t, func(t *testing.T, a, b Conn) {
		const senders, each = 8, 50
		shared := chat("to everyone")
		var wg sync.WaitGroup
		for g := range senders {
			wg.Go(func() {
				for i := range each {
					m := chat(fmt.Sprintf("%d %d", g, i))
					if i%10 == 0 {
						m = shared
					}
					if err := a.Send(m); err != nil {
						t.Error(err)
						return
					}
				}
			})
		}
		last := make([]int, senders)
		for g := range last {
			last[g] = -1
		}
		for range senders * each {
			m, err := b.Recv()
			if err != nil {
				t.Fatal(err)
			}
			var g, i int
			if m.Chat.Text == shared.Chat.Text {
				continue
			}
			fmt.Sscanf(m.Chat.Text, "%d %d", &g, &i)
			if i <= last[g] {
				t.Fatalf("sender %d: message %d after %d", g, i, last[g])
			}
			last[g] = i
		}
		wg.Wait()
	})
}

// Close: the other side reads what was sent before, then the reason; a
// Recv waiting on either side returns; Close again is harmless.
func TestCloseEndsBothSides(t *testing.T) {
	each(t, func(t *testing.T, a, b Conn) {
		mine := make(chan error)
		go func() {
			_, err := a.Recv()
			mine <- err
		}()
		theirs := make(chan error)
		go func() {
			expect(t, b, "last words")
			_, err := b.Recv()
			theirs <- err
		}()
		time.Sleep(20 * time.Millisecond) // both Recvs are waiting
		if err := a.Send(chat("last words")); err != nil {
			t.Fatal(err)
		}
		a.Close("the game is over")
		a.Close("again")
		var closed *Closed
		if err := <-mine; !errors.As(err, &closed) || closed.Remote || closed.Reason != "the game is over" {
			t.Fatalf("the closer's Recv: %v", err)
		}
		err := <-theirs
		if !errors.Is(err, wire.ErrClosed) || !errors.As(err, &closed) || !closed.Remote || closed.Reason != "the game is over" {
			t.Fatalf("the other side's Recv: %v", err)
		}
		if err := a.Send(chat("too late")); !errors.Is(err, wire.ErrClosed) {
			t.Fatalf("a Send after Close: %v", err)
		}
		if err := b.Send(chat("too late")); !errors.Is(err, wire.ErrClosed) {
			t.Fatalf("a Send after the other side closed: %v", err)
		}
	})
}

// What was sent before a Close arrives even when the other side reads it
// a while later (on QUIC, closing the connection at once would drop it).
func TestCloseDeliversWhatWasSent(t *testing.T) {
	each(t, func(t *testing.T, b, a Conn) { // the host sends: it takes no large message it does not read at once
		for _, m := range []*wire.Message{chat("one"), bigSync(300_000), chat("two")} {
			if err := a.Send(m); err != nil {
				t.Fatal(err)
			}
		}
		a.Close("bye")
		time.Sleep(300 * time.Millisecond)
		expect(t, b, "one")
		if m, err := b.Recv(); err != nil || m.Kind != wire.KindSync {
			t.Fatalf("the sync: %v", err)
		}
		expect(t, b, "two")
		var closed *Closed
		if _, err := b.Recv(); !errors.As(err, &closed) || closed.Reason != "bye" {
			t.Fatalf("after the last message: %v", err)
		}
	})
}

// Malformed and too large frames are named and skipped, and the next
// message reads; one too large even to skip ends the Conn.
func TestBadFrames(t *testing.T) {
	each(t, func(t *testing.T, a, b Conn) {
		if err := raw(a, head(8), []byte("not json")); err != nil {
			t.Fatal(err)
		}
		var bad *wire.Malformed
		if _, err := b.Recv(); !errors.As(err, &bad) {
			t.Fatalf("a malformed frame: %v", err)
		}
		a.Send(chat("after garbage"))
		expect(t, b, "after garbage")

		if !overWS(b) { // a WebSocket ends at a frame over its limit (TestAWebSocketEndsAtAFrameOverItsLimit)
			skipHuge(t, a, b)
		}

		if err := raw(a, head(wire.MaxSkip+1)); err != nil {
			t.Fatal(err)
		}
		var big *wire.TooLarge
		if _, err := b.Recv(); !errors.As(err, &big) || big.Skipped {
			t.Fatalf("a frame too large to skip: %v", err)
		}
		if _, err := b.Recv(); err == nil {
			t.Fatal("the Conn goes on after a frame it could not skip")
		}
	})
}

// skipHuge has a send b a frame of 100 MB, which b skips and reads on.
func skipHuge(t *testing.T, a, b Conn) {
	// 100 MB: a peer gone mad, or hostile
	const huge = 100 << 20
	zeros := make([]byte, 1<<20)
	chunks := [][]byte{head(huge)}
	for range huge / len(zeros) {
		chunks = append(chunks, zeros)
	}
	go func() {
		if err := raw(a, chunks...); err != nil {
			t.Error(err)
		}
	}()
	var big *wire.TooLarge
	if _, err := b.Recv(); !errors.As(err, &big) || !big.Skipped || big.Size != huge {
		t.Fatalf("a 100 MB frame: %v", err)
	}
	a.Send(chat("after 100 MB"))
	expect(t, b, "after 100 MB")
}

// A message too large to send is refused before anything is sent: the
// Conn goes on.
func TestSendTooLarge(t *testing.T) {
	each(t, func(t *testing.T, a, b Conn) {
		m := &wire.Message{Kind: wire.KindSync, Sync: &wire.Sync{Options: options, Log: []string{strings.Repeat("x", wire.MaxFrame)}}}
		var big *wire.TooLarge
		if err := a.Send(m); !errors.As(err, &big) {
			t.Fatalf("%v", err)
		}
		a.Send(chat("still here"))
		expect(t, b, "still here")
	})
}

// A peer that reads nothing does not hold a Send forever.
func TestSendToAPeerThatReadsNothing(t *testing.T) {
	defer func(d time.Duration) { sendTimeout = d }(sendTimeout)
	sendTimeout = 300 * time.Millisecond
	each(t, func(t *testing.T, a, b Conn) {
		m := bigSync(1 << 20)
		for i := 0; ; i++ {
			err := a.Send(m)
			// the deadline, or over a WebSocket at times the end of the
			// connection the library closed for it, seen first
			if errors.Is(err, os.ErrDeadlineExceeded) || err != nil && i > 0 {
				break
			}
			if err != nil || i == 100 {
				t.Fatalf("send %d: %v", i, err)
			}
		}
		if err := a.Send(chat("hello?")); err == nil {
			t.Fatal("the Conn goes on after a Send timed out")
		}
	})
}
