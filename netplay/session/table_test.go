package session

import (
	"bytes"
	"io"
	"sync"
	"testing"
	"time"

	"patron/game"
	"patron/netplay/identity"
	"patron/netplay/wire"
)

// memConn is one end of an in-memory connection (the real ones are QUIC):
// framed by wire, and recording every message it receives.
type memConn struct {
	r      *io.PipeReader
	w      *io.PipeWriter
	mu     sync.Mutex
	name   string
	record *bytes.Buffer // every frame this end received, if set
	over   chan struct{} // closed by Close
	closed sync.Once
}

func memPipe(a, b string) (*memConn, *memConn) {
	ar, bw := io.Pipe()
	br, aw := io.Pipe()
	return &memConn{r: ar, w: aw, name: a, over: make(chan struct{})}, &memConn{r: br, w: bw, name: b, over: make(chan struct{})}
}

func (c *memConn) Send(m *wire.Message) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	copied := *m // wire.Write sets the version: one message goes to many Conns
	return wire.Write(c.w, &copied)
}

func (c *memConn) Recv() (*wire.Message, error) {
	if c.record == nil {
		return wire.Read(c.r)
	}
	return wire.Read(io.TeeReader(c.r, c.record))
}

func (c *memConn) Close(string) error {
	c.r.CloseWithError(wire.ErrClosed)
	c.w.CloseWithError(wire.ErrClosed)
	c.closed.Do(func() { close(c.over) })
	return nil
}

// SetLimit takes no limit: a test's pipe carries any frame.
func (c *memConn) SetLimit(wire.Limit) {}

// Over is over at the Close: nothing is left in flight on a pipe.
func (c *memConn) Over() <-chan struct{} { return c.over }

func (c *memConn) Remote() string { return c.name }

// table is a host and its peers in one process, each with bots.
type table struct {
	t      testing.TB
	host   *Host
	hbots  Bots
	peers  []*Peer
	pbots  []Bots
	conns  []*memConn // the peers' ends
	hnotes []Note     // every note the host gave
	pnotes [][]Note   // every note each peer gave
	// An online table's (ledger_test.go): the server's key and each
	// seat's person's; nil at a LAN table.
	server *identity.Identity
	ids    []*identity.Identity
	// watchers are stepped with the peers (watch_test.go).
	watchers []*Peer
	wnotes   [][]Note
}

// newTable seats a host and bot peers: who says where each engine player
// plays (AtHost, Remote, Bot; every player is a greedy bot). With
// patronElsewhere, seat 0 is left for the test to join (and start).
func newTable(t testing.TB, seed uint64, who []string, patronElsewhere bool) *table {
	t.Helper()
	return newTableWith(t, seed, who, patronElsewhere, nil)
}

// newTableWith is newTable with the table's ledger (nil: a LAN table),
// each seat's person given a key of their own.
func newTableWith(t testing.TB, seed uint64, who []string, patronElsewhere bool, led *LedgerConfig) *table {
	t.Helper()
	cfg := HostConfig{Name: "Host", Code: "ABCD2345", Seed: seed, Control: game.DefaultSplit(len(who)), SeasonCap: 15, Ledger: led}
	tb := &table{t: t, hbots: Bots{Levels: map[int]string{}, Seed: seed, Team: true}}
	if led != nil {
		tb.server = led.Server
		for range who {
			tb.ids = append(tb.ids, newIdentity(t))
		}
	}
	for i, w := range who {
		s := wire.Seat{Name: "P" + string(rune('1'+i)), Who: w, Bot: "normal"}
		if w == Bot {
			tb.hbots.Levels[i] = "normal"
		}
		cfg.Seats = append(cfg.Seats, s)
	}
	h, err := NewHost(cfg)
	if err != nil {
		t.Fatal(err)
	}
	tb.host = h
	for i, w := range who {
		if w == Remote && !(i == 0 && patronElsewhere) {
			tb.join(i, "", nil)
		}
	}
	if !patronElsewhere {
		tb.start()
	}
	return tb
}

// start begins the game once everyone has joined.
func (tb *table) start() {
	tb.t.Helper()
	tb.until("every seat taken", tb.host.Ready)
	if err := tb.host.Start(); err != nil {
		tb.t.Fatal(err)
	}
}

