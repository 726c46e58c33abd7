package scenes

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"patron/game"
	"patron/game/bot"
	"patron/netplay/lan"
	"patron/netplay/session"
	"patron/netplay/wire"
	"patron/render/draw"
	"patron/scenes/match"
	"patron/scenes/store"
	"patron/scenes/words"
)

// A LAN table's time for each decision, in the window (lan_limit.go).

var errStopped = errors.New("stopped")

// hostBots plays a host's table in its own goroutine, its bots and the
// seats stood in for, as `patron host` does, until stop closes.
func hostBots(srv *lan.Server, stop <-chan struct{}) <-chan struct{} {
	done := make(chan struct{})
	b := session.Bots{Levels: map[int]string{}, Seed: 3, Team: true}
	go func() {
		defer close(done)
		// Each bot decision takes a while, so that the game outlasts the test.
		srv.Play(lan.Play{Bots: b, Think: 20 * time.Millisecond, Tend: func() error {
			select {
			case <-stop:
				return errStopped
			default:
			}
			for i, s := range srv.Lobby().Seats {
				if s.Who == session.Bot || s.StandIn {
					b.Levels[i] = s.Bot
				}
			}
			return nil
		}})
	}()
	return done
}

// pumpUntil takes in what the table does on each window until cond holds.
func pumpUntil(t *testing.T, what string, cond func() bool, plays ...struct {
	a *App
	p *Play
}) {
	t.Helper()
	for deadline := time.Now().Add(15 * time.Second); !cond(); time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("no %s after 15 s", what)
		}
		for _, w := range plays {
			w.p.pumpNet(w.a)
		}
	}
}

// awaitStart waits for the host's start to reach a joined computer.
func awaitStart(t *testing.T, peer *session.Peer) {
	t.Helper()
	for deadline := time.Now().Add(30 * time.Second); peer.Game() == nil; peer.Step() { // a guard, not a measure
		if time.Now().After(deadline) {
			t.Fatal("the game never began on the joined computer")
		}
		peer.Wait(time.Millisecond)
	}
}

// clickNet clicks the table's button b, drawn somewhere.
func clickNet(a *App, p *Play, b tableButton) {
	r := draw.Rect{X: 100, Y: 100, W: 50, H: 20}
	a.AddHit(onButton(b), r)
	p.updateNet(a, &Input{X: r.CX(), Y: r.CY(), Click: true})
}

// Bruno's computer is connected and he says nothing: past the limit his
// table says a bot plays for him while the game goes on, and "Take my seat
// back" gives it back to him. How far the stand-in gets depends on the
// table's timing, and now and then a game ends while it plays, with no
// seat left to take back: then the next seed's table is played, until one
// game is still on (eight ended fail the test).
func TestLANSilentJoinerTakesItsSeatBack(t *testing.T) {
	untilReached(t, "Bruno taking his seat back", []uint64{4, 5, 6, 7, 8, 9, 10, 11}, func(seed uint64) string {
		return silentJoinerTakesItsSeatBack(t, seed)
	})
}

// silentJoinerTakesItsSeatBack is TestLANSilentJoinerTakesItsSeatBack on
// a table of seed; it says why not when its game ended while the
// stand-in played, before Bruno could take his seat back.
func silentJoinerTakesItsSeatBack(t *testing.T, seed uint64) (short string) {
	lang := words.English()
	a := &App{Store: store.Open(t.TempDir())}
	srv := limitedTable(t, seed, session.Limits{Decision: 300 * time.Millisecond},
		wire.Seat{Name: "Ana", Who: session.Bot, Bot: "normal"}, wire.Seat{Name: "Bruno", Who: session.Remote})
	bruno, err := joinInProcess(srv, "Bruno", 1)
	if err != nil {
		t.Fatal(err)
	}
	if err := srv.Start(); err != nil {
		t.Fatal(err)
	}
	stop := make(chan struct{})
	host := hostBots(srv, stop)
	defer func() { close(stop); <-host }()
	awaitStart(t, bruno)
	m, err := match.NewLAN(match.PeerNet{P: bruno})
	if err != nil {
		t.Fatal(err)
	}
	p := NewLANPlay(m)
	defer p.stopSaving()
	win := struct {
		a *App
		p *Play
	}{a, p}
	pumpUntil(t, "stand-in", func() bool { msg, _ := p.netWaiting(lang); return msg == lang.T(words.StoodInYou) }, win)
	if !p.M.Setup.People[1].Remote || p.M.BotTurn() {
		t.Fatal("Bruno's own computer plays his seat while a bot at the host does")
	}
	if got := presenceName(lang, bruno.Lobby().Seats[1]); got != "Bruno (bot)" {
		t.Fatalf("the presence line says %q", got)
	}
	at := len(m.G.PublicLog())
	pumpUntil(t, "the stand-in's moves", func() bool { return len(m.G.PublicLog()) > at+5 || m.G.Over() }, win)
	if m.G.Over() {
		return fmt.Sprintf("the game ended after %d commands while the stand-in played", len(m.G.PublicLog()))
	}
	clickNet(a, p, btnTakeBack)
	pumpUntil(t, "the seat back", func() bool { return !bruno.StoodIn() && !p.M.Setup.People[1].Remote }, win)
	return ""
}

