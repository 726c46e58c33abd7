// Package panels draws the game's paper pieces around the map: the Patrón
// and Action dashboards, the faction cards, the Sicario cards and the hand,
// the hiding sheet and the glory and income tracks. Every function draws in
// the rectangle it is given and scales with it.
package panels

import (
	"image/color"
	"strings"

	"patron/render/draw"
	"patron/render/theme"
)

// scale is the factor from a panel's nominal size to r: every length in a
// panel is a nominal length times this.
func scale(r draw.Rect, nomW, nomH float64) float64 {
	return min(r.W/nomW, r.H/nomH)
}

// paper draws a paper panel with a soft shadow on the wood.
func paper(c *draw.Canvas, r draw.Rect, k float64) {
	sh := r
	sh.X += 2 * k
	sh.Y += 3 * k
	c.RoundRect(sh, 6*k).Fill(theme.Alpha(theme.WoodEdge, 0.6))
	c.RoundRect(r, 6*k).Fill(theme.Paper)
	c.RoundRect(r.Inset(3*k), 4*k).Stroke(max(0.6, 0.8*k), theme.PaperDark)
}

// style is a text style.
func style(f theme.Font, size float64, col color.Color) draw.TextStyle {
	return draw.TextStyle{Font: f, Size: size, Color: col}
}

func centered(st draw.TextStyle) draw.TextStyle { st.Align = draw.Center; return st }
func right(st draw.TextStyle) draw.TextStyle    { st.Align = draw.Right; return st }

// textMid draws a line whose capitals are vertically centred on cy.
func textMid(c *draw.Canvas, s string, x, cy float64, st draw.TextStyle) {
	c.Text(s, x, cy-st.Size*0.62, st)
}

// textFit writes s left-aligned at x, vertically centred on cy, within w:
// smaller (down to seven tenths of its size) when it is too long, and cut
// with an ellipsis only if even that is not enough.
func textFit(c *draw.Canvas, s string, x, cy, w float64, st draw.TextStyle) {
	st = shrink(c, s, w, st, st.Size*0.7)
	textMid(c, fit(c, s, w, st), x, cy, st)
}

// fit cuts s with an ellipsis so that it is no wider than w.
func fit(c *draw.Canvas, s string, w float64, st draw.TextStyle) string {
	if c.Measure(s, st) <= w {
		return s
	}
	draw.ReportOverflow(s)
	r := []rune(s)
	for n := len(r) - 1; n > 0; n-- {
		t := strings.TrimRight(string(r[:n]), " ") + "…"
		if c.Measure(t, st) <= w {
			return t
		}
	}
	return ""
}

// shortPlace shortens a place's name to fit w, when it must, by leaving
// out its first words ("San José del Guaviare" → "Guaviare", never starting
// on "de" or "del"), at a size down to seven tenths of st's. It is an
// abbreviation, not a cut: the map shows the whole name. ok is false when
// even the last word does not fit.
func shortPlace(c *draw.Canvas, prefix, name string, w float64, st draw.TextStyle) (text string, small draw.TextStyle, ok bool) {
	words := strings.Fields(name)
	for i := range words {
		rest := words[i:]
		for len(rest) > 1 && (rest[0] == "de" || rest[0] == "del" || rest[0] == "la" || rest[0] == "el") {
			rest = rest[1:]
		}
		t := prefix + strings.Join(rest, " ")
		if small = shrink(c, t, w, st, st.Size*0.7); c.Measure(t, small) <= w {
			return t, small, true
		}
	}
	return prefix + name, small, false
}

// shortName shortens a person's name to fit w: given names become
// initials ("Gilberto Rodríguez" → "G. Rodríguez"), then an ellipsis.
func shortName(c *draw.Canvas, s string, w float64, st draw.TextStyle) string {
	if c.Measure(s, st) <= w {
		return s
	}
	words := strings.Fields(s)
	if len(words) > 1 {
		for i := range words[:len(words)-1] {
			r := []rune(words[i])
			words[i] = string(r[0]) + "."
		}
		s = strings.Join(words, " ")
	}
	return fit(c, s, w, st)
}

// shrink makes st smaller, down to floor, until s fits in w.
func shrink(c *draw.Canvas, s string, w float64, st draw.TextStyle, floor float64) draw.TextStyle {
	for st.Size > floor && c.Measure(s, st) > w {
		st.Size = max(floor, st.Size*0.94)
	}
	return st
}

// chip is a small rounded label with a fill.
func chip(c *draw.Canvas, r draw.Rect, fill, line color.Color, k float64) {
	c.RoundRect(r, min(r.H/2, 4*k)).Fill(fill)
	if line != nil {
		c.RoundRect(r, min(r.H/2, 4*k)).Stroke(max(0.6, 0.8*k), line)
	}
}

// cardBackSmall is a face-down card drawn as a tiny dark rectangle.
func cardBackSmall(c *draw.Canvas, r draw.Rect, k float64) {
	c.RoundRect(r, 2*k).Fill(theme.Ink)
	c.RoundRect(r.Inset(max(0.8, r.W*0.12)), 1.5*k).Fill(theme.Hex(0x6b2a1e))
	c.RoundRect(r.Inset(max(0.8, r.W*0.12)), 1.5*k).Stroke(max(0.5, 0.6*k), theme.Gold)
}

// stack draws n face-down cards fanned slightly, the count on the top one.
func stack(c *draw.Canvas, r draw.Rect, n int, k float64) {
	if n <= 0 {
		c.RoundRect(r, 2*k).Stroke(max(0.6, 0.8*k), theme.Muted)
		return
	}
	d := 1.8 * k
	for i := min(n, 4) - 1; i >= 0; i-- {
		q := r
		q.X += float64(i) * d
		q.Y -= float64(i) * d
		cardBackSmall(c, q, k)
	}
}

// check draws a tick mark centred on (x, y).
func check(c *draw.Canvas, x, y, s float64, col color.Color) {
	c.NewPath().MoveTo(x-s*0.45, y).LineTo(x-s*0.1, y+s*0.35).LineTo(x+s*0.5, y-s*0.4).Stroke(s*0.22, col)
}

// cross draws an X centred on (x, y).
func cross(c *draw.Canvas, x, y, s float64, width float64, col color.Color) {
	c.Line(x-s/2, y-s/2, x+s/2, y+s/2, width, col)
	c.Line(x-s/2, y+s/2, x+s/2, y-s/2, width, col)
}

// glow is a soft highlight around a rectangle.
func glow(c *draw.Canvas, r draw.Rect, radius, k float64, col color.RGBA) {
	for i, a := range []float64{0.18, 0.3, 0.55} {
		d := (3 - float64(i)) * 1.6 * k
		c.RoundRect(r.Inset(-d), radius+d).Stroke(1.6*k, theme.Alpha(col, a))
	}
}

// rangeIcon is the range mark: a ring with a dot, centred on (x, y).
func rangeIcon(c *draw.Canvas, x, y, s float64, col color.Color) {
	c.Ring(x, y, s*0.42, s*0.14, col)
	c.Circle(x, y, s*0.14, col)
}
