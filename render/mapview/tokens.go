package mapview

import (
	"math"

	"patron/render/draw"
	"patron/render/theme"
)

// Blockade is the Blockade side of the two-sided token: yellow and black
// stripes.
func Blockade(c *draw.Canvas, x, y, s float64) {
	r := draw.Rect{X: x - s/2, Y: y - s/2, W: s, H: s}
	c.Fill(r.Inset(-1), theme.Ink)
	c.Fill(r, theme.BlockadeYellow)
	// diagonal stripes u+v = k, clipped to the unit square
	for k := 0.25; k < 2; k += 0.5 {
		u0, u1 := math.Max(0, k-1), math.Min(1, k)
		c.Line(r.X+u0*s, r.Y+(k-u0)*s, r.X+u1*s, r.Y+(k-u1)*s, s*0.16, theme.BlockadeBlack)
	}
}

// Controlled is the other side: deep red with a crown.
func Controlled(c *draw.Canvas, x, y, s float64) {
	r := draw.Rect{X: x - s/2, Y: y - s/2, W: s, H: s}
	c.Fill(r.Inset(-1), theme.Ink)
	c.Fill(r, theme.ControlledRed)
	w, h := s*0.7, s*0.45
	bx, by := x-w/2, y+h/2
	c.Polygon(bx, by, bx, by-h, bx+w*0.25, by-h*0.5, bx+w*0.5, by-h, bx+w*0.75, by-h*0.5, bx+w, by-h, bx+w, by).Fill(theme.Gold)
}

// Lab is a flask, with a white cube in it when it holds Coca.
func Lab(c *draw.Canvas, x, y, s float64, coca bool) {
	c.Circle(x, y, s*0.6, theme.Ink)
	c.Circle(x, y, s*0.52, theme.Paper)
	w := s * 0.5
	top, bot := y-s*0.38, y+s*0.3
	flask := []float64{x - w*0.2, top, x + w*0.2, top, x + w*0.2, y - s*0.1, x + w*0.6, bot, x - w*0.6, bot, x - w*0.2, y - s*0.1}
	c.Polygon(flask...).Fill(theme.LabGlass)
	c.Polygon(flask...).Stroke(s*0.07, theme.Ink)
	if coca {
		Cube(c, x, y+s*0.1, s*0.26)
	}
}

// Party is a confetti disc.
func Party(c *draw.Canvas, x, y, s float64) {
	c.Circle(x, y, s*0.55, theme.Ink)
	c.Circle(x, y, s*0.48, theme.PartyPink)
	dots := [...]struct {
		a, r float64
		col  uint32
	}{{0.3, 0.25, 0xfff27a}, {1.6, 0.3, 0x7af0ff}, {2.8, 0.22, 0xffffff}, {4.2, 0.3, 0x9cff7a}, {5.3, 0.2, 0xfff27a}}
	for _, d := range dots {
		c.Circle(x+math.Cos(d.a)*d.r*s, y+math.Sin(d.a)*d.r*s, s*0.08, theme.Hex(d.col))
	}
}

// Money is a green banknote.
func Money(c *draw.Canvas, x, y, s float64) {
	r := draw.Rect{X: x - s*0.6, Y: y - s*0.35, W: s * 1.2, H: s * 0.7}
	c.Fill(r.Inset(-0.8), theme.Ink)
	c.Fill(r, theme.MoneyGreen)
	c.Text("$", x, y-s*0.33, draw.TextStyle{Font: theme.Heading, Size: s * 0.55, Color: theme.Paper, Align: draw.Center})
}

// Pin is a hideout marker: a translucent blue pin the Factions place.
func Pin(c *draw.Canvas, x, y, s float64) {
	col := theme.Alpha(theme.MarkerBlue, 0.8)
	c.Polygon(x-s*0.28, y-s*0.75, x+s*0.28, y-s*0.75, x, y).Fill(col)
	c.Circle(x, y-s*0.85, s*0.35, col)
	c.Ring(x, y-s*0.85, s*0.35, 1, theme.Alpha(theme.White, 0.8))
}

// PatronToken marks a revealed hideout: a red disc with the Patrón's hat.
func PatronToken(c *draw.Canvas, x, y, s float64) {
	c.Circle(x, y, s*0.62, theme.Ink)
	c.Circle(x, y, s*0.55, theme.PatronRed)
	c.Polygon(x-s*0.4, y+s*0.12, x+s*0.4, y+s*0.12, x+s*0.4, y+s*0.2, x-s*0.4, y+s*0.2).Fill(theme.Ink)
	c.Polygon(x-s*0.22, y+s*0.13, x+s*0.22, y+s*0.13, x+s*0.17, y-s*0.3, x-s*0.17, y-s*0.3).Fill(theme.Ink)
}

// Hideout marks the Patrón's own hideout, in his view only.
func Hideout(c *draw.Canvas, x, y, s float64) {
	c.Ring(x, y, s*0.9, s*0.18, theme.Alpha(theme.PatronRed, 0.9))
	c.Ring(x, y, s*1.15, s*0.08, theme.Alpha(theme.White, 0.7))
}
