package scenes

import (
	"net"
	"strconv"
	"testing"
	"time"

	"patron/game"
	"patron/game/bot"
	"patron/netplay/lan"
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
	t.Parallel() // mostly waiting on the network: beside the window tests
	k := patronAtAKeptTable(t)
	p := k.p
	playPatron(t, k.joiner, p, k.patron, func() bool { return len(p.M.G.PublicLog()) >= 40 })

	k.stop()
	k.srv.Close() // the host's window is gone
	// The table takes the end of its connection as it would any frame:
	// the host closed its table, which its person may open again.
	back, p := k.hostBack(t, p)
	if p.net.problem != "" || p.M.G.Sec == nil || len(p.M.G.PublicLog()) < 40 {
		t.Fatalf("back at the table: %q, %d commands", p.net.problem, len(p.M.G.PublicLog()))
	}
	playPatron(t, k.joiner, p, k.patron, func() bool { return p.M.Audit != nil })
	if !game.Fair(*p.M.Audit) || p.M.G.PublicHash() != back.Game().PublicHash() {
		t.Fatalf("the end: audit %+v, hash %x, the host's %x", *p.M.Audit, p.M.G.PublicHash(), back.Game().PublicHash())
	}
}

// keptTable is a host's table whose save is kept (its window's store),
// its bots playing in a goroutine of their own until stop, and the
// Patrón's player at another computer's window (joiner), at the table (p).
type keptTable struct {
	host, joiner *App
	srv          *lan.Server
	bots         session.Bots
	stop         func()
	patron       bot.Bot
	p            *Play
}

// patronAtAKeptTable opens a kept table of two seats (the Patrón's
// remote, a bot Faction at the host) and seats the Patrón's window.
func patronAtAKeptTable(t *testing.T) *keptTable {
	t.Helper()
	k := &keptTable{host: &App{Store: store.Open(t.TempDir())}, joiner: &App{Store: store.Open(t.TempDir())}}
	k.srv = loopbackTable(t, 9, wire.Seat{Name: "Pat", Who: session.Remote}, wire.Seat{Name: "Bot", Who: session.Bot, Bot: "normal"})
	keepTable(k.host, k.srv)
	k.bots = session.Bots{Levels: map[int]string{1: "normal"}, Seed: 9, Team: true}
	k.stop = runHost(k.srv, k.bots)
	var err error
	if k.patron, err = bot.New("normal", true, 3); err != nil {
		t.Fatal(err)
	}
	j := &JoinScreen{name: "Pat", seat: 0, addr: "127.0.0.1:" + strconv.Itoa(k.srv.Port()), code: k.srv.Code(), stop: make(chan struct{})}
	j.join(k.joiner)
	k.p = untilPlay(t, k.joiner, j)
	t.Cleanup(func() { k.p.stopSaving() })
	return k
}

// hostBack waits for the joiner's table p to wait for its host, gone
// (stopped and closed or vanished), opens the table again with "Back to
// my table" once its port is free, its bots playing again, and returns
// it and the joiner's table made again once it sat down.
func (k *keptTable) hostBack(t *testing.T, p *Play) (*lan.Server, *Play) {
	t.Helper()
	for deadline := time.Now().Add(30 * time.Second); p.net.host == nil; time.Sleep(2 * time.Millisecond) { // a guard, not a measure
		if p.pumpNet(k.joiner); time.Now().After(deadline) {
			t.Fatalf("the joiner does not wait for the host: %q", p.net.problem)
		}
	}
	if p.net.problem != k.joiner.Lang.T(words.WaitingForHost) || !p.netWaits() {
		t.Fatalf("waiting for the host, the table says %q", p.net.problem)
	}
	for deadline := time.Now().Add(30 * time.Second); !portFree(k.srv.Port()); time.Sleep(10 * time.Millisecond) { // a guard, not a measure
		if time.Now().After(deadline) {
			t.Fatal("the host's port stays taken")
		}
	}

	setup := NewLANSetupScreen()
	if b := setup.table.load(k.host); b == nil || b.Code() != k.srv.Code() {
		t.Fatal("the Host screen offers no table to go back to")
	}
	setup.resumeTable(k.host)
	hp, ok := k.host.next.(*Play)
	if !ok {
		t.Fatalf("Back to my table: %s", setup.err)
	}
	back := hp.M.Net.(match.HostNet).S
	t.Cleanup(back.Close)
	if back.Code() != k.srv.Code() || back.Port() != k.srv.Port() {
		t.Fatalf("back on code %s port %d, not %s %d", back.Code(), back.Port(), k.srv.Code(), k.srv.Port())
	}
	t.Cleanup(runHost(back, k.bots)) // before back.Close: cleanups run last first

	for deadline := time.Now().Add(15 * time.Second); ; time.Sleep(2 * time.Millisecond) { // a guard, not a measure
		if time.Now().After(deadline) {
			t.Fatalf("the joiner never came back: %q", p.net.problem)
		}
		p.pumpNet(k.joiner)
		if q, ok := k.joiner.next.(*Play); ok {
			k.joiner.next = nil
			t.Cleanup(func() { q.stopSaving() })
			return back, q
		}
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
