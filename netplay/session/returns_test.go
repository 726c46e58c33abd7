package session

import (
	"strings"
	"testing"
	"time"

	"patron/netplay/wire"
)

// comeBack is one return of seat's person over a new connection with
// token: the host's first answer to its hello (a welcome or a refusal),
// and whether a sync followed a welcome.
func comeBack(tb *table, seat int, token string) (answer *wire.Message, synced bool) {
	tb.t.Helper()
	here, there := memPipe("returner", "host")
	defer here.Close("gone")
	tb.host.Accept(there)
	got := make(chan *wire.Message, 2)
	go func() {
		defer close(got)
		here.Send(&wire.Message{Kind: wire.KindHello, Hello: &wire.Hello{Name: "Back", Code: "ABCD2345", Seat: seat, Token: token}})
		for {
			m, err := here.Recv()
			if err != nil {
				return
			}
			switch m.Kind {
			case wire.KindRefuse:
				got <- m
				return
			case wire.KindWelcome:
				got <- m
			case wire.KindSync:
				got <- m
				return
			}
		}
	}()
	for deadline := time.Now().Add(settleTimeout); ; tb.host.Wait(time.Millisecond) { // a guard: pipes answer in milliseconds
		tb.stepHost()
		select {
		case m, ok := <-got:
			if !ok {
				tb.t.Fatalf("seat %d's return: the host closed the connection without an answer", seat)
			}
			if m.Kind == wire.KindWelcome {
				for ; !synced && time.Now().Before(deadline); tb.host.Wait(time.Millisecond) {
					tb.stepHost()
					select {
					case s := <-got:
						synced = s != nil && s.Kind == wire.KindSync
					default:
					}
				}
			}
			return m, synced
		default:
		}
		if time.Now().After(deadline) {
			tb.t.Fatalf("seat %d's return was never answered", seat)
		}
	}
}

// One seat's computer comes back with its token twenty times in a row in
// mid-game: the host welcomes a few (each with the whole log) and refuses
// the rest, "too-soon", in words, naming the seat on its own screen. The
// other seat's person, coming back once meanwhile, is welcomed at once
// with the log; and the looping seat is welcomed again a second or so
// later.
func TestAReturnOnceIsWelcomedBesideALoop(t *testing.T) {
	tb := newTable(t, 23, []string{Bot, Remote, Remote}, false)
	tb.play(30)
	loop, once := tb.peers[2].Token(), tb.peers[1].Token()
	welcomed, refused := 0, 0
	start := time.Now()
	for range 20 {
		m, synced := comeBack(tb, 2, loop)
		switch m.Kind {
		case wire.KindWelcome:
			if !synced {
				t.Fatal("a return welcomed without the game")
			}
			welcomed++
		case wire.KindRefuse:
			if m.Refuse.Code != wire.CodeTooSoon || !strings.Contains(m.Refuse.Text, "too soon") {
				t.Fatalf("refused with %+v", m.Refuse)
			}
			if err := m.Check(); err != nil {
				t.Fatalf("the refusal does not pass the wire's bounds: %v", err)
			}
			refused++
		}
	}
	// The seat's bucket gives a token a second over all the returns took,
	// which a loaded machine stretches.
	took := time.Since(start)
	if most := ReturnBurst + int(ReturnRate*took.Seconds()) + 1; welcomed < ReturnBurst || welcomed > most || refused == 0 {
		t.Fatalf("of 20 returns in a row in %v %d were welcomed and %d refused; want %d welcomed (and one a second more: %d at most)", took, welcomed, refused, ReturnBurst, most)
	}
	noted := 0
	for _, n := range tb.hnotes {
		if n.Kind == NoteProblem && n.Code == wire.CodeTooSoon && n.Player == 2 {
			noted++
		}
	}
	if noted == 0 {
		t.Fatal("the host's screen never named the seat coming back over and over")
	}
	if m, synced := comeBack(tb, 1, once); m.Kind != wire.KindWelcome || !synced {
		t.Fatalf("the other seat, coming back once, got %v (synced %v)", m.Kind, synced)
	}
	from := time.Now()
	for {
		m, _ := comeBack(tb, 2, loop)
		if m.Kind == wire.KindWelcome {
			break
		}
		// A second or so when it works (the seat's next token); never
		// when the refusals keep it out: a guard, not a measure.
		if time.Since(from) > settleTimeout {
			t.Fatalf("the looping seat was not welcomed again in %v", settleTimeout)
		}
		tb.host.Wait(100 * time.Millisecond) // the next try, as a person's computer would
	}
	t.Logf("20 returns in a row: %d welcomed, %d refused; the seat welcomed again %v later", welcomed, refused, time.Since(from).Round(time.Millisecond))
}
