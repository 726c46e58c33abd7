package lan

import (
	"cmp"
	"context"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"patron/game"
	"patron/netplay/session"
	"patron/netplay/transport"
	"patron/netplay/wire"
)

// floodTable is a 3-player table over QUIC on 127.0.0.1: the Patrón a bot
// at the host, seat 1 an honest bot joiner, seat 2 a bot joiner that also
// floods the host from its connection with what flood makes.
type floodTable struct {
	srv              *Server
	honest, flooder  *session.Peer
	flooderConn      transport.Conn
	hostTrace, trace *Trace // the host's and the honest joiner's timings
}

// Each bot thinks this long before a decision, so that the game lasts
// about a second and a half, long enough to be played under the flood.
const floodThink = time.Millisecond

func newFloodTable(t *testing.T) *floodTable {
	t.Helper()
	cfg := session.HostConfig{Name: "Flood", Seed: 7, Control: game.DefaultSplit(3), SeasonCap: 15,
		Seats: []wire.Seat{{Name: "Patrón", Who: session.Bot, Bot: "normal"}, {Name: "Honest", Who: session.Remote},
			{Name: "Flooder", Who: session.Remote}}}
	srv, err := Serve(ServerConfig{Addr: "127.0.0.1:0", Table: cfg})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Close)
	ft := &floodTable{srv: srv, hostTrace: &Trace{}, trace: &Trace{}}
	stop := srv.Answer()
	defer stop()
	addr := fmt.Sprintf("127.0.0.1:%d", srv.Port())
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if ft.honest, err = Join(ctx, addr, srv.Fingerprint(), session.PeerConfig{Hello: wire.Hello{Name: "Honest", Seat: 1}}); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(ft.honest.Close)
	if ft.flooderConn, err = transport.Dial(ctx, addr, srv.Fingerprint()); err != nil {
		t.Fatal(err)
	}
	if ft.flooder, err = session.Join(ft.flooderConn, session.PeerConfig{Hello: wire.Hello{Name: "Flooder", Code: srv.Code(), Seat: 2}}, 5*time.Second); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(ft.flooder.Close)
	return ft
}

// floodRun is what a game under a flood showed.
type floodRun struct {
	host, honest, flooder Outcome
	honestErr, flooderErr error
	sent                  int64         // messages of the flood sent
	flooding              time.Duration // how long the flood went on
	floodFrom             time.Time
	peakHeap              uint64 // the process's heap in use, at its peak during the flood
	restHeap              uint64 // … before the flood
	slowDowns             int    // "slow-down" problems the host noted of the flooder
	toldFlooder           int    // "slow-down" errors the flooder's machine got
	chats                 int    // the flooder's chats the host took
}

// play starts the game, floods from the flooder's connection from the
// start for floodFor (0: until the honest joiner's game is over), and
// plays every seat to its audit (or limit).
func (ft *floodTable) play(t *testing.T, flood func() *wire.Message, floodFor, limit time.Duration) floodRun {
	t.Helper()
	var run floodRun
	runtime.GC()
	run.restHeap = heapInUse()
	if err := ft.srv.Start(); err != nil {
		t.Fatal(err)
	}
	honestDone, flooderDone := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(honestDone)
		run.honest, run.honestErr = PlayPeer(ft.honest, Play{Bots: session.Bots{Levels: map[int]string{1: "normal"}, Seed: 1, Team: true},
			Limit: limit, Think: floodThink, Trace: ft.trace})
	}()
	go func() {
		defer close(flooderDone)
		run.flooder, run.flooderErr = PlayPeer(ft.flooder, Play{Bots: session.Bots{Levels: map[int]string{2: "normal"}, Seed: 2, Team: true},
			Limit: limit, Think: floodThink, Watch: func(n session.Note) {
				if n.Kind == session.NoteProblem && n.Code == session.CodeSlowDown {
					run.toldFlooder++
				}
			}})
	}()
	var sent atomic.Int64
	var peak atomic.Uint64
	var wg sync.WaitGroup
	run.floodFrom = time.Now()
	wg.Go(func() { // the flood, as fast as the connection takes it
		for {
			select {
			case <-honestDone:
				return
			default:
			}
			if floodFor > 0 && time.Since(run.floodFrom) > floodFor {
				return
			}
			if ft.flooderConn.Send(flood()) != nil {
				return
			}
			sent.Add(1)
		}
	})
	wg.Go(func() { // the heap, sampled while the flood goes on
		tick := time.NewTicker(20 * time.Millisecond)
		defer tick.Stop()
		for {
			peak.Store(max(peak.Load(), heapInUse()))
			select {
			case <-honestDone:
				return
			case <-tick.C:
			}
		}
	})
	var err error
	run.host, err = ft.srv.Play(Play{Bots: session.Bots{Levels: map[int]string{0: "normal"}, Seed: 3, Team: true},
		Limit: limit, Think: floodThink, Trace: ft.hostTrace, Watch: func(n session.Note) {
			switch {
			case n.Kind == session.NoteProblem && n.Code == session.CodeSlowDown && n.Player == 2:
				run.slowDowns++
			case n.Kind == session.NoteChat && n.Player == 2:
				run.chats++
			}
		}})
	if err != nil {
		t.Fatalf("the host: %v", err)
	}
	<-honestDone
	wg.Wait()
	run.flooding = min(time.Since(run.floodFrom), cmp.Or(floodFor, time.Hour))
	<-flooderDone
	run.sent, run.peakHeap = sent.Load(), peak.Load()
	return run
}

