package mapview

import (
	"patron/game/board"
	"patron/render/draw"
	"patron/render/theme"
)

// DeduceLight is the colour of the deduction overlay's lit places: a light
// sky blue, far from the yellow of a choice's rings in every colour vision
// (ΔE00 40 or more, marks_test.go); its diamond shape tells them apart too.
var DeduceLight = theme.Hex(0x6fd3ff)

// drawDeduction shows where the Patrón can still be: a diamond on each
// possible place (a choice's rings are round and yellow), and every other
// place dimmed.
func (b *Board) drawDeduction(c *draw.Canvas, sc *Scene) {
	p := b.Proj
	m := p.MarkerSize
	for l := range board.N {
		x, y := p.Loc[l][0], p.Loc[l][1]
		if !sc.Pub.Possible.Has(board.Loc(l)) {
			c.Circle(x, y, m*1.5, theme.Alpha(theme.Halo, 0.55))
			continue
		}
		d := m * 2.5
		pts := []float64{x, y - d, x + d, y, x, y + d, x - d, y}
		c.Polygon(pts...).Fill(theme.Alpha(DeduceLight, 0.22))
		c.Polygon(pts...).Stroke(m*0.55, theme.Alpha(theme.Halo, 0.7))
		c.Polygon(pts...).Stroke(m*0.3, DeduceLight)
	}
}

// drawMarks draws the Factions' marks on a place whose marker sits at
// (x, y): a suspect pin or a ruled-out cross, and a slip of paper when
// the place bears a note.
func (b *Board) drawMarks(c *draw.Canvas, sc *Scene, loc board.Loc, x, y float64) {
	m := b.Proj.MarkerSize
	switch {
	case sc.Markers.Has(loc):
		Pin(c, x-m*1.1, y-m*0.2, m*2.7)
	case sc.Ruled.Has(loc):
		RuledOut(c, x-m*1.6, y-m*1.4, m*2)
	}
	if sc.Noted.Has(loc) {
		NoteSlip(c, x+m*1.4, y-m*1.6, m*1.9)
	}
}

// RuledOut is a place the Factions think the Patrón is not at: a dark
// disc crossed in white, unlike the pin of a suspect place in shape and
// in tone.
func RuledOut(c *draw.Canvas, x, y, s float64) {
	c.Circle(x, y, s*0.62, theme.Alpha(theme.White, 0.85))
	c.Circle(x, y, s*0.52, theme.Ink)
	k := s * 0.27
	c.Line(x-k, y-k, x+k, y+k, s*0.17, theme.White)
	c.Line(x-k, y+k, x+k, y-k, s*0.17, theme.White)
}

// NoteSlip is a note on a place: a slip of paper with two lines written.
func NoteSlip(c *draw.Canvas, x, y, s float64) {
	r := draw.Rect{X: x - s*0.4, Y: y - s*0.5, W: s * 0.8, H: s}
	c.Fill(r.Inset(-1), theme.Ink)
	c.Fill(r, theme.Paper)
	c.Polygon(r.Right()-s*0.28, r.Y, r.Right(), r.Y, r.Right(), r.Y+s*0.28).Fill(theme.Ink)
	for i := range 3 {
		ly := r.Y + s*(0.35+0.2*float64(i))
		c.Line(r.X+s*0.14, ly, r.Right()-s*0.14, ly, s*0.07, theme.InkSoft)
	}
}
