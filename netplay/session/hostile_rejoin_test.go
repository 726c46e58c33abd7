package session

import (
	"sync/atomic"
	"testing"
	"time"

	"patron/netplay/wire"
)

// A seated Faction's computer comes back with its seat token over a new
// connection again and again, each time reporting a desync that matches
// the log (it knows the public hashes). The host counts desyncs for the
// seat, not the connection: it sends the whole log again maxResyncs times
// in all, then drops the seat at once at each report. (Counted per
// connection, every rejoin started afresh: one more whole log each time.)
func TestComingBackDoesNotStartADesyncCountAfresh(t *testing.T) {
	tb := newTable(t, 23, []string{Bot, Remote, Remote}, false)
	tb.play(30)
	token := tb.peers[2].Token()
	hashes := tb.host.rep.hashes
	seq := len(hashes) - 1
	var resyncs atomic.Int64
	const rounds = 6
	for range rounds {
		here, there := memPipe("attacker", "host")
		tb.host.Accept(there)
		go func() {
			here.Send(&wire.Message{Kind: wire.KindHello, Hello: &wire.Hello{Name: "X", Code: "ABCD2345", Seat: 2, Token: token}})
			for range 4 {
				here.Send(&wire.Message{Kind: wire.KindDesync, Desync: &wire.Desync{Seq: seq, Seat: 2, Want: hashes[seq], Got: "0123456789abcdef"}})
			}
		}()
		dropped := make(chan struct{}) // the host closed this connection
		go func() {
			defer close(dropped)
			for {
				m, err := here.Recv()
				if err != nil {
					return
				}
				if m.Kind == wire.KindSync && m.Sync.Resync {
					resyncs.Add(1)
				}
			}
		}()
	round:
		for deadline := time.Now().Add(settleTimeout); ; tb.host.Wait(time.Millisecond) { // a guard, not a measure
			select {
			case <-dropped:
				break round
			default:
			}
			if time.Now().After(deadline) {
				t.Fatal("the seat was never dropped for its reports")
			}
			tb.stepHost()
		}
	}
	time.Sleep(50 * time.Millisecond) // the last messages in flight
	if n := resyncs.Load(); n > maxResyncs {
		t.Fatalf("over %d comings back the host sent the whole log again %d times: each connection started the count afresh", rounds, n)
	}
}
