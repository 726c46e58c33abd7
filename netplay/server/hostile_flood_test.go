//go:build !js

package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"patron/netplay/identity"
	"patron/netplay/lobby"
	"patron/netplay/store/sqlite"
)

// A flood of the lobby's calls, from one address or from many: slowed
// (429), and what the server keeps for strangers (challenges, tickets,
// sessions, the addresses it counts) stays at its bounds.

// floodServer is a server whose clock the test holds (nil: the real one),
// logging into a buffer.
type floodServer struct {
	*Server
	h    http.Handler
	logs *syncBuffer
}

// LockedBuffer is syncBuffer for the tests of package server_test.
type LockedBuffer = syncBuffer

// syncBuffer is a log both the server and a test touch.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.String()
}

func newFloodServer(t testing.TB, lim Limits, now func() time.Time) *floodServer {
	t.Helper()
	st, err := sqlite.Open(filepath.Join(t.TempDir(), "tables.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	id, _ := identity.New("server")
	logs := &syncBuffer{}
	s, err := New(context.Background(), Config{Store: st, Identity: id, App: "test", Limits: lim, Now: now,
		Log: slog.New(slog.NewJSONHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	return &floodServer{Server: s, h: s.Handler(), logs: logs}
}

// get is a GET of path from addr: its status, Retry-After and body.
func (fs *floodServer) get(addr, path string) (int, string, []byte) {
	return fs.do(addr, "GET", path, "", nil)
}

func (fs *floodServer) do(addr, method, path, token string, body any) (int, string, []byte) {
	var in []byte
	if body != nil {
		in, _ = json.Marshal(body)
	}
	req, _ := http.NewRequest(method, "http://patron.test"+path, bytes.NewReader(in))
	req.RemoteAddr = addr + ":50000"
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	w := &lean{header: http.Header{}, code: http.StatusOK}
	fs.h.ServeHTTP(w, req)
	return w.code, w.header.Get("Retry-After"), w.body.Bytes()
}

// lean is the least of a ResponseWriter, so that a flood of a quarter of
// a million measures the server and not the test's recorders.
type lean struct {
	header http.Header
	code   int
	body   bytes.Buffer
}

func (l *lean) Header() http.Header         { return l.header }
func (l *lean) Write(b []byte) (int, error) { return l.body.Write(b) }
func (l *lean) WriteHeader(code int)        { l.code = code }

// frozen is a clock the test moves.
type frozen struct{ ns atomic.Int64 }

func newFrozen() *frozen {
	f := &frozen{}
	f.ns.Store(time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC).UnixNano())
	return f
}
func (f *frozen) now() time.Time       { return time.Unix(0, f.ns.Load()) }
func (f *frozen) move(d time.Duration) { f.ns.Add(int64(d)) }

func TestACallFloodFromOneAddressIsSlowed(t *testing.T) {
	clock := newFrozen()
	fs := newFloodServer(t, Limits{Calls: 10, CallsBurst: 40, ConnsPerAddr: 4, ConnsPerKey: 4, Creates: 5, Running: 5}, clock.now)
	const flooder, honest = "203.0.113.66", "198.51.100.1"
	served, slowed := 0, 0
	for range 10_000 {
		status, retry, body := fs.get(flooder, "/api/challenge")
		switch {
		case status == http.StatusOK:
			served++
		case status == http.StatusTooManyRequests && retry == "1" && bytes.Contains(body, []byte(`"slow-down"`)):
			slowed++
		default:
			t.Fatalf("a call of the flood: %d %s", status, body)
		}
	}
	if served != 40 || slowed != 10_000-40 {
		t.Fatalf("of 10,000 calls at one instant, %d served and %d slowed: want the burst, 40, served", served, slowed)
	}
	if status, _, body := fs.get(honest, "/api/challenge"); status != http.StatusOK {
		t.Fatalf("another address beside the flood: %d %s", status, body)
	}
	clock.move(time.Second)
	served = 0
	for range 100 {
		if status, _, _ := fs.get(flooder, "/api/challenge"); status == http.StatusOK {
			served++
		}
	}
	if served != 10 {
		t.Fatalf("a second later the flooder had %d calls, want its rate, 10", served)
	}
	// the nonces it was given are at most the bound, whatever it asks
	if n := len(fs.auth.nonces.items); n != 51 {
		t.Fatalf("%d challenges outstanding, want the 51 served", n)
	}
	// counted, and logged once for the minute
	if got := testCount(t, fs.Server, "patron_limited_total", "calls"); got != 10_000-40+90 {
		t.Errorf("%v calls counted as limited", got)
	}
	if n := strings.Count(fs.logs.String(), `"refused for a limit"`); n != 1 {
		t.Errorf("the flood was logged %d times, want once:\n%s", n, fs.logs)
	}
	clock.move(time.Minute)
	fs.get(flooder, "/api/challenge")
	for range 100 {
		fs.get(flooder, "/api/challenge")
	}
	if n := strings.Count(fs.logs.String(), `"refused for a limit"`); n != 2 {
		t.Errorf("the flood was logged %d times in two minutes, want twice", n)
	}
}

// heapObjects is the heap's live bytes after a collection.
func heapObjects() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

func TestAChallengeFloodFromManyAddressesKeepsMemoryBounded(t *testing.T) {
	if testing.Short() {
		t.Skip("a quarter of a million calls")
	}
	fs := newFloodServer(t, DefaultLimits, nil)
	addr := func(i int) string { return fmt.Sprintf("10.%d.%d.%d", i>>16&255, i>>8&255, i&255) }
	flood := func(from, to int) {
		for i := from; i < to; i++ {
			if status, _, body := fs.get(addr(i), "/api/challenge"); status != http.StatusOK {
				t.Fatalf("a call from a new address: %d %s", status, body)
			}
		}
	}
	const calls = 5 * maxTracked
	rest := heapObjects()
	start := time.Now()
	flood(0, maxTracked) // every bound full
	full := heapObjects()
	flood(maxTracked, calls/2) // the maps' slack for churn taken
	settled := heapObjects()
	flood(calls/2, calls)
	after := heapObjects()
	took := time.Since(start)
	nonces, addrs := len(fs.auth.nonces.items), len(fs.lim.calls.items)
	t.Logf("%d challenges from as many addresses in %v; the server keeps %d challenges and %d addresses; heap objects %.1f MB at rest, %.1f MB with the bounds full (after %d calls), %.1f MB after %d, %.1f MB after %d",
		calls, took.Round(time.Millisecond), nonces, addrs, mb(rest), mb(full), maxTracked, mb(settled), calls/2, mb(after), calls)
	if nonces > maxNonces || addrs > maxTracked {
		t.Fatalf("%d challenges (bound %d) and %d addresses (bound %d) kept", nonces, maxNonces, addrs, maxTracked)
	}
	if after > settled+1<<20 || after > 2*full {
		t.Fatalf("the heap grew past the bounds: %.1f MB full, %.1f MB, then %.1f MB", mb(full), mb(settled), mb(after))
	}
}

func mb(b uint64) float64 { return float64(b) / (1 << 20) }

func TestTicketAndSignInFloodsOfOneKeyAreBounded(t *testing.T) {
	lim := DefaultLimits
	lim.Calls, lim.CallsBurst = 1e9, 1e9 // past the address's rate: what the other bounds hold
	fs := newFloodServer(t, lim, nil)
	id, _ := identity.New("")
	login := func() string {
		_, _, body := fs.get("192.0.2.9", "/api/challenge")
		var ch identity.Challenge
		json.Unmarshal(body, &ch)
		status, _, body := fs.do("192.0.2.9", "POST", "/api/login", "", lobby.Login{Key: id.Public(), Nonce: ch.Nonce, Sig: id.Answer(ch), Name: "Mallory"})
		var in lobby.SignedIn
		if status != http.StatusOK || json.Unmarshal(body, &in) != nil {
			t.Fatalf("a sign-in: %d %s", status, body)
		}
		return in.Token
	}
	var tokens []string
	for range 200 {
		tokens = append(tokens, login())
	}
	if n := len(fs.auth.sessions.items); n != maxSessionsPerKey {
		t.Fatalf("200 sign-ins of one key left %d sessions, want %d", n, maxSessionsPerKey)
	}
	if status, _, _ := fs.do("192.0.2.9", "GET", "/api/mine", tokens[0], nil); status != http.StatusUnauthorized {
		t.Fatalf("the oldest session, pushed out, still serves: %d", status)
	}
	token := tokens[len(tokens)-1]
	_, _, body := fs.do("192.0.2.9", "POST", "/api/tables", token, lobby.Create{Name: "Pereira", Mode: lobby.Live, Public: true, Seats: []lobby.SeatConfig{{}, {}}})
	var made lobby.Made
	if json.Unmarshal(body, &made) != nil || made.ID == "" {
		t.Fatalf("a table: %s", body)
	}
	rest := heapObjects()
	for range 3 * maxTickets {
		if status, _, body := fs.do("192.0.2.9", "POST", "/api/tickets", token, lobby.TicketRequest{Table: made.ID}); status != http.StatusOK {
			t.Fatalf("a ticket: %d %s", status, body)
		}
	}
	after := heapObjects()
	t.Logf("%d tickets asked, %d kept; heap objects %.1f MB before, %.1f MB after", 3*maxTickets, len(fs.auth.tickets.items), mb(rest), mb(after))
	if n := len(fs.auth.tickets.items); n > maxTickets {
		t.Fatalf("%d tickets kept, over the bound %d", n, maxTickets)
	}
	// a secret never reaches the log: a session token, a ticket, an invite
	_, _, body = fs.do("192.0.2.9", "POST", "/api/tables", token, lobby.Create{Name: "Tuluá", Mode: lobby.Turn, Clock: lobby.Clock{BankMS: 3_600_000}, Seats: []lobby.SeatConfig{{}, {}}})
	json.Unmarshal(body, &made)
	_, _, body = fs.do("192.0.2.9", "POST", "/api/tickets", token, lobby.TicketRequest{Table: made.ID, Invite: made.Invite})
	var tk lobby.Ticket
	json.Unmarshal(body, &tk)
	fs.get("192.0.2.9", "/api/play?ticket="+tk.Ticket)
	logs := fs.logs.String()
	for what, secret := range map[string]string{"a session token": token, "an invite": made.Invite, "a ticket": tk.Ticket} {
		if secret == "" || strings.Contains(logs, secret) {
			t.Errorf("%s (%q) is in the log:\n%s", what, secret, logs)
		}
	}
}

// testCount is a counter of the server's metrics with label value v.
func testCount(t testing.TB, s *Server, name, v string) float64 {
	t.Helper()
	mfs, err := s.met.reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, mf := range mfs {
		if mf.GetName() != name {
			continue
		}
		for _, m := range mf.Metric {
			for _, l := range m.Label {
				if l.GetValue() == v {
					return m.Counter.GetValue()
				}
			}
		}
	}
	return -1
}
