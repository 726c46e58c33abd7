//go:build !js

package server_test

import (
	"context"
	"errors"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"patron/game"
	"patron/netplay/identity"
	"patron/netplay/lan"
	"patron/netplay/ledger"
	"patron/netplay/lobby"
	"patron/netplay/online"
	"patron/netplay/server"
	"patron/netplay/session"
	"patron/netplay/store"
	"patron/netplay/store/postgres"
	"patron/netplay/store/postgres/pgtest"
	"patron/netplay/store/sqlite"
	"patron/netplay/transport"
)

// running is a server on a fixed loopback address, which a test may stop
// and start again on the same store and address, as a restart does.
type running struct {
	t     testing.TB
	addr  string
	store store.Store
	id    *identity.Identity
	srv   *server.Server
	http  *http.Server
	lim   server.Limits
	// configure, when set, changes the server's Config at each start
	configure func(*server.Config)
}

// roomy are limits no test's clients reach.
var roomy = server.Limits{Calls: 1e6, CallsBurst: 1e6, ConnsPerAddr: 1e6, ConnsPerKey: 64, Creates: 1e6, Running: 1e6,
	VacationDays: server.DefaultLimits.VacationDays}

// TestMain starts a PostgreSQL of the tests' own (pgtest): the server's
// games are played on both stores.
func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

// stores are the two a server keeps its tables in, each opened new for a
// test.
var stores = []struct {
	name string
	open func(t testing.TB) (store.Store, error)
}{
	{"sqlite", func(t testing.TB) (store.Store, error) { return sqlite.Open(filepath.Join(t.TempDir(), "tables.db")) }},
	{"postgres", func(t testing.TB) (store.Store, error) {
		return postgres.Open(context.Background(), pgtest.Database(t))
	}},
}

// onEveryStore runs f once a store.
func onEveryStore(t *testing.T, f func(t *testing.T, open func(testing.TB) (store.Store, error))) {
	for _, s := range stores {
		t.Run(s.name, func(t *testing.T) { f(t, s.open) })
	}
}

func startServer(t testing.TB) *running {
	return startServerOn(t, stores[0].open)
}

func startServerOn(t testing.TB, open func(testing.TB) (store.Store, error)) *running {
	t.Helper()
	return startServerWith(t, open, roomy)
}

// startConfigured is startServer with configure changing its Config at
// each start.
func startConfigured(t testing.TB, configure func(*server.Config)) *running {
	t.Helper()
	return startServerFull(t, stores[0].open, roomy, configure)
}

// startLogged is startServer with its log (JSON lines) kept to read.
func startLogged(t testing.TB) (*running, *server.LockedBuffer) {
	t.Helper()
	logs := &server.LockedBuffer{}
	return startConfigured(t, func(c *server.Config) { c.Log = slog.New(slog.NewJSONHandler(logs, nil)) }), logs
}

// startServerWith is startServerOn with the server's limits.
func startServerWith(t testing.TB, open func(testing.TB) (store.Store, error), lim server.Limits) *running {
	t.Helper()
	return startServerFull(t, open, lim, nil)
}

func startServerFull(t testing.TB, open func(testing.TB) (store.Store, error), lim server.Limits, configure func(*server.Config)) *running {
	t.Helper()
	st, err := open(t)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	id, _ := identity.New("server")
	r := &running{t: t, addr: "127.0.0.1:0", store: st, id: id, lim: lim, configure: configure}
	r.start()
	t.Cleanup(r.stop)
	return r
}

