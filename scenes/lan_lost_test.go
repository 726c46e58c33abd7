package scenes

import (
	"testing"

	"patron/game"
	"patron/scenes/words"
)

// The Patrón's player decides on a joiner's window just as the host's
// computer freezes and dies: the decision never reaches it ("Sending your
// decision…"). When the host is back from its save, the joiner's table is
// made again from the host's log, which stops before that decision: the
// prompt says in words that the decision never arrived, the same question
// is asked again, and once it is made again the line goes and the game
// plays to its end with one hash and a clean audit. Before, the question
// came back with no word.
func TestLANDecisionThatNeverReachedTheHostIsSaidAndAskedAgain(t *testing.T) {
	t.Parallel() // mostly waiting on the network: beside the window tests
	k := patronAtAKeptTable(t)
	p, patron, lang := k.p, k.patron, k.joiner.Lang
	mine := func() bool { return len(p.M.G.PublicLog()) >= 30 && !p.M.G.Over() && !p.netWaits() && !p.M.BotTurn() }
	playPatron(t, k.joiner, p, patron, mine)

	k.stop() // the host's computer freezes: nothing it is sent is read
	var sent game.Command
	for tries := 0; !p.M.Net.Busy(); tries++ { // a secret step that publishes nothing is not sent
		if tries > 20 || !mine() {
			t.Fatal("no decision of the Patrón's to send")
		}
		v := p.M.G.View(game.SeatPatron)
		sent = patron.Choose(&v)
		p.apply(k.joiner, sent)
	}
	if msg, _ := p.netWaiting(lang); msg != lang.T(words.Sending) {
		t.Fatalf("the decision sent, the table says %q", msg)
	}
	logged := len(p.M.G.PublicLog())
	// ... and it dies: no goodbye.
	k.srv.Vanish()
	back, p := k.hostBack(t, p)

	want := lang.Sprintf(words.DecisionLost, lang.Printer().Command(sent))
	if len(p.M.G.PublicLog()) != logged || p.netWaits() || p.M.G.Pending().Seat != game.SeatPatron {
		t.Fatalf("back at the table with %d commands (%d before the decision), waiting %v", len(p.M.G.PublicLog()), logged, p.netWaits())
	}
	if p.lostHint() != want || p.net.notice.text != want {
		t.Fatalf("the prompt says %q and the news %q, not %q", p.lostHint(), p.net.notice.text, want)
	}
	shown := p.netKey(lang)
	v := p.M.G.View(game.SeatPatron)
	p.apply(k.joiner, patron.Choose(&v))
	if p.lostHint() != "" || p.netKey(lang) == shown {
		t.Fatalf("decided again, the prompt still says %q", p.lostHint())
	}
	playPatron(t, k.joiner, p, patron, func() bool { return p.M.Audit != nil })
	if !game.Fair(*p.M.Audit) || p.M.G.PublicHash() != back.Game().PublicHash() {
		t.Fatalf("the end: audit %+v, hash %x, the host's %x", *p.M.Audit, p.M.G.PublicHash(), back.Game().PublicHash())
	}
}
