package lan

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"patron/netplay/session"
	"patron/netplay/wire"
)

// linger is the transport's wait for the other side to read what was sent
// before a Close (transport/quic.go): a Leave or a farewell that waited
// for it, rather than for the other side's end, takes at least this long,
// every time.
const linger = 2 * time.Second

// stepUntil steps the host until cond holds, waking at each message; the
// test fails after a few seconds.
func stepUntil(t *testing.T, s *Server, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for s.Step(); !cond(); s.Step() {
		if time.Now().After(deadline) {
			t.Fatalf("still waiting for %s", what)
		}
		s.Wait(time.Until(deadline))
	}
}

// A machine that leaves returns once the host has read its last words,
// not after a fixed pause, and well before the transport's own timeout;
// the host, told at once, closes the table once everyone has left, and
// returns once its goodbyes are out.
//
// The transport's linger tells the one from the other, and it is a clock:
// one that waits for it takes the linger or more every time, while a
// loaded machine is as slow only now and then. So the test fails only
// when three tries in a row all took the linger; how long they take is
// BenchmarkLeaveAndFarewell's to measure.
func TestLeaveAndFarewellWaitForTheLastWords(t *testing.T) {
	var tries []string
	for range 3 {
		leave, farewell := leaveAndFarewell(t)
		if leave < linger && farewell < linger {
			return
		}
		tries = append(tries, fmt.Sprintf("Leave %v, farewell %v", leave, farewell))
	}
	t.Fatalf("three tries took the transport's linger (%v) or more: %s", linger, strings.Join(tries, "; "))
}

// BenchmarkLeaveAndFarewell is how long a Leave takes to return once its
// last words are out (leave-ms/op) and a farewell once its goodbye is out
// (farewell-ms/op), over QUIC on loopback; each op is a table. The
// figures TestLeaveAndFarewellWaitForTheLastWords used to bound (1.5 s).
func BenchmarkLeaveAndFarewell(b *testing.B) {
	var leave, farewell time.Duration
	for range b.N {
		l, f := leaveAndFarewell(b)
		leave, farewell = leave+l, farewell+f
	}
	b.ReportMetric(float64(leave)/float64(b.N)/float64(time.Millisecond), "leave-ms/op")
	b.ReportMetric(float64(farewell)/float64(b.N)/float64(time.Millisecond), "farewell-ms/op")
}

// leaveAndFarewell seats two joiners; the first says its last words and
// leaves, which the host reads; then the host's farewell closes the table
// for the second, which is told. It returns how long the Leave and the
// farewell took.
func leaveAndFarewell(t testing.TB) (leave, farewell time.Duration) {
	t.Helper()
	s := loopbackServer(t, []string{session.Bot, session.Remote, session.Remote})
	defer s.Close()
	var peers []*session.Peer
	for seat := 1; seat <= 2; seat++ {
		p, err := JoinHere(s, wire.Hello{Name: "Joiner", Seat: seat}, 5*time.Second)
		if err != nil {
			t.Fatal(err)
		}
		defer p.Close()
		peers = append(peers, p)
	}
	var chats []string
	note := func() {
		for _, n := range s.Step() {
			if n.Kind == session.NoteChat {
				chats = append(chats, n.Text)
			}
		}
	}
	if err := peers[0].Chat("last words"); err != nil {
		t.Fatal(err)
	}
	t0 := time.Now()
	Leave(peers[0])
	leave = time.Since(t0)
	select {
	case <-peers[0].Over():
	default:
		t.Fatal("Leave returned before the connection was over")
	}
	deadline := time.Now().Add(10 * time.Second)
	for note(); len(chats) == 0 || s.Lobby().Seats[1].Connected; note() {
		if time.Now().After(deadline) {
			t.Fatalf("the host has %q, seat 1 connected: %v", chats, s.Lobby().Seats[1].Connected)
		}
		s.Wait(time.Until(deadline))
	}
	if chats[0] != "last words" {
		t.Fatalf("the host read %q", chats)
	}

	// The other one is still there: the host's farewell closes the table
	// for it, and it is told why.
	t0 = time.Now()
	if s.Farewell(0) {
		t.Fatal("everyone left, says the farewell, with a joiner still there")
	}
	farewell = time.Since(t0)
	select {
	case <-s.Over():
	default:
		t.Fatal("the farewell returned before the goodbyes were out")
	}
	p := peers[1]
	deadline = time.Now().Add(10 * time.Second)
	for !p.Closed() {
		if time.Now().After(deadline) {
			t.Fatal("the joiner never heard the table close")
		}
		p.Wait(time.Until(deadline))
		p.Step()
	}
	return leave, farewell
}

// Farewell returns at once when everyone has left: a leaving joiner wakes
// it, with no polling pause. Its own limit is ten minutes here: one that
// was not woken would wait for it, and the test's guard of a minute (no
// measure: it takes milliseconds) fails it first.
func TestFarewellEndsWhenTheLastJoinerLeaves(t *testing.T) {
	s := loopbackServer(t, []string{session.Bot, session.Remote})
	p, err := JoinHere(s, wire.Hello{Name: "Joiner", Seat: 1}, 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	stepUntil(t, s, "the joiner seated", func() bool { return s.Lobby().Seats[1].Connected })
	go Leave(p)
	t0 := time.Now()
	done := make(chan bool, 1)
	go func() { done <- s.Farewell(10 * time.Minute) }()
	select {
	case everyone := <-done:
		if !everyone {
			t.Fatal("the farewell says someone stayed")
		}
		t.Logf("the farewell returned %v after the last joiner began to leave", time.Since(t0).Round(time.Millisecond))
	case <-time.After(time.Minute):
		t.Fatal("the farewell still waits a minute after the last joiner left")
	}
}
