package session

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"patron/game"
	"patron/netplay/transport"
	"patron/netplay/wire"
)

// admissionHost is a 3-seat table (the Patrón and a Faction remote) and a
// way to step it until a condition holds.
func admissionHost(t testing.TB) (*Host, func(what string, cond func() bool)) {
	h, err := NewHost(HostConfig{Name: "Host", Code: "ABCD2345", Seed: 3, Control: game.DefaultSplit(3),
		Seats: []wire.Seat{{Name: "P", Who: Remote}, {Name: "F", Who: Remote}, {Name: "B", Who: Bot, Bot: "normal"}}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(h.Close)
	until := func(what string, cond func() bool) {
		t.Helper()
		deadline := time.Now().Add(settleTimeout) // a guard, not a measure
		for h.Step(); !cond(); h.Step() {
			if time.Now().After(deadline) {
				t.Fatalf("never: %s", what)
			}
			h.Wait(time.Millisecond)
		}
	}
	return h, until
}

// join says hello from a new pipe and reads the welcome.
func join(h *Host, seat int, token string) (transport.Conn, *wire.Welcome, error) {
	here, there := transport.Pipe()
	h.Accept(there)
	here.Send(&wire.Message{Kind: wire.KindHello, Hello: &wire.Hello{Name: "Ana", Code: "ABCD2345", Seat: seat, Token: token}})
	for {
		m, err := here.Recv()
		if err != nil {
			return nil, nil, fmt.Errorf("waiting for a welcome: %w", err)
		}
		if m.Kind == wire.KindWelcome {
			return here, m.Welcome, nil
		}
	}
}

// welcome joins on another goroutine while the host steps.
func welcome(t testing.TB, h *Host, until func(string, func() bool), seat int, token string) (transport.Conn, *wire.Welcome) {
	t.Helper()
	type joined struct {
		c transport.Conn
		w *wire.Welcome
	}
	got := make(chan joined, 1)
	go func() {
		c, w, err := join(h, seat, token)
		if err != nil {
			t.Error(err)
		}
		got <- joined{c, w}
	}()
	j := await(until, "a welcome", got)
	if j.c == nil {
		t.FailNow()
	}
	return j.c, j.w
}

// await steps the host until ch gives something.
func await[T any](until func(string, func() bool), what string, ch <-chan T) T {
	var v T
	until(what, func() bool {
		select {
		case v = <-ch:
			return true
		default:
			return false
		}
	})
	return v
}

// Strangers that never say hello, more of them than there is room for,
// never keep a returning player out: the oldest make room, and the
// player with a seat token is welcomed back at once.
//
// "At once" is what the strangers say, not a clock (a loaded machine may
// take a second over a welcome): the returning player's connection pushed
// the oldest of them out ("busy"), while they all still waited. A host
// that kept him waiting for a free room would let him in only once the
// strangers' helloWait had cut them ("no hello"), and one that turned
// him away would fail the welcome.
func TestStrangersMakeRoomForAReturningPlayer(t *testing.T) {
	r := besideStrangers(t)
	defer r.close()
	start := time.Now()
	back, again := welcome(t, r.h, r.until, 1, r.token)
	defer back.Close("done")
	if again.Seat != 1 {
		t.Fatalf("welcomed back to seat %d", again.Seat)
	}
	r.until("the oldest stranger pushed out by the returning player", func() bool { return r.busy.Load() > r.pushed })
	t.Logf("welcomed back after %v beside %d strangers", time.Since(start).Round(time.Microsecond), maxStrangers)
}

// BenchmarkWelcomeBackBesideStrangers is how long a returning player's
// welcome takes with the strangers' room full (ms/welcome, from his
// connection to the welcome read; each op also sets the table up): the
// figure TestStrangersMakeRoomForAReturningPlayer used to bound (1 s).
func BenchmarkWelcomeBackBesideStrangers(b *testing.B) {
	var all time.Duration
	for range b.N {
		r := besideStrangers(b)
		start := time.Now()
		back, again := welcome(b, r.h, r.until, 1, r.token)
		all += time.Since(start)
		if again.Seat != 1 {
			b.Fatalf("welcomed back to seat %d", again.Seat)
		}
		back.Close("done")
		r.close()
	}
	b.ReportMetric(float64(all)/float64(b.N)/float64(time.Millisecond), "ms/welcome")
}

// strangersRoom is a started table whose seat 1 is free for its
// returning player (token), with the strangers' room full of silent
// connections and as many again pushed out ("busy").
type strangersRoom struct {
	h      *Host
	until  func(what string, cond func() bool)
	token  string
	busy   *atomic.Int64 // strangers cut to make room for a newer connection
	pushed int64         // … before the returning player came
	close  func()
}

func besideStrangers(t testing.TB) strangersRoom {
	t.Helper()
	h, until := admissionHost(t)
	patron, _ := welcome(t, h, until, 0, "")
	first, w := welcome(t, h, until, 1, "")
	if err := h.Start(); err != nil {
		t.Fatal(err)
	}
	first.Close("gone")
	until("the seat free", func() bool { return !h.Lobby().Seats[1].Connected })
	r := strangersRoom{h: h, until: until, token: w.Token, busy: &atomic.Int64{}}
	ends := []transport.Conn{patron}
	for range 3 * maxStrangers { // silent: no hello, nothing
		here, there := transport.Pipe()
		ends = append(ends, here)
		go func() {
			var closed *transport.Closed
			if _, err := here.Recv(); errors.As(err, &closed) && strings.Contains(closed.Reason, "busy") {
				r.busy.Add(1)
			}
		}()
		h.Accept(there)
	}
	h.Step()
	if len(h.strangers) > maxStrangers {
		t.Fatalf("%d strangers wait, over %d", len(h.strangers), maxStrangers)
	}
	if all, _ := h.Connections(); all > maxStrangers+1 { // a stranger pushed out is no longer held, even before its end reaches the inbox
		t.Fatalf("the host holds %d connections: %d strangers and the Patrón at most", all, maxStrangers)
	}
	r.pushed = int64(3*maxStrangers - maxStrangers)
	until("the strangers over the room pushed out", func() bool { return r.busy.Load() >= r.pushed })
	r.close = func() {
		for _, c := range ends {
			c.Close("done")
		}
		h.Close()
	}
	return r
}

// bigChat is a chat whose frame is about size bytes (too long to be
// valid: the size is what is measured first).
func bigChat(seat, size int) *wire.Message {
	return &wire.Message{Kind: wire.KindChat, Chat: &wire.Chat{Seat: seat, Text: strings.Repeat("x", size)}}
}

// A closed host waits for no hello: its strangers' timers stop with it,
// instead of holding their connections (and each one's outbox) for
// helloWait after the table closed.
func TestAClosedHostWaitsForNoHello(t *testing.T) {
	h, until := admissionHost(t)
	for range 3 {
		_, there := transport.Pipe()
		h.Accept(there)
	}
	until("the strangers admitted", func() bool { return len(h.strangers) == 3 })
	waiting := slices.Clone(h.strangers)
	h.Close()
	for i, s := range waiting {
		if s.timer.Stop() {
			t.Fatalf("stranger %d's hello is still waited for", i)
		}
	}
}

// A stranger sends a hello and nothing larger: a larger frame closes its
// connection, unread. Once welcomed, a Faction's frame over its seat's
// limit is refused and skipped (the seat stays); the Patrón's openings-
// sized frames are read.
func TestFramesAreBoundedByTrust(t *testing.T) {
	h, until := admissionHost(t)
	here, there := transport.Pipe()
	h.Accept(there)
	until("the stranger admitted", func() bool { return len(h.strangers) == 1 })
	here.Send(bigChat(1, wire.MaxHello+1))
	var closed *transport.Closed
	if _, err := here.Recv(); !errors.As(err, &closed) || !strings.Contains(closed.Reason, "over the limit of 4096") {
		t.Fatalf("a stranger's large frame: %v", err)
	}
	until("the stranger forgotten", func() bool { return len(h.strangers) == 0 && len(h.links) == 0 })

	faction, _ := welcome(t, h, until, 1, "")
	defer faction.Close("done")
	patron, _ := welcome(t, h, until, 0, "")
	defer patron.Close("done")
	refusal := func(c transport.Conn) *wire.Refusal {
		for {
			m, err := c.Recv()
			if err != nil {
				return &wire.Refusal{Code: "gone", Text: err.Error()}
			}
			if m.Kind == wire.KindError {
				return m.Error
			}
		}
	}
	for _, c := range []struct {
		conn transport.Conn
		seat int
		size int
		code string
	}{
		{faction, 1, factionFrame + 1, "too-large"},
		{faction, 1, 10_000, "malformed"}, // read, then found too long for a chat
		{patron, 0, patronFrame + 1, "too-large"},
		{patron, 0, 500_000, "malformed"},
	} {
		c.conn.Send(bigChat(c.seat, c.size))
		done := make(chan *wire.Refusal, 1)
		go func() { done <- refusal(c.conn) }()
		r := await(until, "a refusal", done)
		if r.Code != c.code {
			t.Fatalf("seat %d, a frame of %d bytes: %s %s", c.seat, c.size, r.Code, r.Text)
		}
	}
	if s := h.Lobby().Seats; !s[0].Connected || !s[1].Connected {
		t.Fatalf("seats %+v", s)
	}
}
