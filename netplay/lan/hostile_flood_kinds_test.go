package lan

import (
	"context"
	"fmt"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"patron/game"
	"patron/netplay/session"
	"patron/netplay/transport"
	"patron/netplay/wire"
)

// lobbyRun is what a flood in the lobby showed.
type lobbyRun struct {
	sent        int64
	took        time.Duration
	honest      map[session.NoteKind]int // the honest joiner's notes, by kind
	honestCut   bool
	worstPing   time.Duration // the host's chat to the honest joiner, at its slowest
	pings       int           // … of how many sent
	pingsIn     int           // … and heard
	worstUp     time.Duration // the honest joiner's chat to the host, at its slowest
	ups, upsIn  int           // … of how many sent, and taken
	hostNoted   int           // problems the host noted of the flooder
	slowDowns   int           // … of which "slow-down"
	toldFlooder int           // "slow-down" errors the flooder got
	refusals    int           // every other error the flooder got
	dropped     bool          // the host dropped the flooder (false desync reports: session/desync.go)
	peakHeap    uint64
	restHeap    uint64
}

// The host says a line to the table every pingEvery while a lobby flood
// goes on: as often as a joiner takes chat (peerShares), for the honest
// joiner to time; the honest joiner says one to the host every upEvery
// (within its own share), for the host to time: its messages share the
// host's inbox with the flood.
const (
	pingEvery = 100 * time.Millisecond
	upEvery   = 200 * time.Millisecond
)

// lobbyFlood floods the host from the flooder's connection for d, before
// the start, while this goroutine steps the host and both joiners and the
// host chats to the table: how promptly each line reaches the honest
// joiner is what the flood costs it.
func lobbyFlood(t *testing.T, flood func() *wire.Message, d time.Duration) lobbyRun {
	t.Helper()
	return lobbyFloodBy(t, nil, func(ft *floodTable) error { return ft.flooderConn.Send(flood()) }, d, true)
}

// lobbyFloodBy is lobbyFlood with each step of the flood its own (send),
// what is done on this goroutine before the flood starts (before, if not
// nil: the peers are stepped here, never from the flood's goroutine), and
// told whether the flooder must be slowed down and told so.
func lobbyFloodBy(t *testing.T, before func(*floodTable), send func(*floodTable) error, d time.Duration, slowed bool) lobbyRun {
	t.Helper()
	ft := newFloodTable(t)
	settled(t, ft)
	if before != nil {
		before(ft)
	}
	runtime.GC()
	run := lobbyRun{honest: map[session.NoteKind]int{}, restHeap: heapInUse()}
	var sent atomic.Int64
	var wg sync.WaitGroup
	start := time.Now()
	wg.Go(func() {
		for time.Since(start) < d {
			if send(ft) != nil {
				return
			}
			sent.Add(1)
		}
	})
	var pinged, upped []time.Time
	for time.Since(start) < d+200*time.Millisecond {
		if time.Since(start) < d && time.Duration(len(upped))*upEvery <= time.Since(start) {
			upped = append(upped, time.Now())
			if err := ft.honest.Chat("up " + strconv.Itoa(len(upped)-1)); err != nil {
				t.Fatal(err)
			}
		}
		if time.Since(start) < d && time.Duration(len(pinged))*pingEvery <= time.Since(start) {
			pinged = append(pinged, time.Now())
			if err := ft.srv.Chat(0, "ping "+strconv.Itoa(len(pinged)-1)); err != nil {
				t.Fatal(err)
			}
		}
		for _, n := range ft.srv.Step() {
			if n.Kind == session.NoteChat && n.Player == 1 {
				i, _ := strconv.Atoi(strings.TrimPrefix(n.Text, "up "))
				run.worstUp = max(run.worstUp, time.Since(upped[i]))
				run.upsIn++
			}
			if n.Kind == session.NoteProblem && n.Player == 2 {
				run.hostNoted++
				if n.Code == session.CodeSlowDown {
					run.slowDowns++
				}
			}
		}
		for _, n := range ft.honest.Step() {
			run.honest[n.Kind]++
			if n.Kind == session.NoteChat && n.Player == 0 {
				i, _ := strconv.Atoi(strings.TrimPrefix(n.Text, "ping "))
				run.worstPing = max(run.worstPing, time.Since(pinged[i]))
				run.pingsIn++
			}
			run.honestCut = run.honestCut || n.Kind == session.NoteClosed
		}
		for _, n := range ft.flooder.Step() {
			if n.Kind == session.NoteProblem && n.Code == session.CodeSlowDown {
				run.toldFlooder++
			} else if n.Kind == session.NoteProblem {
				run.refusals++
			}
			run.dropped = run.dropped || n.Kind == session.NoteClosed
		}
		run.peakHeap = max(run.peakHeap, heapInUse())
		ft.srv.Wait(time.Millisecond)
	}
	wg.Wait()
	run.sent, run.took, run.pings, run.ups = sent.Load(), d, len(pinged), len(upped)
	t.Logf("flood: %d sent in %v (%.0f a second); the host noted %d problems of the flooder (%d slow-down), the flooder got %d slow-down and %d other errors",
		run.sent, d, float64(run.sent)/d.Seconds(), run.hostNoted, run.slowDowns, run.toldFlooder, run.refusals)
	t.Logf("honest joiner: notes %v; the host's %d lines reached it %v late at worst, its %d reached the host %v late at worst; heap %d MB before, %d MB at the peak",
		run.honest, run.pings, run.worstPing.Round(time.Microsecond), run.ups, run.worstUp.Round(time.Microsecond), run.restHeap>>20, run.peakHeap>>20)
	if run.honestCut {
		t.Fatal("the honest joiner was cut off")
	}
	if run.pingsIn != run.pings {
		t.Fatalf("the honest joiner heard %d of the host's %d lines", run.pingsIn, run.pings)
	}
	if run.worstPing > time.Second {
		t.Fatalf("a line of the host's reached the honest joiner %v late", run.worstPing)
	}
	if run.upsIn != run.ups || run.worstUp > time.Second {
		t.Fatalf("the host took %d of the honest joiner's %d lines, the slowest %v late", run.upsIn, run.ups, run.worstUp)
	}
	if slowed && !run.dropped && (run.slowDowns == 0 || run.toldFlooder == 0) {
		t.Fatalf("the flooder was not named on the host (%d) or told (%d)", run.slowDowns, run.toldFlooder)
	}
	if run.peakHeap > run.restHeap+64<<20 {
		t.Fatalf("the heap grew from %d to %d MB under the flood", run.restHeap>>20, run.peakHeap>>20)
	}
	return run
}