// join connects a bot peer to seat i (token: a rejoin; resume: its game).
func (tb *table) join(i int, token string, resume *game.Game) *Peer {
	tb.t.Helper()
	here, there := memPipe("peer", "host")
	here.record = &bytes.Buffer{}
	tb.accept(there, i)
	var p *Peer
	var err error
	tb.whileHostAnswers(func() {
		p, err = Join(here, PeerConfig{Hello: wire.Hello{Name: "Bot", Code: "abcd-2345", Seat: i, Token: token}, Resume: resume, Identity: tb.identity(i)}, 5*time.Second)
	})
	if err != nil {
		tb.t.Fatal(err)
	}
	b := Bots{Levels: map[int]string{i: "normal"}, Seed: 99 + uint64(i), Team: true}
	if i < len(tb.peers) && tb.peers[i] != nil {
	} else {
		for len(tb.peers) <= i {
			tb.peers = append(tb.peers, nil)
			tb.pbots = append(tb.pbots, Bots{})
			tb.conns = append(tb.conns, nil)
			tb.pnotes = append(tb.pnotes, nil)
		}
	}
	tb.peers[i], tb.pbots[i], tb.conns[i] = p, b, here
	return p
}

// whileHostAnswers runs f (a Join) while the host answers on a goroutine
// of its own, and returns the host's notes meanwhile; the test steps the
// host from then on.
func (tb *table) whileHostAnswers(f func()) []Note {
	done, finished := make(chan struct{}), make(chan struct{})
	var notes []Note
	go func() {
		defer close(finished)
		for {
			select {
			case <-done:
				return
			default:
				tb.host.Wait(5 * time.Millisecond)
				notes = append(notes, tb.host.Step()...)
			}
		}
	}()
	f()
	close(done)
	<-finished
	return notes
}

// accept hands the host a connection for seat i: keyed by its person's
// key at an online table.
func (tb *table) accept(c *memConn, i int) {
	if id := tb.identity(i); id != nil {
		tb.host.AcceptKeyed(c, id.Public())
		return
	}
	tb.host.Accept(c)
}

// identity is seat i's person's key at an online table (nil at a LAN one).
func (tb *table) identity(i int) *identity.Identity {
	if tb.ids == nil || i < 0 {
		return nil
	}
	return tb.ids[i]
}

func (tb *table) stepHost() []Note {
	n := tb.host.Step()
	tb.hnotes = append(tb.hnotes, n...)
	return n
}

func (tb *table) stepPeer(i int) []Note {
	n := tb.peers[i].Step()
	tb.pnotes[i] = append(tb.pnotes[i], n...)
	return n
}

// audits are the audit notes of every machine: the host's first.
func (tb *table) audits() [][]Note {
	var out [][]Note
	for _, ns := range append([][]Note{tb.hnotes}, tb.pnotes...) {
		var a []Note
		for _, n := range ns {
			if n.Kind == NoteAudit {
				a = append(a, n)
			}
		}
		out = append(out, a)
	}
	return out
}

// settleTimeout bounds how long a test waits for what it expects the
// table to do: far beyond what a message takes in one process.
const settleTimeout = 20 * time.Second

// until steps the host and every peer as messages come until cond holds
// (what says what is awaited); the test fails if it has not after
// settleTimeout.
func (tb *table) until(what string, cond func() bool) {
	tb.t.Helper()
	deadline := time.Now().Add(settleTimeout)
	for {
		tb.stepHost()
		for i, p := range tb.peers {
			if p != nil {
				tb.stepPeer(i)
			}
		}
		tb.stepWatchers()
		if cond() {
			return
		}
		if time.Now().After(deadline) {
			tb.t.Fatalf("after %v, still waiting for %s", settleTimeout, what)
		}
		tb.host.Wait(time.Millisecond) // wakes at the host's next message
	}
}

