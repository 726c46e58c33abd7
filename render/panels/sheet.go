package panels

import (
	"fmt"
	"strconv"

	"patron/game"
	"patron/game/board"
	"patron/render/draw"
	"patron/render/theme"
)

var (
	penBlue    = theme.Hex(0x1f3a93)
	ruleBlue   = theme.Hex(0x9fb4d8)
	marginRed  = theme.Hex(0xd07a7a)
	markerBand = theme.Hex(0xf6e27a)
)

// Sheet draws the Patrón's hiding sheet: one line per hideout, oldest at
// the top (the newest lines when they do not all fit), with its season,
// the location's name and id, the money paid to move there, and a mark on
// hideouts chosen after an escape. The current hideout is underlined with a
// marker. It shows secrets: draw it only in the Patrón's own view.
func Sheet(c *draw.Canvas, wd *Words, r draw.Rect, sheet []game.SheetEntry) {
	k := scale(r, 200, 150)
	// A sheet torn from a pad: paper with ruled lines and a red margin.
	sh := r
	sh.X += 2 * k
	sh.Y += 3 * k
	c.Fill(sh, theme.Alpha(theme.WoodEdge, 0.6))
	c.Fill(r, theme.Hex(0xf4efe2))
	for x := r.X + 6*k; x < r.Right()-3*k; x += 10 * k {
		c.Circle(x, r.Y+3*k, 1.6*k, theme.Alpha(theme.WoodEdge, 0.7))
	}
	head := style(theme.Heading, 12*k, theme.Ink)
	textMid(c, wd.Sheet, r.X+8*k, r.Y+15*k, head)
	top := r.Y + 25*k
	rowH := 16 * k
	rows := int((r.Bottom() - 4*k - top) / rowH)
	for i := 0; i <= rows; i++ {
		y := top + float64(i)*rowH
		c.Line(r.X+2*k, y, r.Right()-2*k, y, max(0.5, 0.6*k), ruleBlue)
	}
	mx := r.X + 34*k
	c.Line(mx, r.Y+6*k, mx, r.Bottom()-2*k, max(0.6, 0.8*k), marginRed)
	if len(sheet) == 0 {
		textMid(c, wd.SheetNone, mx+6*k, top+rowH/2, style(theme.Label, 11*k, theme.Muted))
		return
	}
	first := 0
	if len(sheet) > rows {
		first = len(sheet) - rows + 1 // one row for the "…"
		textMid(c, "…", mx+6*k, top+rowH/2, style(theme.Heading, 11*k, penBlue))
		top += rowH
	}
	ink := style(theme.Label, 11*k, penBlue)
	bold := style(theme.Heading, 11*k, penBlue)
	payX := r.Right() - 22*k
	escX := r.Right() - 8*k
	for i, e := range sheet[first:] {
		cy := top + rowH*(float64(i)+0.5)
		if first+i == len(sheet)-1 {
			c.Fill(draw.Rect{X: mx + 1*k, Y: cy - rowH/2 + 1.5*k, W: r.Right() - mx - 3*k, H: rowH - 2.5*k}, theme.Alpha(markerBand, 0.55))
		}
		season := wd.SheetStart
		if e.Season > 0 {
			season = wd.SeasonShort + strconv.Itoa(e.Season)
		}
		textFit(c, season, r.X+5*k, cy, mx-r.X-7*k, bold) // inside the margin: "start" runs long in some languages
		locW := payX - 24*k - (mx + 5*k)
		var id, name string
		if e.Loc != board.NoLoc {
			id, name = board.Map.ID[e.Loc], board.Map.Name[e.Loc]
		}
		idW := c.Measure(id, bold)
		// A long name gives up its first words ("Caguán"): the id beside it
		// says which place it is.
		short, st, ok := shortPlace(c, "", name, locW-idW-4*k, ink)
		if !ok {
			short = fit(c, short, locW-idW-4*k, st)
		}
		textMid(c, short, mx+5*k, cy, st)
		textMid(c, id, mx+5*k+locW, cy, right(bold))
		if e.Paid > 0 {
			textMid(c, fmt.Sprintf("$%d", e.Paid), payX, cy, right(bold))
		}
		if e.Escape {
			escapeMark(c, escX, cy, 10*k)
		}
	}
}

// escapeMark: an arrow leaving a box, in red pen.
func escapeMark(c *draw.Canvas, x, y, s float64) {
	col := theme.Danger
	w := s * 0.12
	c.NewPath().MoveTo(x+s*0.1, y-s*0.45).LineTo(x-s*0.45, y-s*0.45).LineTo(x-s*0.45, y+s*0.45).LineTo(x+s*0.1, y+s*0.45).Stroke(w, col)
	c.Line(x-s*0.15, y, x+s*0.5, y, w, col)
	c.Polygon(x+s*0.55, y, x+s*0.3, y-s*0.22, x+s*0.3, y+s*0.22).Fill(col)
}
