package match

import (
	"math/rand/v2"
	"slices"
	"testing"

	"patron/game"
)

// storyOf is a hotseat game of three people and a bot played some way
// in, by random legal decisions.
func storyOf(t *testing.T, seed uint64, steps int) *Match {
	t.Helper()
	people := humans(4)
	people[3].Bot = "normal"
	m := mustNew(t, Setup{People: people, Patron: 0, Control: [4]int{-1, -1, -1, -1}, Seed: seed, Secret: secret(seed)})
	r := rand.New(rand.NewPCG(seed, 7))
	for i := 0; i < steps && !m.G.Over(); i++ {
		step(t, m, r)
	}
	return m
}

// Every event of the log knows whose decision caused it: the seat that
// decided, as the game's own record of its steps says, or nobody when the
// rules dictated the answer. Both sides' decisions are in it.
func TestTheLogKnowsWhoDecided(t *testing.T) {
	m := storyOf(t, 3, 400)
	if len(m.By) != len(m.Events) {
		t.Fatalf("%d deciders for %d events", len(m.By), len(m.Events))
	}
	// replay the log, checking each command's events against its step
	g, err := game.New(m.G.Pub.Opts, m.Setup.Secret)
	if err != nil {
		t.Fatal(err)
	}
	at, sides := 0, map[bool]bool{}
	for i, c := range m.G.Log() {
		out, err := g.Apply(c)
		if err != nil {
			t.Fatal(err)
		}
		want := stepDecider(m.G, i)
		for range out.Events {
			if m.By[at] != want {
				t.Fatalf("event %d (%v) of command %d %s: decided by %v, the step says %v", at, m.Events[at], i, c.Format(), m.By[at], want)
			}
			if want != game.NoSeat {
				sides[want == game.SeatPatron] = true
			}
			at++
		}
	}
	if at != len(m.Events) || !sides[true] || !sides[false] {
		t.Fatalf("%d events replayed of %d; sides that decided: %v", at, len(m.Events), sides)
	}
}

// A LAN table come back to mid-game (NewLAN on the game the machine
// holds) tells the log again from the published commands: the same
// entries and deciders as a table that played them all, the Factions' copy.
func TestRetellGivesTheLogAsPlayed(t *testing.T) {
	m := storyOf(t, 8, 450)
	pub, err := m.FactionsCopy()
	if err != nil {
		t.Fatal(err)
	}
	again := &Match{G: pub.G}
	if err := again.retell(); err != nil {
		t.Fatal(err)
	}
	if len(pub.Events) < 200 || !slices.Equal(again.Events, pub.Events) || !slices.Equal(again.By, pub.By) || again.Counts != pub.Counts {
		t.Fatalf("told again: %d events, %d deciders; played: %d, %d", len(again.Events), len(again.By), len(pub.Events), len(pub.By))
	}
	if again.Applied != len(pub.G.Log()) {
		t.Fatalf("told again, %d commands taken of %d", again.Applied, len(pub.G.Log()))
	}
	// the Patrón's machine holds his private steps: it tells the same public log
	mine := &Match{G: m.G}
	if err := mine.retell(); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(mine.Events, pub.Events) || !slices.Equal(m.Events, pub.Events) || !slices.Equal(m.By, pub.By) || mine.Applied != len(m.G.Log()) {
		t.Fatalf("the Patrón's machine tells %d events (%d commands), the Factions' %d", len(mine.Events), mine.Applied, len(pub.Events))
	}
}
