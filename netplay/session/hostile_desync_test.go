package session

import (
	"slices"
	"strings"
	"testing"
	"time"

	"patron/game"
	"patron/netplay/wire"
)

// A desync report is a peer's word: the host checks it against its own log
// (desync.go). A lie is refused and named, a game that really differs is
// sent the log again, one that cannot be mended is dropped; the table plays
// on and ends alike on every computer still at it.

// playOn runs the bots like play, but takes a desync's notes (and the
// refusals of decisions made on a game that went off the log) as the table
// going on, not as a failure; it stops at the end, after limit rounds, or
// once stop holds.
func (tb *table) playOn(limit int, stop func() bool) {
	tb.t.Helper()
	deadline := time.Now().Add(settleTimeout)
	for steps := 0; steps < limit && !tb.host.Game().Over() && (stop == nil || !stop()); steps++ {
		if time.Now().After(deadline) {
			tb.t.Fatalf("after %v the game is still at command %d", settleTimeout, len(tb.host.Log()))
		}
		tb.stepHost()
		tb.hostDecides()
		for i, p := range tb.peers {
			if p == nil || p.Closed() {
				continue
			}
			tb.stepPeer(i)
			if p.Pending() || !p.MayPropose(game.Command{}) || p.Game() == nil {
				continue
			}
			if pl, c, ok := tb.pbots[i].Next(p.Game(), []int{p.Seat()}); ok && pl == p.Seat() {
				p.Propose(c) // a game off the log may not take it: the resync mends it
			}
		}
		tb.host.Wait(time.Millisecond)
	}
}

// endsAlike plays on to the end, and checks the host and every peer
// still at the table end with one game, audited fair.
func (tb *table) endsAlike() {
	tb.t.Helper()
	tb.playOn(40000, nil)
	tb.caughtUp() // the last resync, if one was under way
	tb.finish()
}

// told waits until every computer at the table (the host and each peer
// still there) has noted step about seat, and returns the host's note.
func (tb *table) told(step string, seat, from int) Note {
	tb.t.Helper()
	var found Note
	tb.until("every computer told "+step+" about seat "+string(rune('0'+seat)), func() bool {
		ok := false
		for _, n := range tb.hnotes[from:] {
			if n.Kind == NoteDesync && n.Code == step && n.Player == seat {
				found, ok = n, true
			}
		}
		for i, p := range tb.peers {
			if p == nil || p.Closed() || i == seat && step != wire.StepBack {
				continue
			}
			heard := false
			for _, n := range tb.pnotes[i] {
				heard = heard || n.Kind == NoteDesync && n.Code == step && n.Player == seat
			}
			ok = ok && heard
		}
		return ok
	})
	return found
}

// A seated Faction that forges desync reports is refused and named, each
// time; its game is sent again when its lie matches the log (which costs
// the table nothing); after three lies it is dropped. The table plays on and
// ends alike on the host and the honest peer.
func TestAForgedDesyncIsRefusedAndTheTablePlaysOn(t *testing.T) {
	tb := newTable(t, 43, []string{Bot, Remote, Remote}, false)
	tb.playUntil(60)
	liar := tb.conns[1]
	seq := len(tb.host.Log()) - 1
	right := tb.host.rep.hashes[seq]
	forge := func(d wire.Desync) { liar.Send(&wire.Message{Kind: wire.KindDesync, Desync: &d}) }

	// A hash the table never had: refused, named, not broadcast.
	n := len(tb.hnotes)
	forge(wire.Desync{Seq: seq, Seat: 2, Want: "0123456789abcdef", Got: "fedcba9876543210"})
	x := tb.noted("the forged report refused", n, func(x Note) bool { return x.Kind == NoteProblem && x.Code == "false-desync" })
	if x.Player != 1 || !strings.Contains(x.Text, tb.host.Lobby().Seats[1].Name) {
		t.Fatalf("the refusal names seat %d: %q", x.Player, x.Text)
	}
	for _, x := range tb.hnotes[n:] {
		if x.Kind == NoteDesync {
			t.Fatalf("a lie was taken as a desync: %+v", x)
		}
	}
	tb.playOn(30, nil)
	for _, x := range tb.pnotes[2] {
		if x.Kind == NoteDesync {
			t.Fatalf("the honest peer was told of a lie: %+v", x)
		}
	}

	// A report that matches the log: the host cannot tell it from a true
	// one, and sends the liar the log again; it comes back in step.
	n = len(tb.hnotes)
	forge(wire.Desync{Seq: seq, Want: right, Got: "fedcba9876543210"})
	tb.told(wire.StepResync, 1, n)
	tb.told(wire.StepBack, 1, n)

	// Two more lies (a "back" nobody asked for, a report from the future):
	// the third drops it, and everyone is told.
	n = len(tb.hnotes)
	forge(wire.Desync{Seq: seq, Want: right, Got: right, Step: wire.StepBack})
	forge(wire.Desync{Seq: 9999, Want: right, Got: "fedcba9876543210"})
	forge(wire.Desync{Seq: seq, Want: "0123456789abcdef", Got: right})
	tb.told(wire.StepLies, 1, n)
	if tb.host.Lobby().Seats[1].Connected {
		t.Fatal("the liar is still seated")
	}
	if err := tb.host.StandIn(1, "normal"); err != nil {
		t.Fatal(err)
	}
	tb.hbots.Levels[1] = "normal"
	tb.peers[1].Close()
	tb.endsAlike()
}

