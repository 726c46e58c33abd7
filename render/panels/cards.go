package panels

import (
	"math"
	"strings"

	"fmt"
	"image/color"

	"patron/game/box"
	"patron/render/draw"
	"patron/render/theme"
)

// Card proportions: 86 × 120 layout units at the nominal hand size.
const cardW, cardH = 86.0, 120.0

// CardAspect is a Sicario card's width over its height.
const CardAspect = cardW / cardH

var (
	artDark   = theme.Hex(0x2a1f17)
	nightBlue = theme.Hex(0x1f2747)
)

// Card draws one Sicario card face up in r: its name, its figure (a
// silhouette for the cards that place any regular sicario), the End of
// Season mark and its optional payments. highlighted adds a glow.
func Card(c *draw.Canvas, wd *Words, r draw.Rect, card box.Card, highlighted bool) {
	drawCard(c, wd, r, card, highlighted, false)
}

// peekName writes a card's name in the strip of its top that shows: on
// one line, smaller where it must be; a name too long for one line even
// so (German and Russian run long) takes two small tight lines.
func peekName(c *draw.Canvas, text string, r draw.Rect, k float64, st draw.TextStyle) {
	w := r.W - 8*k
	for st.Size > 8*k && c.Measure(text, st) > w {
		st.Size = max(8*k, st.Size*0.94)
	}
	if c.Measure(text, st) <= w {
		c.Text(text, r.CX(), r.Y+5*k, st)
		return
	}
	var lines []string
	for st.Size = 9 * k; ; st.Size = max(6*k, st.Size*0.94) {
		lines = c.Wrap(text, w, st)
		long := len(lines) > 2
		for _, l := range lines {
			long = long || c.Measure(l, st) > w
		}
		if !long || st.Size <= 6*k {
			break
		}
	}
	if len(lines) > 2 {
		lines = []string{lines[0], strings.Join(lines[1:], " ")}
	}
	y := r.Y + 3.5*k
	for _, l := range lines {
		c.Text(fit(c, l, w, st), r.CX(), y, st)
		y += st.LineHeight() * 0.85
	}
}

