//go:build !js

package browser_test

import (
	"context"
	"fmt"
	"net/http/httptest"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"patron/netplay/identity"
	"patron/netplay/lan"
	"patron/netplay/lobby"
	"patron/netplay/online"
	"patron/netplay/server"
	"patron/netplay/session"
	"patron/netplay/store/sqlite"
	"patron/netplay/transport"
	"patron/web"
	"patron/web/browser"
)

// The browser edition plays online in headless Chromium, against a
// desktop client, through a game server that serves the page too: it
// opens Play online on its own server, signs in, creates a turn-based
// table (the Patrón the server's bot, one Faction seat its own, the other
// a desktop client's playing with a bot), makes decisions by keyboard,
// leaves, reloads the page, finds the table in My games and opens it on
// the same game. Like TestQuickGameInChromium it needs PATRON_WEB_DIR;
// the screenshots go to the test's artifacts.
func TestOnlineTableInChromium(t *testing.T) {
	dir := builtWeb(t)
	started := time.Now()
	base := startServer(t, dir)
	b := chromium(t, 6*time.Minute)
	ctx := t.Context()
	shots := t.ArtifactDir()
	step := 0
	shot := func(name string) []byte {
		t.Helper()
		if err := b.NextFrames(2); err != nil {
			t.Fatal(err)
		}
		step++
		return screenshot(t, b, filepath.Join(shots, fmt.Sprintf("online-%02d-%s.png", step, name)))
	}
	must := func(err error) {
		t.Helper()
		if err != nil {
			shot("failed")
			t.Fatal(err)
		}
	}

	must(b.Open(base + "/"))
	if _, err := b.WaitMenu(2 * time.Minute); err != nil {
		t.Fatal(err)
	}
	shot("menu")
	must(b.Press("7")) // Play online: the page's own server, a name to give
	shot("play-online")
	for range 24 { // the name offered (the system's user, or Guest) goes
		must(b.Press("Backspace"))
	}
	for _, k := range []string{"a", "n", "a"} {
		must(b.Press(k))
	}
	must(b.Press("Enter")) // sign in
	must(b.WaitFor(`(localStorage.getItem("patron/settings.json") || "").includes('"playerName": "ana"')`, 30*time.Second, "signed in as ana (the settings keep the name)"))
	shot("signed-in")

	// Create table: three players, the third the Patrón and the server's
	// Easy bot, the first this page's person, the second online.
	must(b.Click(980, 583))
	shot("create")
	must(b.Click(301, 143)) // 3 players
	must(b.Click(540, 289)) // the third the Patrón
	must(b.Click(407, 289)) // a person online → the server's Easy bot
	shot("seats")
	must(b.Press("Enter")) // on to the table's options: turn-based by default
	shot("options")
	must(b.Click(596, 419)) // public, so that the desktop client finds it
	shot("options-public")
	must(b.Press("Enter")) // create it and sit down
	shot("created")

	// A desktop client takes the other Faction seat and plays it with a bot.
	desk := desktop(t, base)
	var table lobby.Listing
	must(waitUntil(ctx, 30*time.Second, "the table listed", func() bool {
		ls, err := desk.c.Tables(ctx)
		if err == nil && len(ls) == 1 {
			table = ls[0]
		}
		return table.ID != ""
	}))
	desk.join(t, table.ID, "")
	shot("table")
	page := 3 - desk.seat // the page's person's engine player (the Patrón is 0)

	// The page's person decides by keyboard whenever the table waits on
	// them: key 1 picks the first choice listed.
	decide := func(n int, name string) {
		t.Helper()
		for made := 0; made < n; made++ {
			// The table waits on the page; the page has the commits so far
			// when it keeps them (it keeps its game after each, but not
			// before a first), else the key may come before them.
			must(waitUntil(ctx, 90*time.Second, "the table waiting on the page", func() bool { return desk.waiting.Load() == int32(page) }))
			waitUntil(ctx, 5*time.Second, "", func() bool { return onlineKept(t, b) >= int(desk.logLen.Load()) })
			before := desk.logLen.Load()
			var err error
			for try := 0; try < 3; try++ { // a key lost to a frame that redrew the choices is pressed again
				must(b.Press("1"))
				if err = waitUntil(ctx, 10*time.Second, "the page's decision committed", func() bool { return desk.logLen.Load() > before }); err == nil {
					break
				}
			}
			if made == 0 {
				shot(name)
			}
			must(err)
		}
	}
	decide(3, "decided")
	kept := onlineKept(t, b)
	logBefore := desk.logLen.Load()
	t.Logf("the page decided %d times; the log holds %d commands, the page keeps %d", desk.pageMoves.Load(), logBefore, kept)

	// Leave the table: Escape opens the table's menu, 3 leaves, Enter
	// confirms.
	must(b.Press("Escape"))
	must(b.Press("3"))
	shot("leave-asked")
	must(b.Press("Enter"))
	must(waitUntil(ctx, 20*time.Second, "the page gone from its seat", func() bool { return !desk.pageHere.Load() }))
	shot("left")

	// Reload: the menu, Play online signs in by itself, My games lists the table.
	reloaded := time.Now()
	must(b.Reload())
	if _, err := b.WaitMenu(2 * time.Minute); err != nil {
		t.Fatal(err)
	}
	// The menu signs in again by itself and counts the tables waiting on
	// the player, in its Play online entry and in the page's title.
	must(b.WaitFor(`document.title != "Patrón"`, 30*time.Second, "the page's title counting the table waiting on the player"))
	title, err := browser.Eval[string](b, "document.title")
	must(err)
	shot("reloaded")
	must(b.Press("7"))
	shot("my-games")
	// The first of My games, clicked again should the list come late.
	back := time.Now()
	for {
		must(b.Click(435, 219))
		err := waitUntil(ctx, 5*time.Second, "the page back at its seat", func() bool { return desk.pageHere.Load() })
		if err == nil {
			break
		}
		if time.Since(back) > time.Minute {
			must(err)
		}
	}
	shot("back")
	again := onlineKept(t, b)
	if again < kept {
		t.Errorf("the page keeps %d commands after coming back, %d before", again, kept)
	}
	t.Logf("after the reload the page's title says %q; back at the table %v after the reload; the log holds %d commands (%d when it left), the page keeps %d",
		title, time.Since(reloaded).Round(100*time.Millisecond), desk.logLen.Load(), logBefore, again)
	decide(1, "decided-again")
	if got := desk.logLen.Load(); got <= logBefore {
		t.Errorf("the log holds %d commands, %d before leaving", got, logBefore)
	}
	t.Logf("the whole test: %v", time.Since(started).Round(time.Second))
}

