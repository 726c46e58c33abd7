//go:build !js

package scenes

import (
	"context"
	"net"
	"net/http"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/game/bot"
	"patron/netplay/identity"
	"patron/netplay/lobby"
	"patron/netplay/server"
	nstore "patron/netplay/store"
	"patron/netplay/store/sqlite"
	"patron/render/draw"
	"patron/scenes/match"
	"patron/scenes/store"
	"patron/scenes/words"
)

// startOnline runs a game server on loopback, plain http, its tables in a
// temporary folder; it gives the server's address.
func startOnline(t *testing.T) string { return newRestartable(t).url() }

// onlineApp is a window whose games, key and pinned servers are kept in a
// temporary folder.
func onlineApp(t *testing.T) *App {
	a := bareApp(Platform{Files: true, LAN: true, Quit: true}, &Menu{}, &Script{})
	a.Store = store.Open(t.TempDir())
	return a
}

// A Faction's player creates a turn-based table on a server through the
// screens (the Patrón a bot of the server's), plays a few decisions, leaves
// it, finds it in My games waiting on them (the menu's badge counts it),
// opens it again and finds the same game, which goes on.
func TestOnlineTableLeftAndOpenedAgain(t *testing.T) {
	table, a := onlineRound(t, false)

	// The table is public: another player finds it and watches it.
	watcher := onlineApp(t)
	p := signIn(t, watcher, a.online.server)
	o := p.scene.(*OnlineScreen)
	row := slices.IndexFunc(o.public, func(l lobby.Listing) bool { return l.ID == table })
	if row < 0 {
		t.Fatalf("the public tables do not list %s: %+v", table, o.public)
	}
	p.click(numbered("online:watch", row))
	var watching *Play
	p.until("the table watched", func() bool { watching, _ = p.scene.(*Play); return watching != nil })
	defer watching.stopSaving()
	if pn := watching.M.Net.(match.PeerNet); !pn.P.Watching() || watching.M.G.Sec != nil || !watching.net.online.watch {
		t.Fatal("the watcher sits at a seat, or holds secrets")
	}
	if len(watching.M.G.PublicLog()) == 0 {
		t.Fatal("the watcher's game is empty")
	}
}

// The same as the Patrón against the server's bots: his game comes back
// from this device's save, with his secrets (onlineRound). On another
// device holding the same key (exported and imported), My games brings
// his game back from what the server keeps sealed for him, and he plays
// on there; the first device, whose save is then older, opens the newer
// game the server keeps and plays on; the second, older in its turn, does
// the same and plays to the end, audited fair.
func TestOnlinePatronPlaysOnFromAnotherDevice(t *testing.T) {
	table, a := onlineRound(t, true)
	id, err := loadIdentity(a, false)
	if err != nil {
		t.Fatal(err)
	}
	imported, err := identity.Import(id.Export())
	if err != nil {
		t.Fatal(err)
	}
	other := onlineApp(t)
	if err := keepIdentity(other, imported); err != nil {
		t.Fatal(err)
	}
	player, err := bot.New("normal", true, 6)
	if err != nil {
		t.Fatal(err)
	}
	seed, server := onlinePatronSeed(t, a, table), a.online.server
	var log []string
	for turn, device := range []*App{other, a, other} {
		if turn > 0 { // the device's own save is older than the game the server keeps sealed
			_, own, err := onlineStore(device).Load(onlineSaveID(server, table, false), false)
			if err != nil || len(own.PublicLog()) >= len(log) {
				t.Fatalf("the device's save: %v, not older than the last device's game", err)
			}
		}
		play := openPatron(t, device, server, table, seed, log)
		last := turn == 2
		mine := 0
		playAt(t, device, play, player, func() bool {
			if last {
				return play.M.Audit != nil
			}
			return mine >= 3 && play.M.Elsewhere() && !play.M.Net.Busy()
		}, func() game.Seat { mine++; return game.SeatPatron })
		log = commandTexts(play.M.G.PublicLog())
		if last {
			if !play.M.G.Over() || !game.Fair(*play.M.Audit) {
				t.Fatalf("the end on the other device: over %v, findings %v", play.M.G.Over(), *play.M.Audit)
			}
		}
		play.askLeave(device)
		play.updateLeave(device, &Input{Keys: []ebiten.Key{ebiten.KeyEnter}})
		device.next = nil
		play.stopSaving()
	}
}