// settled steps the table until the honest joiner has heard of both
// joins (a presence after each), so that what it hears next is the
// flood's doing.
func settled(t *testing.T, ft *floodTable) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for presences := 0; presences < 2; {
		if time.Now().After(deadline) {
			t.Fatal("the honest joiner never heard of both joins")
		}
		ft.srv.Step()
		ft.flooder.Step()
		for _, n := range ft.honest.Step() {
			if n.Kind == session.NotePresence {
				presences++
			}
		}
		ft.srv.Wait(time.Millisecond)
	}
}

// atMost is how many messages of a share of rate a second and burst at
// once pass in d (and one for the edges).
func atMost(rate, burst float64, d time.Duration) int { return int(burst+rate*d.Seconds()) + 1 }

// Desync reports by the thousand from one seated joiner: the host reads a
// few, finds them false (no game differs in the lobby) and drops the
// flooder after the third, which everyone is told once; the honest joiner
// hears the host on time.
func TestADesyncFloodSlowsOnlyItsSender(t *testing.T) {
	run := lobbyFlood(t, func() *wire.Message {
		return &wire.Message{Kind: wire.KindDesync, Desync: &wire.Desync{Seq: 3, Seat: 1, Want: "0123456789abcdef", Got: "fedcba9876543210"}}
	}, time.Second)
	if !run.dropped {
		t.Fatal("the host kept a joiner that sent false desync reports by the thousand")
	}
	if got := run.honest[session.NoteDesync]; got != 1 {
		t.Fatalf("the honest joiner was told of %d desyncs; want the one drop", got)
	}
}

// Hellos again and again on one connection: a few are refused, the rest
// dropped; the table does not hear of them.
func TestAHelloFloodSlowsOnlyItsSender(t *testing.T) {
	run := lobbyFlood(t, func() *wire.Message {
		return &wire.Message{Kind: wire.KindHello, Hello: &wire.Hello{Name: "Flooder", Code: "ABCD2345", Seat: 2}}
	}, time.Second)
	if most := atMost(1, 4, run.took); run.refusals > most {
		t.Fatalf("the flooder got %d refusals, over its share (%d)", run.refusals, most)
	}
	if run.honest[session.NoteLobby]+run.honest[session.NotePresence] > 0 {
		t.Fatalf("the honest joiner heard of seats changing: %v", run.honest)
	}
}

