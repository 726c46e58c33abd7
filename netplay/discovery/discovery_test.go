package discovery

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"net"
	"slices"
	"strconv"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"patron/netplay/transport"
)

func announce(t testing.TB, info func() Beacon) *Announcer {
	t.Helper()
	a, err := Announce("127.0.0.1:0", info)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Close() })
	return a
}

// findGuard bounds how long a test looks for games: a guard against
// answers that never come, far past what loopback takes on a loaded
// machine (milliseconds). How soon an answer comes is measured by
// BenchmarkFind, not asserted.
const findGuard = 30 * time.Second

// find asks targets until at least want games are found (want 0: one
// round), and returns what the last round found. A round is a Find with a
// context of its own, 300 ms at first, twice as long at each round after
// (a loaded machine answers late; what a round finds is what came in it);
// the test fails after findGuard.
func find(t *testing.T, want int, targets ...string) []Found {
	t.Helper()
	start := time.Now()
	for window := 300 * time.Millisecond; ; window = min(2*window, 5*time.Second) {
		found := findOnce(t, window, targets)
		if len(found) >= want {
			return found
		}
		if time.Since(start) > findGuard {
			t.Fatalf("found %d games of %d in %v: %+v", len(found), want, findGuard, found)
		}
	}
}

// findOnce is one Find with a context of d: it must gather until the
// context ends and then return (once it ends, not at the next resend or
// never: findGuard is the guard).
func findOnce(t testing.TB, d time.Duration, targets []string) []Found {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	type result struct {
		found []Found
		err   error
		early bool // returned before its context ended
	}
	done := make(chan result, 1)
	go func() {
		found, err := Find(ctx, targets)
		done <- result{found, err, ctx.Err() == nil}
	}()
	select {
	case r := <-done:
		if r.err != nil {
			t.Fatal(r.err)
		}
		if r.early {
			t.Fatalf("Find returned before its context of %v ended", d)
		}
		return r.found
	case <-time.After(d + findGuard):
		t.Fatalf("Find still looks %v after its context of %v ended", findGuard, d)
		return nil
	}
}

// Find finds an Announcer, with the Addr to Dial and the Beacon it gives
// now: info is asked at every query.
func TestFindFindsAHost(t *testing.T) {
	var free atomic.Int64
	a := announce(t, func() Beacon {
		b := beacon("Ana")
		b.Free = int(free.Load())
		return b
	})
	for _, want := range []int{0, 1, 2} {
		free.Store(int64(want))
		before := time.Now()
		found := find(t, 1, a.Addr().String())
		after := time.Now()
		if len(found) != 1 {
			t.Fatalf("found %+v", found)
		}
		f := found[0]
		b := beacon("Ana")
		b.Free = want
		if f.Beacon != b || f.Addr != "127.0.0.1:27450" || f.Seen.Before(before) || f.Seen.After(after) {
			t.Fatalf("found %+v (looked from %v to %v)", f, before, after)
		}
	}
}

// BenchmarkFind is how soon an Announcer's answer reaches Find over
// loopback (ms/answer, from Find's start), the figure the tests' one Find
// of 300 ms had to meet, and how late Find returns after its context ends
// (ms-late/op), which they bounded at 700 ms; each op is one Find of
// 300 ms (one query), missed/op the share of them that found nothing.
func BenchmarkFind(b *testing.B) {
	a := announce(b, func() Beacon { return beacon("Ana") })
	measureFind(b, 300*time.Millisecond, a.Addr().String())
}

// measureFind runs b.N Finds of d on targets and reports how soon the
// first game's answer came, how late Find returned, and how many found
// nothing.
func measureFind(b *testing.B, d time.Duration, targets ...string) {
	var answer, late time.Duration
	answered := 0
	for range b.N {
		ctx, cancel := context.WithTimeout(context.Background(), d)
		deadline, _ := ctx.Deadline()
		start := time.Now()
		found, err := Find(ctx, targets)
		late += time.Since(deadline)
		cancel()
		if err != nil {
			b.Fatal(err)
		}
		if len(found) > 0 {
			answer += found[0].Seen.Sub(start)
			answered++
		}
	}
	if answered > 0 {
		b.ReportMetric(float64(answer)/float64(answered)/float64(time.Millisecond), "ms/answer")
	}
	b.ReportMetric(float64(late)/float64(b.N)/float64(time.Millisecond), "ms-late/op")
	b.ReportMetric(float64(b.N-answered)/float64(b.N), "missed/op")
}

// Garbage sent to an Announcer is ignored and it answers on.
func TestAnnouncerIgnoresGarbage(t *testing.T) {
	a := announce(t, func() Beacon { return beacon("Ana") })
	c, err := net.DialUDP("udp4", nil, a.Addr())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	for _, junk := range [][]byte{{}, []byte("patron?2"), []byte("patron?1 "), []byte("patron?"), append([]byte("patron?1"), make([]byte, 100)...), make([]byte, 1500)} {
		c.Write(junk)
	}
	c.SetReadDeadline(time.Now().Add(100 * time.Millisecond))
	if n, err := c.Read(make([]byte, 4096)); err == nil {
		t.Fatalf("an answer to garbage: %d bytes", n)
	}
	if found := find(t, 1, a.Addr().String()); len(found) != 1 {
		t.Fatalf("after garbage, found %+v", found)
	}
}

