package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/scenes/words"
)

// The note of a decision taken for the player stands at the top of the
// map clear of the hiding sheet and the deduction legend, zoomed or not.
func TestTakenNoteCoversNoHeader(t *testing.T) {
	p := &Play{}
	for _, size := range [][2]float64{{DesignW, DesignH}, {1600, 1000}, {1024, 768}} {
		l := layoutTable(size[0], size[1])
		for _, zoom := range []float64{1, 2} {
			p.zoom.zoom = zoom
			r := p.noteArea(l)
			if r.W < 300 || r.X < l.Map.X || r.Right() > l.Sheet.X || r.Right() > l.Legend.X {
				t.Errorf("%v zoom %g: the note's room %+v meets the sheet %+v or the legend %+v", size, zoom, r, l.Sheet, l.Legend)
			}
			if zoom > 1 && r.Y < l.Map.Y+8+22 {
				t.Errorf("%v: the note's room %+v meets the zoom badge", size, r)
			}
		}
	}
}

// The note goes at the player's next decision, and not before: a frame
// with no decision keeps it.
func TestTakenNoteGoesAtThePlayersNextDecision(t *testing.T) {
	lang := words.English()
	m, a, p := patronToPlay(t)
	if !p.mine() || len(p.view.Legal) < 2 {
		t.Fatalf("no decision for the player at %v", m.G.Pending())
	}
	p.note, p.noteLeft = lang.Sprintf(words.TakenForYou, "x"), noteFrames
	p.Update(a, &Input{})
	if p.note == "" || p.noteLeft != noteFrames-1 {
		t.Fatalf("the note went without a decision (%q, %d)", p.note, p.noteLeft)
	}
	before := m.Revision
	p.Update(a, &Input{Keys: []ebiten.Key{ebiten.Key1}})
	if m.Revision == before {
		t.Fatal("key 1 made no decision")
	}
	if p.note != "" || p.noteLeft != 0 {
		t.Errorf("the note stays after the player's decision (%q, %d frames)", p.note, p.noteLeft)
	}
}
