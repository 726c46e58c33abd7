package session

import (
	"testing"
)

// The host's own decisions (its people and bots) are checked on a copy of
// its game, and that copy becomes the game: the command is applied once.
// The game it was checked against is left as it was, for the published
// steps and for the Patrón's secret ones (a defense token assigned) alike,
// and every machine ends with the host's game.
func TestTheHostAppliesItsOwnDecisionsOnce(t *testing.T) {
	tb := newTable(t, 43, []string{Bot, Remote}, false) // the Patrón's secrets at the host
	published, secret := 0, 0
	for steps := 0; steps < 20000 && !tb.host.Game().Over(); steps++ {
		tb.play(1)
		before := tb.host.Game()
		p, c, ok := tb.hbots.Next(before, tb.host.Local())
		if !ok {
			continue
		}
		hash, applied, logged := before.PublicHash(), len(before.Log()), len(tb.host.Log())
		secretHash := before.SecretHash()
		if err := tb.host.Propose(p, c); err != nil {
			t.Fatal(err)
		}
		after := tb.host.Game()
		if after == before || before.PublicHash() != hash || before.SecretHash() != secretHash || len(before.Log()) != applied {
			t.Fatalf("%q: the game it was checked against changed, or is still the game", c.Format())
		}
		if len(after.Log()) != applied+1 || after.Log()[applied].Format() != c.Format() {
			t.Fatalf("%q: the host's game did not take it once", c.Format())
		}
		notes := tb.stepHost()
		if len(notes) == 0 || notes[0].Kind != NoteCommitted || notes[0].Command.Format() != c.Format() {
			t.Fatalf("%q: notes %+v", c.Format(), notes)
		}
		switch len(tb.host.Log()) - logged {
		case 1:
			published++
		case 0:
			secret++
		}
	}
	if published == 0 || secret == 0 {
		t.Fatalf("%d published and %d secret decisions at the host", published, secret)
	}
	tb.finish()
}
