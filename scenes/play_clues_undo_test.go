package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/game/board"
	"patron/scenes/match"
)

// An undo that takes a clue back while the sheet is open and read back to
// its oldest entry (the Patrón takes back a sicario placed where it ruled
// places out) leaves a sheet that still draws, scrolled within what is
// left: it indexed past its list.
func TestClueSheetSurvivesAnUndoOfItsEntries(t *testing.T) {
	for k := 123; k < 400; k++ { // the k-th decision of seed 1's game (the 125th takes a clue back)
		m := mustMatch(t, 1)
		n := 0
		if err := autoplay(m, board.NoLoc, func(game.Decision) bool { n++; return n > k }); err != nil {
			t.Fatal(err)
		}
		if m.G.Over() {
			break
		}
		p := ShotPlay(m) // the side deciding now sits down: it may take back its own last decision
		if m.CanUndo() != match.UndoOK {
			continue
		}
		p.calm = 0
		a := NewApp(p, &Script{X: -1, Y: -1})
		a.Settings, a.Store = DefaultSettings(), nil
		a.Resize(DesignW, DesignH)
		keyFrame(p, a, ebiten.KeyC)
		before := len(p.clues.entries(m))
		r := cluesArea(p.layout(a))
		for range before { // the wheel over the sheet, back to its oldest entry
			p.Update(a, &Input{X: r.CX(), Y: r.CY(), Wheel: 1})
		}
		drawPlay(a, p)
		p.Update(a, &Input{X: -1, Y: -1, Ctrl: true, Keys: []ebiten.Key{ebiten.KeyZ}})
		drawPlay(a, p) // panicked here: index out of range [-1]
		after := len(p.clues.entries(m))
		if after >= before {
			continue
		}
		if !p.clues.open || p.clues.back > max(after-1, 0) {
			t.Fatalf("after the undo (%d entries to %d) the sheet is open %v, %d entries back", before, after, p.clues.open, p.clues.back)
		}
		t.Logf("decision %d", k)
		return
	}
	t.Fatal("no undo took a clue back in seed 1's game: the test checks nothing")
}