// Ana, the Patrón, plays, then says nothing with her window open: every
// computer counts down; when it runs out the host's table offers to end
// the game; both windows then show the end of a game abandoned, the
// host's save says so, and the Factions' end screen shows nothing of the
// Patrón's secrets.
func TestLANSilentPatronAbandonedOnEveryComputer(t *testing.T) {
	lang := words.English()
	ah, ap := &App{Store: store.Open(t.TempDir())}, &App{Store: store.Open(t.TempDir())}
	srv := limitedTable(t, 6, session.Limits{Decision: 100 * time.Millisecond, Grace: 300 * time.Millisecond},
		wire.Seat{Name: "Ana", Who: session.Remote}, wire.Seat{Name: "Bruno", Who: session.Bot, Bot: "normal"})
	ana, err := joinInProcess(srv, "Ana", 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := srv.Start(); err != nil {
		t.Fatal(err)
	}
	hm, err := match.NewLAN(match.HostNet{S: srv})
	if err != nil {
		t.Fatal(err)
	}
	awaitStart(t, ana)
	pm, err := match.NewLAN(match.PeerNet{P: ana})
	if err != nil {
		t.Fatal(err)
	}
	host, patron := NewLANPlay(hm), NewLANPlay(pm)
	defer host.stopSaving()
	defer patron.stopSaving()
	b, err := bot.New("normal", true, 1)
	if err != nil {
		t.Fatal(err)
	}
	both := func(silent bool, done func() bool) {
		t.Helper()
		for deadline := time.Now().Add(20 * time.Second); !done(); {
			if time.Now().After(deadline) {
				t.Fatalf("stuck at command %d", len(hm.G.PublicLog()))
			}
			host.pumpNet(ah)
			patron.pumpNet(ap)
			switch {
			case hm.BotTurn():
				host.apply(ah, hm.BotCommand())
			case !silent && len(pm.G.PublicLog()) < 40 && !pm.G.Over() && !patron.netWaits():
				v := pm.G.View(game.SeatPatron)
				if pm.BotTurn() { // a forced answer
					patron.apply(ap, pm.BotCommand())
				} else {
					patron.apply(ap, b.Choose(&v))
				}
			default:
				time.Sleep(time.Millisecond)
			}
		}
	}
	// Both computers at the same decision of hers, none of hers on its way
	// to the host: one in flight would move the table on after she falls
	// silent. She stops deciding from command 40 on, so the table comes to
	// such a decision whenever her moves reach the host (while she played
	// on, catching that moment was luck: a loaded machine once played the
	// game to its end without it).
	both(false, func() bool {
		return len(hm.G.PublicLog()) >= 40 && hm.G.Pending().Seat == game.SeatPatron &&
			len(pm.G.PublicLog()) == len(hm.G.PublicLog()) && !pm.Net.Busy()
	})
	at := len(hm.G.PublicLog())
	both(true, func() bool { _, _, ok := ana.Pause(); return ok })
	if got := patron.pauseBanner(lang); !strings.HasPrefix(got, "The table is waiting for you: 0:0") {
		t.Fatalf("the Patrón's window says %q", got)
	}
	if got, _ := host.netWaiting(lang); !strings.HasPrefix(got, "Waiting for the Patrón: 0:0") {
		t.Fatalf("the host's window says %q", got)
	}
	both(true, func() bool { return mayAbandon(hm.Net) })
	if got, _ := host.netWaiting(lang); got != lang.T(words.PatronLateHost) {
		t.Fatalf("the host's window says %q", got)
	}
	clickNet(ah, host, btnAbandon)
	both(true, func() bool { return host.net.abandoned && patron.net.abandoned })
	if len(hm.G.PublicLog()) != at {
		t.Fatalf("the log went on from %d to %d without the Patrón", at, len(hm.G.PublicLog()))
	}
	for _, w := range []struct {
		a *App
		p *Play
	}{{ah, host}, {ap, patron}} {
		w.p.updateNet(w.a, &Input{})
		e, ok := w.a.next.(*End)
		if !ok || e.abandoned == nil || e.abandoned.broken != nil || e.abandoned.why.Gone {
			t.Fatalf("the window shows %T %+v", w.a.next, e)
		}
	}
	if e := ah.next.(*End); len(e.path) > 0 || e.audited {
		t.Fatal("the Factions' end screen shows the Patrón's path or an audit of openings that never came")
	}
	saves := lanStore(ah).List(false)
	if len(saves) != 1 {
		t.Fatalf("the host's saves: %+v", saves)
	}
	f, _, err := lanStore(ah).Load(saves[0].ID, false)
	if err != nil {
		t.Fatal(err)
	}
	if a := f.Table.Abandoned; a == nil || a.Seat != 0 || a.Gone || f.Secret != nil {
		t.Fatalf("the host's save: abandoned %+v, secret %v", f.Table.Abandoned, f.Secret != nil)
	}
}

// The bot that plays a seat past the host's time limit is of the level
// the host's Settings chose for stand-ins: Normal by default, and for a
// level the game does not offer.
func TestLANLimitStandInIsTheChosenLevel(t *testing.T) {
	for _, c := range []struct{ setting, want string }{{"expert", "expert"}, {"easy", "easy"}, {"normal", "normal"}, {"godlike", "normal"}} {
		s := NewLANSetupScreen()
		s.players = 2
		s.kinds[1] = 3 // a bot
		s.bookSplit()
		a := quietApp()
		a.Settings.BotLevel = c.setting
		cfg, err := s.hostConfig(a)
		if err != nil {
			t.Fatal(err)
		}
		if cfg.Limits.Bot != c.want || cfg.Limits.Decision != time.Duration(lanLimitDefault)*time.Minute {
			t.Errorf("with the setting %q the table's limits are %+v", c.setting, cfg.Limits)
		}
	}
	if l := NewLANSetupScreen().limits(); l.Bot != "normal" {
		t.Errorf("a setup the host's settings never reached stands in with %q", l.Bot)
	}
}
