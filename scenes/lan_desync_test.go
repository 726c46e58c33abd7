package scenes

import (
	"strings"
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

// A Factions' window whose game goes off the table's (a fault of its own)
// says so in its banner, waits while the host sends the log, and plays on
// from the game rebuilt from it, with a banner saying it is back in step:
// the game ends with the host's hash and a clean audit. The banner is in
// the table's key (it repaints), and names no secret.
func TestLANWindowIsBroughtBackInStep(t *testing.T) {
	a := &App{Store: store.Open(t.TempDir()), Lang: words.English()}
	srv := loopbackTable(t, 12, wire.Seat{Name: "Bot", Who: session.Bot, Bot: "normal"}, wire.Seat{Name: "Fa", Who: session.Remote})
	peer, err := joinInProcess(srv, "Fa", 1)
	if err != nil {
		t.Fatal(err)
	}
	defer peer.Close()
	stop := runHost(srv, session.Bots{Levels: map[int]string{0: "normal"}, Seed: 12, Team: true})
	stopped := false
	defer func() {
		if !stopped {
			stop()
		}
	}()
	for end := time.Now().Add(10 * time.Second); peer.Game() == nil; peer.Wait(5 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatal("the game never began")
		}
		peer.Step()
	}
	m, err := match.NewLAN(match.PeerNet{P: peer})
	if err != nil {
		t.Fatal(err)
	}
	p := NewLANPlay(m)
	defer p.stopSaving()
	factions, err := bot.New("normal", false, 5)
	if err != nil {
		t.Fatal(err)
	}
	playFactions(t, a, p, factions, func() bool { return len(p.M.G.PublicLog()) >= 40 })
	p.M.G.Pub.Glory += 5 // this computer's game goes off the table's
	sawMending := false
	playFactions(t, a, p, factions, func() bool {
		sawMending = sawMending || p.net.mending
		return p.net.banner.text == a.Lang.T(words.DesyncBackMine) && !p.net.mending
	})
	if !sawMending {
		t.Fatal("the table never waited for the log")
	}
	shown := p.netKey(a.Lang)
	banner := p.net.banner
	p.net.banner = desyncBanner{}
	if p.netKey(a.Lang) == shown {
		t.Fatal("the banner is not in the table's key: it would not be drawn")
	}
	p.net.banner = banner
	if p.M.G != peer.Game() || p.M.G.PublicHash() != peer.Game().PublicHash() {
		t.Fatal("the table plays on in another game than the one rebuilt")
	}
	// The banner names no secret: the Patrón's hideout is nowhere in it.
	for _, s := range []string{"hideout", "Hide"} {
		if strings.Contains(p.net.banner.text, s) {
			t.Fatalf("the banner says %q", p.net.banner.text)
		}
	}
	playFactions(t, a, p, factions, func() bool { return p.M.Audit != nil })
	stop()
	stopped = true
	if !game.Fair(*p.M.Audit) || p.M.G.PublicHash() != srv.Game().PublicHash() {
		t.Fatalf("the game ends apart from the host's (audit %+v)", *p.M.Audit)
	}
	if p.net.problem != "" {
		t.Fatalf("the table stopped: %s", p.net.problem)
	}
}

// playFactions plays the Factions' decisions at the table, as the screen
// offers them, until done.
func playFactions(t *testing.T, a *App, p *Play, b bot.Bot, done func() bool) {
	t.Helper()
	playAt(t, a, p, b, done, func() game.Seat { return p.M.G.Pending().Seat })
}