// heapInUse is the process's heap in use (before a flood, after a
// collection: what earlier tests left is not the flood's).
func heapInUse() uint64 {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapInuse
}

// stalls are the honest joiner's longest wait for a command the host had
// committed (the host's commit to its being applied there), and the
// longest gap between two commands applied there, over the flood.
func (ft *floodTable) stalls(from time.Time) (late, gap time.Duration) {
	applied := ft.trace.Applied
	for i, at := range applied {
		if at.Before(from) || i >= len(ft.hostTrace.Applied) {
			continue
		}
		late = max(late, at.Sub(ft.hostTrace.Applied[i]))
		if i > 0 {
			gap = max(gap, at.Sub(applied[i-1]))
		}
	}
	return late, gap
}

// A seated joiner floods the host with chat, as fast as its connection
// takes it, for the whole game: the honest joiner is never cut off, every
// machine ends the game with the same hash, the honest joiner's commands
// reach it as promptly as ever, the flooder is slowed and told, the host
// relays its chat at its share alone, and the heap stays bounded.
func TestAChatFloodSlowsOnlyItsSender(t *testing.T) {
	ft := newFloodTable(t)
	n := 0
	run := ft.play(t, func() *wire.Message {
		n++
		return &wire.Message{Kind: wire.KindChat, Chat: &wire.Chat{Seat: 2, Text: fmt.Sprintf("spam %d", n)}}
	}, 0, 20*time.Second)
	if run.honestErr != nil {
		t.Fatalf("the honest joiner: %v", run.honestErr)
	}
	if run.flooderErr != nil {
		t.Logf("the flooder: %v", run.flooderErr)
	}
	if run.honest.Hash != run.host.Hash || run.honest.Commands != run.host.Commands || !game.Fair(run.honest.Findings) {
		t.Fatalf("the honest joiner ends with %+v, the host with %+v", run.honest, run.host)
	}
	late, gap := ft.stalls(run.floodFrom)
	rate := float64(run.sent) / run.flooding.Seconds()
	t.Logf("flood: %d chats sent in %v (%.0f a second), %d relayed, host told of it %d times, the flooder told %d times",
		run.sent, run.flooding.Round(time.Millisecond), rate, run.chats, run.slowDowns, run.toldFlooder)
	t.Logf("honest joiner: %d commands; a commit reached it %v after the host's at worst; longest gap between commands %v (the flooder's own decisions wait behind its flood)",
		run.honest.Commands, late.Round(time.Microsecond), gap.Round(time.Microsecond))
	t.Logf("heap in use: %d MB before, %d MB at the peak of the flood", run.restHeap>>20, run.peakHeap>>20)
	limit := hostSharesChat(run.flooding)
	if run.chats > limit {
		t.Fatalf("the host relayed %d of the flooder's chats in %v, over its share (%d)", run.chats, run.flooding, limit)
	}
	if run.slowDowns == 0 || run.toldFlooder == 0 {
		t.Fatalf("the flooder was not named on the host (%d) or told (%d)", run.slowDowns, run.toldFlooder)
	}
	if late > time.Second {
		t.Fatalf("a commit reached the honest joiner %v after the host's", late)
	}
	if run.peakHeap > run.restHeap+64<<20 {
		t.Fatalf("the heap grew from %d to %d MB under the flood", run.restHeap>>20, run.peakHeap>>20)
	}
}

// hostSharesChat is at most how many chats of one seat the host relays in d.
func hostSharesChat(d time.Duration) int { return 10 + int(2*d.Seconds()) + 1 }
