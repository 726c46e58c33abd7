package scenes

import (
	"context"
	"fmt"
	"sync/atomic"
	"testing"
	"time"

	"patron/game"
	"patron/game/bot"
	"patron/netplay/lan"
	"patron/netplay/session"
	"patron/netplay/wire"
	"patron/render/draw"
	"patron/scenes/store"
	"patron/scenes/words"
)

// At the host's table a Faction player's computer drops: the table says it
// waits for them, reconnecting, and offers to let a bot play; the host
// clicks it and a bot of the level the host's Settings chose for
// stand-ins plays their seat. They come back with their seat
// token and the seat is theirs again; the game ends with the audit clean
// on both computers.
func TestLANHostLetsABotStandIn(t *testing.T) {
	lang := words.English()
	a := &App{Store: store.Open(t.TempDir())}
	a.Settings.BotLevel = "easy" // not the Normal one it stood in with before the setting
	srv := loopbackTable(t, 4, wire.Seat{Name: "Ana", Who: session.AtHost}, wire.Seat{Name: "Bruno", Who: session.Remote})
	bruno, err := joinInProcess(srv, "Bruno", 1)
	if err != nil {
		t.Fatal(err)
	}
	token := bruno.Token()
	p := startedHostPlay(t, srv)
	m := p.M
	var drop atomic.Bool
	brunoGone := playRemote(bruno, &drop)
	patron, err := bot.New("normal", true, 1)
	if err != nil {
		t.Fatal(err)
	}

	playPatron(t, a, p, patron, func() bool { return len(m.G.PublicLog()) >= 40 })
	drop.Store(true)
	<-brunoGone
	deadline := time.Now().Add(20 * time.Second)
	for {
		p.pumpNet(a)
		if msg, standIn := p.netWaiting(lang); standIn {
			if msg != lang.Sprintf(words.Reconnecting, "Bruno") {
				t.Fatalf("the table says %q", msg)
			}
			break
		}
		if !p.M.Elsewhere() { // Ana's own decisions go on meanwhile
			playPatron(t, a, p, patron, p.M.Elsewhere)
		}
		if time.Now().After(deadline) {
			t.Fatal("the table never offered a stand-in")
		}
		time.Sleep(time.Millisecond)
	}
	r := draw.Rect{X: 100, Y: 100, W: 50, H: 20} // where the button was drawn
	a.AddHit(onButton(btnStandIn), r)
	p.updateNet(a, &Input{X: r.CX(), Y: r.CY(), Click: true})
	p.pumpNet(a)
	if p.M.Setup.People[1].Remote || !p.M.BotTurn() {
		t.Fatalf("no bot plays for Bruno: %+v", p.M.Setup.People[1])
	}
	if lvl := p.M.Setup.People[1].Bot; lvl != "easy" {
		t.Fatalf("a %q bot stands in for Bruno, not the easy one chosen", lvl)
	}
	before := len(m.G.PublicLog())
	playBoth(t, a, p, patron, func() bool { return len(m.G.PublicLog()) >= before+30 || m.G.Over() })

	// Bruno comes back with his token.
	joined := make(chan *session.Peer, 1)
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 8*time.Second)
		defer cancel()
		back, err := lan.Join(ctx, fmt.Sprintf("127.0.0.1:%d", srv.Port()), srv.Code(),
			session.PeerConfig{Hello: wire.Hello{Name: "Bruno", Seat: 1, Token: token}})
		if err != nil {
			t.Error(err)
		}
		joined <- back
	}()
	var back *session.Peer
	for back == nil {
		select {
		case back = <-joined:
		default:
			p.pumpNet(a) // the host's table answers his hello
			time.Sleep(time.Millisecond)
		}
	}
	if back.Seat() != 1 {
		t.Fatalf("Bruno came back to seat %d", back.Seat()+1)
	}
	p.pumpNet(a)
	if !p.M.Setup.People[1].Remote {
		t.Fatal("the bot kept Bruno's seat")
	}
	drop.Store(false)
	brunoDone := playRemote(back, &drop)
	playPatron(t, a, p, patron, func() bool { return p.M.Audit != nil })
	if !game.Fair(*p.M.Audit) {
		t.Fatalf("the host's audit found %+v", *p.M.Audit)
	}
	srv.Close()
	<-brunoDone
}

// playRemote plays a joined Faction computer with a bot in its own
// goroutine, until the game is audited or drop is set (it then closes).
func playRemote(peer *session.Peer, drop *atomic.Bool) <-chan struct{} {
	done := make(chan struct{})
	go func() {
		defer close(done)
		b := session.Bots{Levels: map[int]string{peer.Seat(): "normal"}, Seed: 7, Team: true}
		for !drop.Load() && !peer.Closed() {
			peer.Step()
			if g := peer.Game(); g != nil && !peer.Pending() {
				if pl, c, ok := b.Next(g, []int{peer.Seat()}); ok && pl == peer.Seat() {
					peer.Propose(c)
					continue
				}
			}
			peer.Wait(2 * time.Millisecond)
		}
		peer.Close()
	}()
	return done
}

// playBoth plays the host's person and its stand-in bot until done.
func playBoth(t *testing.T, a *App, p *Play, b bot.Bot, done func() bool) {
	t.Helper()
	for !done() {
		p.pumpNet(a)
		if p.M.BotTurn() {
			p.apply(a, p.M.BotCommand())
			continue
		}
		playPatron(t, a, p, b, func() bool { return done() || p.M.BotTurn() })
	}
}
