package discovery

import (
	"fmt"
	"net"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// A computer that floods a host's discovery port with queries (20,000 a
// second, far past the 50 answers a host gives a second in all; as fast
// as loopback takes them, the flooder in this process took the CPU the
// host's reader needed on a loaded machine, and the kernel dropped the
// honest query among the flood's) is answered at its own share, 4 a second:
// another computer looking for games still finds this one at once. Before,
// the host answered the first 50 queries of each second, whoever sent
// them, so the flood took every answer and nobody else found the game.
//
// Found is counted, not timed: a loaded machine answers late or drops an
// honest query now and then, so the other computer asks again (one query
// a Find) until it has found the game three times. The host of before
// answered about one honest query in 400 (those among the first 50 of a
// second), so three finds would have taken it hundreds of Finds, far
// past the guard's 66 or so; the host of now answers nearly every one.
// How soon it answers, and how many it misses, is
// BenchmarkFindBesideAQueryFlood's to measure.
func TestAQueryFloodDoesNotHideTheGame(t *testing.T) {
	a, sent, answered := queryFlood(t)
	start := time.Now()
	finds, founds := 0, 0
	for founds < 3 {
		if time.Since(start) > 2*findGuard {
			t.Fatalf("beside a flood of queries the game was found %d times in %d Finds (%v)", founds, finds, 2*findGuard)
		}
		found := findOnce(t, 900*time.Millisecond, []string{a.Addr().String()}) // one query: Find asks again after a second
		finds++
		switch len(found) {
		case 0:
		case 1:
			founds++
		default:
			t.Fatalf("found %+v", found)
		}
	}
	took := time.Since(start)
	t.Logf("the flood sent %d queries and was answered %d times; another computer found the game in %d of %d Finds in %v", sent.Load(), answered.Load(), founds, finds, took.Round(time.Millisecond))
	if n := answered.Load(); n > int64(maxAnswersTo)*int64(time.Since(start)/time.Second+3) {
		t.Fatalf("the flood was answered %d times", n)
	}
}

// BenchmarkFindBesideAQueryFlood is how soon an Announcer flooded with
// queries from another computer answers this one (ms/answer) and how
// many of its queries go unanswered (missed/op); each op is one Find of
// 900 ms (one query). TestAQueryFloodDoesNotHideTheGame once asked for an
// answer within 2.5 s.
func BenchmarkFindBesideAQueryFlood(b *testing.B) {
	a, _, _ := queryFlood(b)
	measureFind(b, 900*time.Millisecond, a.Addr().String())
}

// queryFlood is an Announcer that another computer (another loopback
// address) floods with queries, 20,000 a second, until the test ends;
// it skips the test where there is no second loopback address. It
// returns the Announcer and how many queries the flood sent and how many
// of them were answered, once the flood is under way.
func queryFlood(t testing.TB) (a *Announcer, sent, answered *atomic.Int64) {
	t.Helper()
	a = announce(t, func() Beacon { return beacon("Ana") })
	// The flooder is another computer: another loopback address.
	flood, err := net.DialUDP("udp4", &net.UDPAddr{IP: net.IPv4(127, 0, 0, 2)}, a.Addr())
	if err != nil {
		noSecondLoopback(t, err)
	}
	sent, answered = &atomic.Int64{}, &atomic.Int64{}
	stop := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() { // the flooder reads its answers, to count them
		buf := make([]byte, maxAnswer)
		for {
			flood.SetReadDeadline(time.Now().Add(100 * time.Millisecond))
			if _, err := flood.Read(buf); err == nil {
				answered.Add(1)
			}
			select {
			case <-stop:
				return
			default:
			}
		}
	})
	wg.Go(func() {
		for {
			select {
			case <-stop:
				return
			default:
			}
			for range 20 { // 20,000 a second at most: 5,000 times its share
				flood.Write(query)
				sent.Add(1)
			}
			time.Sleep(time.Millisecond)
		}
	})
	t.Cleanup(func() { close(stop); wg.Wait(); flood.Close() })
	for sent.Load() < 1000 { // the flood is under way
		time.Sleep(time.Millisecond)
	}
	return a, sent, answered
}

// A liar that answers a query with a flood of answers, each naming another
// game (another fingerprint), grows nothing without bound on the computer
// looking: Find keeps a bounded number of games from one sender, and the
// real game, whose answer comes from another, is listed beside them.
func TestAFloodOfAnswersIsBounded(t *testing.T) {
	real := announce(t, func() Beacon { return beacon("Ana") })
	liar, err := net.ListenUDP("udp4", &net.UDPAddr{IP: net.IPv4(127, 0, 0, 2)})
	if err != nil {
		noSecondLoopback(t, err)
	}
	defer liar.Close()
	var sent atomic.Int64
	go func() { // every query gets answers as fast as loopback takes them, for half a second
		buf := make([]byte, 64)
		for {
			_, from, err := liar.ReadFromUDP(buf)
			if err != nil {
				return
			}
			for end := time.Now().Add(500 * time.Millisecond); time.Now().Before(end); {
				p, err := beacon(fmt.Sprint("Ana ", sent.Add(1))).encode()
				if err != nil {
					panic(err)
				}
				liar.WriteToUDP(p, from)
			}
		}
	}()
	// Each Find lasts a second; one that missed the real answer (a loaded
	// machine, busy with the liar's) looks again, findGuard at most: what
	// is bounded is the list, whatever came.
	start := time.Now()
	for {
		found := findOnce(t, time.Second, []string{real.Addr().String(), liar.LocalAddr().String()})
		reals := 0
		for _, f := range found {
			if f.Game == "Ana" {
				reals++
			}
		}
		t.Logf("the liar sent %d answers; Find listed %d games, the real one %d times", sent.Load(), len(found), reals)
		if reals > 1 || len(found) > maxFromOne+1 {
			t.Fatalf("listed %d games (the real one %d times)", len(found), reals)
		}
		if reals == 1 {
			return
		}
		if time.Since(start) > findGuard {
			t.Fatalf("the real game was never listed beside the liar's in %v", findGuard)
		}
	}
}

// noSecondLoopback stops a test whose other computer needs a second
// loopback address (127.0.0.2). Linux gives the loopback interface all of
// 127.0.0.0/8, so there the test fails; elsewhere (macOS has 127.0.0.1
// alone unless one is added) it is skipped, saying why.
func noSecondLoopback(t testing.TB, err error) {
	t.Helper()
	if runtime.GOOS == "linux" {
		t.Fatalf("no second loopback address, which Linux always has: %v", err)
	}
	t.Skipf("no second loopback address on %s: %v", runtime.GOOS, err)
}
