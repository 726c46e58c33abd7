package scenes

import (
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/render/draw"
)

// Zooming keeps the point under the mouse where it is; the window never
// leaves the zoomed map; a drag pans, Home shows the whole map again, and
// at the whole map a click on the ground is no drag (it may be a pick).
func TestZoomAroundTheMouse(t *testing.T) {
	view := draw.Rect{X: 26, Y: 26, W: 827, H: 774}
	var z zoomView
	mx, my := 300.0, 200.0
	before := z.boardArea(view)
	u, v := (mx-before.X)/before.W, (my-before.Y)/before.H
	if !z.update(view, &Input{X: mx, Y: my, Wheel: 1}, false) || z.zoom <= 1 {
		t.Fatalf("the wheel did not zoom: %+v", z)
	}
	after := z.boardArea(view)
	if math.Abs(after.X+u*after.W-mx) > 1e-6 || math.Abs(after.Y+v*after.H-my) > 1e-6 {
		t.Errorf("the point under the mouse moved: area %v", after)
	}
	for range 20 {
		z.update(view, &Input{X: mx, Y: my, Wheel: 1}, false)
	}
	if z.zoom != maxZoom {
		t.Errorf("zoom %v, want at most %v", z.zoom, maxZoom)
	}
	// a drag to the far right shows the map's left edge, no farther
	z.update(view, &Input{X: 400, Y: 400, Click: true, Held: true}, false)
	z.update(view, &Input{X: 4000, Y: 400, Held: true}, false)
	z.update(view, &Input{X: 4000, Y: 400}, false)
	if a := z.boardArea(view); a.X != view.X || z.dragging {
		t.Errorf("dragged past the edge: area %v, dragging %v", a, z.dragging)
	}
	z.update(view, &Input{Keys: []ebiten.Key{ebiten.KeyRight}}, false)
	if z.panX != panStep {
		t.Errorf("→ panned to %v", z.panX)
	}
	z.update(view, &Input{Keys: []ebiten.Key{ebiten.KeyHome}}, false)
	if a := z.boardArea(view); a != view {
		t.Errorf("Home shows %v, want the map's place %v", a, view)
	}
	if z.update(view, &Input{X: 400, Y: 400, Click: true, Held: true}, false) {
		t.Error("at the whole map, a click on the ground began a drag")
	}
	z.zoom = 2
	if z.update(view, &Input{X: 400, Y: 400, Click: true, Held: true}, true) {
		t.Error("a click on a lit place began a drag")
	}
}