// onlinePatronSeed is the Patrón's secret seed at table, as device a's
// save of it holds it.
func onlinePatronSeed(t *testing.T, a *App, table string) [32]byte {
	t.Helper()
	_, g, err := onlineStore(a).Load(onlineSaveID(a.online.server, table, false), false)
	if err != nil || g.Sec == nil {
		t.Fatalf("the first device's save of the Patrón: %v", err)
	}
	return g.Sec.Seed
}

// openPatron opens Play online on device a, signed in to server (as Ana,
// its key the Patrón's), opens the table from My games and checks that
// the Patrón's game came back with his secrets, no shorter than log, the
// last game any device left.
func openPatron(t *testing.T, a *App, server, table string, seed [32]byte, log []string) *Play {
	t.Helper()
	var p *screenPlayer
	if a.Settings.OnlineServer == "" { // a device new to the server
		p = signIn(t, a, server)
	} else { // signed in before: again at once
		p = &screenPlayer{t: t, a: a, scene: NewOnlineScreen(a)}
		p.until("sign-in", func() bool { return p.scene.(*OnlineScreen).connected(a) })
	}
	o := p.scene.(*OnlineScreen)
	var row int
	asked := time.Now()
	p.until("the table in My games", func() bool {
		if time.Since(asked) > 200*time.Millisecond {
			a.online.refresh()
			asked = time.Now()
		}
		row = slices.IndexFunc(a.online.mine, func(m lobby.Mine) bool { return m.ID == table })
		return row >= 0
	})
	p.click(numbered("online:mine", row))
	var play *Play
	p.until("the Patrón's table", func() bool {
		if o.err != "" {
			t.Fatalf("opening the table: %s", o.err)
		}
		play, _ = p.scene.(*Play)
		return play != nil
	})
	got := commandTexts(play.M.G.PublicLog())
	if play.M.G.Sec == nil || play.M.G.Sec.Seed != seed {
		t.Fatal("the Patrón came back without his secrets")
	}
	if len(got) < len(log) || !slices.Equal(got[:len(log)], log) {
		t.Fatalf("the Patrón came back at command %d, the last device left him at %d", len(got), len(log))
	}
	return play
}

// signIn opens Play online and signs in to server as Ana, through the
// screen's fields and its Connect.
func signIn(t *testing.T, a *App, server string) *screenPlayer {
	t.Helper()
	p := &screenPlayer{t: t, a: a, scene: NewOnlineScreen(a)}
	o := p.scene.(*OnlineScreen)
	p.typeIn(numbered("online:field", focusServer), &o.addr, server)
	p.typeIn(numbered("online:field", focusName), &o.name, "Ana")
	p.click(named("online:connect"))
	p.until("sign-in", func() bool { return o.connected(a) })
	return p
}

