package scenes

import (
	"strconv"
	"testing"
	"time"

	"patron/game"
	"patron/game/bot"
	"patron/netplay/session"
	"patron/netplay/wire"
	"patron/scenes/match"
	"patron/scenes/store"
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
	host, joiner := &App{Store: store.Open(t.TempDir())}, &App{Store: store.Open(t.TempDir())}
	lang := joiner.Lang
	srv := loopbackTable(t, 9, wire.Seat{Name: "Pat", Who: session.Remote}, wire.Seat{Name: "Bot", Who: session.Bot, Bot: "normal"})
	keepTable(host, srv)
	bots := session.Bots{Levels: map[int]string{1: "normal"}, Seed: 9, Team: true}
	stop := runHost(srv, bots)
	patron, err := bot.New("normal", true, 3)
	if err != nil {
		t.Fatal(err)
	}
	j := &JoinScreen{name: "Pat", seat: 0, addr: "127.0.0.1:" + strconv.Itoa(srv.Port()), code: srv.Code(), stop: make(chan struct{})}
	j.join(joiner)
	p := untilPlay(t, joiner, j)
	defer p.stopSaving()
	mine := func() bool { return len(p.M.G.PublicLog()) >= 30 && !p.M.G.Over() && !p.netWaits() && !p.M.BotTurn() }
	playPatron(t, joiner, p, patron, mine)

	stop() // the host's computer freezes: nothing it is sent is read
	var sent game.Command
	for tries := 0; !p.M.Net.Busy(); tries++ { // a secret step that publishes nothing is not sent
		if tries > 20 || !mine() {
			t.Fatal("no decision of the Patrón's to send")
		}
		v := p.M.G.View(game.SeatPatron)
		sent = patron.Choose(&v)
		p.apply(joiner, sent)
	}
	if msg, _ := p.netWaiting(lang); msg != lang.T(words.Sending) {
		t.Fatalf("the decision sent, the table says %q", msg)
	}
	logged := len(p.M.G.PublicLog())
	// ... and it dies: no goodbye.
	srv.Vanish()
	for deadline := time.Now().Add(30 * time.Second); p.net.host == nil; time.Sleep(2 * time.Millisecond) { // a guard, not a measure
		if p.pumpNet(joiner); time.Now().After(deadline) {
			t.Fatalf("the joiner does not wait for the host: %q", p.net.problem)
		}
	}
	for deadline := time.Now().Add(30 * time.Second); !portFree(srv.Port()); time.Sleep(10 * time.Millisecond) { // a guard, not a measure
		if time.Now().After(deadline) {
			t.Fatal("the host's port stays taken")
		}
	}
	setup := NewLANSetupScreen()
	setup.resumeTable(host)
	hp, ok := host.next.(*Play)
	if !ok {
		t.Fatalf("Back to my table: %s", setup.err)
	}
	back := hp.M.Net.(match.HostNet).S
	defer back.Close()
	defer runHost(back, bots)()
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(2 * time.Millisecond) { // a guard, not a measure
		if time.Now().After(deadline) {
			t.Fatalf("the joiner never came back: %q", p.net.problem)
		}
		p.pumpNet(joiner)
		if q, ok := joiner.next.(*Play); ok {
			joiner.next, p = nil, q
			break
		}
	}
	defer p.stopSaving()

	want := lang.Sprintf(words.DecisionLost, lang.Printer().Command(sent))
	if len(p.M.G.PublicLog()) != logged || p.netWaits() || p.M.G.Pending().Seat != game.SeatPatron {
		t.Fatalf("back at the table with %d commands (%d before the decision), waiting %v", len(p.M.G.PublicLog()), logged, p.netWaits())
	}
	if p.lostHint() != want || p.net.notice.text != want {
		t.Fatalf("the prompt says %q and the news %q, not %q", p.lostHint(), p.net.notice.text, want)
	}
	shown := p.netKey(lang)
	v := p.M.G.View(game.SeatPatron)
	p.apply(joiner, patron.Choose(&v))
	if p.lostHint() != "" || p.netKey(lang) == shown {
		t.Fatalf("decided again, the prompt still says %q", p.lostHint())
	}
	playPatron(t, joiner, p, patron, func() bool { return p.M.Audit != nil })
	if !game.Fair(*p.M.Audit) || p.M.G.PublicHash() != back.Game().PublicHash() {
		t.Fatalf("the end: audit %+v, hash %x, the host's %x", *p.M.Audit, p.M.G.PublicHash(), back.Game().PublicHash())
	}
}
