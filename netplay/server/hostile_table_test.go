//go:build !js

package server_test

import (
	"context"
	"fmt"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"patron/game"
	"patron/netplay/identity"
	"patron/netplay/lan"
	"patron/netplay/lobby"
	"patron/netplay/online"
	"patron/netplay/session"
	"patron/netplay/transport"
	"patron/netplay/wire"
)

// A signed-in stranger who floods a table's connection with chat and
// proposals for the whole game: the server's table does what a LAN host
// does with a flooding peer. His messages beyond their share are dropped
// and he is told, and the players' game goes
// on to its audit; the server's heap stays within a few MB. (The session
// notes a seat's floods, which the server logs, and not yet a watcher's.) (A seated
// player who floods delays his own decisions behind his flood, and is cut
// when it goes on for seconds: TestASeatedFloodIsCutAndTheTablePlaysOn.)
func TestAFloodOnATablesConnectionSlowsOnlyItsSender(t *testing.T) {
	r, logs := startLogged(t)
	ctx := context.Background()
	pablo, ana := r.client(t, "Pablo"), r.client(t, "Ana")
	eveID, _ := identity.New("")
	eve, err := online.New("http://"+r.addr, eveID, "Eve", transport.Trust{})
	if err != nil {
		t.Fatal(err)
	}
	made, err := pablo.Create(ctx, lobby.Create{Name: "Envigado", Mode: lobby.Live, Public: true, SeasonCap: 3,
		Seats: []lobby.SeatConfig{{}, {}, {Bot: "random"}}})
	if err != nil {
		t.Fatal(err)
	}
	pp, ap := bothBack(t, pablo, ana, made.ID) // seats 0 and 1
	conn, err := eve.Connect(ctx, made.ID, "", true)
	if err != nil {
		t.Fatal(err)
	}
	ep, err := session.Join(conn, session.PeerConfig{Hello: wire.Hello{Name: "Eve", Code: made.ID, Seat: -1, Watch: true}, Identity: eveID}, 30*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer ep.Close()
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	rest := m.HeapInuse
	var (
		eveChats, toldEve, sent atomic.Int64
		peak                    atomic.Uint64
		outs                    [2]lan.Outcome
		errs                    [2]error
		wg                      sync.WaitGroup
	)
	done := make(chan struct{})
	floodFrom := time.Now()
	var players sync.WaitGroup
	for i, p := range []*session.Peer{pp, ap} {
		players.Go(func() {
			outs[i], errs[i] = lan.PlayPeer(p, lan.Play{Bots: session.Bots{Levels: map[int]string{i: "random"}, Seed: uint64(1 + i), Team: true},
				Limit: 2 * time.Minute, Think: time.Millisecond, Watch: func(n session.Note) {
					if n.Kind == session.NoteChat && n.Player < 0 {
						eveChats.Add(1)
					}
				}})
		})
	}
	wg.Go(func() { players.Wait(); close(done) })
	wg.Go(func() { // Eve's computer reads what comes, as an honest one does
		for {
			select {
			case <-done:
				return
			default:
			}
			for _, n := range ep.Step() {
				if n.Kind == session.NoteProblem { // the table's refusals, or their flood dropped
					toldEve.Add(1)
				}
			}
			ep.Wait(10 * time.Millisecond)
		}
	})
	var floodEnd time.Time
	wg.Go(func() { // Eve's flood, as fast as her connection takes it
		defer func() { floodEnd = time.Now() }()
		for i := 0; ; i++ {
			select {
			case <-done:
				return
			default:
			}
			m := &wire.Message{Kind: wire.KindChat, Chat: &wire.Chat{Seat: 1, Text: fmt.Sprintf("spam %d", i)}}
			if i%2 == 1 {
				m = &wire.Message{Kind: wire.KindPropose, Propose: &wire.Propose{Seq: 0, Seat: 1, Command: "pass", Hash: "0123456789abcdef"}}
			}
			if conn.Send(m) != nil {
				return
			}
			sent.Add(1)
		}
	})
	wg.Go(func() {
		tick := time.NewTicker(20 * time.Millisecond)
		defer tick.Stop()
		for {
			var m runtime.MemStats
			runtime.ReadMemStats(&m)
			peak.Store(max(peak.Load(), m.HeapInuse))
			select {
			case <-done:
				return
			case <-tick.C:
			}
		}
	})
	wg.Wait()
	flooding := floodEnd.Sub(floodFrom)
	for i, who := range []string{"Pablo", "Ana"} {
		if errs[i] != nil || !outs[i].Audited || !game.Fair(outs[i].Findings) || outs[i].Hash != outs[0].Hash {
			t.Fatalf("%s beside the flood: %+v, %v", who, outs[i], errs[i])
		}
	}
	named := strings.Count(logs.String(), `"a seat's message refused"`)
	t.Logf("Eve sent %d chats and proposals in %v (%.0f a second); the players got %d of her chats; she was told to slow down %d times, the server's log named her %d times; the game: %d commands, audited; heap in use %.1f MB before, %.1f MB at the peak",
		sent.Load(), flooding.Round(time.Millisecond), float64(sent.Load())/flooding.Seconds(), eveChats.Load(), toldEve.Load(), named,
		outs[0].Commands, float64(rest)/(1<<20), float64(peak.Load())/(1<<20))
	if eveChats.Load() > 0 {
		t.Fatalf("the players got %d of a watcher's chats", eveChats.Load())
	}
	if toldEve.Load() == 0 {
		t.Fatal("the flooder was never told")
	}
	if peak.Load() > rest+64<<20 {
		t.Fatalf("the heap in use grew from %d to %d MB under the flood", rest>>20, peak.Load()>>20)
	}
}