// caughtUp waits until every machine at the table holds the host's log:
// each peer still there has its game, nothing waiting for the host, and
// every command the host committed.
func (tb *table) caughtUp() {
	tb.t.Helper()
	tb.until("every machine to hold the host's log", func() bool {
		for _, p := range tb.peers {
			if p == nil || p.Closed() {
				continue
			}
			if p.Game() == nil || p.Pending() || len(p.Log()) != len(tb.host.Log()) {
				return false
			}
		}
		return true
	})
}

// audited waits until every machine still at the table has audited the
// Patrón's openings.
func (tb *table) audited() {
	tb.t.Helper()
	tb.until("every machine's audit", func() bool {
		for i, a := range tb.audits() {
			if i > 0 && (tb.peers[i-1] == nil || tb.peers[i-1].Closed()) {
				continue
			}
			if len(a) == 0 {
				return false
			}
		}
		return true
	})
}

// noted waits until the host has noted what match says, among the notes
// after the first from, and returns it.
func (tb *table) noted(what string, from int, match func(Note) bool) Note {
	tb.t.Helper()
	var found Note
	tb.until(what, func() bool {
		for _, n := range tb.hnotes[from:] {
			if match(n) {
				found = n
				return true
			}
		}
		return false
	})
	return found
}

// play runs the bots to the end of the game (or a step limit).
func (tb *table) play(limit int) {
	tb.t.Helper()
	for steps := 0; steps < limit && !tb.host.Game().Over(); steps++ {
		tb.stepHost()
		tb.hostDecides()
		for i, p := range tb.peers {
			if p == nil || p.Closed() {
				continue
			}
			for _, n := range tb.stepPeer(i) {
				// A decision in flight as the host went (a restored host's
				// table) is noted not delivered when the joiner comes back,
				// and decided again: lost_test.go checks that note.
				if n.Kind == NoteDesync || n.Kind == NoteForged || n.Kind == NoteRefused && n.Code != "stale" && n.Code != CodeNotDelivered {
					tb.t.Fatalf("peer %d: %v %s", i, n.Kind, n.Text)
				}
			}
			if p.Pending() {
				continue
			}
			if pl, c, ok := tb.pbots[i].Next(p.Game(), []int{p.Seat()}); ok && pl == p.Seat() && p.MayPropose(c) {
				if err := p.Propose(c); err != nil {
					tb.t.Fatalf("peer %d %q: %v", i, c.Format(), err)
				}
			}
		}
		tb.stepWatchers()
		tb.host.Wait(time.Millisecond)
	}
	tb.caughtUp()
}

// hostDecides lets the host's bots make the decision due, if it is theirs.
func (tb *table) hostDecides() {
	tb.t.Helper()
	if p, c, ok := tb.hbots.Next(tb.host.Game(), tb.host.Local()); ok {
		if err := tb.host.Propose(p, c); err != nil {
			tb.t.Fatalf("host bot %d %q: %v", p, c.Format(), err)
		}
	}
}

func TestWholeGamesBetweenMachines(t *testing.T) {
	for _, c := range []struct {
		name string
		who  []string
	}{
		{"2 players, the Patrón on the host", []string{Bot, Remote}},
		{"3 players, the Patrón on a joiner", []string{Remote, Remote, Bot}},
		{"5 players, the Patrón on a joiner", []string{Remote, Remote, Remote, Bot, Remote}},
	} {
		t.Run(c.name, func(t *testing.T) {
			tb := newTable(t, 7, c.who, false)
			tb.play(20000)
			g := tb.host.Game()
			if !g.Over() {
				t.Fatalf("the game did not end (%d commands)", len(tb.host.Log()))
			}
			tb.audited()
			for i, p := range tb.peers {
				if p == nil {
					continue
				}
				if p.Game().PublicHash() != g.PublicHash() {
					t.Fatalf("peer %d ends with another game", i)
				}
				if (i == 0) != (p.Game().Sec != nil) {
					t.Fatalf("peer %d holds secrets: %v", i, p.Game().Sec != nil)
				}
			}
			// Every machine checked the Patrón's openings: fair play.
			for i, a := range tb.audits() {
				if i > 0 && tb.peers[i-1] == nil {
					continue
				}
				if len(a) != 1 || !game.Fair(a[0].Findings) {
					t.Fatalf("machine %d: audits %+v", i, a)
				}
			}
		})
	}
}
