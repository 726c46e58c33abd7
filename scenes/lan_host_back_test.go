package scenes

import (
	"net"
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

// The host's window goes (a crash) mid-game. The joiner's table says it
// waits for the host and dials it again by itself; on the host's computer
// the Host screen offers "Back to my table", which opens the table again
// on the same session code; the joiner sits down again with its game and
// the table plays to its end, with one hash and a clean audit.
func TestLANHostComesBack(t *testing.T) {
	host, joiner := &App{Store: store.Open(t.TempDir())}, &App{Store: store.Open(t.TempDir())}
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
	first := p
	defer first.stopSaving()
	playPatron(t, joiner, p, patron, func() bool { return len(p.M.G.PublicLog()) >= 40 })

	stop()
	srv.Close() // the host's window is gone
	// The table takes the end of its connection as it would any frame:
	// the host closed its table, which its person may open again.
	for deadline := time.Now().Add(30 * time.Second); p.net.host == nil; time.Sleep(2 * time.Millisecond) { // a guard, not a measure
		if p.pumpNet(joiner); time.Now().After(deadline) {
			t.Fatalf("the joiner does not wait for the host: %q", p.net.problem)
		}
	}
	if p.net.problem != joiner.Lang.T(words.WaitingForHost) || !p.netWaits() {
		t.Fatalf("waiting for the host, the table says %q", p.net.problem)
	}
	for deadline := time.Now().Add(30 * time.Second); !portFree(srv.Port()); time.Sleep(10 * time.Millisecond) { // a guard, not a measure
		if time.Now().After(deadline) {
			t.Fatal("the host's port stays taken")
		}
	}

	setup := NewLANSetupScreen()
	if b := setup.table.load(host); b == nil || b.Code() != srv.Code() {
		t.Fatal("the Host screen offers no table to go back to")
	}
	setup.resumeTable(host)
	hp, ok := host.next.(*Play)
	if !ok {
		t.Fatalf("Back to my table: %s", setup.err)
	}
	back := hp.M.Net.(match.HostNet).S
	defer back.Close()
	if back.Code() != srv.Code() || back.Port() != srv.Port() {
		t.Fatalf("back on code %s port %d, not %s %d", back.Code(), back.Port(), srv.Code(), srv.Port())
	}
	defer runHost(back, bots)()

	for deadline := time.Now().Add(15 * time.Second); ; time.Sleep(2 * time.Millisecond) {
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
	if p.net.problem != "" || p.M.G.Sec == nil || len(p.M.G.PublicLog()) < 40 {
		t.Fatalf("back at the table: %q, %d commands", p.net.problem, len(p.M.G.PublicLog()))
	}
	playPatron(t, joiner, p, patron, func() bool { return p.M.Audit != nil })
	if !game.Fair(*p.M.Audit) || p.M.G.PublicHash() != back.Game().PublicHash() {
		t.Fatalf("the end: audit %+v, hash %x, the host's %x", *p.M.Audit, p.M.G.PublicHash(), back.Game().PublicHash())
	}
}

// portFree reports whether the UDP port can be listened on again.
func portFree(port int) bool {
	c, err := net.ListenPacket("udp", ":"+strconv.Itoa(port))
	if err != nil {
		return false
	}
	c.Close()
	return true
}