// onlineRound creates a two-player table through the screens, this
// player the Patrón or the Factions and the server's bot the other side,
// plays until this player has decided a few times and the bot decides,
// leaves, waits for the table to wait on this player, opens it again from
// My games and plays on. It gives the table's id and the window.
func onlineRound(t *testing.T, patron bool) (string, *App) {
	addr := startOnline(t)
	a := onlineApp(t)
	lang := words.English()
	p := signIn(t, a, addr)
	if a.Settings.OnlineServer == "" || a.Settings.PlayerName != "Ana" {
		t.Errorf("the settings remember %q as %q", a.Settings.OnlineServer, a.Settings.PlayerName)
	}
	if id, err := loadIdentity(a, false); err != nil || id == nil || id.Public() != a.online.id.Public() {
		t.Fatalf("the key was not kept: %v", err)
	}

	p.click(named("online:create"))
	setup := p.scene.(*NewSetup)
	botSeat, want := 0, [2]int{3, 0}
	if patron {
		botSeat, want = 1, [2]int{0, 3}
	}
	for setup.kinds[botSeat] != 3 { // a Normal bot of the server's
		p.click(numbered("setup:kind", botSeat))
	}
	for setup.kinds[1-botSeat] != 0 { // this player
		p.click(numbered("setup:kind", 1-botSeat))
	}
	if setup.kinds[0] != want[0] || setup.kinds[1] != want[1] {
		t.Fatalf("seat kinds %v", setup.kinds)
	}
	p.click(named("setup:start"))
	if _, ok := p.scene.(*OnlineTableSetup); !ok {
		t.Fatalf("Next opened %T (%s)", p.scene, screenError(p.scene))
	}
	p.scene.(*OnlineTableSetup).req.SeasonCap = 1 // a short game
	p.click(named("table:turn"))
	if !patron {
		p.click(named("table:public"))
	}
	p.click(named("table:create"))
	var table *Play
	p.until("table", func() bool { table, _ = p.scene.(*Play); return table != nil })
	id := table.net.online.id
	if patron && table.M.G.Sec == nil {
		t.Fatal("the Patrón's computer holds no secret")
	}

	player, err := bot.New("normal", patron, 5)
	if err != nil {
		t.Fatal(err)
	}
	seat := func() game.Seat {
		if patron {
			return game.SeatPatron
		}
		return table.M.G.Pending().Seat
	}
	mine := 0
	playAt(t, a, table, player, func() bool { return mine >= 3 && table.M.Elsewhere() && !table.M.Net.Busy() }, func() game.Seat {
		mine++ // each decision the screen offers this player
		return seat()
	})
	log := commandTexts(table.M.G.PublicLog())
	var seed [32]byte // the Patrón's secrets are drawn from it
	if patron {
		seed = table.M.G.Sec.Seed
	}
	table.askLeave(a)
	table.updateLeave(a, &Input{Keys: []ebiten.Key{ebiten.KeyEnter}})
	p.scene, a.next = a.next, nil
	if _, ok := p.scene.(*OnlineScreen); !ok {
		t.Fatalf("leaving the table opened %T", p.scene)
	}

	// The server's bot plays on; the table waits on this player again.
	asked := time.Now()
	p.until("the table waiting on the player", func() bool {
		if time.Since(asked) > 200*time.Millisecond {
			a.online.refresh()
			asked = time.Now()
		}
		return a.onlineWaiting() == 1
	})
	if got, want := onlineBadge(a, &draw.Canvas{S: 1, Dry: true}, draw.Rect{W: 100, H: 40}, ""), lang.Sprintf(words.PlayOnlineWaiting, 1); got != want {
		t.Errorf("the menu's entry says %q, not %q", got, want)
	}
	row := slices.IndexFunc(a.online.mine, func(m lobby.Mine) bool { return m.ID == id })
	if row < 0 {
		t.Fatalf("My games does not list table %s: %+v", id, a.online.mine)
	}
	p.click(numbered("online:mine", row))
	p.until("the table again", func() bool { table, _ = p.scene.(*Play); return table != nil })
	defer table.stopSaving()
	again := commandTexts(table.M.G.PublicLog())
	if table.net.online.id != id || len(again) <= len(log) || !slices.Equal(again[:len(log)], log) {
		t.Fatalf("opened again: table %s, %d commands; left: table %s, %d commands (the bot played on meanwhile)", table.net.online.id, len(again), id, len(log))
	}
	if patron && (table.M.G.Sec == nil || table.M.G.Sec.Seed != seed) {
		t.Fatal("the Patrón came back without his secrets")
	}
	playAt(t, a, table, player, func() bool { return len(table.M.G.PublicLog()) > len(again)+2 && !table.M.Net.Busy() }, seat)
	table.askLeave(a)
	table.updateLeave(a, &Input{Keys: []ebiten.Key{ebiten.KeyEnter}})
	a.next = nil
	return id, a
}

// commandTexts is a log as its commands' texts.
func commandTexts(log []game.Command) []string {
	out := make([]string, len(log))
	for i, c := range log {
		out[i] = c.Format()
	}
	return out
}