// drawCard is Card; oneLine writes the name on one line, smaller where it
// must be, for a card of which only the top strip shows (the lowered
// hand).
func drawCard(c *draw.Canvas, wd *Words, r draw.Rect, card box.Card, highlighted, oneLine bool) {
	k := scale(r, cardW, cardH)
	info := card.Info()
	if highlighted {
		glow(c, r, 6*k, k, theme.Highlight)
	}
	cardBody(c, r, k)
	c.RoundRect(r.Inset(3.5*k), 3.5*k).Stroke(max(0.5, 0.7*k), theme.PaperDark)

	// Name, up to two lines (or one).
	name := centered(style(theme.Heading, 12*k, theme.Ink))
	if oneLine {
		peekName(c, wd.CardName[card], r, k, name)
	}
	// Smaller until the longest word fits the card and the name takes two
	// lines at most (German and Russian names run long).
	for name.Size > 8*k {
		long := false
		for _, word := range strings.Fields(wd.CardName[card]) {
			long = long || c.Measure(word, name) > r.W-10*k
		}
		if !long && len(c.Wrap(wd.CardName[card], r.W-10*k, name)) <= 2 {
			break
		}
		name.Size = max(8*k, name.Size*0.94)
	}
	lines := c.Wrap(wd.CardName[card], r.W-10*k, name)
	if oneLine {
		lines = nil
	}
	if len(lines) > 2 {
		lines = []string{lines[0], fit(c, lines[1]+" "+lines[2], r.W-10*k, name)}
	}
	ny := r.Y + 5*k
	if len(lines) == 1 {
		ny += name.LineHeight() * 0.45
	}
	for _, l := range lines {
		c.Text(fit(c, l, r.W-8*k, name), r.CX(), ny, name)
		ny += name.LineHeight() * 0.92
	}

	// The art window.
	art := draw.Rect{X: r.X + 6*k, Y: r.Y + 35*k, W: r.W - 12*k, H: 46 * k}
	cardScene(c, art, k, card)
	figure(c, art.CX()+art.W*0.12, art.Bottom()-1*k, 42*k, info.Figure)
	if info.EndOfSeason {
		moon(c, art.Right()-9*k, art.Y+9*k, 6*k, artDark)
	}
	c.RoundRect(art, 3*k).Stroke(max(0.6, 0.9*k), theme.Ink)

	// The figure's name.
	fig := wd.AnySicario
	if info.Figure != box.NoFigure {
		fig = info.Figure.Name()
	}
	fst := centered(style(theme.Label, 11*k, theme.InkSoft))
	textFit(c, fig, r.CX(), art.Bottom()+8.5*k, r.W-8*k, fst)

	// Bottom: End of Season band, or the payments.
	band := draw.Rect{X: r.X + 4*k, Y: r.Bottom() - 21*k, W: r.W - 8*k, H: 15 * k}
	switch {
	case info.EndOfSeason:
		c.RoundRect(band, 3*k).Fill(nightBlue)
		st := shrink(c, wd.EndSeason, band.W-10*k, centered(style(theme.Heading, 11*k, theme.Paper)), 8*k) // clear of the rounded ends
		textMid(c, wd.EndSeason, band.CX(), band.CY(), st)
	case info.Pay[0] > 0:
		st := centered(style(theme.Heading, 11*k, theme.White))
		labels := []string{fmt.Sprintf(wd.Spend, info.Pay[0])}
		if info.Pay[1] > 0 {
			labels = append(labels, fmt.Sprintf(wd.SpendMore, info.Pay[1]))
		}
		total := 0.0
		ws := make([]float64, len(labels))
		for i, l := range labels {
			ws[i] = c.Measure(l, st) + 10*k
			total += ws[i]
		}
		total += 4 * k * float64(len(labels)-1)
		x := r.CX() - total/2
		for i, l := range labels {
			q := draw.Rect{X: x, Y: band.Y, W: ws[i], H: band.H}
			fill := theme.MoneyGreen
			if i > 0 {
				fill = theme.Mix(theme.MoneyGreen, theme.Ink, 0.3)
			}
			chip(c, q, fill, theme.Ink, k)
			textMid(c, l, q.CX(), q.CY(), st)
			x += ws[i] + 4*k
		}
	}
}

// cardBody is the card's paper with its shadow and edge.
func cardBody(c *draw.Canvas, r draw.Rect, k float64) {
	sh := r
	sh.X += 2 * k
	sh.Y += 3 * k
	c.RoundRect(sh, 6*k).Fill(theme.Alpha(theme.WoodEdge, 0.55))
	c.RoundRect(r, 6*k).Fill(theme.Ink)
	c.RoundRect(r.Inset(1.2*k), 5*k).Fill(theme.Paper)
}

