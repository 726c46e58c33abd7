//go:build !js

package server_test

import (
	"bytes"
	"context"
	"sync"
	"testing"
	"time"

	"patron/netplay/lan"
	"patron/netplay/lobby"
	"patron/netplay/secrecy"
	"patron/netplay/session"
	"patron/netplay/transport"
)

// A spectator of a table whose Patrón is a person receives the whole game,
// and no byte it received (nor any other connection of this process: the
// server's, the players') holds one of his secrets before the rules
// reveal them: his seed, a private command, a salt before its reveal, a
// hideout, a card or an objective by name. The spectator's key is the
// Faction player's own: a seated player watching gets the public view.
func TestNothingSecretReachesASpectator(t *testing.T) {
	recorded := recordConnections(t)

	r := startServer(t)
	ctx := context.Background()
	pablo, ana := r.client(t, "Pablo"), r.client(t, "Ana")
	made, err := pablo.Create(ctx, lobby.Create{Name: "Watched", Mode: lobby.Live, Public: true, SeasonCap: 3,
		Seats: []lobby.SeatConfig{{}, {}, {Bot: "random"}}})
	if err != nil {
		t.Fatal(err)
	}
	pp, ap := bothBack(t, pablo, ana, made.ID) // seats 0 and 1
	watcher, err := ana.Watch(ctx, made.ID, "")
	if err != nil {
		t.Fatal(err)
	}
	if !watcher.Watching() || watcher.Seat() >= 0 {
		t.Fatalf("the watcher sits in seat %d", watcher.Seat())
	}
	var wg sync.WaitGroup
	outs := make([]lan.Outcome, 3)
	errs := make([]error, 3)
	for i, p := range []*session.Peer{pp, ap, watcher} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			bots := session.Bots{Levels: map[int]string{p.Seat(): "random"}, Seed: uint64(i), Team: true}
			if p == watcher {
				bots = session.Bots{}
			}
			outs[i], errs[i] = lan.PlayPeer(p, lan.Play{Bots: bots, Limit: 2 * time.Minute})
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("%d: %v", i, err)
		}
	}
	if w := outs[2]; !w.Audited || w.Hash != outs[0].Hash || w.Commands != outs[0].Commands {
		t.Fatalf("the spectator saw %+v, the Patrón %+v", w, outs[0])
	}
	secrets, err := secrecy.Of(pp.Game())
	if err != nil || len(secrets.Salts) == 0 || len(secrets.Private) == 0 || len(secrets.Names) == 0 {
		t.Fatalf("the Patrón's secrets: %d salts, %d private commands, %d names, %v", len(secrets.Salts), len(secrets.Private), len(secrets.Names), err)
	}
	record := recorded()
	if len(record) < 6 { // three clients' connections and the server's three ends
		t.Fatalf("%d connections recorded", len(record))
	}
	for _, st := range record {
		for _, f := range secrecy.Check(st.Bytes, secrets) {
			t.Errorf("connection %d: %s", st.Conn, f)
		}
	}
}

// recordConnections records every connection of this process until the
// test ends (transport.RecordTo); what it returns reads the record so far.
func recordConnections(t *testing.T) func() []transport.Stream {
	w := &lockedWriter{}
	transport.RecordTo(w)
	t.Cleanup(func() { transport.RecordTo(nil) })
	return func() []transport.Stream {
		t.Helper()
		w.mu.Lock()
		record, err := transport.ReadRecord(w.b.Bytes())
		w.mu.Unlock()
		if err != nil {
			t.Fatal(err)
		}
		return record
	}
}

// lockedWriter serialises the recorder's writes with the test's read.
type lockedWriter struct {
	b  bytes.Buffer
	mu sync.Mutex
}

func (w *lockedWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.b.Write(p)
}
