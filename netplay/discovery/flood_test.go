package discovery

import (
	"context"
	"fmt"
	"net"
	"runtime"
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
func TestAQueryFloodDoesNotHideTheGame(t *testing.T) {
	a := announce(t, func() Beacon { return beacon("Ana") })
	// The flooder is another computer: another loopback address.
	flood, err := net.DialUDP("udp4", &net.UDPAddr{IP: net.IPv4(127, 0, 0, 2)}, a.Addr())
	if err != nil {
		noSecondLoopback(t, err)
	}
	defer flood.Close()
	var sent, answered atomic.Int64
	stop := make(chan struct{})
	go func() { // the flooder reads its answers, to count them
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
	}()
	go func() {
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
	}()
	defer close(stop)
	for sent.Load() < 1000 { // the flood is under way
		time.Sleep(time.Millisecond)
	}
	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), 2500*time.Millisecond) // Find asks once a second: three tries
	defer cancel()
	found, err := Find(ctx, []string{a.Addr().String()})
	took := time.Since(start)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("the flood sent %d queries and was answered %d times; another computer found %d games in %v", sent.Load(), answered.Load(), len(found), took.Round(time.Millisecond))
	if len(found) != 1 {
		t.Fatalf("beside a flood of queries the game was not found (%d found)", len(found))
	}
	if n := answered.Load(); n > int64(maxAnswersTo)*int64(time.Since(start)/time.Second+3) {
		t.Fatalf("the flood was answered %d times", n)
	}
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
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	found, err := Find(ctx, []string{real.Addr().String(), liar.LocalAddr().String()})
	if err != nil {
		t.Fatal(err)
	}
	reals := 0
	for _, f := range found {
		if f.Game == "Ana" {
			reals++
		}
	}
	t.Logf("the liar sent %d answers; Find listed %d games, the real one %d times", sent.Load(), len(found), reals)
	if reals != 1 || len(found) > maxFromOne+1 {
		t.Fatalf("listed %d games (the real one %d times)", len(found), reals)
	}
}

// noSecondLoopback stops a test whose other computer needs a second
// loopback address (127.0.0.2). Linux gives the loopback interface all of
// 127.0.0.0/8, so there the test fails; elsewhere (macOS has 127.0.0.1
// alone unless one is added) it is skipped, saying why.
func noSecondLoopback(t *testing.T, err error) {
	t.Helper()
	if runtime.GOOS == "linux" {
		t.Fatalf("no second loopback address, which Linux always has: %v", err)
	}
	t.Skipf("no second loopback address on %s: %v", runtime.GOOS, err)
}