// figure draws a sicario in a hat, feet at (x, y), size tall; a black
// shape with a question mark for a silhouette card. León and La Quica
// stand on their white and black bases.
func figure(c *draw.Canvas, x, y, size float64, f box.Figure) {
	s := size
	look := sicarioLook{suit: theme.Hex(0x0d0a08), tie: theme.Hex(0x0d0a08), band: theme.Hex(0x0d0a08), hat: true}
	skin, hat := theme.Hex(0x0d0a08), theme.Hex(0x0d0a08)
	if f != box.NoFigure {
		look, skin, hat = sicarioLooks[f], theme.Hex(0xc89f7a), theme.Ink
	}
	switch f {
	case box.Leon:
		c.RoundRect(draw.Rect{X: x - s*0.32, Y: y - s*0.08, W: s * 0.64, H: s * 0.1}, s*0.03).Fill(theme.Slot(box.White))
	case box.LaQuica:
		c.RoundRect(draw.Rect{X: x - s*0.32, Y: y - s*0.08, W: s * 0.64, H: s * 0.1}, s*0.03).Fill(theme.Slot(box.Black))
		c.RoundRect(draw.Rect{X: x - s*0.32, Y: y - s*0.08, W: s * 0.64, H: s * 0.1}, s*0.03).Stroke(s*0.02, theme.Muted)
	}
	by := y - s*0.08
	body := []float64{x - s*0.26, by, x + s*0.26, by, x + s*0.22, by - s*0.45, x + s*0.12, by - s*0.56, x - s*0.12, by - s*0.56, x - s*0.22, by - s*0.45}
	c.Polygon(body...).Fill(look.suit)
	if f != box.NoFigure {
		// lapels, a white shirt and the sicario's tie
		lapel := theme.Mix(look.suit, theme.Ink, 0.3)
		c.Polygon(x-s*0.06, by-s*0.55, x+s*0.06, by-s*0.55, x, by-s*0.3).Fill(theme.Hex(0xe8e2d4))
		c.Polygon(x-s*0.02, by-s*0.53, x+s*0.02, by-s*0.53, x+s*0.03, by-s*0.36, x, by-s*0.32, x-s*0.03, by-s*0.36).Fill(look.tie)
		c.Polygon(x-s*0.12, by-s*0.55, x-s*0.03, by-s*0.55, x, by-s*0.33, x-s*0.1, by-s*0.42).Fill(lapel)
		c.Polygon(x+s*0.12, by-s*0.55, x+s*0.03, by-s*0.55, x, by-s*0.33, x+s*0.1, by-s*0.42).Fill(lapel)
		if look.scarf {
			c.Polygon(x-s*0.13, by-s*0.58, x+s*0.13, by-s*0.58, x+s*0.1, by-s*0.5, x-s*0.1, by-s*0.5).Fill(look.tie)
		}
	}
	hy := by - s*0.68
	c.Circle(x, hy, s*0.13, skin)
	if f != box.NoFigure {
		ink := theme.Hex(0x2a1a10)
		switch {
		case look.shades:
			c.Fill(draw.Rect{X: x - s*0.11, Y: hy - s*0.04, W: s * 0.22, H: s * 0.06}, theme.Ink)
		case look.glasses:
			c.Ring(x-s*0.05, hy-s*0.01, s*0.04, s*0.015, ink)
			c.Ring(x+s*0.05, hy-s*0.01, s*0.04, s*0.015, ink)
		}
		if look.moustache {
			c.Polygon(x-s*0.07, hy+s*0.05, x+s*0.07, hy+s*0.05, x+s*0.05, hy+s*0.075, x-s*0.05, hy+s*0.075).Fill(ink)
		}
		if look.beard {
			c.Polygon(x-s*0.12, hy+s*0.02, x+s*0.12, hy+s*0.02, x+s*0.07, hy+s*0.14, x-s*0.07, hy+s*0.14).Fill(ink)
		}
	}
	if look.hat {
		c.Polygon(x-s*0.24, by-s*0.76, x+s*0.24, by-s*0.76, x+s*0.24, by-s*0.8, x-s*0.24, by-s*0.8).Fill(hat)
		c.Polygon(x-s*0.13, by-s*0.79, x+s*0.13, by-s*0.79, x+s*0.11, by-s*0.92, x-s*0.11, by-s*0.92).Fill(hat)
		if f != box.NoFigure {
			c.Fill(draw.Rect{X: x - s*0.125, Y: by - s*0.83, W: s * 0.25, H: s * 0.035}, look.band)
		}
	} else {
		c.NewPath().Arc(x, hy-s*0.02, s*0.13, math.Pi, 2*math.Pi).Close().Fill(theme.Hex(0x2a1a10)) // hair
	}
	if f == box.NoFigure {
		textMid(c, "?", x, by-s*0.3, centered(style(theme.Heading, s*0.3, theme.Alpha(theme.Paper, 0.85))))
	}
}

// moon is the End of Season mark: a crescent.
// bg is the colour behind it.
func moon(c *draw.Canvas, x, y, r float64, bg color.Color) {
	c.Circle(x, y, r, theme.Hex(0xf3e6b0))
	c.Circle(x+r*0.45, y-r*0.3, r*0.85, bg)
}
