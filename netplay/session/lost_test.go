package session

import (
	"testing"
	"time"

	"patron/game"
)

// A joiner's decision sent as its host died never reached it: the host
// back from what it kept has a log that stops before it. The joiner's
// sync says so (NoteRefused, CodeNotDelivered, with the decision and its
// place), nothing of it stays pending, the decision is due again and is
// made again like any other, and the game ends with one hash and a clean
// audit. Before, it was forgotten without a word.
func TestADecisionTheHostNeverGotIsNotedAndDueAgain(t *testing.T) {
	tb := newTable(t, 7, []string{Bot, Remote, Bot}, false)
	p, b := tb.peers[1], tb.pbots[1]
	var sent game.Command
	for steps := 0; ; steps++ {
		if steps > 20000 {
			t.Fatal("the joiner's seat never came due after 30 commands")
		}
		tb.stepHost()
		tb.hostDecides()
		tb.stepPeer(1)
		pl, c, ok := b.Next(p.Game(), []int{1})
		if p.Pending() || !ok || pl != 1 {
			tb.host.Wait(time.Millisecond)
			continue
		}
		if len(tb.host.Log()) >= 30 && len(p.Log()) == len(tb.host.Log()) {
			sent = c
			break
		}
		if err := p.Propose(c); err != nil {
			t.Fatal(err)
		}
	}
	kept, g := tb.host.Kept(), tb.host.Game().Clone()
	if err := p.Propose(sent); err != nil || !p.Pending() {
		t.Fatalf("the decision was not sent: %v", err)
	}
	tb.host.Close() // it dies before it reads the decision
	tb.until("the joiner sees the host go", func() bool { p.Step(); return p.Closed() })

	h := tb.restore(kept, g, func(*Host) {})
	tb.rejoin(1)
	// Back over a new connection, it decides nothing before the host's
	// log: a decision sent then would reach the host, yet the sync, which
	// stops before it, would call it lost (found through a server's
	// restart: the commit that followed found nobody waiting for it).
	if p.MayPropose(sent) || p.Propose(sent) == nil {
		t.Fatal("the joiner decided before the host's sync came")
	}
	var lost *Note
	tb.pnotes[1] = nil
	tb.until("the joiner's sync", func() bool { // until steps the joiner, its notes kept
		for _, n := range tb.pnotes[1] {
			if n.Kind == NoteRefused {
				lost = &n
			}
		}
		return lost != nil
	})
	if lost.Code != CodeNotDelivered || lost.Seq != len(h.Log()) || lost.Player != 1 || lost.Command.Format() != sent.Format() {
		t.Fatalf("the joiner noted %+v; it sent %q at %d", *lost, sent.Format(), len(h.Log()))
	}
	if p.Pending() || len(p.Log()) != len(h.Log()) {
		t.Fatalf("after the sync: pending %v, %d commands, the host's %d", p.Pending(), len(p.Log()), len(h.Log()))
	}
	if pl, c, ok := b.Next(p.Game(), []int{1}); !ok || pl != 1 || c.Format() != sent.Format() || !p.MayPropose(c) {
		t.Fatalf("the decision due is not the one lost (%q), or may not be made", c.Format())
	}
	tb.play(20000)
	tb.audited()
	if got, want := p.Game().PublicHash(), h.Game().PublicHash(); got != want || !h.Game().Over() {
		t.Fatalf("the joiner ends at %x, the host at %x", got, want)
	}
}
