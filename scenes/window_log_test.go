package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
)

// logCheck reads the game log back through the window once, in season 2:
// the wheel over it, the Clues filter's button, a drag, End, and All again.
type logCheck struct {
	step  int
	n     int // the filtered log's entries when the drag began
	tries int // the wheel again: a panel that opened over the table (a summary) took it
}

const logChecked = 6

// logTurn takes the table's frame for the log's next step, when it is a
// person's decision in season 2 or later; it reports whether it did.
func (d *driver) logTurn(p *Play) bool {
	if d.log.step >= logChecked || p.M.G.Pub.Season < 2 || p.handoff != nil || !p.mine() || p.anims.busy() {
		return false
	}
	r := p.layout(d.app).Log
	x, y := r.CX(), r.CY()
	lh := logLineSt.LineHeight()
	fail := func(format string, args ...any) bool {
		d.err = fmt.Errorf("the log: "+format, args...)
		return true
	}
	switch d.log.step {
	case 0:
		d.script.Push(Input{X: x, Y: y}, Input{X: x, Y: y, Wheel: 1}, Input{X: x, Y: y, Wheel: 1})
	case 1:
		if p.log.back == 0 && d.log.tries < 3 {
			d.log.step, d.log.tries = 0, d.log.tries+1
			return false
		}
		if p.log.back != 2*logWheel {
			return fail("two notches of the wheel: %d entries back", p.log.back)
		}
		if !d.click(onLogFilter(logClues)) {
			return fail("no Clues button")
		}
	case 2:
		if p.log.filter != logClues || p.log.back != 0 {
			return fail("the Clues button: filter %d, %d back", p.log.filter, p.log.back)
		}
		d.log.n = len(p.logEntries())
		d.script.Push(Input{X: x, Y: y}, Input{X: x, Y: y, Click: true, Held: true}, Input{X: x, Y: y + lh + 1, Held: true},
			Input{X: x, Y: y + 2*lh + 1, Held: true}, Input{X: x, Y: y + 2*lh + 1})
	case 3:
		if want := min(2, d.log.n-1); p.log.back != want {
			return fail("a drag of two lines: %d entries back, want %d", p.log.back, want)
		}
		d.script.Key(ebiten.KeyEnd)
	case 4:
		if p.log.back != 0 {
			return fail("End: %d entries back", p.log.back)
		}
		if !d.click(onLogFilter(logAll)) {
			return fail("no All button")
		}
	case 5:
		if p.log.filter != logAll {
			return fail("the All button: filter %d", p.log.filter)
		}
		fmt.Println("reached: log")
	}
	d.log.step++
	return true
}
