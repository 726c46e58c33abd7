package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
)

// cluesCheck reads the clue sheet through the window once on each side's
// screen, once it has entries: the toolbar's Clues button opens it, a
// click on its newest entry lights that entry's places on the map, and C
// closes it, the map's light with it.
type cluesCheck struct {
	step [2]int // per side: 0 the Factions', 1 the Patrón's
}

const cluesChecked = 3

// cluesTurn takes the table's frame for the clue sheet's next step, when
// it is a person's decision with clues to read; it reports whether it did.
func (d *driver) cluesTurn(p *Play) bool {
	side := 0
	if p.view.Secret != nil {
		side = 1
	}
	st := &d.clues.step[side]
	if *st >= cluesChecked || p.handoff != nil || !p.mine() || p.anims.busy() || len(p.clues.entries(p.M)) == 0 {
		return false
	}
	fail := func(format string, args ...any) bool {
		d.err = fmt.Errorf("the clue sheet (side %d): "+format, append([]any{side}, args...)...)
		return true
	}
	switch *st {
	case 0:
		if !d.click(onButton(btnClues)) {
			return fail("no Clues button in the toolbar")
		}
	case 1:
		if !p.clues.open {
			return fail("the Clues button did not open it")
		}
		newest := -1
		for _, t := range d.app.Targets() {
			if t.Hit.kind == hitButton && t.Hit.button == btnClue {
				newest = max(newest, t.Hit.clue)
			}
		}
		if newest < 0 || !d.click(onClue(newest)) {
			return fail("no entry to click among %d", len(p.clues.entries(p.M)))
		}
	case 2:
		es := p.clues.entries(p.M)
		if p.clues.picked == 0 || p.clues.lit(p.M) != es[p.clues.picked-1].Possible || p.clues.lit(p.M).Empty() {
			return fail("the clicked entry lights %v", p.clues.lit(p.M))
		}
		d.script.Key(ebiten.KeyC)
		*st++
		return true
	}
	*st++
	return true
}

// cluesDone checks, a frame after the last step, that C closed the sheet
// and its light; it reports each side's reading once.
func (d *driver) cluesDone(p *Play) {
	for side, st := range d.clues.step {
		if st != cluesChecked {
			continue
		}
		if p.clues.open || !p.clues.lit(p.M).Empty() {
			d.err = fmt.Errorf("the clue sheet (side %d): C left it open", side)
			return
		}
		d.clues.step[side]++
		fmt.Printf("reached: clues %d\n", side)
	}
}
