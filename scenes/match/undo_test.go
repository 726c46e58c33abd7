package match

import (
	"math/rand/v2"
	"testing"

	"patron/game"
)

// With the table answering the optional windows itself (the DEA's, Los
// Pepes', Policía's, Cali's), its passes are
// nobody's decision: Undo takes back the person's decision before them, to
// the state before it, and never lands on a window the table would pass
// again at once.
func TestUndoSkipsTheTablesPasses(t *testing.T) {
	m := mustNew(t, Setup{People: humans(2), Patron: 0, Control: [4]int{-1, -1, -1, -1}, Seed: 12, Secret: secret(12)})
	m.TablePasses = true
	r := rand.New(rand.NewPCG(12, 12))
	type state struct{ pub, sec uint64 }
	var beforePerson state // before the last decision a person made
	undone := 0
	for i := 0; i < 4000 && !m.G.Over() && undone < 25; i++ {
		if aud, need := m.HandOff(); need {
			m.Confirm(aud)
		}
		d := m.G.Pending()
		legal := m.G.Legal(nil)
		c := legal[r.IntN(len(legal))]
		if d.Prompt.Optional() {
			c = game.Cmd(game.OpPass) // the table's own answer
		} else {
			beforePerson = state{m.G.PublicHash(), m.G.SecretHash()}
		}
		if _, err := m.Apply(c); err != nil {
			t.Fatal(err)
		}
		// Undo just after the table passed, when the person may.
		if !d.Prompt.Optional() || m.CanUndo() != UndoOK {
			continue
		}
		if _, err := m.Undo(); err != nil {
			t.Fatal(err)
		}
		undone++
		if got := (state{m.G.PublicHash(), m.G.SecretHash()}); got != beforePerson {
			t.Fatalf("step %d: undo did not go back to before the person's decision", i)
		}
		if m.G.Pending().Prompt.Optional() {
			t.Fatalf("step %d: undo stopped at a window the table would pass again", i)
		}
	}
	if undone < 5 {
		t.Fatalf("only %d undos after the table's passes", undone)
	}
}
