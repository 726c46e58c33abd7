package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/game/board"
	"patron/game/bot"
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
	return m, a, factionsLooking(m)
}

// By default (on request) the table answers the DEA's window with "no
// mini-card" unless the players asked for the next window (its key, M,
// during a decision before it); asked for, the choice is theirs, and the
// request is used up when the window is left. Asking at every chance, the
// table never answers it.
func TestDEAWindowOnRequest(t *testing.T) {
	m, a, p := factionsAgainstBot(t, 1)
	if a.Settings.AskWindows {
		t.Fatal("the default settings ask at every chance")
	}
	factions, err := newBotFor(false, 1)
	if err != nil {
		t.Fatal(err)
	}
	asked, shown := false, false
	for frame := 0; !shown && !m.G.Over(); frame++ {
		if frame > 20000 {
			t.Fatal("no DEA window came after the request")
		}
		p.Update(a, &Input{})
		if !p.mine() {
			continue
		}
		d := m.G.Pending()
		switch {
		case d.Prompt == game.PromptDEA:
			if !asked {
				t.Fatal("a DEA window nobody asked for was left to the players")
			}
			shown = true
		case !asked && m.G.Pub.AbilityLeft(game.AbilityDEA) > 0:
			keyFrame(p, a, ebiten.KeyM)
			if asked = p.asked[game.AbilityDEA]; !asked {
				t.Fatalf("M during %q did not ask for the DEA's next window", d.Prompt)
			}
		default:
			v := m.G.View(d.Seat)
			p.apply(a, bot.Turn(factions, &v))
		}
	}
	p.Update(a, &Input{})
	if m.G.Pending().Prompt != game.PromptDEA || !p.mine() {
		t.Fatal("the window asked for was answered by the table")
	}
	p.apply(a, game.Cmd(game.OpPass))
	if p.asked[game.AbilityDEA] {
		t.Error("the request outlived the window it was for")
	}

	m2, a2, p2 := dEAWindowPlay(t)
	p2.Update(a2, &Input{})
	if m2.G.Pending().Prompt == game.PromptDEA {
		t.Error("on request, the table left a window nobody asked for")
	}
	m3, a3, p3 := dEAWindowPlay(t)
	a3.Settings.AskWindows = true
	p3.Update(a3, &Input{})
	if m3.G.Pending().Prompt != game.PromptDEA {
		t.Error("asking at every chance, the table answered the window itself")
	}
}
