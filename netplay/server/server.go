//go:build !js

// Package server is `patron serve`'s heart: the lobby and any number of
// tables, headless, for play across the internet. For each table it does
// what a LAN host does for its seats (netplay/session): it orders the
// published log, checks every proposal on a copy, and relays commits. It
// never holds a person's Patrón's secrets (they stay on his computer); it
// is the Patrón's computer only where its own bot plays him, and the table
// says so. Every move is signed by its seat's key (netplay/ledger), and
// every commit is durable in the store before anyone hears of it.
package server

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"patron/netplay/lobby"
	"sync"
	"time"

	"golang.org/x/sync/singleflight"

	"patron/netplay/identity"
	"patron/netplay/session"
	"patron/netplay/store"
)

// Config is a server as `patron serve` sets it up.
type Config struct {
	Store    store.Store
	Identity *identity.Identity // the server's own key: receipts, its bots' moves
	Log      *slog.Logger       // nil: discarded
	// Web serves the browser edition at "/" (nil: none).
	Web http.Handler
	// Origins are the origins besides the server's own allowed to open a
	// table's WebSocket (a browser page served elsewhere).
	Origins []string
	// App is the game's version, as tables show it.
	App string
	// Limits bound each address and key (zero: DefaultLimits).
	Limits Limits
	// SleepAfter is how long a turn-based table nobody is connected to
	// stays in memory before it sleeps (sleep.go; 0: a minute).
	SleepAfter time.Duration
	// Now is the clock (nil: time.Now); the tests move it.
	Now func() time.Time
	// BehindProxy: a reverse proxy on this machine forwards the players
	// (`patron serve --plain`), so a request from loopback is counted
	// against the client's address its X-Forwarded-For names
	// (forwarded.go).
	BehindProxy bool
}

// Server runs the lobby and the tables.
type Server struct {
	cfg  Config
	log  *slog.Logger
	auth *authority
	lim  *limiter
	met  *metrics
	// limitedLog keeps the operator's log of limits short (limited.go)
	limitedLog limitedLogs

	mu     sync.Mutex
	tables map[string]*table   // the tables open in memory, by id
	asleep map[string]*sleeper // the tables asleep (sleep.go), by id
	closed bool

	waking  singleflight.Group // a table's wake, by its id
	done    chan struct{}      // closed by Close or Drain
	closing sync.Once

	players sync.Mutex // one change of a player's record at a time (vacation.go)
}

// New opens the server and every table the store holds that is not over,
// where it stood.
func New(ctx context.Context, cfg Config) (*Server, error) {
	if cfg.Store == nil || cfg.Identity == nil {
		return nil, errors.New("a server needs a store and an identity")
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Limits == (Limits{}) {
		cfg.Limits = DefaultLimits
	}
	if cfg.SleepAfter <= 0 {
		cfg.SleepAfter = sleepAfter
	}
	log := cfg.Log
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	s := &Server{cfg: cfg, log: log, auth: newAuthority(cfg.Identity, cfg.Now),
		lim: newLimiter(cfg.Limits, cfg.Now), tables: map[string]*table{}, asleep: map[string]*sleeper{}, done: make(chan struct{})}
	s.met = newMetrics(s)
	s.limitedLog.seen = newExpiring[struct{}](maxLimitedLogs)
	s.cfg.Store = metered{cfg.Store, s.met}
	s.lim.proxied = cfg.BehindProxy
	s.lim.refused = s.limited
	if err := s.reopen(ctx); err != nil {
		s.Close()
		return nil, err
	}
	go s.watchSleepers()
	return s, nil
}

// Handler is the server's HTTP side: the API, the tables' WebSockets and
// the browser edition.
func (s *Server) Handler() http.Handler {
	api := http.NewServeMux()
	s.routes(api)
	mux := http.NewServeMux()
	mux.Handle("/api/", s.met.counting(s.lim.throttled(api)))
	if s.cfg.Web != nil {
		// "/", not "GET /": a method pattern beside "/api/" panics (neither
		// is more specific); the web handler answers only GET and HEAD.
		mux.Handle("/", s.cfg.Web)
	}
	return mux
}

// Key is the server's public key, which signs its receipts.
func (s *Server) Key() identity.Key { return s.cfg.Identity.Public() }

// reopen opens every table of the store in the lobby or playing.
func (s *Server) reopen(ctx context.Context) error {
	after := ""
	for {
		page, err := s.cfg.Store.Tables(ctx, store.Filter{Status: []string{lobby.StatusLobby, lobby.StatusPlaying}, Limit: 500, After: after})
		if err != nil {
			return fmt.Errorf("listing the tables to open again: %w", err)
		}
		for _, row := range page {
			t, err := reopenTable(s, row, false)
			if err != nil {
				// one damaged table must not keep the others closed
				s.log.Error("a table could not be opened again", "table", row.ID, "err", err)
				continue
			}
			s.mu.Lock()
			s.tables[row.ID] = t
			s.mu.Unlock()
			t.begin()
		}
		if len(page) < 500 {
			return nil
		}
		after = page[len(page)-1].ID
	}
}

// forget drops a finished table from memory: lists read it from the
// store from now on.
func (s *Server) forget(t *table) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.tables[t.id] == t {
		delete(s.tables, t.id)
	}
}

// Close ends every table's run, leaving each where it stood in the store:
// a server started again on the same store opens them again.
func (s *Server) Close() {
	open := s.shut()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	s.stopSleepers(ctx)
	stopAll(open)
}

// shut takes no more tables or connections, and returns the tables open.
func (s *Server) shut() []*table {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.closing.Do(func() { close(s.done) })
	s.closed = true
	open := make([]*table, 0, len(s.tables))
	for _, t := range s.tables {
		open = append(open, t)
	}
	return open
}

// stopAll stops the tables, all told at once (each takes up to a second),
// and returns once every one stopped.
func stopAll(open []*table) {
	for _, t := range open {
		t.halt()
	}
	for _, t := range open {
		t.end()
	}
}

// Drain prepares a planned stop: no table is created and no connection
// opened any more, and each table stops once the move it is storing is
// stored; its players' computers see the connection close and come back
// by themselves when the server is up again. ctx bounds the wait.
func (s *Server) Drain(ctx context.Context) {
	open := s.shut()
	done := make(chan struct{})
	for _, t := range open { // before they stop: their players hear the server comes back
		t.mu.Lock()
		t.bye = session.ServerRestarting
		t.mu.Unlock()
	}
	go func() {
		s.stopSleepers(ctx)
		stopAll(open)
		close(done)
	}()
	select {
	case <-done:
	case <-ctx.Done():
		s.log.Warn("tables still stopping when the drain's time ran out")
	}
}