func (r *running) start() {
	r.t.Helper()
	cfg := server.Config{Store: r.store, Identity: r.id, App: "test",
		Limits: r.lim, SleepAfter: 300 * time.Millisecond} // every client of a test comes from 127.0.0.1: roomy limits
	if r.configure != nil {
		r.configure(&cfg)
	}
	srv, err := server.New(context.Background(), cfg)
	if err != nil {
		r.t.Fatal(err)
	}
	var ln net.Listener
	for try := 0; ; try++ { // the address a stopped server left may take a moment to free
		if ln, err = net.Listen("tcp", r.addr); err == nil || try == 50 {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if err != nil {
		r.t.Fatal(err)
	}
	r.addr = ln.Addr().String()
	r.srv, r.http = srv, &http.Server{Handler: srv.Handler()}
	go r.http.Serve(ln)
}

// stop stops the server as a crash would not: the test's kill is
// stopAbruptly.
func (r *running) stop() {
	if r.srv == nil {
		return
	}
	r.http.Close()
	r.srv.Close()
	r.srv = nil
}

func (r *running) client(t testing.TB, name string) *online.Client {
	t.Helper()
	id, _ := identity.New("")
	c, err := online.New("http://"+r.addr, id, name, transport.Trust{})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// seated plays a peer's seat with a random bot until the game's end,
// coming back by itself whenever the server goes away.
func seated(t testing.TB, c *online.Client, p *session.Peer, table string, seed uint64, watch func(session.Note)) (lan.Outcome, error) {
	return lan.PlayPeer(p, lan.Play{
		Bots:  session.Bots{Levels: map[int]string{p.Seat(): "random"}, Seed: seed, Team: true},
		Watch: watch,
		Limit: 2 * time.Minute,
		Lost: func(why error) error {
			deadline := time.Now().Add(30 * time.Second)
			for {
				err := c.Back(context.Background(), p, table, "")
				if err == nil {
					return nil
				}
				if time.Now().After(deadline) {
					return errors.Join(why, err)
				}
				time.Sleep(200 * time.Millisecond)
			}
		},
	})
}

func TestAGameThroughTheServerIsSignedStoredAndVerifies(t *testing.T) {
	t.Parallel() // a server of its own, mostly waiting on clocks and the network
	onEveryStore(t, func(t *testing.T, open func(testing.TB) (store.Store, error)) {
		r := startServerOn(t, open)
		outs := playTable(t, r, nil)
		if outs[0].Hash != outs[1].Hash {
			t.Fatal("the two seats ended in different games")
		}
	})
}

func TestTheServerRestartsEveryTableWhereItStood(t *testing.T) {
	t.Parallel() // a server of its own, mostly waiting on clocks and the network
	onEveryStore(t, restartsWhereItStood)
}

func restartsWhereItStood(t *testing.T, open func(testing.TB) (store.Store, error)) {
	r := startServerOn(t, open)
	var once [2]sync.Once
	var restarts atomic.Int32
	outs := playTable(t, r, func(n session.Note) {
		// Pablo's computer sees every commit: the server is stopped twice,
		// once early and once late in the game, and started again
		for i, at := range []int{30, 150} {
			if n.Kind == session.NoteCommitted && n.Seq == at {
				once[i].Do(func() {
					go func() {
						r.stop()
						r.start()
						restarts.Add(1)
					}()
				})
			}
		}
	})
	if restarts.Load() != 2 {
		t.Fatalf("%d restarts during the game", restarts.Load())
	}
	if outs[0].Hash != outs[1].Hash {
		t.Fatal("the two seats ended in different games")
	}
}

// playTable plays a table of Pablo (the Patrón), Ana (a Faction) and a
// server's bot through r to its end, checks both ends and the exported
// log, and returns the two seats' outcomes. watch sees Pablo's notes.
func playTable(t *testing.T, r *running, watch func(session.Note)) []lan.Outcome {
	ctx := context.Background()
	pablo, ana := r.client(t, "Pablo"), r.client(t, "Ana")
	made, err := pablo.Create(ctx, lobby.Create{Name: "Medellín", Mode: lobby.Live, Public: true, SeasonCap: 3,
		Seats: []lobby.SeatConfig{{}, {}, {Bot: "random"}}})
	if err != nil {
		t.Fatal(err)
	}
	list, err := ana.Tables(ctx)
	if err != nil || len(list) != 1 || list[0].ID != made.ID {
		t.Fatalf("the public list %+v, %v", list, err)
	}
	pp, err := pablo.Join(ctx, made.ID, "", online.Seat{Seat: 0})
	if err != nil {
		t.Fatal(err)
	}
	ap, err := ana.Join(ctx, made.ID, "", online.Seat{Seat: -1})
	if err != nil {
		t.Fatal(err)
	}
	return playOn(t, made.ID, []side{{pablo, pp}, {ana, ap}}, watch)
}

// side is a seat's player and their connection to the table.
type side struct {
	c *online.Client
	p *session.Peer
}

// playOn plays Pablo's and Ana's seats (in that order) to the end of
// table id, and checks both ends, the server's record and the exported
// log, as playTable says.
func playOn(t *testing.T, id string, sides []side, watch func(session.Note)) []lan.Outcome {
	ctx := context.Background()
	ana := sides[1].c
	made := lobby.Made{ID: id}
	outs := make([]lan.Outcome, 2)
	errs := make([]error, 2)
	var wg sync.WaitGroup
	for i, side := range sides {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w := watch
			if i != 0 {
				w = nil
			}
			outs[i], errs[i] = seated(t, side.c, side.p, made.ID, uint64(10+i), w)
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("seat %d: %v", i, err)
		}
		if !outs[i].Audited || !game.Fair(outs[i].Findings) {
			t.Fatalf("seat %d: %+v", i, outs[i])
		}
	}
	// the server records the end once its own audit ran, a moment after
	// the players' computers
	var mine []lobby.Mine
	var err error
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		mine, err = ana.Mine(ctx)
		if err != nil || len(mine) != 1 || mine[0].Seat != 1 {
			t.Fatalf("Ana's games %+v, %v", mine, err)
		}
		if mine[0].Status == lobby.StatusOver || time.Now().After(deadline) {
			break
		}
	}
	if mine[0].Status != lobby.StatusOver {
		t.Fatalf("Ana's table is %s after the end", mine[0].Status)
	}
	l, err := ana.Log(ctx, made.ID, "")
	if err != nil {
		t.Fatal(err)
	}
	rep := ledger.Verify(l)
	if !rep.Fair() || !rep.Audited || rep.Moves != outs[0].Commands || rep.Receipts != rep.Moves {
		t.Fatalf("the exported log: %+v (%d commands played)", rep, outs[0].Commands)
	}
	return outs
}
