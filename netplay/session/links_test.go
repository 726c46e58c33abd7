package session

import (
	"testing"
	"time"

	"patron/game"
	"patron/netplay/wire"
)

// Connections that come and go (a flaky network, or someone dialling in a
// loop) are forgotten once they end: the host keeps no memory of them.
func TestTheHostForgetsConnectionsThatEnd(t *testing.T) {
	h, err := NewHost(HostConfig{Name: "Host", Code: "ABCD2345", Seed: 3, Control: game.DefaultSplit(2),
		Seats: []wire.Seat{{Name: "P1", Who: Bot, Bot: "normal"}, {Name: "P2", Who: Remote}}})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	deadline := time.Now().Add(20 * time.Second)
	for round := range 300 {
		here, there := memPipe("dialler", "host")
		h.Accept(there)
		if round%2 == 0 { // half say hello first, and take the seat for a moment
			go here.Send(&wire.Message{Kind: wire.KindHello, Hello: &wire.Hello{Name: "Mallory", Code: "ABCD2345", Seat: -1}})
			for h.Step(); !h.Lobby().Seats[1].Connected; h.Step() {
				if time.Now().After(deadline) {
					t.Fatal("the hello was never taken")
				}
				h.Wait(time.Millisecond)
			}
		}
		here.Close("gone")
		for h.Step(); len(h.links) > 0; h.Step() {
			if time.Now().After(deadline) {
				t.Fatalf("round %d: the host still holds %d links", round, len(h.links))
			}
			h.Wait(time.Millisecond)
		}
	}
	if s := h.Lobby().Seats[1]; s.Connected || s.Taken || len(h.seats) != 0 || len(h.refused) != 0 {
		t.Fatalf("the seat %+v, %d seated links", s, len(h.seats))
	}
}
