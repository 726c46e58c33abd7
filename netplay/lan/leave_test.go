package lan

import (
	"testing"
	"time"

	"patron/netplay/session"
	"patron/netplay/wire"
)

// quick is well within the transport's 2 s linger: a machine that waited
// for it, rather than for the other side's end, takes longer.
const quick = 1500 * time.Millisecond

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
func TestLeaveAndFarewellWaitForTheLastWords(t *testing.T) {
	s := loopbackServer(t, []string{session.Bot, session.Remote, session.Remote})
	var peers []*session.Peer
	for seat := 1; seat <= 2; seat++ {
		p, err := JoinHere(s, wire.Hello{Name: "Joiner", Seat: seat}, 5*time.Second)
		if err != nil {
			t.Fatal(err)
		}
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
	if took := time.Since(t0); took >= quick {
		t.Fatalf("Leave took %v", took)
	}
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
	if took := time.Since(t0); took >= quick {
		t.Fatalf("the farewell took %v", took)
	}
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
}

// Farewell returns at once when everyone has left: a leaving joiner wakes
// it, with no polling pause.
func TestFarewellEndsWhenTheLastJoinerLeaves(t *testing.T) {
	s := loopbackServer(t, []string{session.Bot, session.Remote})
	p, err := JoinHere(s, wire.Hello{Name: "Joiner", Seat: 1}, 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	stepUntil(t, s, "the joiner seated", func() bool { return s.Lobby().Seats[1].Connected })
	go Leave(p)
	t0 := time.Now()
	if !s.Farewell(30 * time.Second) {
		t.Fatal("the farewell says someone stayed")
	}
	if took := time.Since(t0); took > leaveWait {
		t.Fatalf("the farewell took %v after the last joiner left", took)
	}
}