// Find takes only well-formed answers: a host gone mad (or a liar) is
// ignored, and a good one found beside it.
func TestFindIgnoresGarbage(t *testing.T) {
	liar, err := net.ListenUDP("udp4", &net.UDPAddr{IP: net.IPv4(127, 0, 0, 1)})
	if err != nil {
		t.Fatal(err)
	}
	defer liar.Close()
	go func() {
		buf := make([]byte, 64)
		for {
			_, from, err := liar.ReadFromUDP(buf)
			if err != nil {
				return
			}
			good, _ := beacon("Liar").encode()
			for _, junk := range []string{"", "patron!1", "patron!1{", "patron!2" + string(good[8:]),
				string(good) + string(make([]byte, maxAnswer)), answer(func(b *Beacon) { b.Code = "00000000" })} {
				liar.WriteToUDP([]byte(junk), from)
			}
		}
	}()
	a := announce(t, func() Beacon { return beacon("Ana") })
	found := find(t, 1, liar.LocalAddr().String(), a.Addr().String())
	if len(found) != 1 || found[0].Game != "Ana" {
		t.Fatalf("found %+v", found)
	}
}

// Answers with one fingerprint are one game, however many come; another
// fingerprint is another game. They come sorted by name.
func TestFindDedupes(t *testing.T) {
	a1 := announce(t, func() Beacon { return beacon("Ana") })
	a2 := announce(t, func() Beacon { return beacon("Ana") })
	bo := announce(t, func() Beacon { return beacon("Bo") })
	found := find(t, 2, bo.Addr().String(), a1.Addr().String(), a2.Addr().String(), a1.Addr().String())
	if len(found) != 2 || found[0].Game != "Ana" || found[1].Game != "Bo" {
		t.Fatalf("found %+v", found)
	}
}

// No host: nothing found, no error, when the context ends.
func TestFindFindsNothing(t *testing.T) {
	c, err := net.ListenUDP("udp4", &net.UDPAddr{IP: net.IPv4(127, 0, 0, 1)})
	if err != nil {
		t.Fatal(err)
	}
	nobody := c.LocalAddr().String()
	c.Close()
	if found := find(t, 0, nobody); len(found) != 0 {
		t.Fatalf("found %+v", found)
	}
}

func TestFindNeedsTargets(t *testing.T) {
	if _, err := Find(context.Background(), nil); err == nil {
		t.Fatal("no targets, no error")
	}
	if _, err := Find(context.Background(), []string{"no port"}); err == nil {
		t.Fatal("a bad target, no error")
	}
}

func TestAnnounceRefusesABadBeacon(t *testing.T) {
	if a, err := Announce("127.0.0.1:0", func() Beacon { return Beacon{Game: "Ana"} }); err == nil {
		a.Close()
		t.Fatal("an Announcer with no fingerprint")
	}
}

// The broadcast targets are IPv4 with the port, ending with the limited
// broadcast; sending to them needs SO_BROADCAST, which Go sets.
func TestBroadcastTargets(t *testing.T) {
	targets := BroadcastTargets(Port)
	if targets[len(targets)-1] != "255.255.255.255:27451" {
		t.Fatalf("%v", targets)
	}
	for _, tg := range targets {
		host, port, err := net.SplitHostPort(tg)
		if ip := net.ParseIP(host); err != nil || ip.To4() == nil || ip.IsLoopback() || port != strconv.Itoa(Port) {
			t.Fatalf("target %q", tg)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	// Find fails only when every target refused the query. With an
	// interface to broadcast on (a target besides 255.255.255.255) that is
	// a fault; with none, this machine has no network to broadcast on.
	if _, err := Find(ctx, BroadcastTargets(Port+1000)); errors.Is(err, syscall.EACCES) {
		t.Fatalf("broadcast refused: %v", err)
	} else if err != nil && len(targets) > 1 {
		t.Fatalf("no query went out to %v: %v", targets, err)
	} else if err != nil {
		t.Skipf("no network to broadcast on (no interface with a broadcast address): %v", err)
	}
}

// Two games of one name (two certificates) are two entries, for the
// player to choose between.
func TestFindListsTwoGamesOfOneName(t *testing.T) {
	other := beacon("Ana")
	sum := sha256.Sum256([]byte("another certificate"))
	other.Fingerprint = hex.EncodeToString(sum[:])
	other.Code = transport.CodeOf(other.Fingerprint)
	a1 := announce(t, func() Beacon { return beacon("Ana") })
	a2 := announce(t, func() Beacon { return other })
	found := find(t, 2, a1.Addr().String(), a2.Addr().String())
	if len(found) != 2 || found[0].Game != "Ana" || found[1].Game != "Ana" || found[0].Fingerprint == found[1].Fingerprint {
		t.Fatalf("found %+v", found)
	}
}

// A liar that repeats a real game's fingerprint with another address, or
// with the same address but other news (begun, no seat free), adds
// entries of its own: the real game's entry stays as its host tells it.
func TestFindKeepsARealAnswerBesideALie(t *testing.T) {
	honest := announce(t, func() Beacon { return beacon("Ana") })
	elsewhere := announce(t, func() Beacon { b := beacon("Ana"); b.Port = 9; return b })
	begun := announce(t, func() Beacon { b := beacon("Ana"); b.Started, b.Free = true, 0; return b })
	for range 5 { // whichever answers last
		found := find(t, 3, elsewhere.Addr().String(), begun.Addr().String(), honest.Addr().String())
		if len(found) != 3 || !slices.ContainsFunc(found, func(f Found) bool { return f.Beacon == beacon("Ana") && f.Addr == "127.0.0.1:27450" }) {
			t.Fatalf("found %+v", found)
		}
	}
}
