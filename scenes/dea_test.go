package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/game/board"
	"patron/scenes/match"
)

// dEAWindowPlay is a hotseat table stopped at a DEA window, the three
// faction players at the screen.
func dEAWindowPlay(t *testing.T) (*match.Match, *App, *Play) {
	t.Helper()
	m := mustMatch(t, 3)
	if err := autoplay(m, board.NoLoc, func(d game.Decision) bool {
		return d.Prompt == game.PromptDEA && !m.G.PassLoses()
	}); err != nil {
		t.Fatal(err)
	}
	if m.G.Over() {
		t.Fatal("seed 3's game ended with no DEA window: the answer on request is not checked")
	}
	a := NewApp(&Menu{}, &Script{})
	a.Settings.Path, a.Store = "", nil
	p := NewPlay(m)
	m.Confirm(match.Audience{People: []int{1, 2, 3}, Seat: game.SeatTeam})
	p.refresh()
	return m, a, p
}

// By default (on request) the table answers the DEA's window with "no
// mini-card" unless the players asked for the next window (its key, M);
// asked for, the choice is theirs, and the request is used up when the
// window is left. Asking at every chance, the table never answers it.
func TestDEAWindowOnRequest(t *testing.T) {
	m, a, p := dEAWindowPlay(t)
	if a.Settings.AskWindows {
		t.Fatal("the default settings ask at every chance")
	}
	keyFrame(p, a, ebiten.KeyM)
	if !p.asked[game.AbilityDEA] {
		t.Fatal("M did not ask for the DEA's next window")
	}
	p.Update(a, &Input{})
	if m.G.Pending().Prompt != game.PromptDEA {
		t.Fatal("the window was answered though the players asked for it")
	}
	if !p.mine() {
		t.Fatal("the window asked for is not the players' to answer")
	}
	before := len(m.G.Log())
	p.apply(a, game.Cmd(game.OpPass))
	if p.asked[game.AbilityDEA] {
		t.Error("the request outlived the window it was for")
	}
	for m.G.Pending().Prompt != game.PromptDEA && !m.G.Over() { // the next window, by the bots
		if err := autoplay(m, board.NoLoc, func(d game.Decision) bool { return d.Prompt == game.PromptDEA }); err != nil {
			t.Fatal(err)
		}
	}
	if m.G.PassLoses() {
		t.Skip("the next window is a last chance: the table shows it by itself")
	}
	p.refresh()
	before = len(m.G.Log())
	p.Update(a, &Input{})
	if len(m.G.Log()) == before {
		t.Fatal("the window nobody asked for was not answered")
	}
	if last := m.G.Log()[before]; last.Op != game.OpPass {
		t.Errorf("the table answered %s, want pass", last.Format())
	}

	m2, a2, p2 := dEAWindowPlay(t)
	a2.Settings.AskWindows = true
	p2.Update(a2, &Input{})
	if m2.G.Pending().Prompt != game.PromptDEA {
		t.Error("asking at every chance, the table answered the window itself")
	}
}
