package draw

import (
	"math"
	"testing"
)

// A filled square becomes a fan of opaque triangles and a transparent rim
// one pixel outside every edge.
func TestFillPolygonFansAndFeathers(t *testing.T) {
	c := &Canvas{S: 2}
	c.Polygon(10, 10, 20, 10, 20, 20, 10, 20).Fill(White)
	if got, want := len(c.vs), 1+2*4; got != want {
		t.Fatalf("%d vertices, want %d (centre, 4 corners, 4 rim points)", got, want)
	}
	if got, want := len(c.is), 9*4; got != want {
		t.Fatalf("%d indices, want %d", got, want)
	}
	// Corners are at device pixels 20 and 40 (scale 2); rim points lie
	// outside them, diagonally, at least one pixel from each edge.
	for i := 2; i < len(c.vs); i += 2 {
		v := c.vs[i]
		if v.ColorA != 0 {
			t.Errorf("rim vertex %d is not transparent", i)
		}
		dx := math.Min(math.Abs(float64(v.DstX)-20), math.Abs(float64(v.DstX)-40))
		dy := math.Min(math.Abs(float64(v.DstY)-20), math.Abs(float64(v.DstY)-40))
		if dx < feather-1e-6 || dy < feather-1e-6 || float64(v.DstX) > 20 && float64(v.DstX) < 40 {
			t.Errorf("rim vertex %d at (%v, %v) is not outside the corner", i, v.DstX, v.DstY)
		}
	}
	for i := 1; i < len(c.vs); i += 2 {
		if c.vs[i].ColorA != 1 {
			t.Errorf("corner vertex %d is not opaque", i)
		}
	}
}

// Degenerate shapes draw nothing rather than garbage.
func TestDegenerateShapesDrawNothing(t *testing.T) {
	c := &Canvas{S: 1}
	c.Polygon(0, 0, 10, 10).Fill(White)          // two points
	c.Polygon(0, 0, 5, 5, 10, 10).Fill(White)    // no area
	c.Line(3, 3, 3, 3, 2, White)                 // no length
	c.RoundRect(Rect{W: 0, H: 0}, 4).Fill(White) // empty
	if len(c.is) != 0 {
		t.Errorf("%d indices for degenerate shapes", len(c.is))
	}
}

// A line thinner than a pixel is drawn one pixel wide and fainter, so
// hairlines do not flicker in and out.
func TestHairlinesAreFainter(t *testing.T) {
	c := &Canvas{S: 1}
	c.Line(0, 0, 10, 0, 0.5, White)
	var maxA float32
	for _, v := range c.vs {
		maxA = max(maxA, v.ColorA)
	}
	if math.Abs(float64(maxA)-0.5) > 1e-6 {
		t.Errorf("hairline alpha %v, want 0.5", maxA)
	}
}

// A ring is a band between two circles, its opaque vertices at r ± w/2.
func TestRingRadii(t *testing.T) {
	c := &Canvas{S: 1}
	c.Ring(50, 50, 10, 4, White)
	for _, v := range c.vs {
		d := math.Hypot(float64(v.DstX)-50, float64(v.DstY)-50)
		if v.ColorA == 1 && math.Abs(d-8) > 1e-3 && math.Abs(d-12) > 1e-3 {
			t.Fatalf("opaque ring vertex at radius %v, want 8 or 12", d)
		}
	}
}

func TestRectHelpers(t *testing.T) {
	r := Rect{X: 10, Y: 20, W: 30, H: 40}
	if !r.Contains(10, 20) || r.Contains(40, 20) || r.Contains(10, 60) {
		t.Error("Contains is not half-open")
	}
	if in := r.Inset(5); in != (Rect{15, 25, 20, 30}) {
		t.Errorf("Inset = %v", in)
	}
	if r.CX() != 25 || r.CY() != 40 || r.Right() != 40 || r.Bottom() != 60 {
		t.Error("centre or edges wrong")
	}
}