// A Faction machine whose game really goes off the log reports it; the
// host finds the report true, sends it the log, and it rebuilds and plays
// on: every computer said so, and the game ends alike everywhere.
func TestADifferingFactionIsBroughtBackInStep(t *testing.T) {
	tb := newTable(t, 47, []string{Bot, Remote, Remote}, false)
	tb.playUntil(50)
	p := tb.peers[2]
	n := len(tb.hnotes)
	p.rep.g.Pub.Glory += 5 // a fault of this machine's: its game is not the log's
	tb.playOn(200, func() bool { return len(tb.noteKinds(n, NoteDesync)) > 0 })
	tb.told(wire.StepResync, 2, n)
	tb.told(wire.StepBack, 2, n)
	if p.Closed() {
		t.Fatal("the mended machine was dropped")
	}
	tb.endsAlike()
}

// noteKinds are the host's notes of kind k after the first from.
func (tb *table) noteKinds(from int, k NoteKind) []Note {
	var out []Note
	for _, x := range tb.hnotes[from:] {
		if x.Kind == k {
			out = append(out, x)
		}
	}
	return out
}

// A Faction machine that keeps going off the log is dropped after three
// resyncs; a bot stands in and the table ends alike on the others.
func TestAFactionThatKeepsDifferingIsDropped(t *testing.T) {
	tb := newTable(t, 53, []string{Bot, Remote, Remote}, false)
	tb.playUntil(40)
	p := tb.peers[1]
	n := len(tb.hnotes)
	told := func() int {
		k := 0
		for _, x := range tb.noteKinds(n, NoteDesync) {
			if x.Code == wire.StepResync || x.Code == wire.StepDropped {
				k++
			}
		}
		return k
	}
	for k := 1; k <= maxResyncs+1; k++ {
		tb.until("the machine back in step", func() bool {
			st := tb.host.steady[1]
			return p.rep != nil && !p.rep.desync && p.rep.g != nil && (st == nil || !st.resyncing)
		})
		p.rep.g.Pub.Glory += 5
		tb.playOn(400, func() bool { return told() == k })
		if tb.host.Game().Over() {
			t.Fatal("the game ended before the machine was dropped")
		}
	}
	tb.told(wire.StepDropped, 1, n)
	tb.until("the dropped machine to see its connection close", func() bool { return p.Closed() })
	if err := tb.host.StandIn(1, "normal"); err != nil {
		t.Fatal(err)
	}
	tb.hbots.Levels[1] = "normal"
	tb.endsAlike()
}

// The Patrón's game cannot be rebuilt from the public log: his machine,
// found to differ, is dropped with words that say he may come back from
// his save; he does, and the game ends alike everywhere.
func TestADifferingPatronIsDroppedAndComesBackFromHisSave(t *testing.T) {
	tb := newTable(t, 59, []string{Remote, Remote, Bot}, false)
	tb.playUntil(60)
	p := tb.peers[0]
	save := p.Game().Clone() // his save, as his machine keeps it
	n := len(tb.hnotes)
	p.rep.g.Pub.Glory += 5
	tb.playOn(400, func() bool { return len(tb.noteKinds(n, NoteDesync)) > 0 })
	x := tb.told(wire.StepDropped, 0, n)
	if !strings.Contains(x.Text, "from its save") {
		t.Fatalf("the host says %q", x.Text)
	}
	tb.until("the Patrón's machine to see its connection close", func() bool { return p.Closed() })
	if tb.host.Game().Over() {
		t.Fatal("the game went on without the Patrón")
	}
	tb.join(0, p.Token(), save)
	tb.caughtUp()
	tb.endsAlike()
}

// A host back from its save checks reports about the commands before it
// came back: the hashes it rebuilds from its published log are those it
// kept as the commands came (its game holds the Patrón's secrets: his
// public state hashes alike).
func TestAHostBackFromItsSaveKnowsEachCommandsHash(t *testing.T) {
	tb := newTable(t, 61, []string{Bot, Remote}, false)
	tb.playUntil(80)
	kept, again := tb.host.rep.hashes, hashesOf(tb.host.Game())
	if len(kept) != len(tb.host.Log()) || !slices.Equal(kept, again) {
		t.Fatalf("kept %d hashes, rebuilt %d; first differing at %d", len(kept), len(again), firstDiff(kept, again))
	}
}

func firstDiff(a, b []string) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}
