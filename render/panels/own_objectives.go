package panels

import (
	"patron/game/box"
	"patron/render/draw"
)

// ownObjectiveHits are where the Patrón's face-down objectives of a slot
// are named on his dashboard (objectiveSlots: one a line, the last line
// joining the rest with commas), so that his screen explains each on hover
// as it does a revealed one. Only his view names them: nothing is added
// without his secrets.
func ownObjectiveHits(c *draw.Canvas, wd *Words, objs []box.Objective, lines int, x, cy, rowH, right float64, st draw.TextStyle, hits *DashboardHits) {
	sep := c.Measure(", ", st)
	lx := x
	for j, o := range objs {
		line := min(j, lines-1)
		if j > 0 && line == j { // a line of its own
			lx = x
		}
		w := min(c.Measure(wd.ObjectiveName[o], st), right-lx)
		if w <= 0 {
			return
		}
		hits.Objectives = append(hits.Objectives, ObjectiveHit{o, draw.Rect{X: lx, Y: cy + float64(line)*rowH - rowH/2, W: w, H: rowH}})
		lx += w + sep
	}
}
