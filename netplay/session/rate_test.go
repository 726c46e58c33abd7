package session

import (
	"testing"
	"time"

	"patron/netplay/wire"
)

// A bucket gives its burst at once, then rate a second, and says how long
// until the next token; its clock is the caller's.
func TestABucketGivesItsBurstThenItsRate(t *testing.T) {
	t0 := time.Unix(1000, 0)
	b := newBucket(2, 5, t0)
	for i := range 5 {
		if ok, _ := b.take(t0); !ok {
			t.Fatalf("token %d of the burst refused", i+1)
		}
	}
	ok, wait := b.take(t0)
	if ok || wait != 500*time.Millisecond {
		t.Fatalf("an empty bucket of 2 a second: %v, wait %v", ok, wait)
	}
	if ok, wait := b.take(t0.Add(499 * time.Millisecond)); ok || wait <= 0 || wait > 2*time.Millisecond {
		t.Fatalf("1 ms early: %v, wait %v", ok, wait)
	}
	if ok, _ := b.take(t0.Add(500 * time.Millisecond)); !ok {
		t.Fatal("a token after half a second refused")
	}
	// Over a minute of a flood, it gives its burst and 2 a second, no more.
	took := 0
	for ms := 0; ms < 60_000; ms++ {
		if ok, _ := b.take(t0.Add(time.Second + time.Duration(ms)*time.Millisecond)); ok {
			took++
		}
	}
	if took < 120 || took > 122 {
		t.Fatalf("a minute's flood took %d tokens, not 2 a second", took)
	}
	// An idle bucket fills to its burst, no further; a clock going back
	// gives nothing.
	later := t0.Add(time.Hour)
	b.take(later)
	if b.level != 4 {
		t.Fatalf("after an hour idle: %v tokens", b.level)
	}
	b.take(later.Add(-time.Minute))
	if b.level != 3 {
		t.Fatalf("a clock going back: %v tokens", b.level)
	}
}

// fakeClock is a clock a test moves.
type fakeClock struct{ now time.Time }

func (c *fakeClock) Now() time.Time { return c.now }

// A gate drops a chat flood over its share and tells the owner once a
// second with the count; proposals and a single hello pass untouched.
func TestAGateDropsAFloodOverItsShareAndSaysSo(t *testing.T) {
	clock := &fakeClock{now: time.Unix(1000, 0)}
	g := newGate(hostShares, clock.Now)
	stop := make(chan struct{})
	chat := received{msg: &wire.Message{Kind: wire.KindChat, Chat: &wire.Chat{Seat: 1, Text: "hi"}}}
	passed, told := 0, 0
	var last *overrun
	for ms := range 3000 { // a chat every millisecond for 3 s
		clock.now = time.Unix(1000, 0).Add(time.Duration(ms) * time.Millisecond)
		r, ok := g.admit(chat, stop, stop)
		switch {
		case !ok:
		case overrunOf(r) != nil:
			told++
			last = overrunOf(r)
		default:
			passed++
		}
	}
	if want := int(hostShares.limits[shareChat].burst) + 6; passed < want-1 || passed > want {
		t.Fatalf("%d chats passed in 3 s, want the burst and 2 a second (%d)", passed, want)
	}
	if told < 3 || told > 4 {
		t.Fatalf("the owner was told %d times in 3 s, want once a second", told)
	}
	if c := last.counts; len(c) != 1 || c[0].share != shareChat || c[0].dropped < 900 {
		t.Fatalf("the last overrun: %+v (%v)", c, last)
	}
	hello := received{msg: &wire.Message{Kind: wire.KindHello, Hello: &wire.Hello{Name: "A"}}}
	if r, ok := newGate(hostShares, clock.Now).admit(hello, stop, stop); !ok || r.msg != hello.msg {
		t.Fatal("a first hello was not handed on")
	}
	prop := received{msg: &wire.Message{Kind: wire.KindPropose, Propose: &wire.Propose{}}}
	g = newGate(hostShares, clock.Now)
	for i := range 512 { // a bot's whole game of proposals at once, and more
		if r, ok := g.admit(prop, stop, stop); !ok || r.msg != prop.msg {
			t.Fatalf("proposal %d was not handed on", i+1)
		}
	}
	// Over its share a proposal waits (the reader stops reading) until
	// the bucket has a token again, or the link ends.
	// The clock stands still: no token ever comes, and only the link's end
	// lets it go (a gate deaf to it waits for ever, which the guard
	// below catches: it is no measure, the answer comes at once).
	close(stop)
	type admitted struct {
		r  received
		ok bool
	}
	done := make(chan admitted, 1)
	go func() {
		r, ok := g.admit(prop, stop, nil)
		done <- admitted{r, ok}
	}()
	select {
	case a := <-done:
		if !a.ok || a.r.msg != prop.msg {
			t.Fatal("a proposal waiting for its share was not handed on when the link ended")
		}
	case <-time.After(settleTimeout):
		t.Fatalf("a proposal waiting for its share still waits %v after the link ended", settleTimeout)
	}
}

// A joiner's pings (one a second from an honest one, ping.go) count in a
// share of their own: a flood of them is dropped past its burst and 2 a
// second, and takes nothing from the share of the rarer messages, so a
// hello or a back after it still passes.
func TestPingsHaveAShareOfTheirOwn(t *testing.T) {
	clock := &fakeClock{now: time.Unix(1000, 0)}
	g := newGate(hostShares, clock.Now)
	stop := make(chan struct{})
	ping := received{msg: &wire.Message{Kind: wire.KindPing, Ping: &wire.Ping{N: 1}}}
	for s := range 60 { // an honest minute
		clock.now = time.Unix(1000+int64(s), 0)
		if r, ok := g.admit(ping, stop, stop); !ok || r.msg != ping.msg {
			t.Fatalf("honest ping %d was not handed on", s+1)
		}
	}
	passed := 0
	for ms := range 3000 { // a ping every millisecond for 3 s
		clock.now = time.Unix(1060, 0).Add(time.Duration(ms) * time.Millisecond)
		if r, ok := g.admit(ping, stop, stop); ok && r.msg == ping.msg {
			passed++
		}
	}
	if want := int(hostShares.limits[sharePing].burst) + 6; passed < want-1 || passed > want {
		t.Fatalf("%d pings passed in 3 s, want the burst and 2 a second (%d)", passed, want)
	}
	back := received{msg: &wire.Message{Kind: wire.KindBack, Back: &wire.Back{Seat: 1}}}
	if r, ok := g.admit(back, stop, stop); !ok || r.msg != back.msg {
		t.Fatal("a back after a ping flood was not handed on")
	}
}
