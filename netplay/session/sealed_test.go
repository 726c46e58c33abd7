package session

import (
	"testing"

	"patron/netplay/sealed"
)

// At an online table the Patrón's computer sends his sealed game with each
// of his proposals and the host keeps it with the move for the server; a
// Faction's proposal carrying one is refused and never appended. The last
// one kept, with the table's record, rebuilds his game as his computer
// holds it at the end.
func TestThePatronsProposalsCarryHisSealedGameAlone(t *testing.T) {
	led := ledgerConfig(t)
	tb := newTableWith(t, 7, []string{Remote, Remote, Bot}, false, led)
	ana := tb.peers[1]
	tb.until("Ana's decision", func() bool { // the Patrón's bot plays; Ana's waits
		tb.stepHost()
		tb.hostDecides()
		tb.stepPeer(1)
		tb.stepPeer(0)
		if p := tb.peers[0]; !p.Pending() {
			if pl, c, ok := tb.pbots[0].Next(p.Game(), []int{0}); ok && pl == 0 && p.MayPropose(c) {
				p.Propose(c)
			}
		}
		return tb.host.waiting() == 1 && len(ana.Log()) == len(tb.host.Log())
	})
	_, c, ok := tb.pbots[1].Next(ana.Game(), []int{1})
	if !ok {
		t.Fatal("no decision for Ana's bot")
	}
	prop, _, err := ana.rep.prepare(1, c)
	if err != nil || prop == nil {
		t.Fatalf("Ana's decision: %v", err)
	}
	ana.sign(prop)
	m := ana.proposeMessage(prop)
	if m.Propose.Sealed != nil {
		t.Fatal("a Faction's computer sealed a game")
	}
	m.Propose.Sealed = []byte("not hers to leave")
	n, hn, before := len(tb.pnotes[1]), len(tb.hnotes), len(tb.host.Log())
	ana.link.send(m)
	tb.until("the refusal", func() bool { return hasNote(tb.pnotes[1][n:], NoteRefused, CodeSealed) })
	if !hasNote(tb.hnotes[hn:], NoteProblem, CodeSealed) || len(tb.host.Log()) != before {
		t.Fatal("the host took a Faction's sealed game, or did not say so")
	}

	tb.finish()
	rec := tb.host.Record()
	last := -1
	for i, mv := range rec.Moves {
		if mv.Seat == 0 {
			last = i
		}
	}
	blob := tb.host.Sealed(last)
	if last < 0 || blob == nil || tb.host.Sealed(last-1) != nil {
		t.Fatalf("the host keeps no sealed game with the Patrón's last move %d", last+1)
	}
	g, err := sealed.Rebuild(tb.ids[0], led.Server.Public(), led.Table, rec, last+1, blob)
	if err != nil {
		t.Fatal(err)
	}
	his := tb.peers[0].Game()
	if g.SecretHash() != his.SecretHash() || g.PublicHash() != his.PublicHash() {
		t.Fatal("the sealed game rebuilds another game than the Patrón's computer holds")
	}
}