// A table over is closed on its server: My games opens its end from the
// server's record, checked here, the audit and the numbers as at the table.
func TestOnlineTableOverShowsItsEnd(t *testing.T) {
	a := onlineApp(t)
	p := signIn(t, a, startOnline(t))
	p.click(named("online:create"))
	setup := p.scene.(*NewSetup)
	for setup.kinds[0] != 3 { // the server's Normal bot is the Patrón
		p.click(numbered("setup:kind", 0))
	}
	for setup.kinds[1] != 0 {
		p.click(numbered("setup:kind", 1))
	}
	p.click(named("setup:start"))
	p.scene.(*OnlineTableSetup).req.SeasonCap = 1 // a short game
	p.click(named("table:live"))
	p.click(named("table:create"))
	var table *Play
	p.until("table", func() bool { table, _ = p.scene.(*Play); return table != nil })
	id := table.net.online.id
	faction, err := bot.New("normal", false, 7)
	if err != nil {
		t.Fatal(err)
	}
	playAt(t, a, table, faction, func() bool { return table.M.Audit != nil }, func() game.Seat { return table.M.G.Pending().Seat })
	played := commandTexts(table.M.G.PublicLog())
	table.askLeave(a)
	table.updateLeave(a, &Input{Keys: []ebiten.Key{ebiten.KeyEnter}})
	p.scene, a.next = a.next, nil

	row := -1
	asked := time.Now()
	p.until("the table over in My games", func() bool {
		if time.Since(asked) > 200*time.Millisecond {
			a.online.refresh()
			asked = time.Now()
		}
		row = slices.IndexFunc(a.online.mine, func(m lobby.Mine) bool { return m.ID == id && m.Status == lobby.StatusOver })
		return row >= 0
	})
	p.click(numbered("online:mine", row))
	var end *End
	p.until("the end", func() bool { end, _ = p.scene.(*End); return end != nil })
	if !end.audited || !game.Fair(end.audit) || !end.M.G.Over() || len(end.path) == 0 {
		t.Fatalf("the end: audited %v, findings %v, over %v, the Patrón's path %v", end.audited, end.audit, end.M.G.Over(), end.path)
	}
	if got := commandTexts(end.M.G.PublicLog()); !slices.Equal(got, played) {
		t.Fatalf("the end's game has %d commands, the table's %d", len(got), len(played))
	}
	if end.again() {
		t.Error("an online table's end offers to play it again on this computer")
	}
	p.click(named("end:menu"))
	if _, ok := p.scene.(*OnlineScreen); !ok {
		t.Errorf("the end's way back opened %T", p.scene)
	}
}

// A private table's lobby shows its invite; a friend who types it joins
// the free seat, and the game begins for both. A wrong code is refused in
// words.
func TestOnlineFriendJoinsByTheInvite(t *testing.T) {
	server := startOnline(t)
	a := onlineApp(t)
	p := signIn(t, a, server)
	p.click(named("online:create"))
	setup := p.scene.(*NewSetup)
	p.click(numbered("setup:players", 3))
	for setup.kinds[0] != 3 { // the server's bot is the Patrón
		p.click(numbered("setup:kind", 0))
	}
	for setup.kinds[1] != 0 { // Ana; the third seat a friend online
		p.click(numbered("setup:kind", 1))
	}
	p.click(named("setup:start"))
	p.click(named("table:create"))
	var lobbyScreen *PeerLobby
	p.until("the table's lobby", func() bool { lobbyScreen, _ = p.scene.(*PeerLobby); return lobbyScreen != nil })
	table := lobbyScreen.online
	if table.invite == "" || !strings.Contains(table.inviteText(), inviteCode(table.id, table.invite)) {
		t.Fatalf("a private table's lobby shows no invite: %+v", table)
	}

	friend := onlineApp(t)
	q := signIn(t, friend, server)
	o := q.scene.(*OnlineScreen)
	q.typeIn(numbered("online:field", focusInvite), &o.invite, table.id+"/WRONG-CODE0")
	q.click(named("online:invite-join"))
	q.until("a refusal", func() bool { return o.err != "" })
	if !strings.HasPrefix(o.err, "The server refused: ") {
		t.Errorf("a wrong invite: %q", o.err)
	}
	// The page opened at the invite's link (the browser edition): the
	// table is joined once signed in.
	q.typeIn(numbered("online:field", focusInvite), &o.invite, inviteLink(server, table.id, table.invite))
	o.joinOnce = true
	q.click(named("online:connect"))
	var ana, bruno *Play
	for deadline := time.Now().Add(30 * time.Second); ana == nil || bruno == nil; {
		if time.Now().After(deadline) {
			t.Fatalf("the game did not begin for both: %T %T (%s %s)", p.scene, q.scene, screenError(p.scene), screenError(q.scene))
		}
		p.frame(&Input{})
		q.frame(&Input{})
		ana, _ = p.scene.(*Play)
		bruno, _ = q.scene.(*Play)
		time.Sleep(2 * time.Millisecond)
	}
	defer ana.stopSaving()
	defer bruno.stopSaving()
	if seat := bruno.M.Net.(match.PeerNet).P.Seat(); seat != 2 || bruno.net.online.id != table.id {
		t.Errorf("the friend sits at seat %d of table %s", seat, bruno.net.online.id)
	}
}

