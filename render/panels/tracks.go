package panels

import (
	"fmt"
	"strconv"

	"patron/game/box"
	"patron/render/draw"
	"patron/render/theme"
)

// GloryTrack draws the glorification track 0–20 as a row of numbered boxes
// in r, the marker on glory. The last box, a win, is gold.
func GloryTrack(c *draw.Canvas, r draw.Rect, glory int) {
	n := box.GloryToWin + 1
	bw := r.W / float64(n)
	k := min(r.H/26, bw/38)
	glory = max(0, min(glory, box.GloryToWin))
	c.RoundRect(draw.Rect{X: r.X + 1.5*k, Y: r.Y + 2*k, W: r.W, H: r.H}, 4*k).Fill(theme.Alpha(theme.WoodEdge, 0.6))
	c.RoundRect(r, 4*k).Fill(theme.Ink)
	for i := 0; i < n; i++ {
		q := draw.Rect{X: r.X + float64(i)*bw, Y: r.Y, W: bw, H: r.H}.Inset(1 * k)
		fill := theme.Paper
		switch {
		case i == box.GloryToWin:
			fill = theme.Gold
		case i%5 == 0:
			fill = theme.PaperDark
		}
		c.RoundRect(q, 2.5*k).Fill(fill)
		ink := theme.Ink
		if i == glory {
			c.RoundRect(q.Inset(-0.5*k), 3*k).Fill(theme.PatronRed)
			c.RoundRect(q.Inset(1.5*k), 2*k).Stroke(1.2*k, theme.Gold)
			ink = theme.White
		}
		st := centered(style(theme.Heading, min(14*k, q.H*0.6), ink))
		if i == box.GloryToWin {
			c.Star(q.X+q.W*0.2, q.CY(), min(q.H*0.3, q.W*0.16)).Fill(theme.Alpha(theme.Ink, 0.6))
			textMid(c, strconv.Itoa(i), q.CX()+q.W*0.12, q.CY(), st)
			continue
		}
		textMid(c, strconv.Itoa(i), q.CX(), q.CY(), st)
	}
}

// IncomeTrack draws the Lab income track 0–20 as a column of boxes in r,
// 0 at the bottom, each with its position and the money it pays at End of
// Season (the pay bands alternate in tint), the marker on income.
func IncomeTrack(c *draw.Canvas, r draw.Rect, income int) {
	n := box.TrackMax + 1
	bh := r.H / float64(n)
	k := min(r.W/26, bh/36)
	income = max(0, min(income, box.TrackMax))
	c.RoundRect(draw.Rect{X: r.X + 1.5*k, Y: r.Y + 2*k, W: r.W, H: r.H}, 4*k).Fill(theme.Alpha(theme.WoodEdge, 0.6))
	c.RoundRect(r, 4*k).Fill(theme.Ink)
	band := 0
	for i := 0; i < n; i++ {
		if i > 0 && box.Income(i) != box.Income(i-1) {
			band++
		}
		q := draw.Rect{X: r.X, Y: r.Bottom() - float64(i+1)*bh, W: r.W, H: bh}.Inset(1 * k)
		fill := theme.Paper
		if band%2 == 1 {
			fill = theme.PaperDark
		}
		c.RoundRect(q, 2.5*k).Fill(fill)
		ink, money := theme.Ink, theme.MoneyGreen
		if i == income {
			c.RoundRect(q.Inset(-0.5*k), 3*k).Fill(theme.LabGlass)
			c.RoundRect(q.Inset(-0.5*k), 3*k).Stroke(1.6*k, theme.Ink)
			money = theme.Hex(0x1f5a1c)
		}
		size := min(11*k, q.W*0.45)
		textMid(c, strconv.Itoa(i), q.CX(), q.Y+q.H*0.3, centered(style(theme.Heading, size, ink)))
		textMid(c, fmt.Sprintf("$%d", box.Income(i)), q.CX(), q.Y+q.H*0.72, centered(style(theme.Label, size, money)))
	}
}
