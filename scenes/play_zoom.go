package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/render/draw"
	"patron/render/theme"
	"patron/scenes/words"
)

// Map zoom and pan: the wheel over the map (or + and -) zooms around the
// mouse, a drag on the map's empty ground or the arrow keys pan, Home shows
// the whole map again. The board is then drawn in a larger area, of which
// the map's place on the table shows a window.

// zoomView is how far the map is zoomed and where its window stands.
type zoomView struct {
	zoom     float64 // 1: the whole map
	panX     float64 // the window's offset into the zoomed map, layout units
	panY     float64
	dragging bool
	fromX    float64 // where the drag began, and the pan then
	fromY    float64
	pan0X    float64
	pan0Y    float64
}

// Zoom limits and steps.
const (
	maxZoom  = 3.0
	zoomStep = 1.25
	panStep  = 60.0
)

// boardArea is the area the board is drawn in: the map's place on the
// table, or a larger one around it when zoomed.
func (z *zoomView) boardArea(view draw.Rect) draw.Rect {
	k := max(z.zoom, 1)
	z.clamp(view)
	return draw.Rect{X: view.X - z.panX, Y: view.Y - z.panY, W: view.W * k, H: view.H * k}
}

// clamp keeps the window inside the zoomed map.
func (z *zoomView) clamp(view draw.Rect) {
	k := max(z.zoom, 1)
	z.panX = min(max(z.panX, 0), view.W*(k-1))
	z.panY = min(max(z.panY, 0), view.H*(k-1))
}

// zoomAt zooms by f, keeping the point (x, y) of the table where it is.
func (z *zoomView) zoomAt(view draw.Rect, f, x, y float64) {
	old := max(z.zoom, 1)
	k := min(max(old*f, 1), maxZoom)
	// the point's place in the zoomed map, as a fraction of it
	u := (x - view.X + z.panX) / (view.W * old)
	v := (y - view.Y + z.panY) / (view.H * old)
	z.zoom = k
	z.panX = u*view.W*k - (x - view.X)
	z.panY = v*view.H*k - (y - view.Y)
	z.clamp(view)
}

// update zooms and pans for this frame's input; it reports whether the
// input was the map's (a click that began a drag is then not a pick).
func (z *zoomView) update(view draw.Rect, in *Input, onTarget bool) bool {
	over := view.Contains(in.X, in.Y)
	switch {
	case in.Wheel != 0 && over:
		z.zoomAt(view, math.Pow(zoomStep, math.Copysign(1, in.Wheel)), in.X, in.Y)
		return true
	case in.Pressed(ebiten.KeyEqual) || in.Pressed(ebiten.KeyNumpadAdd):
		z.zoomAt(view, zoomStep, view.CX(), view.CY())
		return true
	case in.Pressed(ebiten.KeyMinus) || in.Pressed(ebiten.KeyNumpadSubtract):
		z.zoomAt(view, 1/zoomStep, view.CX(), view.CY())
		return true
	case in.Pressed(ebiten.KeyHome):
		*z = zoomView{}
		return true
	}
	if z.zoom > 1 {
		for key, d := range map[ebiten.Key][2]float64{ebiten.KeyLeft: {-panStep, 0}, ebiten.KeyRight: {panStep, 0},
			ebiten.KeyUp: {0, -panStep}, ebiten.KeyDown: {0, panStep}} {
			if in.Pressed(key) {
				z.panX, z.panY = z.panX+d[0], z.panY+d[1]
				z.clamp(view)
				return true
			}
		}
	}
	switch {
	case in.Click && over && !onTarget && z.zoom > 1:
		z.dragging, z.fromX, z.fromY, z.pan0X, z.pan0Y = true, in.X, in.Y, z.panX, z.panY
		return true
	case z.dragging && in.Held:
		z.panX, z.panY = z.pan0X-(in.X-z.fromX), z.pan0Y-(in.Y-z.fromY)
		z.clamp(view)
		return true
	case z.dragging:
		z.dragging = false
	}
	return false
}

// drawBadge says the map is zoomed, and how to see it whole again.
func (z *zoomView) drawBadge(lang *words.Lang, c *draw.Canvas, view draw.Rect) {
	if z.zoom <= 1 {
		return
	}
	st := draw.TextStyle{Font: theme.Label, Size: 12, Color: theme.Paper}
	text := lang.Sprintf(words.ZoomBadge, z.zoom)
	w := c.Measure(text, st) + 20
	r := draw.Rect{X: view.X + 8, Y: view.Y + 8, W: w, H: 22}
	c.RoundRect(r, 11).Fill(theme.Alpha(theme.Wood, 0.85))
	c.Text(text, r.X+10, r.Y+4, st)
}
