package mapview

import (
	"image/color"
	"math"

	"patron/game/box"
	"patron/render/draw"
	"patron/render/theme"
)

// FigureLook is what a miniature shows beyond its place.
type FigureLook struct {
	Down   bool // laid down: inactive for the season
	Locked bool // a lock mark
	Coca   bool // carrying a Coca cube
	Lift   float64
	Glow   color.Color // a highlight ring when it can be chosen (nil: none)
}

// xform turns figure-local points (unit: the figure's height, origin at
// its feet, y up) into layout units, lying the figure down when asked.
type xform struct {
	x, y, s float64
	down    bool
}

func (t xform) pt(px, py float64) (float64, float64) {
	if t.down { // rotate 90°: the figure lies on its back, head to the right
		return t.x + py*t.s - 0.25*t.s, t.y - px*t.s - 0.12*t.s
	}
	return t.x + px*t.s, t.y - py*t.s
}

func (t xform) poly(c *draw.Canvas, pts ...float64) *draw.Path {
	flat := make([]float64, len(pts))
	for i := 0; i+1 < len(pts); i += 2 {
		flat[i], flat[i+1] = t.pt(pts[i], pts[i+1])
	}
	return c.Polygon(flat...)
}

func shadow(c *draw.Canvas, x, y, s float64) {
	c.NewPath().Arc(x+s*0.12, y+s*0.02, s*0.32, 0, 2*math.Pi).Close().Fill(theme.Alpha(theme.Halo, 0.35))
}

// Hunter draws a hunter miniature in its faction's colour with the
// faction's emblem on its chest, feet at (x, y).
func Hunter(c *draw.Canvas, h box.Hunter, x, y, size float64, look FigureLook) {
	f := h.Faction()
	col := c.Palette.Faction(f)
	t := xform{x, y - look.Lift, size, look.Down}
	shadow(c, x, y, size)
	if look.Glow != nil {
		c.Ring(x, y-size*0.45, size*0.62, 2, look.Glow)
	}
	body := []float64{-0.3, 0, 0.3, 0, 0.26, 0.5, 0.18, 0.66, -0.18, 0.66, -0.26, 0.5}
	t.poly(c, body...).Stroke(size*0.09, theme.Ink)
	t.poly(c, body...).Fill(col)
	hx, hy := t.pt(0, 0.8)
	c.Circle(hx, hy, size*0.17, theme.Ink)
	c.Circle(hx, hy, size*0.13, theme.Mix(col, theme.White, 0.25))
	ex, ey := t.pt(0, 0.34)
	Emblem(c, f, ex, ey, size*0.14, theme.White)
	marks(c, x, y, size, look)
}

// Sicario draws a sicario miniature: a dark figure in a hat on a base of
// its slot's colour, with the slot's letter on its chest.
func Sicario(c *draw.Canvas, s box.Slot, x, y, size float64, look FigureLook) {
	t := xform{x, y - look.Lift, size, look.Down}
	shadow(c, x, y, size)
	if look.Glow != nil {
		c.Ring(x, y-size*0.45, size*0.62, 2, look.Glow)
	}
	base := []float64{-0.34, -0.04, 0.34, -0.04, 0.34, 0.1, -0.34, 0.1}
	t.poly(c, base...).Stroke(size*0.08, theme.Ink)
	t.poly(c, base...).Fill(theme.Slot(s))
	suit := theme.Hex(0x2a2622)
	body := []float64{-0.24, 0.1, 0.24, 0.1, 0.2, 0.55, 0.12, 0.66, -0.12, 0.66, -0.2, 0.55}
	t.poly(c, body...).Stroke(size*0.08, theme.Ink)
	t.poly(c, body...).Fill(suit)
	hx, hy := t.pt(0, 0.77)
	c.Circle(hx, hy, size*0.13, theme.Hex(0xc89f7a))
	// the hat: brim and crown
	t.poly(c, -0.22, 0.84, 0.22, 0.84, 0.22, 0.89, -0.22, 0.89).Fill(theme.Ink)
	t.poly(c, -0.12, 0.88, 0.12, 0.88, 0.1, 1.0, -0.1, 1.0).Fill(theme.Ink)
	lx, ly := t.pt(0, 0.4)
	c.Circle(lx, ly, size*0.15, theme.Slot(s))
	c.Text(string(s.Letter()), lx, ly-size*0.13, draw.TextStyle{Font: theme.Heading, Size: size * 0.24, Color: theme.OnSlot(s), Align: draw.Center})
	marks(c, x, y, size, look)
}

// marks adds the lock and the Coca cube beside a figure.
func marks(c *draw.Canvas, x, y, size float64, look FigureLook) {
	if look.Coca {
		Cube(c, x+size*0.32, y-size*0.18, size*0.2)
	}
	if look.Locked {
		Padlock(c, x-size*0.34, y-size*0.72, size*0.22)
	}
}

// Cube is a Coca cube: a small white block with a shaded side.
func Cube(c *draw.Canvas, x, y, s float64) {
	c.Fill(draw.Rect{X: x - s/2 - 0.6, Y: y - s/2 - 0.6, W: s + 1.2, H: s + 1.2}, theme.Ink)
	c.Fill(draw.Rect{X: x - s/2, Y: y - s/2, W: s, H: s}, theme.White)
	c.Fill(draw.Rect{X: x + s/6, Y: y - s/2, W: s / 3, H: s}, theme.Hex(0xc8c8c8))
}

// Padlock marks a locked hunter.
func Padlock(c *draw.Canvas, x, y, s float64) {
	c.Ring(x, y-s*0.35, s*0.38, s*0.18, theme.Ink)
	c.Fill(draw.Rect{X: x - s*0.55, Y: y - s*0.2, W: s * 1.1, H: s * 0.85}, theme.Ink)
	c.Fill(draw.Rect{X: x - s*0.42, Y: y - s*0.08, W: s * 0.84, H: s * 0.62}, theme.Gold)
}

// Emblem draws a faction's shape: DEA a shield, Policía a star, Cali a
// diamond, Los Pepes a skull, so colour is never the only cue.
func Emblem(c *draw.Canvas, f box.Faction, x, y, r float64, col color.Color) {
	switch f {
	case box.DEA:
		c.NewPath().MoveTo(x-r, y-r).LineTo(x+r, y-r).LineTo(x+r, y).QuadTo(x+r, y+r*0.7, x, y+r*1.1).
			QuadTo(x-r, y+r*0.7, x-r, y).Close().Fill(col)
	case box.Policia:
		c.Star(x, y, r*1.2).Fill(col)
	case box.Cali:
		c.Polygon(x, y-r*1.2, x+r*0.85, y, x, y+r*1.2, x-r*0.85, y).Fill(col)
	default: // Los Pepes
		c.Circle(x, y-r*0.15, r*0.9, col)
		c.Fill(draw.Rect{X: x - r*0.5, Y: y + r*0.4, W: r, H: r * 0.6}, col)
		dark := theme.Ink
		c.Circle(x-r*0.35, y-r*0.2, r*0.25, dark)
		c.Circle(x+r*0.35, y-r*0.2, r*0.25, dark)
	}
}
