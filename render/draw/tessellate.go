package draw

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// feather is the width, in device pixels, of the transparent rim that
// smooths every edge.
const feather = 1.0

// rgba is a premultiplied colour for vertices.
type rgba [4]float32

func vcolor(c color.Color) rgba {
	r, g, b, a := c.RGBA()
	return rgba{float32(r) / 0xffff, float32(g) / 0xffff, float32(b) / 0xffff, float32(a) / 0xffff}
}

// vertex adds one vertex, opaque or fully transparent (the feather's rim).
func (c *Canvas) vertex(x, y float64, col rgba, solid bool) {
	v := ebiten.Vertex{DstX: float32(x), DstY: float32(y), SrcX: 0.5, SrcY: 0.5}
	if solid {
		v.ColorR, v.ColorG, v.ColorB, v.ColorA = col[0], col[1], col[2], col[3]
	}
	c.vs = append(c.vs, v)
}

// segmentsFor is how many straight pieces make a smooth circle of radius r pixels.
func segmentsFor(r float64) int { return max(10, min(120, int(r*1.1))) }

// points drops a closing point equal to the first.
func points(pts []float64) []float64 {
	n := len(pts)
	if n >= 6 && math.Abs(pts[0]-pts[n-2]) < 1e-3 && math.Abs(pts[1]-pts[n-1]) < 1e-3 {
		return pts[:n-2]
	}
	return pts
}

// fillPolygon fans the polygon from its centre and adds a feathered rim.
func (c *Canvas) fillPolygon(pts []float64, col rgba) {
	if c.Dry { // nothing will be drawn: no triangles to make
		return
	}
	pts = points(pts)
	n := len(pts) / 2
	if n < 3 {
		return
	}
	var area, cx, cy float64
	for i := 0; i < n; i++ {
		j := (i + 1) % n
		area += pts[2*i]*pts[2*j+1] - pts[2*j]*pts[2*i+1]
		cx += pts[2*i]
		cy += pts[2*i+1]
	}
	if area == 0 {
		return
	}
	sign := 1.0
	if area < 0 {
		sign = -1
	}
	cx, cy = cx/float64(n), cy/float64(n)
	base := uint32(len(c.vs))
	c.vertex(cx, cy, col, true)
	for i := 0; i < n; i++ {
		x, y := pts[2*i], pts[2*i+1]
		mx, my := miter(pts, n, i, sign)
		c.vertex(x, y, col, true)
		c.vertex(x+mx*feather, y+my*feather, col, false)
	}
	for i := 0; i < n; i++ {
		j := (i + 1) % n
		a, b := base+1+uint32(2*i), base+1+uint32(2*j)
		c.is = append(c.is, base, a, b, a, a+1, b, b, a+1, b+1)
	}
}

// miter is the outward direction at vertex i, long enough that the rim
// keeps its width along both edges (limited at sharp corners).
func miter(pts []float64, n, i int, sign float64) (float64, float64) {
	p := (i + n - 1) % n
	q := (i + 1) % n
	n0x, n0y := edgeNormal(pts[2*p], pts[2*p+1], pts[2*i], pts[2*i+1], sign)
	n1x, n1y := edgeNormal(pts[2*i], pts[2*i+1], pts[2*q], pts[2*q+1], sign)
	mx, my := n0x+n1x, n0y+n1y
	l := math.Hypot(mx, my)
	if l < 1e-9 {
		return n0x, n0y
	}
	mx, my = mx/l, my/l
	k := 1 / math.Max(mx*n0x+my*n0y, 0.5)
	return mx * k, my * k
}

func edgeNormal(x0, y0, x1, y1, sign float64) (float64, float64) {
	ex, ey := x1-x0, y1-y0
	l := math.Hypot(ex, ey)
	if l < 1e-9 {
		return 0, 0
	}
	return sign * ey / l, -sign * ex / l
}

// strokePolyline draws each segment as a band with feathered sides, and
// round joins and caps for lines wider than two pixels.
func (c *Canvas) strokePolyline(pts []float64, closed bool, w float64, col rgba) {
	if c.Dry {
		return
	}
	if closed {
		pts = points(pts)
	}
	n := len(pts) / 2
	if n < 2 {
		return
	}
	if w < 1 { // a hairline: one pixel wide, fainter
		for k := range col {
			col[k] *= float32(w)
		}
		w = 1
	}
	half := w / 2
	segs := n - 1
	if closed {
		segs = n
	}
	for s := 0; s < segs; s++ {
		i, j := s, (s+1)%n
		x0, y0, x1, y1 := pts[2*i], pts[2*i+1], pts[2*j], pts[2*j+1]
		nx, ny := edgeNormal(x0, y0, x1, y1, 1)
		if nx == 0 && ny == 0 {
			continue
		}
		base := uint32(len(c.vs))
		for _, p := range [2][2]float64{{x0, y0}, {x1, y1}} {
			c.vertex(p[0]+nx*(half+feather), p[1]+ny*(half+feather), col, false)
			c.vertex(p[0]+nx*half, p[1]+ny*half, col, true)
			c.vertex(p[0]-nx*half, p[1]-ny*half, col, true)
			c.vertex(p[0]-nx*(half+feather), p[1]-ny*(half+feather), col, false)
		}
		for k := uint32(0); k < 3; k++ {
			a, b := base+k, base+4+k
			c.is = append(c.is, a, b, a+1, a+1, b, b+1)
		}
	}
	if w <= 2 {
		return
	}
	for i := 0; i < n; i++ {
		if !closed && (i == 0 || i == n-1) || closed || (i > 0 && i < n-1) {
			c.disc(pts[2*i], pts[2*i+1], half, col)
		}
	}
}

// disc fills a circle of radius r pixels (for joins and caps).
func (c *Canvas) disc(x, y, r float64, col rgba) {
	if c.Dry {
		return
	}
	m := segmentsFor(r)
	base := uint32(len(c.vs))
	c.vertex(x, y, col, true)
	for i := 0; i < m; i++ {
		a := 2 * math.Pi * float64(i) / float64(m)
		c.vertex(x+math.Cos(a)*r, y+math.Sin(a)*r, col, true)
	}
	for i := 0; i < m; i++ {
		c.is = append(c.is, base, base+1+uint32(i), base+1+uint32((i+1)%m))
	}
}
