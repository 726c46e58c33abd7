package mapview

import (
	"image/color"

	"patron/game/board"
	"patron/render/draw"
	"patron/render/theme"
)

// drawLit marks the places a clue of the clue sheet left possible: white
// corner brackets edged in ink around each, like a viewfinder (a shape of
// their own: a choice's rings are round and yellow, the deduction
// overlay's diamonds sky blue; white on ink reads in every colour
// vision), every other place a little dimmed.
func (b *Board) drawLit(c *draw.Canvas, sc *Scene) {
	if sc.Lit == 0 {
		return
	}
	p := b.Proj
	m := p.MarkerSize
	for l := range board.N {
		x, y := p.Loc[l][0], p.Loc[l][1]
		if !sc.Lit.Has(board.Loc(l)) {
			c.Circle(x, y, m*1.4, theme.Alpha(theme.Halo, 0.45))
			continue
		}
		Brackets(c, x, y, m*2.7, m*1.2)
	}
}

// Brackets are a clue's mark: four corners of a square of half-side r
// around (x, y), drawn with strokes of about w.
func Brackets(c *draw.Canvas, x, y, r, w float64) {
	k := r * 0.55
	for _, pass := range []struct {
		width float64
		col   color.RGBA
	}{{w * 0.75, theme.Alpha(theme.Ink, 0.85)}, {w * 0.4, theme.White}} {
		for _, s := range [4][2]float64{{-1, -1}, {1, -1}, {1, 1}, {-1, 1}} {
			cx, cy := x+s[0]*r, y+s[1]*r
			c.NewPath().MoveTo(cx-s[0]*k, cy).LineTo(cx, cy).LineTo(cx, cy-s[1]*k).Stroke(pass.width, pass.col)
		}
	}
}
