package scenes

import (
	"fmt"
)

// lastTurnCheck opens the other side's last turn through the window once
// for each side of the hotseat game: the map's button, Next, and Back to
// the game.
type lastTurnCheck struct {
	step int
	side int
	done [2]bool
}

// lastTurnTurn takes the table's frame for the last turn's next step,
// when a person's decision finds the other side's turn marked; it reports
// whether it did.
func (d *driver) lastTurnTurn(p *Play) bool {
	c := &d.last
	fail := func(format string, args ...any) bool {
		d.err = fmt.Errorf("the last turn: "+format, args...)
		return true
	}
	switch c.step {
	case 0:
		if p.handoff != nil || !p.mine() || p.anims.busy() || p.marked().empty() || c.done[p.viewer()] {
			return false
		}
		if !d.click(onButton(btnLastTurn)) {
			return fail("no Last turn button over %d marked events", p.marked().to-p.marked().from)
		}
		c.side = p.viewer()
	case 1:
		if !p.last.open || p.last.step != 0 {
			return fail("the button: open %v at step %d", p.last.open, p.last.step)
		}
		if !d.click(onButton(btnStepNext)) {
			return fail("no Next button")
		}
	case 2:
		if n := p.last.view.to - p.last.view.from; p.last.step != min(1, n-1) {
			return fail("Next: step %d of %d", p.last.step, n)
		}
		if !d.click(onButton(btnStepClose)) {
			return fail("no Back to the game button")
		}
	case 3:
		if p.last.open {
			return fail("Back to the game left the steps up")
		}
		c.done[c.side], c.step = true, 0
		if c.done[sideFactions] && c.done[sidePatron] {
			fmt.Println("reached: last turn")
		}
		return false // the decision goes on
	}
	c.step++
	return true
}