// The flooder leaves and takes its seat again and again, each time from a
// new connection: each turn is two lobbies and two presences to the table,
// as many as the host takes connections, which the honest joiner reads in
// step.
func TestComingAndGoingInALoopCutsNobody(t *testing.T) {
	var ctx context.Context
	// The flooder's first connection leaves the seat, before the flood and
	// on the goroutine that steps it (a Peer is not shared between them).
	leave := func(ft *floodTable) {
		Leave(ft.flooder)
		c, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		t.Cleanup(cancel)
		ctx = c
	}
	run := lobbyFloodBy(t, leave, func(ft *floodTable) error {
		c, err := transport.Dial(ctx, fmt.Sprintf("127.0.0.1:%d", ft.srv.Port()), ft.srv.Fingerprint())
		if err != nil {
			return err
		}
		defer c.Close("again")
		if err := c.Send(&wire.Message{Kind: wire.KindHello, Hello: &wire.Hello{Name: "Flooder", Code: ft.srv.Code(), Seat: 2}}); err != nil {
			return err
		}
		for { // seated again (or the seat is not free yet: again), then gone
			m, err := c.Recv()
			if err != nil || m.Kind == wire.KindWelcome || m.Kind == wire.KindRefuse {
				return nil
			}
		}
	}, time.Second, false)
	if n := run.honest[session.NoteLobby] + run.honest[session.NotePresence]; int64(n) > 4*run.sent+4 {
		t.Fatalf("%d returns made %d changes of seats at the honest joiner", run.sent, n)
	}
}

// Malformed messages (a chat with no words, which the host's decoder
// refuses): a few are answered, the rest dropped.
func TestAMalformedFloodSlowsOnlyItsSender(t *testing.T) {
	run := lobbyFlood(t, func() *wire.Message {
		return &wire.Message{Kind: wire.KindChat, Chat: &wire.Chat{Seat: 2}}
	}, time.Second)
	if most := atMost(2, 8, run.took); run.refusals > most {
		t.Fatalf("the flooder got %d refusals, over its share (%d)", run.refusals, most)
	}
}

// Proposals by the thousand during the game (for a position long gone):
// the host reads them at their share, refuses each to the flooder alone
// and notes a few; the honest joiner's commands come as promptly as ever,
// and every machine ends with the same game.
func TestAProposalFloodSlowsOnlyItsSender(t *testing.T) {
	ft := newFloodTable(t)
	run := ft.play(t, func() *wire.Message {
		return &wire.Message{Kind: wire.KindPropose, Propose: &wire.Propose{Seq: 0, Seat: 2, Command: "pass", Hash: "0123456789abcdef"}}
	}, time.Second, 20*time.Second)
	if run.honestErr != nil {
		t.Fatalf("the honest joiner: %v", run.honestErr)
	}
	if run.honest.Hash != run.host.Hash || run.honest.Commands != run.host.Commands || !game.Fair(run.honest.Findings) {
		t.Fatalf("the honest joiner ends with %+v, the host with %+v", run.honest, run.host)
	}
	late, gap := ft.stalls(run.floodFrom)
	t.Logf("flood: %d proposals sent in %v (%.0f a second); honest joiner: %d commands, a commit reached it %v after the host's at worst, longest gap %v; heap %d MB before, %d MB at the peak",
		run.sent, run.flooding.Round(time.Millisecond), float64(run.sent)/run.flooding.Seconds(), run.honest.Commands,
		late.Round(time.Microsecond), gap.Round(time.Microsecond), run.restHeap>>20, run.peakHeap>>20)
	if most := atMost(2000, 512, run.flooding); run.sent > int64(most)+int64(8192) {
		t.Fatalf("the flooder sent %d proposals in %v: the host read more than its share (%d, and what flow control holds)", run.sent, run.flooding, most)
	}
	if late > time.Second {
		t.Fatalf("a commit reached the honest joiner %v after the host's", late)
	}
	if run.peakHeap > run.restHeap+64<<20 {
		t.Fatalf("the heap grew from %d to %d MB under the flood", run.restHeap>>20, run.peakHeap>>20)
	}
}