// restartable is a game server on loopback that a test may stop and
// start again on the same address and store, as a restart does.
type restartable struct {
	t    *testing.T
	addr string
	st   nstore.Store
	id   *identity.Identity
	srv  *server.Server
	http *http.Server
}

func newRestartable(t *testing.T) *restartable {
	t.Helper()
	st, err := sqlite.Open(filepath.Join(t.TempDir(), "tables.db"))
	if err != nil {
		t.Fatal(err)
	}
	id, _ := identity.New("server")
	s := &restartable{t: t, addr: "127.0.0.1:0", st: st, id: id}
	s.start()
	t.Cleanup(func() { s.stop(); st.Close() })
	return s
}

func (s *restartable) url() string { return "http://" + s.addr }

func (s *restartable) start() {
	s.t.Helper()
	lim := server.DefaultLimits // every device of a test calls from 127.0.0.1, as fast as its frames go
	lim.Calls, lim.CallsBurst = 1000, 1000
	srv, err := server.New(context.Background(), server.Config{Store: s.st, Identity: s.id, App: "test", Limits: lim})
	if err != nil {
		s.t.Fatal(err)
	}
	var ln net.Listener
	for try := 0; ; try++ { // the port a stopped server left may take a moment to free
		if ln, err = net.Listen("tcp", s.addr); err == nil || try == 50 {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if err != nil {
		s.t.Fatal(err)
	}
	s.addr, s.srv, s.http = ln.Addr().String(), srv, &http.Server{Handler: srv.Handler()}
	go s.http.Serve(ln)
}

func (s *restartable) stop() {
	if s.srv != nil {
		s.srv.Drain(context.Background()) // a planned restart: the players are told
		s.http.Close()
		s.srv.Close()
		s.srv = nil
	}
}

// factionTable creates a turn-based table through the screens, the
// server's bot the Patrón and this player the Factions, and sits at it.
func factionTable(p *screenPlayer) *Play {
	p.click(named("online:create"))
	setup := p.scene.(*NewSetup)
	for setup.kinds[0] != 3 { // the server's bot is the Patrón
		p.click(numbered("setup:kind", 0))
	}
	for setup.kinds[1] != 0 {
		p.click(numbered("setup:kind", 1))
	}
	p.click(named("setup:start"))
	p.click(named("table:turn"))
	p.click(named("table:create"))
	var table *Play
	p.until("table", func() bool { table, _ = p.scene.(*Play); return table != nil })
	return table
}

// A table whose server restarts waits for it, as a LAN table waits for
// its host, and sits down again by itself once it is back: the same game,
// which goes on.
func TestOnlineTableWaitsForItsServer(t *testing.T) {
	s := newRestartable(t)
	a := onlineApp(t)
	p := signIn(t, a, s.url())
	table := factionTable(p)
	faction, err := bot.New("normal", false, 9)
	if err != nil {
		t.Fatal(err)
	}
	seat := func() game.Seat { return table.M.G.Pending().Seat }
	playAt(t, a, table, faction, func() bool { return len(table.M.G.PublicLog()) >= 20 && table.M.Elsewhere() && !table.M.Net.Busy() }, seat)
	log := commandTexts(table.M.G.PublicLog())

	s.stop()
	for deadline := time.Now().Add(20 * time.Second); table.net.host == nil; {
		if time.Now().After(deadline) {
			t.Fatalf("the table does not wait for its server: %q", table.net.problem)
		}
		table.pumpNet(a)
		time.Sleep(time.Millisecond)
	}
	if table.net.problem != words.English().T(words.ServerRestarting) {
		t.Errorf("while the server is away the table says %q", table.net.problem)
	}
	s.start()
	for deadline := time.Now().Add(30 * time.Second); a.next == nil; {
		if time.Now().After(deadline) {
			t.Fatalf("the table did not come back: %q", table.net.problem)
		}
		table.pumpNet(a)
		time.Sleep(time.Millisecond)
	}
	back, ok := a.next.(*Play)
	if !ok {
		t.Fatalf("the table came back as %T", a.next)
	}
	a.next = nil
	defer back.stopSaving()
	if again := commandTexts(back.M.G.PublicLog()); len(again) < len(log) || !slices.Equal(again[:len(log)], log) || back.net.online == nil {
		t.Fatalf("back at the table: %d commands, %d before", len(again), len(log))
	}
	table = back
	playAt(t, a, back, faction, func() bool { return len(back.M.G.PublicLog()) > len(log)+5 }, seat)
}
