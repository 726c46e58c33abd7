package lan

import (
	"context"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"patron/game"
	"patron/netplay/session"
	"patron/netplay/wire"
)

// hostLoop steps a server on a goroutine of its own, as `patron host`
// does, and tells how many connections it holds.
type hostLoop struct {
	srv            *Server
	all, strangers atomic.Int64
	waiting        atomic.Int64 // connections waiting for their stream
	done, stopped  chan struct{}
}

func runHost(t *testing.T, srv *Server) *hostLoop {
	h := &hostLoop{srv: srv, done: make(chan struct{}), stopped: make(chan struct{})}
	go func() {
		defer close(h.stopped)
		for {
			select {
			case <-h.done:
				return
			default:
			}
			srv.Wait(2 * time.Millisecond)
			srv.Step()
			all, strangers := srv.Connections()
			h.all.Store(int64(all))
			h.strangers.Store(int64(strangers))
			h.waiting.Store(int64(srv.ln.Waiting()))
		}
	}()
	t.Cleanup(func() { close(h.done); <-h.stopped })
	return h
}

// settle waits until the host holds want connections and no stranger, and
// none waits for its stream.
func (h *hostLoop) settle(t *testing.T, want int, d time.Duration) {
	t.Helper()
	deadline := time.Now().Add(d)
	for h.all.Load() != int64(want) || h.strangers.Load() != 0 || h.waiting.Load() != 0 {
		if time.Now().After(deadline) {
			t.Fatalf("the host still holds %d connections (%d strangers), %d wait for their stream; want %d",
				h.all.Load(), h.strangers.Load(), h.waiting.Load(), want)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// hostileTable is a lobby over QUIC on 127.0.0.1: the Patrón a bot at the
// host, two remote Faction seats.
func hostileTable(t *testing.T) *Server {
	cfg := session.HostConfig{Name: "Target", Seed: 7, Control: game.DefaultSplit(3),
		Seats: []wire.Seat{{Name: "Patrón", Who: session.Bot, Bot: "normal"}, {Name: "A", Who: session.Remote}, {Name: "B", Who: session.Remote}}}
	srv, err := Serve(ServerConfig{Addr: "127.0.0.1:0", Table: cfg})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Close)
	return srv
}

// The host's waits and slots (session and transport: see admission.go,
// limit.go).
const (
	helloWait = 5 * time.Second
	maxHeld   = 64 + 2 // strangers or handshakes waiting, and the two seats
)

// 300 hostile connections of each kind at once (1,200 in all), from a
// process of their own, none of them with a hello: a frame header of 8
// MiB − 1 followed by its bytes as fast as the host takes them; half of a
// hello-sized frame, then nothing; a handshake and no stream; a handshake
// never finished. The host drops each within seconds (the large frame at
// its header, the half frame at helloWait, the stream-less at streamWait),
// its memory stays far under 300 MB, and it comes back to its resting
// size once they are gone.
func TestThreeHundredHostileConnectionsOfEachKind(t *testing.T) {
	srv := hostileTable(t)
	host := runHost(t, srv)
	rest := resting()
	resetPeak()
	p := watchPeak()
	start := time.Now()
	a := attack(t, srv, 300, "big", "half", "streamless", "unfinished")
	kinds := []string{"big", "half", "streamless", "unfinished"}
	for range kinds { // in any order
		a.expect(t, "up ", time.Minute)
	}
	up := time.Now()
	// the host holds none of them once its waits are over (the attackers
	// still there): a large frame at its header, no stream at streamWait,
	// half a frame at helloWait, an unfinished handshake at the
	// transport's handshake timeout
	host.settle(t, 0, helloWait+5*time.Second)
	held := time.Since(up)
	seen := map[string]string{}
	for _, line := range a.all() {
		for _, kind := range kinds {
			if rest, ok := strings.CutPrefix(line, "dropped "+kind+" "); ok {
				seen[kind] = rest
			}
		}
	}
	host.settle(t, 0, 10*time.Second)
	top := p.end()
	top.hwm = max(top.hwm, readMemory().hwm)
	after := backToRest(t, rest, 4<<20, 10*time.Second)
	t.Logf("1,200 hostile connections set up in %v; the host held none of them %v after the last was set up", up.Sub(start).Round(time.Millisecond), held.Round(time.Millisecond))
	for _, kind := range kinds[:3] {
		var n, ms int
		fmt.Sscanf(seen[kind], "%d %d", &n, &ms)
		t.Logf("%s: the attacker saw %d of 300 dropped, the longest after %v", kind, n, time.Duration(ms)*time.Millisecond)
	}
	t.Logf("at rest: %v", rest)
	t.Logf("peak:    %v", top)
	t.Logf("after:   %v", after)
	if top.heap > 300<<20 || !raceDetector && top.hwm > 300<<20 {
		t.Fatalf("the host's memory reached %v", top)
	}
	if !raceDetector && after.anon > rest.anon+16<<20 {
		t.Fatalf("the host's RssAnon %.1f MB after, %.1f MB at rest", mb(after.anon), mb(rest.anon))
	}
}

// Connections that come and go, 10 rounds of 200 (half say hello with the
// right code and take a free seat for a moment, half only shake hands),
// leave nothing behind: the host's connections, goroutines and heap are
// back to what they were.
func TestConnectionsThatComeAndGoLeaveNothing(t *testing.T) {
	srv := hostileTable(t)
	host := runHost(t, srv)
	warm := attackWith(t, srv, 200, []string{"PATRON_HOSTILE_ROUNDS=1"}, "comego") // the first round fills the host's pools
	warm.expect(t, "round 1", 30*time.Second)
	warm.stop()
	host.settle(t, 0, 10*time.Second)
	rest := resting()
	start := time.Now()
	a := attack(t, srv, 200, "comego")
	for round := 1; round <= 10; round++ {
		a.expect(t, fmt.Sprintf("round %d", round), 30*time.Second)
	}
	took := time.Since(start)
	a.stop()
	host.settle(t, 0, 10*time.Second)
	after := backToRest(t, rest, 1<<20, 10*time.Second)
	grew := int64(after.live) - int64(rest.live)
	t.Logf("2,000 connections came and went in %v (after 200 to warm up); the heap's objects %.2f MB before, %.2f MB after (%+d bytes a connection), heap in use %.2f MB and %.2f MB; goroutines %d before, %d after",
		took.Round(time.Millisecond), mb(rest.live), mb(after.live), grew/2000, mb(rest.heap), mb(after.heap), rest.goroutines, after.goroutines)
	if s := srv.Lobby().Seats; s[1].Taken || s[2].Taken {
		t.Fatalf("seats still taken: %+v", s)
	}
}

// Connections that hoard the host's slots (64 that shake hands and open
// no stream, 64 that send half a frame and no hello, each renewed a
// quarter of a second after it is dropped: more than the slots of either
// kind) never keep a
// returning player out: with his seat token he is welcomed back at once,
// every time.
func TestHoardersNeverKeepAReturningPlayerOut(t *testing.T) {
	srv := hostileTable(t)
	var tokens [3]string
	for seat := 1; seat <= 2; seat++ {
		p, err := JoinHere(srv, wire.Hello{Name: fmt.Sprint("Player ", seat), Seat: seat}, 5*time.Second)
		if err != nil {
			t.Fatal(err)
		}
		tokens[seat] = p.Token()
		defer p.Close()
	}
	if err := srv.Start(); err != nil {
		t.Fatal(err)
	}
	host := runHost(t, srv)
	a := attack(t, srv, 64, "hoard")
	a.expect(t, "up hoard 128", 20*time.Second)
	var longest time.Duration
	rejoins, renewed, from := 0, false, time.Now()
	for rejoins < 6 || !renewed { // until the hoarders have all been dropped and renewed
		seat := 1 + rejoins%2
		ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
		start := time.Now()
		p, err := Join(ctx, fmt.Sprintf("127.0.0.1:%d", srv.Port()), srv.Fingerprint(),
			session.PeerConfig{Hello: wire.Hello{Name: fmt.Sprint("Player ", seat), Seat: seat, Token: tokens[seat]}})
		cancel()
		took := time.Since(start)
		if err != nil {
			t.Fatalf("rejoin %d, seat %d, after %v: %v", rejoins+1, seat, took, err)
		}
		longest = max(longest, took)
		if p.Seat() != seat {
			t.Fatalf("rejoined to seat %d, not %d", p.Seat(), seat)
		}
		p.Close()
		rejoins++
		if all, waiting := host.all.Load(), host.waiting.Load(); all > maxHeld || waiting > maxHeld {
			t.Fatalf("the hoarders hold %d connections and %d handshakes", all, waiting)
		}
		select { // the next rejoin when the attacker says something, or half a second later: each seat comes back once a second, within its share (session.ReturnRate)
		case line := <-a.lines:
			renewed = renewed || strings.HasPrefix(line, "renewed ")
		case <-time.After(500 * time.Millisecond):
		}
		if time.Since(from) > 90*time.Second { // rejoins of seconds each on a loaded machine
			t.Fatal("the hoarders were never renewed")
		}
	}
	t.Logf("under 128 hoarders, each renewed a quarter of a second after its drop: %d rejoins with a seat token, the longest welcomed after %v", rejoins, longest)
	// Refused, a rejoin fails; kept out, it waits as long as the hoarders
	// go on. Let in at once, it still shares a loaded machine and its
	// loopback with 128 hoarders renewed all the time: 3.8 s seen, its
	// packets lost in the crowd and sent again.
	if longest > 10*time.Second {
		t.Fatalf("a rejoin took %v", longest)
	}
}
