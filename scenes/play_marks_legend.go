package scenes

import (
	"patron/render/draw"
	"patron/render/mapview"
	"patron/render/theme"
	"patron/scenes/words"
)

// drawMarksLegend explains the deduction overlay and the Factions' marks
// where the Patrón's sheet stands in his view: what the diamonds light,
// the two kinds of marker and the note, and the keys that set them. It
// grows downwards to hold its words in every language.
func (p *Play) drawMarksLegend(a *App, c *draw.Canvas, l tableLayout) {
	lang := a.Lang
	const pad, icon, gap = 8.0, 16.0, 12.0
	st := OnWood(12)
	r := l.Legend
	w := r.W - 2*pad
	head := c.Wrap(lang.Sprintf(words.DeductionLegend, p.view.Public.Possible.Count()), w-icon-6, st)
	keys := c.Wrap(lang.T(words.MarkKeys), w, st)
	type item struct {
		x, y float64
		text string
		draw func(x, y float64)
	}
	items := []item{
		{text: lang.T(words.MarkSuspect), draw: func(x, y float64) { mapview.Pin(c, x, y+icon*0.45, icon) }},
		{text: lang.T(words.MarkRuledOut), draw: func(x, y float64) { mapview.RuledOut(c, x, y, icon*0.95) }},
		{text: lang.T(words.MarkNote), draw: func(x, y float64) { mapview.NoteSlip(c, x, y, icon*0.9) }},
	}
	lh := st.LineHeight()
	y := r.Y + pad + float64(len(head))*lh + 4
	x := r.X + pad
	for i := range items {
		iw := icon + 4 + c.Measure(items[i].text, st)
		if x > r.X+pad && x+iw > r.X+pad+w {
			x, y = r.X+pad, y+lh+4
		}
		items[i].x, items[i].y = x, y
		x += iw + gap
	}
	y += lh + 6
	r.H = y + float64(len(keys))*lh + pad - 2 - r.Y
	c.RoundRect(r, 6).Fill(theme.Alpha(theme.Wood, 0.9))
	// the overlay's own sign: a small diamond before its words
	dx, dy, d := r.X+pad+icon/2, r.Y+pad+lh/2, icon*0.45
	pts := []float64{dx, dy - d, dx + d, dy, dx, dy + d, dx - d, dy}
	c.Polygon(pts...).Fill(theme.Alpha(mapview.DeduceLight, 0.3))
	c.Polygon(pts...).Stroke(2, mapview.DeduceLight)
	ty := r.Y + pad
	for _, ln := range head {
		c.Text(ln, r.X+pad+icon+6, ty, st)
		ty += lh
	}
	for _, it := range items {
		it.draw(it.x+icon/2, it.y+lh/2)
		c.Text(it.text, it.x+icon+4, it.y, st)
	}
	ky := y
	for _, ln := range keys {
		c.Text(ln, r.X+pad, ky, draw.TextStyle{Font: st.Font, Size: st.Size, Color: theme.Alpha(theme.Paper, 0.8)})
		ky += lh
	}
}
