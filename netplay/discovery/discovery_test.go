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

func announce(t *testing.T, info func() Beacon) *Announcer {
	t.Helper()
	a, err := Announce("127.0.0.1:0", info)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Close() })
	return a
}

func find(t *testing.T, targets ...string) []Found {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	start := time.Now()
	found, err := Find(ctx, targets)
	if err != nil {
		t.Fatal(err)
	}
	if late := time.Since(start); late > time.Second {
		t.Fatalf("Find took %v after a context of 300ms", late)
	}
	return found
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
		found := find(t, a.Addr().String())
		if len(found) != 1 {
			t.Fatalf("found %+v", found)
		}
		f := found[0]
		b := beacon("Ana")
		b.Free = want
		if f.Beacon != b || f.Addr != "127.0.0.1:27450" || time.Since(f.Seen) > time.Second {
			t.Fatalf("found %+v", f)
		}
	}
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
	if found := find(t, a.Addr().String()); len(found) != 1 {
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
	found := find(t, liar.LocalAddr().String(), a.Addr().String())
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
	found := find(t, bo.Addr().String(), a1.Addr().String(), a2.Addr().String(), a1.Addr().String())
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
	if found := find(t, nobody); len(found) != 0 {
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
	found := find(t, a1.Addr().String(), a2.Addr().String())
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
		found := find(t, elsewhere.Addr().String(), begun.Addr().String(), honest.Addr().String())
		if len(found) != 3 || !slices.ContainsFunc(found, func(f Found) bool { return f.Beacon == beacon("Ana") && f.Addr == "127.0.0.1:27450" }) {
			t.Fatalf("found %+v", found)
		}
	}
}
