package session

import (
	"testing"
	"time"

	"patron/game"
)

// The Patrón's machine drops just as the game ends, before it hears the
// last commit, so it has not opened his secrets. It comes back with its own
// game, finds the game over, and opens them then: every machine audits
// clean and sees his true path.
func TestThePatronComesBackToAnEndedGameAndOpensHisSecrets(t *testing.T) {
	tb := newTable(t, 23, []string{Remote, Remote, Bot}, false)
	patron := tb.peers[0]
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); {
		if tb.stepHost(); tb.host.Game().Over() {
			break // nobody hears the last commit yet
		}
		if p, c, ok := tb.hbots.Next(tb.host.Game(), tb.host.Local()); ok {
			if err := tb.host.Propose(p, c); err != nil {
				t.Fatal(err)
			}
			continue
		}
		for i, p := range tb.peers {
			if tb.stepPeer(i); p.Pending() {
				continue
			}
			if pl, c, ok := tb.pbots[i].Next(p.Game(), []int{p.Seat()}); ok && pl == p.Seat() {
				if err := p.Propose(c); err != nil {
					t.Fatal(err)
				}
			}
		}
		tb.host.Wait(time.Millisecond)
	}
	if !tb.host.Game().Over() || patron.Game().Over() {
		t.Fatalf("the game did not end (%v, %d commands), or the Patrón's machine saw its end (%v)", tb.host.Game().Over(), len(tb.host.Log()), patron.Game().Over())
	}
	own, token := patron.Game().Clone(), patron.Token()
	tb.drop(0)
	// What the gone machine noted as it was dropped (it may still have read
	// the last commit from its buffer) is not the machine that comes back.
	tb.pnotes[0] = nil
	tb.join(0, token, own)
	tb.audited()
	for i, a := range tb.audits() {
		if len(a) != 1 || !game.Fair(a[0].Findings) || len(a[0].Sheet) == 0 {
			t.Fatalf("machine %d: audits %+v", i, a)
		}
	}
}
