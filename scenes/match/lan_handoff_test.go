package match

import (
	"testing"

	"patron/game"
	"patron/netplay/session"
	"patron/netplay/wire"
)

// fakeNet is a LAN table whose other computers never answer: enough to
// ask a match who decides and what its screen may show.
type fakeNet struct {
	g     *game.Game
	seats []wire.Seat
	mine  []bool
}

func (f *fakeNet) Game() *game.Game                { return f.g }
func (f *fakeNet) Seats() []wire.Seat              { return f.seats }
func (f *fakeNet) Mine(p int) bool                 { return f.mine[p] }
func (f *fakeNet) Propose(int, game.Command) error { return nil }
func (f *fakeNet) Busy() bool                      { return false }
func (f *fakeNet) HasNews() bool                   { return false }
func (f *fakeNet) Step() []session.Note            { return nil }
func (f *fakeNet) Chat(int, string) error          { return nil }
func (f *fakeNet) Hosting() bool                   { return true }
func (f *fakeNet) StandIn(int, string) error       { return nil }
func (f *fakeNet) Close()                          {}

// Two people share the host's screen (the Patrón and a Faction player) and
// a third plays a Faction elsewhere. When the Factions elsewhere decide
// while the Patrón's view is up, the screen blanks for the Faction player
// here; the host never decides for the player elsewhere.
func TestLANHotseatOnTheHostBlanksForTheFactionsElsewhere(t *testing.T) {
	opts := game.Options{Seed: 3, Players: 3, Control: game.DefaultSplit(3)}
	g, err := game.New(opts, &game.SecretOptions{})
	if err != nil {
		t.Fatal(err)
	}
	n := &fakeNet{g: g, mine: []bool{true, true, false},
		seats: []wire.Seat{{Name: "Ana", Who: session.AtHost}, {Name: "Bea", Who: session.AtHost}, {Name: "Cy", Who: session.Remote}}}
	m, err := NewLAN(n)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for steps := 0; steps < 3000 && !g.Over(); steps++ {
		d := g.Pending()
		who, _ := m.Actor()
		switch {
		case m.Elsewhere():
			if who != 2 && d.Seat != game.SeatTeam {
				t.Fatalf("%s by player %d is said to be elsewhere", d.Prompt.Name(), who+1)
			}
			m.Confirm(Audience{Patron: true, People: []int{0}, Seat: game.SeatPatron})
			aud, need := m.HandOff()
			if d.Seat.IsFactions() && !d.Forced && (!need || aud.Patron || len(aud.People) != 1 || aud.People[0] != 1) {
				t.Fatalf("the Patrón's view stays up while Cy plays %s: %+v %v", d.Prompt.Name(), aud, need)
			}
			seen["elsewhere"] = true
		default:
			if who == 2 {
				t.Fatalf("the host decides %s for Cy", d.Prompt.Name())
			}
			seen["here"] = true
		}
		// Every computer plays the same game: apply what would come back.
		v := g.View(d.Seat)
		if _, err := g.Apply(v.Legal[0]); err != nil {
			t.Fatal(err)
		}
	}
	if !seen["elsewhere"] || !seen["here"] {
		t.Fatalf("the game never went both ways: %v", seen)
	}
}

// A seat list that does not fit the game (a host's bug, or a lie) is
// refused, and the match goes on with the seats it had.
func TestLANSeatListOfTheWrongLengthIsRefused(t *testing.T) {
	g, err := game.New(game.Options{Seed: 4, Players: 3, Control: game.DefaultSplit(3)}, &game.SecretOptions{})
	if err != nil {
		t.Fatal(err)
	}
	n := &fakeNet{g: g, mine: []bool{false, true, false},
		seats: []wire.Seat{{Name: "A", Who: session.Remote}, {Name: "B", Who: session.AtHost}, {Name: "C", Who: session.Remote}}}
	m, err := NewLAN(n)
	if err != nil {
		t.Fatal(err)
	}
	n.seats = n.seats[:2]
	if err := m.SeatsChanged(); err == nil {
		t.Fatal("two seats were taken for a game of three")
	}
	for steps := 0; steps < 200 && !g.Over(); steps++ {
		m.Actor() // never out of range
		m.Waiting()
		v := g.View(g.Pending().Seat)
		if _, err := g.Apply(v.Legal[0]); err != nil {
			t.Fatal(err)
		}
	}
}
