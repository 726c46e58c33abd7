package scenes

import (
	"testing"

	"patron/game"
	"patron/game/board"
	"patron/scenes/match"
)

// With "only when asked" set, the table answers the DEA's window before an
// activation with "no mini-card", unless the players asked for the next
// window; asked for, the choice is theirs, and the request is used up.
func TestDEAWindowOnRequest(t *testing.T) {
	m := mustMatch(t, 3)
	if err := autoplay(m, board.NoLoc, func(d game.Decision) bool { return d.Prompt == game.PromptDEA }); err != nil {
		t.Fatal(err)
	}
	if m.G.Over() {
		t.Fatal("seed 3's game ended with no DEA window: the answer on request is not checked")
	}
	a := NewApp(&Menu{}, &Script{})
	a.Settings.Path = ""
	p := NewPlay(m)
	m.Confirm(match.Audience{People: []int{1, 2, 3}, Seat: game.SeatTeam})
	p.refresh()

	a.Settings.DEAAuto, p.deaAsk = true, true
	p.Update(a, &Input{})
	if m.G.Pending().Prompt != game.PromptDEA {
		t.Fatal("the window was answered though the players asked for it")
	}
	before := len(m.G.Log())
	p.deaAsk = false
	p.Update(a, &Input{})
	if m.G.Pending().Prompt == game.PromptDEA && len(m.G.Log()) == before {
		t.Fatal("the window was not answered")
	}
	if last := m.G.Log()[before]; last.Op != game.OpPass {
		t.Errorf("the table answered %s, want pass", last.Format())
	}

	a.Settings.DEAAuto = false
	m2 := mustMatch(t, 3)
	if err := autoplay(m2, board.NoLoc, func(d game.Decision) bool { return d.Prompt == game.PromptDEA }); err != nil {
		t.Fatal(err)
	}
	p2 := NewPlay(m2)
	m2.Confirm(match.Audience{People: []int{1, 2, 3}, Seat: game.SeatTeam})
	p2.refresh()
	p2.Update(a, &Input{})
	if m2.G.Pending().Prompt != game.PromptDEA {
		t.Error("asking each time, the table answered the window itself")
	}
}
