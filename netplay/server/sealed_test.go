//go:build !js

package server_test

import (
	"bytes"
	"context"
	"encoding/hex"
	"errors"
	"sync"
	"testing"
	"time"

	"patron/game"
	"patron/netplay/identity"
	"patron/netplay/lan"
	"patron/netplay/online"
	"patron/netplay/sealed"
	"patron/netplay/secrecy"
	"patron/netplay/session"
	"patron/netplay/store"
	"patron/netplay/transport"
	"patron/netplay/wire"
)

// The Patrón's sealed game: what his computer leaves with the server at
// each of his moves, which his key alone gets back and only his identity
// opens.

// device is a client with the identity given (one exported and imported
// on another device is the same key).
func (r *running) device(t *testing.T, id *identity.Identity, name string) *online.Client {
	t.Helper()
	c, err := online.New("http://"+r.addr, id, name, transport.Trust{})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// playFor plays p's seat with a random bot until stop holds, then leaves.
func playFor(t *testing.T, p *session.Peer, seed uint64, stop func(g *game.Game) bool) *game.Game {
	t.Helper()
	_, err := lan.PlayPeer(p, lan.Play{
		Bots:  session.Bots{Levels: map[int]string{p.Seat(): "random"}, Seed: seed, Team: true},
		Limit: time.Minute,
		Tend: func() error {
			if g := p.Game(); g != nil && stop(g) {
				return errEnough
			}
			return nil
		},
	})
	if !errors.Is(err, errEnough) {
		t.Fatalf("seat %d played until %v", p.Seat(), err)
	}
	g := p.Game()
	p.Close()
	return g
}

// The Patrón plays some moves on one device and leaves; on another device
// holding his exported key, his game comes back from what the server
// kept and plays on to the end, audited fair. No byte any connection
// carried, nor anything the server stored, holds one of his secrets.
func TestThePatronPlaysOnFromAnotherDevice(t *testing.T) {
	recorded := recordConnections(t)

	r := startServer(t)
	laptop, _ := identity.New("laptop")
	pablo, ana := r.device(t, laptop, "Pablo"), r.client(t, "Ana")
	id := createTurn(t, pablo, threeDays)
	pp, ap := bothBack(t, pablo, ana, id)
	var wg sync.WaitGroup
	var anaOut lan.Outcome
	var anaErr error
	wg.Go(func() { anaOut, anaErr = seated(t, ana, ap, id, 11, nil) })

	first := playFor(t, pp, 10, func(g *game.Game) bool { return len(g.PublicLog()) >= 40 })
	phone, err := identity.Import(laptop.Export())
	if err != nil {
		t.Fatal(err)
	}
	other := r.device(t, phone, "Pablo")
	g, err := other.PatronGame(context.Background(), id)
	if err != nil {
		t.Fatalf("the Patrón's game on another device: %v", err)
	}
	if g.Sec == nil || g.Sec.Seed != first.Sec.Seed || len(g.PublicLog()) < len(first.PublicLog())-1 {
		t.Fatalf("the rebuilt game: %d commands, the first device's %d", len(g.PublicLog()), len(first.PublicLog()))
	}
	pb, err := other.Join(context.Background(), id, "", online.Seat{Seat: 0, Resume: g})
	if err != nil {
		t.Fatal(err)
	}
	out, err := seated(t, other, pb, id, 12, nil)
	wg.Wait()
	if err != nil || anaErr != nil {
		t.Fatalf("the Patrón: %v; Ana: %v", err, anaErr)
	}
	if !out.Audited || !game.Fair(out.Findings) || !anaOut.Audited || !game.Fair(anaOut.Findings) || out.Hash != anaOut.Hash {
		t.Fatalf("the end: the Patrón %+v, Ana %+v", out, anaOut)
	}

	secrets, err := secrecy.Of(pb.Game())
	if err != nil || len(secrets.Private) == 0 {
		t.Fatalf("the Patrón's secrets: %d private commands, %v", len(secrets.Private), err)
	}
	record := recorded()
	carried := 0
	for _, st := range record {
		for _, f := range secrecy.Check(st.Bytes, secrets) {
			t.Errorf("connection %d: %s", st.Conn, f)
		}
		for i, f := range secrecy.Frames(st.Bytes) { // the sealed game goes up from the Patrón, never down to anyone
			if m, err := wire.Decode(f); err == nil && bytes.Contains(f, []byte(`"sealed"`)) {
				if m.Propose == nil || m.Propose.Seat != 0 {
					t.Errorf("connection %d frame %d (%s) carries a sealed game", st.Conn, i, m.Kind)
				}
				carried++
			}
		}
	}
	if carried == 0 {
		t.Error("no proposal of the Patrón's carried his sealed game")
	}
	if len(secrecy.Raw([]byte(hex.EncodeToString(secrets.Seed[:])), secrets)) == 0 {
		t.Fatal("the store's check finds no seed where one is")
	}
	kept := storedBytes(t, r.store, id, laptop.Public())
	for _, f := range secrecy.Raw(kept, secrets) {
		t.Errorf("the server's store: %s", f)
	}
	if bytes.Contains(kept, []byte(`"steps"`)) || bytes.Contains(kept, []byte("patron-sealed-patron")) {
		t.Error("the server's store holds the sealed game's plain text")
	}
}

// storedBytes is everything the store keeps of table id: its row, every
// entry, the sealed game kept for key, and the players' records.
func storedBytes(t *testing.T, st store.Store, id string, key identity.Key) []byte {
	t.Helper()
	ctx := context.Background()
	row, err := st.Table(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	out := append(append([]byte(nil), row.Config...), row.State...)
	for from := 0; ; {
		es, err := st.Entries(ctx, id, from, 0)
		if err != nil {
			t.Fatal(err)
		}
		if len(es) == 0 {
			break
		}
		for _, e := range es {
			out = append(out, e.Data...)
		}
		from = es[len(es)-1].Seq + 1
	}
	sl, err := st.Sealed(ctx, id, string(key))
	if err != nil || sl.At == 0 || len(sl.Data) == 0 {
		t.Fatalf("the store keeps no sealed game for the Patrón: %+v, %v", sl, err)
	}
	out = append(out, sl.Data...)
	if p, err := st.Player(ctx, string(key)); err == nil {
		out = append(out, p...)
	}
	return out
}

// lying is a server's store that hands back another sealed game than the
// one it kept: what a server that lies would send.
type lying struct {
	store.Store
	mu   sync.Mutex
	all  map[string][]store.Sealed // every one kept, by table, in order
	lie  func(table string, kept store.Sealed) store.Sealed
	asks int
}

func (l *lying) AppendSealed(ctx context.Context, id string, seq int, data []byte, status string, state []byte, s store.Sealed) (int64, error) {
	v, err := l.Store.AppendSealed(ctx, id, seq, data, status, state, s)
	if err == nil {
		l.mu.Lock()
		s.At = seq + 1
		l.all[id] = append(l.all[id], s)
		l.mu.Unlock()
	}
	return v, err
}

func (l *lying) Sealed(ctx context.Context, id, key string) (store.Sealed, error) {
	s, err := l.Store.Sealed(ctx, id, key)
	l.mu.Lock()
	defer l.mu.Unlock()
	l.asks++
	if err == nil && l.lie != nil {
		s = l.lie(id, s)
	}
	return s, err
}

// A server that hands back a changed sealed game, another table's, or an
// old one (as old or as current) is refused by the Patrón's other device,
// in words that say which; nothing is rebuilt from it. Another player's
// key is never given his.
func TestASealedGameTheServerChangedIsRefused(t *testing.T) {
	liar := &lying{all: map[string][]store.Sealed{}}
	r := startServerOn(t, func(t testing.TB) (store.Store, error) {
		st, err := stores[0].open(t)
		liar.Store = st
		return liar, err
	})
	laptop, _ := identity.New("laptop")
	pablo, ana := r.device(t, laptop, "Pablo"), r.client(t, "Ana")
	var tables []string
	for range 2 {
		id := createTurn(t, pablo, threeDays)
		pp, ap := bothBack(t, pablo, ana, id)
		var wg sync.WaitGroup
		wg.Go(func() {
			playFor(t, ap, 21, func(g *game.Game) bool { return len(g.PublicLog()) >= 30 && g.Pending().Seat == game.SeatPatron })
		})
		playFor(t, pp, 20, func(g *game.Game) bool { return len(g.PublicLog()) >= 30 })
		wg.Wait()
		tables = append(tables, id)
	}
	phone, _ := identity.Import(laptop.Export())
	other := r.device(t, phone, "Pablo")
	ctx := context.Background()
	id := tables[0]
	if _, err := other.PatronGame(ctx, id); err != nil {
		t.Fatalf("the truth: %v", err)
	}
	liar.mu.Lock()
	history := liar.all[id]
	otherTable := liar.all[tables[1]]
	liar.mu.Unlock()
	if len(history) < 3 {
		t.Fatalf("%d sealed games kept", len(history))
	}
	for _, c := range []struct {
		what string
		lie  func(string, store.Sealed) store.Sealed
		want error
	}{
		{"a byte changed", func(_ string, s store.Sealed) store.Sealed {
			s.Data = bytes.Clone(s.Data)
			s.Data[len(s.Data)-5] ^= 0x10
			return s
		}, sealed.ErrDamaged},
		{"another table's", func(_ string, s store.Sealed) store.Sealed { return otherTable[len(otherTable)-1] }, sealed.ErrDamaged},
		{"an old one", func(_ string, s store.Sealed) store.Sealed { return history[1] }, sealed.ErrOld},
		{"an old one passed off as current", func(_ string, s store.Sealed) store.Sealed {
			return store.Sealed{Key: s.Key, At: s.At, Data: history[1].Data}
		}, sealed.ErrDamaged},
		{"another place", func(_ string, s store.Sealed) store.Sealed { s.At--; return s }, sealed.ErrDamaged},
	} {
		liar.mu.Lock()
		liar.lie = c.lie
		liar.mu.Unlock()
		if g, err := other.PatronGame(ctx, id); !errors.Is(err, c.want) || g != nil {
			t.Errorf("%s: %v, want %v", c.what, err, c.want)
		}
	}
	// A move of his stored between the two reads (he left one device and
	// opened the other at once) makes the sealed game read first older
	// than the log read after it: read again, the two agree, and the game
	// comes back. Twice in a row still passes; a third time is the old
	// one above, refused.
	liar.mu.Lock()
	stale, asked := 2, liar.asks
	liar.lie = func(_ string, s store.Sealed) store.Sealed {
		if stale > 0 {
			stale--
			return history[1]
		}
		return s
	}
	liar.mu.Unlock()
	if g, err := other.PatronGame(ctx, id); err != nil || g == nil {
		t.Errorf("an old sealed game read twice, then the newest: %v", err)
	}
	liar.mu.Lock()
	if liar.asks-asked != 3 {
		t.Errorf("the sealed game was read %d times, want 3", liar.asks-asked)
	}
	liar.lie = nil
	liar.mu.Unlock()
	// Ana's key holds a seat at the table, not his: she gets nothing.
	if _, err := ana.PatronGame(ctx, id); !errors.Is(err, online.ErrNoSealed) {
		t.Errorf("Ana asked for the Patrón's sealed game: %v", err)
	}
	if _, err := ana.Sealed(ctx, id); err == nil {
		t.Error("the server gave Ana the Patrón's sealed game")
	}
}

// A turn-based table that began with the Patrón away has nothing of his
// anywhere yet: asked for his game, the server gives none and it is no
// error (his seat starts the game).
func TestBeforeHisFirstMoveThePatronNeedsNoSealedGame(t *testing.T) {
	r := startServer(t)
	pablo, _, id := startedAway(t, r, threeDays)
	if g, err := pablo.PatronGame(context.Background(), id); g != nil || err != nil {
		t.Fatalf("before his first move: %v, %v", g, err)
	}
}
