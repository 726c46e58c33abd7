package match

import (
	"math/rand/v2"
	"testing"

	"patron/game"
	"patron/netplay/session"
	"patron/netplay/wire"
)

// The hints taken, and a table's choice to play without them, are kept
// by its save and come back with it.
func TestHintsComeBackWithTheSave(t *testing.T) {
	for _, off := range []bool{false, true} {
		m := mustNew(t, Setup{People: humans(3), Control: [4]int{-1, -1, -1, -1}, Seed: 5, Secret: secret(5), NoHints: off})
		r := rand.New(rand.NewPCG(5, 3))
		for range 40 {
			step(t, m, r)
		}
		m.Hints = 4
		_, back := saveAndResume(t, m)
		if back.Hints != 4 || back.Setup.NoHints != off {
			t.Fatalf("resumed with %d hints, without hints %v (want 4, %v)", back.Hints, back.Setup.NoHints, off)
		}
	}
}

// lobbyNet is a LAN table that shows its lobby, as the host's and a
// joiner's ends do.
type lobbyNet struct {
	*fakeNet
	lobby wire.Lobby
}

func (n lobbyNet) Lobby() wire.Lobby { return n.lobby }

// A LAN or online table's match takes the lobby's choice of playing
// without hints, which the table's Hint then refuses.
func TestALANMatchTakesTheLobbysNoHints(t *testing.T) {
	for _, off := range []bool{false, true} {
		g, err := game.New(game.Options{Seed: 3, Players: 2, Control: game.DefaultSplit(2)}, &game.SecretOptions{})
		if err != nil {
			t.Fatal(err)
		}
		seats := []wire.Seat{{Name: "Ana", Who: session.AtHost}, {Name: "Cy", Who: session.Remote}}
		n := lobbyNet{&fakeNet{g: g, mine: []bool{true, false}, seats: seats}, wire.Lobby{Seats: seats, NoHints: off}}
		m, err := NewLAN(n)
		if err != nil {
			t.Fatal(err)
		}
		if m.Setup.NoHints != off {
			t.Fatalf("a lobby without hints %v gives a match without hints %v", off, m.Setup.NoHints)
		}
	}
}
