package scenes

import (
	"patron/render/draw"
	"patron/render/theme"
)

// tooltip shows a title and a few lines above an anchor (a hovered card),
// kept inside bounds.
func tooltip(c *draw.Canvas, anchor, bounds draw.Rect, title, body string) {
	tooltipAt(c, anchor, bounds, title, body, false)
}

// tooltipBelow is a tooltip that opens under its anchor (for the toolbar).
func tooltipBelow(c *draw.Canvas, anchor, bounds draw.Rect, title, body string) {
	tooltipAt(c, anchor, bounds, title, body, true)
}

func tooltipAt(c *draw.Canvas, anchor, bounds draw.Rect, title, body string, below bool) {
	const w, pad = 260.0, 10.0
	st := draw.TextStyle{Font: theme.Label, Size: 13, Color: theme.Paper}
	lines := c.Wrap(body, w-2*pad, st)
	h := pad*2 + 20 + float64(len(lines))*st.LineHeight()
	r := draw.Rect{X: anchor.CX() - w/2, Y: anchor.Y - h - 8, W: w, H: h}
	if below {
		r.Y = anchor.Bottom() + 8
	}
	r.X = max(bounds.X+4, min(r.X, bounds.Right()-w-4))
	r.Y = max(bounds.Y+4, r.Y)
	c.Flush() // over everything drawn so far, text included
	c.RoundRect(draw.Rect{X: r.X + 2, Y: r.Y + 3, W: r.W, H: r.H}, 8).Fill(theme.Alpha(theme.Halo, 0.6))
	c.RoundRect(r, 8).Fill(theme.Alpha(theme.Wood, 0.96))
	c.RoundRect(r, 8).Stroke(1.5, theme.Gold)
	c.Text(title, r.X+pad, r.Y+pad-2, draw.TextStyle{Font: theme.Heading, Size: 15, Color: theme.Gold})
	y := r.Y + pad + 20
	for _, l := range lines {
		c.Text(l, r.X+pad, y, st)
		y += st.LineHeight()
	}
}
