package session

import (
	"testing"
	"time"

	"patron/netplay/wire"
)

// floodFor admits msgs a second (spread evenly) to a host's gate for secs
// seconds of its clock, quiet between the seconds quiet says; it returns
// when the gate handed its owner a cut (-1: never) and what passed after.
func floodFor(g *gate, clock *fakeClock, msg received, perSecond, secs int, quiet func(s int) bool) (cutAt time.Duration, after int) {
	stop := make(chan struct{})
	start := clock.now
	cutAt = -1
	for s := range secs {
		if quiet != nil && quiet(s) {
			continue
		}
		for i := range perSecond {
			clock.now = start.Add(time.Duration(s)*time.Second + time.Duration(i)*time.Second/time.Duration(perSecond))
			r, ok := g.admit(msg, stop, stop)
			switch {
			case ok && r.err == (flooded{}):
				if cutAt >= 0 {
					panic("cut twice")
				}
				cutAt = clock.now.Sub(start)
			case ok && cutAt >= 0:
				after++
			}
		}
	}
	return cutAt, after
}

var chatLine = received{msg: &wire.Message{Kind: wire.KindChat, Chat: &wire.Chat{Seat: 1, Text: "¿y la plata?"}}}

// A connection flooding chat past its share is cut once it has flooded
// floodRun seconds in a row, and nothing it sends is taken after; a busy
// person, a flood with quiet seconds between, and a host (which a joiner
// never cuts) are not.
func TestAGateCutsAFloodOfSecondsOnEndAndNothingLess(t *testing.T) {
	clock := &fakeClock{now: time.Unix(1000, 0)}
	cutAt, after := floodFor(newGate(hostShares, clock.Now), clock, chatLine, 1000, 10, nil)
	if cutAt < floodRun*time.Second || cutAt > (floodRun+1)*time.Second || after != 0 {
		t.Fatalf("a flood of 1,000 chats a second was cut after %v, and %d passed after: want after %d s, nothing after", cutAt, after, floodRun)
	}
	for name, c := range map[string]struct {
		rules     *shares
		perSecond int
		quiet     func(s int) bool
	}{
		"a person pasting 15 lines every second":              {hostShares, 15, nil},
		"a person typing 40 lines a second":                   {hostShares, 40, nil},
		"a flood with a quiet second in every three":          {hostShares, 1000, func(s int) bool { return s%3 == 2 }},
		"a host flooding a joiner (joiners never cut)":        {peerShares, 1000, nil},
		"a chat share's burst and rate, exactly (10, then 2)": {hostShares, 2, nil},
	} {
		clock := &fakeClock{now: time.Unix(1000, 0)}
		if cutAt, _ := floodFor(newGate(c.rules, clock.Now), clock, chatLine, c.perSecond, 60, c.quiet); cutAt >= 0 {
			t.Errorf("%s: cut after %v", name, cutAt)
		}
	}
}

// The back-off of a seat cut for flooding doubles at each cut, to a most.
func TestACutsBackOffDoubles(t *testing.T) {
	want := []time.Duration{10 * time.Second, 20 * time.Second, 40 * time.Second, 80 * time.Second, 160 * time.Second,
		320 * time.Second, floodBackMost, floodBackMost}
	for i, w := range want {
		if got := (cut{times: i + 1}).back(); got != w {
			t.Errorf("after cut %d: %v, want %v", i+1, got, w)
		}
	}
}

// A seat whose connection flooded for seconds on end is cut: every
// computer is told (a desync message of step "floods"), its seat is away,
// its returns are turned away "too-soon" until its back-off is over, then
// welcomed with the log; a second cut backs off twice as long.
func TestASeatCutForFloodingIsAwayAndBackedOff(t *testing.T) {
	tb := newTable(t, 33, []string{Bot, Remote, Remote}, false)
	tb.play(20)
	token := tb.peers[1].Token()
	cutNow := func() {
		t.Helper()
		l := tb.host.holders[1]
		if l == nil {
			t.Fatal("seat 1 has no connection to cut")
		}
		tb.host.inbox <- received{from: l, err: flooded{}}
		tb.until("seat 1 cut", func() bool { return !tb.host.Lobby().Seats[1].Connected })
	}
	cutNow()
	isCut := func(n Note) bool { return n.Kind == NoteDesync && n.Code == wire.StepFloods && n.Player == 1 }
	tb.noted("the host's own note", 0, isCut)
	tb.until("the other seat told of the cut", func() bool {
		for _, n := range tb.pnotes[2] {
			if isCut(n) {
				t.Logf("seat 2 was told: %s", n.Text)
				return true
			}
		}
		return false
	})
	tb.until("the cut seat's computer sees its connection gone", tb.peers[1].Closed)
	if m, _ := comeBack(tb, 1, token); m.Kind != wire.KindRefuse || m.Refuse.Code != wire.CodeTooSoon {
		t.Fatalf("a return right after the cut: %+v", m)
	}
	tb.host.cuts[1].until = time.Now() // its back-off over
	if m, synced := comeBack(tb, 1, token); m.Kind != wire.KindWelcome || !synced {
		t.Fatalf("a return after the back-off: %+v, synced %v", m, synced)
	}
	tb.until("seat 1 back", func() bool { return tb.host.Lobby().Seats[1].Connected })
	cutNow()
	if c := tb.host.cuts[1]; c.times != 2 || time.Until(c.until) < 19*time.Second || time.Until(c.until) > 20*time.Second {
		t.Fatalf("after a second cut: %d cuts, back in %v; want 2, in 20 s", c.times, time.Until(c.until))
	}
}
