package scenes

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"patron/game"
	"patron/game/bot"
	"patron/netplay/lan"
	"patron/netplay/session"
	"patron/netplay/wire"
	"patron/scenes/store"
	"patron/scenes/words"
)

// The Patrón plays from a joined computer; it drops mid-game and loses
// everything but its disk. Join a LAN game → "Back to my seat" takes the
// seat record and his own save, and he sits down again with his secrets:
// the same hideout, and the game plays to its end with the audit clean.
func TestLANPatronComesBackFromHisSave(t *testing.T) {
	t.Parallel() // mostly waiting on the network: beside the window tests
	a := &App{Store: store.Open(t.TempDir())}
	srv := loopbackTable(t, 9, wire.Seat{Name: "Pat", Who: session.Remote}, wire.Seat{Name: "Bot", Who: session.Bot, Bot: "normal"})
	defer runHost(srv, session.Bots{Levels: map[int]string{1: "normal"}, Seed: 9, Team: true})()
	patron, err := bot.New("normal", true, 3)
	if err != nil {
		t.Fatal(err)
	}

	j := &JoinScreen{name: "Pat", seat: 0, addr: fmt.Sprintf("127.0.0.1:%d", srv.Port()), code: srv.Code(), stop: make(chan struct{})}
	j.join(a)
	p := untilPlay(t, a, j)
	first := p
	defer first.stopSaving() // the autosavers are done before the folder goes
	playPatron(t, a, p, patron, func() bool { return len(p.M.G.PublicLog()) >= 60 })
	hideout := p.M.G.View(game.SeatPatron).Secret.Sheet[0]
	if err := p.flushSave(); err != nil {
		t.Fatal(err)
	}
	p.M.Net.Close() // the computer dies: only its disk is left

	rec, ok := loadSeatRecord(a)
	if !ok || rec.SaveID == "" || rec.Seat != 0 {
		t.Fatalf("no seat record to come back with: %+v", rec)
	}
	back := &JoinScreen{rec: rec, hasRec: true, stop: make(chan struct{})}
	back.rejoin(a)
	p = untilPlay(t, a, back)
	defer p.stopSaving()
	if p.M.G.Sec == nil || p.M.G.View(game.SeatPatron).Secret.Sheet[0] != hideout {
		t.Fatal("the Patrón came back without his secrets")
	}
	if had := first.M.Events; len(had) == 0 || len(p.M.Events) < len(had) || !slices.Equal(p.M.Events[:len(had)], had) {
		t.Fatalf("the log after coming back holds %d events, before %d", len(p.M.Events), len(had)) // the whole log, not only what came after
	}
	playPatron(t, a, p, patron, func() bool { return p.M.Audit != nil })
	if !game.Fair(*p.M.Audit) {
		t.Fatalf("the audit found %+v", *p.M.Audit)
	}
	// The end screen's statistics are the same as on a Factions' computer
	// that followed the whole published log: they are counted from it, not
	// from what this computer happened to apply before and after it came
	// back (Labs placed 8 and 7, commands 350 and 301 before).
	cp, err := p.M.FactionsCopy()
	if err != nil {
		t.Fatal(err)
	}
	lang := words.English()
	if here, there := (&End{M: p.M}).stats(lang), (&End{M: cp}).stats(lang); !slices.Equal(here, there) {
		t.Errorf("the end's statistics after coming back: %v; on a Factions' computer: %v", here, there)
	}
}

// runHost answers hellos, starts once the seat is taken, and plays the
// host's bots, in its own goroutine, until the returned stop.
func runHost(srv *lan.Server, bots session.Bots) (stop func()) {
	done, stopped := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(stopped)
		for {
			select {
			case <-done:
				return
			default:
			}
			srv.Wait(2 * time.Millisecond)
			srv.Step()
			if !srv.Started() && srv.Ready() {
				srv.Start()
			}
			if srv.Started() {
				if p, c, ok := bots.Next(srv.Game(), srv.Local()); ok {
					srv.Propose(p, c)
				}
			}
		}
	}()
	return func() { close(done); <-stopped }
}

// untilPlay runs the join screen and the lobby until the table opens.
func untilPlay(t *testing.T, a *App, first Scene) *Play {
	t.Helper()
	return tablePlay(t, a, first, func() {})
}

// playPatron plays the Patrón's decisions at the table, as the screen
// offers them, until done.
func playPatron(t *testing.T, a *App, p *Play, b bot.Bot, done func() bool) {
	t.Helper()
	playAt(t, a, p, b, done, func() game.Seat { return game.SeatPatron })
}

// playAt plays the table's decisions as the screen offers them, the bot
// seeing seat()'s view, until done. Done is asked again after the news is
// read: what the news brings (an acknowledgement, the other side's moves)
// may be what done waits for, and deciding at once would pass it by.
func playAt(t *testing.T, a *App, p *Play, b bot.Bot, done func() bool, seat func() game.Seat) {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second) // a guard, not a measure: a loaded machine is slow
	for !done() {
		if time.Now().After(deadline) {
			t.Fatalf("stuck after %d commands: %q, %v", len(p.M.G.PublicLog()), p.net.problem, p.M.G.Pending())
		}
		if p.pumpNet(a); done() {
			return
		}
		if p.M.G.Over() || p.netWaits() {
			time.Sleep(time.Millisecond)
			continue
		}
		var c game.Command
		if p.M.BotTurn() { // a forced answer
			c = p.M.BotCommand()
		} else {
			v := p.M.G.View(seat())
			c = b.Choose(&v)
		}
		p.apply(a, c)
		if p.err != "" {
			t.Fatalf("%s: %s", c.Format(), p.err)
		}
	}
}
