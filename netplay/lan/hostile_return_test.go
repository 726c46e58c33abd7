//go:build !js

package lan

import (
	"fmt"
	"runtime"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"patron/game"
	"patron/netplay/session"
	"patron/netplay/wire"
)

// returnFlood is how long the attacker comes back in a loop, and on how
// many connections at once.
const (
	returnFlood = 2 * time.Second
	returnConns = 4
)

// returnLimit is the table's decision limit: once the attacker has taken
// its seat from its own computer and gone, a stand-in plays it.
const returnLimit = 50 * time.Millisecond

// returnThink is how long each bot thinks: the game lasts long enough to
// be played under the whole flood, from command 40.
const returnThink = 5 * time.Millisecond

// A seated Faction comes back with its seat token over new connections as
// fast as the host answers, from a process of its own, for two seconds in
// mid-game, beside an honest headless joiner: each return welcomed costs
// the host the whole published log (a sync) and two messages to everyone.
// The host welcomes a few at once and then one a second; the rest are
// refused ("too-soon") and cost it nothing but the handshake. The honest
// joiner's commits come as promptly as ever, the host's heap stays
// bounded, and every machine ends the game alike.
func TestReturningInALoopSlowsOnlyItsSender(t *testing.T) {
	cfg := session.HostConfig{Name: "Returns", Seed: 7, Control: game.DefaultSplit(3), SeasonCap: 15,
		Seats: []wire.Seat{{Name: "Patrón", Who: session.Bot, Bot: "normal"}, {Name: "Honest", Who: session.Remote},
			{Name: "Returner", Who: session.Remote}},
		Limits: session.Limits{Decision: returnLimit}}
	srv, err := Serve(ServerConfig{Addr: "127.0.0.1:0", Table: cfg})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Close)
	honest, err := JoinHere(srv, wire.Hello{Name: "Honest", Seat: 1}, 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(honest.Close)
	returner, err := JoinHere(srv, wire.Hello{Name: "Returner", Seat: 2}, 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(returner.Close)
	token := returner.Token()
	if err := srv.Start(); err != nil {
		t.Fatal(err)
	}
	hostTrace, trace := &Trace{}, &Trace{}
	var commands, tooSoon atomic.Int64
	type result struct {
		o   Outcome
		err error
	}
	hostDone, honestDone := make(chan result, 1), make(chan result, 1)
	go func() {
		o, err := srv.Play(Play{Bots: session.Bots{Levels: map[int]string{0: "normal", 2: "normal"}, Seed: 3, Team: true}, // 2: its stand-in
			Limit: time.Minute, Think: returnThink, Trace: hostTrace, Watch: func(n session.Note) {
				switch {
				case n.Kind == session.NoteCommitted && n.Seq >= 0:
					commands.Store(int64(n.Seq + 1))
				case n.Kind == session.NoteProblem && n.Player == 2 && n.Code == wire.CodeTooSoon:
					tooSoon.Add(1)
				}
			}})
		hostDone <- result{o, err}
	}()
	go func() {
		o, err := PlayPeer(honest, Play{Bots: session.Bots{Levels: map[int]string{1: "normal"}, Seed: 1, Team: true},
			Limit: time.Minute, Think: returnThink, Trace: trace})
		honestDone <- result{o, err}
	}()
	go PlayPeer(returner, Play{Bots: session.Bots{Levels: map[int]string{2: "normal"}, Seed: 2, Team: true},
		Limit: time.Minute, Think: returnThink}) // until the attacker takes its seat
	start, cpuStart := time.Now(), cpuTime()
	for deadline := time.Now().Add(20 * time.Second); commands.Load() < 40; time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("the game never reached command 40 (%d)", commands.Load())
		}
	}
	runtime.GC()
	rest := readMemory()
	resetPeak()
	p := watchPeak()
	cpu0 := cpuTime()
	from := time.Now()
	before := float64(cpu0-cpuStart) / float64(from.Sub(start))
	a := attackWith(t, srv, returnConns, []string{"PATRON_HOSTILE_SEAT=2", "PATRON_HOSTILE_TOKEN=" + token}, "return")
	var host result
	hostOver := false
	select { // the flood's length, or the game's end if it comes first
	case <-time.After(returnFlood):
	case host = <-hostDone:
		hostOver = true
	}
	until := time.Now()
	cpu := cpuTime() - cpu0
	atEnd := commands.Load()
	said := a.all()
	top := p.end()
	if !hostOver {
		host = <-hostDone
	}
	peer := <-honestDone
	if host.err != nil {
		g := srv.Game()
		t.Fatalf("the host: %v; seats %+v; pending %+v; said %q", host.err, srv.Lobby().Seats, g.Pending(), said)
	}
	if peer.err != nil {
		t.Fatalf("the honest joiner: %v", peer.err)
	}
	if peer.o.Hash != host.o.Hash || peer.o.Commands != host.o.Commands || !game.Fair(peer.o.Findings) {
		t.Fatalf("the honest joiner ends with %+v, the host with %+v", peer.o, host.o)
	}
	var tried, welcomed, refused, bytes int64
	code := ""
	for _, line := range said {
		if rest, ok := strings.CutPrefix(line, "returns "); ok {
			fmt.Sscanf(rest, "%d %d %d %d %s", &tried, &welcomed, &refused, &bytes, &code)
		}
	}
	took := until.Sub(from)
	lateIn, lateBefore, n := commitDelays(hostTrace, trace, from, until)
	t.Logf("in %v from command 40 (to command %d): %d returns tried (%.0f a second), %d welcomed, %d refused (%s), the host noted %d; it sent the attacker %.1f KB (%.0f KB a second)",
		took.Round(time.Millisecond), atEnd, tried, float64(tried)/took.Seconds(), welcomed, refused, code, tooSoon.Load(), float64(bytes)/1e3, float64(bytes)/1e3/took.Seconds())
	t.Logf("this process (the host and the honest joiner) used %v of CPU in those %v (%.0f%% of a core; %.0f%% before the flood)", cpu.Round(time.Millisecond), took.Round(time.Millisecond), 100*cpu.Seconds()/took.Seconds(), 100*before)
	t.Logf("heap in use %.1f MB before, %.1f MB at the peak; VmRSS %.1f MB before, VmHWM %.1f MB", mb(rest.heap), mb(top.heap), mb(rest.rss), mb(top.hwm))
	t.Logf("the honest joiner: %d commits during the flood, the slowest reached it %v after the host's (before the flood: %v); the game ended after %d commands, alike",
		n, lateIn.Round(time.Microsecond), lateBefore.Round(time.Microsecond), host.o.Commands)
	if tried == 0 {
		t.Fatal("the attacker never came back")
	}
	if most := int64(atMost(session.ReturnRate, session.ReturnBurst, took)); welcomed > most {
		t.Fatalf("the host welcomed %d of %d returns in %v, over the seat's share (%d)", welcomed, tried, took, most)
	}
	if refused > 0 && code != wire.CodeTooSoon {
		t.Fatalf("returns refused with %q, not %q", code, wire.CodeTooSoon)
	}
	if lateIn > time.Second {
		t.Fatalf("a commit reached the honest joiner %v after the host's", lateIn)
	}
	if top.heap > rest.heap+64<<20 {
		t.Fatalf("the heap grew from %.1f to %.1f MB under the returns", mb(rest.heap), mb(top.heap))
	}
}

// commitDelays is the honest joiner's longest wait for a command the host
// had committed between from and until, the same before from, and how
// many commands were committed between them.
func commitDelays(host, joiner *Trace, from, until time.Time) (in, before time.Duration, n int) {
	for i, at := range host.Applied {
		if i >= len(joiner.Applied) || at.IsZero() || joiner.Applied[i].IsZero() {
			continue
		}
		d := joiner.Applied[i].Sub(at)
		switch {
		case at.Before(from):
			before = max(before, d)
		case at.Before(until):
			in, n = max(in, d), n+1
		}
	}
	return in, before, n
}

// cpuTime is the CPU this process used so far, in user and system time.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
