package match

import (
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"patron/game"
	"patron/game/board"
	"patron/game/savefile"
)

// step applies one decision: the bot's or forced one, or a random legal one
// for a person (after a hand-off to them).
func step(t *testing.T, m *Match, r *rand.Rand) {
	t.Helper()
	if aud, need := m.HandOff(); need {
		m.Confirm(aud)
	}
	c := game.Command{}
	if m.BotTurn() {
		c = m.BotCommand()
	} else {
		legal := m.G.Legal(nil)
		c = legal[r.IntN(len(legal))]
	}
	if _, err := m.Apply(c); err != nil {
		t.Fatal(err)
	}
}

// A hotseat game saved anywhere resumes as the same table: the same game
// hash for hash, the same people, the same log (whose decision each entry
// was too: Continue and Load keep the whole log), and the
// screen blank until someone sits down.
func TestResumeFromASaveIsTheSameTable(t *testing.T) {
	for seed := uint64(1); seed <= 8; seed++ {
		people := humans(2 + int(seed%4))
		people[len(people)-1].Bot = "normal"
		m := mustNew(t, Setup{People: people, Patron: int(seed) % len(people), Control: [4]int{-1, -1, -1, -1}, Seed: seed, Secret: secret(seed)})
		r := rand.New(rand.NewPCG(seed, 3))
		for i := 0; i < int(seed)*60 && !m.G.Over(); i++ {
			step(t, m, r)
		}
		m.Markers = board.Of(board.MustLoc("A9"), board.MustLoc("O11"), board.Loc(seed)) // the Factions' notes
		data, err := savefile.Write(m.G, m.Table(), savefile.WithSecrets, time.Now(), time.Now())
		if err != nil {
			t.Fatal(err)
		}
		f, g, err := savefile.Load(data)
		if err != nil {
			t.Fatal(err)
		}
		back, err := Resume(f, g)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if back.G.PublicHash() != m.G.PublicHash() || back.G.SecretHash() != m.G.SecretHash() {
			t.Fatalf("seed %d: resumed game differs", seed)
		}
		if !slices.Equal(back.Events, m.Events) || !slices.Equal(back.By, m.By) || back.Applied != m.Applied || back.Setup.People[len(people)-1].Bot != "normal" {
			t.Fatalf("seed %d: the table's record differs", seed)
		}
		if back.Markers != m.Markers {
			t.Fatalf("seed %d: hideout markers %v, saved %v", seed, back.Markers, m.Markers)
		}
		if !back.Screen().Empty() {
			t.Fatalf("seed %d: a resumed table shows someone's view before anyone sat down", seed)
		}
		if back.Humans() > 1 && !back.G.Over() {
			if _, need := back.HandOff(); !need && !back.BotTurn() {
				t.Fatalf("seed %d: a resumed hotseat table must hand off first", seed)
			}
		}
		// It plays on.
		for i := 0; i < 50 && !back.G.Over(); i++ {
			step(t, back, r)
		}
	}
}

// Undo is offered to the person who just decided, while nothing was shown
// since; it restores the state before; it is refused for another seat's
// decision and for a bot's.
func TestUndoAtTheTable(t *testing.T) {
	m := mustNew(t, Setup{People: humans(3), Patron: 0, Control: [4]int{-1, -1, -1, -1}, Seed: 7, Secret: secret(7)})
	r := rand.New(rand.NewPCG(7, 7))
	undone, otherSeat := 0, 0
	for i := 0; i < 3000 && !m.G.Over(); i++ {
		pub, sec := m.G.PublicHash(), m.G.SecretHash()
		step(t, m, r)
		seat, block := m.G.LastDecision()
		why := m.CanUndo()
		if block != game.UndoAllowed {
			if why == UndoOK {
				t.Fatalf("undo allowed after a %s decision", block)
			}
			continue
		}
		// The screen may have changed hands since (a hand-off is only shown
		// on the next step), so check against who now sits there.
		if why == UndoOtherSeat {
			otherSeat++
			continue
		}
		if why != UndoOK {
			t.Fatalf("step %d: undo %v for %v", i, why, seat)
		}
		if _, err := m.Undo(); err != nil {
			t.Fatal(err)
		}
		if m.G.PublicHash() != pub || m.G.SecretHash() != sec {
			t.Fatalf("step %d: undo does not restore the state before", i)
		}
		undone++
		step(t, m, r) // decide again (maybe differently) and go on
	}
	if undone < 20 {
		t.Fatalf("only %d undos", undone)
	}
	// Another person's decision: the Patrón's screen cannot take back the
	// Factions' last step.
	m2 := mustNew(t, Setup{People: humans(2), Patron: 0, Control: [4]int{-1, -1, -1, -1}, Seed: 8, Secret: secret(8)})
	r2 := rand.New(rand.NewPCG(8, 8))
	for !m2.G.Over() {
		step(t, m2, r2)
		if seat, block := m2.G.LastDecision(); block == game.UndoAllowed && seat.IsFactions() {
			m2.Confirm(m2.Needed())
			m2.Confirm(Audience{Patron: true, People: []int{0}, Seat: game.SeatPatron})
			if why := m2.CanUndo(); why != UndoOtherSeat {
				t.Fatalf("the Patrón's screen may undo a Faction's decision: %v", why)
			}
			break
		}
	}
	// A bot's decision is never undone.
	people := humans(2)
	people[1].Bot = "normal"
	m3 := mustNew(t, Setup{People: people, Patron: 0, Control: [4]int{-1, -1, -1, -1}, Seed: 9, Secret: secret(9)})
	m3.SoloAudience()
	r3 := rand.New(rand.NewPCG(9, 9))
	for !m3.G.Over() {
		step(t, m3, r3)
		if seat, block := m3.G.LastDecision(); block == game.UndoAllowed && seat.IsFactions() {
			if why := m3.CanUndo(); why != UndoBot {
				t.Fatalf("a bot's decision: undo %v", why)
			}
			if why, _ := m3.Undo(); why != UndoBot {
				t.Fatalf("a bot's decision was undone")
			}
			return
		}
	}
	t.Fatal("no bot decision met")
}