// startServer runs a game server in the test on 127.0.0.1, plain http,
// its tables in SQLite in a temporary folder, serving the browser build
// in dir at "/" as patron serve does; it gives its address.
func startServer(t *testing.T, dir string) string {
	t.Helper()
	h, err := web.Handler(dir)
	if err != nil {
		t.Fatal(err)
	}
	st, err := sqlite.Open(filepath.Join(t.TempDir(), "tables.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	key, _ := identity.New("server")
	srv, err := server.New(context.Background(), server.Config{Store: st, Identity: key, App: "test", Web: h})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(func() { hs.Close(); srv.Close() })
	return hs.URL
}

// deskClient is a desktop game's client at the table, its seat played
// by a bot; what it sees is kept where the test reads it.
type deskClient struct {
	c               *online.Client
	seat            int
	waiting, logLen atomic.Int32 // the engine player the table waits on (-2 before the start); the log's length
	pageMoves       atomic.Int32 // commits of the page's person's seat
	pageHere        atomic.Bool  // the page's person connected at the table
	done            chan struct{}
	peer            *session.Peer
}

func desktop(t *testing.T, base string) *deskClient {
	t.Helper()
	id, _ := identity.New("")
	c, err := online.New(base, id, "Bruno", transport.Trust{})
	if err != nil {
		t.Fatal(err)
	}
	d := &deskClient{c: c, done: make(chan struct{})}
	d.waiting.Store(-2)
	return d
}

// join takes a free seat at table (invite: its code, "" for a public
// one) and plays it with a bot until the end of the test.
func (d *deskClient) join(t *testing.T, table, invite string) {
	t.Helper()
	p, err := d.c.Join(t.Context(), table, invite, online.Seat{Seat: -1, App: lan.AppVersion})
	if err != nil {
		t.Fatal(err)
	}
	d.peer, d.seat = p, p.Seat()
	page := 3 - d.seat
	go func() {
		defer close(d.done)
		lan.PlayPeer(p, lan.Play{Bots: session.Bots{Levels: map[int]string{d.seat: "random"}, Seed: 7, Team: true},
			Limit: 6 * time.Minute,
			Watch: func(n session.Note) { // on the peer's own goroutine: its game is safe to read here
				if g := p.Game(); g != nil {
					d.waiting.Store(int32(p.Waiting()))
					d.logLen.Store(int32(len(p.Log())))
				}
				if n.Kind == session.NoteCommitted && n.Player == page {
					d.pageMoves.Add(1)
				}
				if seats := p.Lobby().Seats; page < len(seats) {
					d.pageHere.Store(seats[page].Connected)
				}
			}})
	}()
	t.Cleanup(func() {
		p.Close()
		select {
		case <-d.done:
		case <-time.After(10 * time.Second):
			t.Error("the desktop client did not stop")
		}
	})
}

// onlineKept is the most commands an online table's save in the page's
// localStorage holds (scenes/online_save.go names them online-…).
func onlineKept(t *testing.T, b *browser.Browser) int {
	t.Helper()
	n, err := browser.Eval[int](b, `Math.max(-1, ...Object.keys(localStorage).filter((k) => k.includes("/online-")).map((k) => Number((/"commands": *(\d+)/.exec(localStorage.getItem(k)) || [0, -1])[1])))`)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// waitUntil asks ok every 100 ms until it is true, for at most within.
func waitUntil(ctx context.Context, within time.Duration, what string, ok func() bool) error {
	deadline := time.Now().Add(within)
	for !ok() {
		if time.Now().After(deadline) {
			return fmt.Errorf("%s: not within %v", what, within)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
	}
	return nil
}
