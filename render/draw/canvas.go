// Package draw paints on a Canvas: an Ebitengine image with a scale from
// layout units (a 1280×800 design) to device pixels, so that everything
// keeps its proportions and text stays crisp at any window size or
// device scale.
//
// Shapes are turned into triangles here and sent to the GPU in batches,
// with a one-pixel feathered rim for anti-aliasing. Ebitengine's vector
// package fills through a stencil pass per path, which a software GL
// (Xvfb, virtual machines) cannot draw at 60 frames a second for a full
// board; plain triangles it can.
package draw

import (
	"image"
	"image/color"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/render/theme"
)

// White is plain white.
var White = color.RGBA{255, 255, 255, 255}

// Canvas draws in layout units on Img.
type Canvas struct {
	Img *ebiten.Image
	S   float64 // device pixels per layout unit
	// Offset shifts every drawing (in layout units), for cached layers.
	OX, OY float64
	// Dry lays out and measures but sends nothing to the image (which may
	// be nil): a run that only checks the texts (patron screenshot
	// --no-files) pays for no drawing.
	Dry bool
	// Palette is the Factions' colours to draw in (the book's when zero):
	// the window's choice, carried to all that draws on the canvas.
	Palette theme.Palette

	vs    []ebiten.Vertex
	is    []uint32
	texts []textItem
}

func (c *Canvas) px(v float64) float64 { return v * c.S }
func (c *Canvas) x(v float64) float64  { return (v + c.OX) * c.S }
func (c *Canvas) y(v float64) float64  { return (v + c.OY) * c.S }

// Rect is a rectangle in layout units.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether a point lies inside.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H
}

// Overlaps reports whether r and o share some area.
func (r Rect) Overlaps(o Rect) bool {
	return r.X < o.Right() && o.X < r.Right() && r.Y < o.Bottom() && o.Y < r.Bottom()
}

// Inset shrinks the rectangle by d on every side.
func (r Rect) Inset(d float64) Rect { return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }

// CX and CY are the centre.
func (r Rect) CX() float64 { return r.X + r.W/2 }
func (r Rect) CY() float64 { return r.Y + r.H/2 }

// Bottom and Right are the far edges.
func (r Rect) Bottom() float64 { return r.Y + r.H }
func (r Rect) Right() float64  { return r.X + r.W }

// Fill paints a rectangle.
func (c *Canvas) Fill(r Rect, clr color.Color) {
	c.Polygon(r.X, r.Y, r.Right(), r.Y, r.Right(), r.Bottom(), r.X, r.Bottom()).Fill(clr)
}

// Stroke outlines a rectangle.
func (c *Canvas) Stroke(r Rect, width float64, clr color.Color) {
	c.Polygon(r.X, r.Y, r.Right(), r.Y, r.Right(), r.Bottom(), r.X, r.Bottom()).Stroke(width, clr)
}

// Circle fills a disc.
func (c *Canvas) Circle(x, y, r float64, clr color.Color) {
	c.NewPath().Arc(x, y, r, 0, 2*math.Pi).Close().Fill(clr)
}

// Ring outlines a circle.
func (c *Canvas) Ring(x, y, r, width float64, clr color.Color) {
	col := vcolor(clr)
	cx, cy, rp, w := c.x(x), c.y(y), c.px(r), c.px(width)
	n := segmentsFor(rp + w/2)
	inner, outer := math.Max(0, rp-w/2), rp+w/2
	radii := [4]float64{math.Max(0, inner-feather), inner, outer, outer + feather}
	alpha := [4]bool{false, true, true, false}
	base := uint32(len(c.vs))
	for i := 0; i < n; i++ {
		a := 2 * math.Pi * float64(i) / float64(n)
		ca, sa := math.Cos(a), math.Sin(a)
		for k, rr := range radii {
			c.vertex(cx+ca*rr, cy+sa*rr, col, alpha[k])
		}
	}
	for i := 0; i < n; i++ {
		a, b := base+uint32(4*i), base+uint32(4*((i+1)%n))
		for k := uint32(0); k < 3; k++ {
			c.is = append(c.is, a+k, b+k, a+k+1, a+k+1, b+k, b+k+1)
		}
	}
	c.maybeFlush()
}

// Line draws a segment.
func (c *Canvas) Line(x0, y0, x1, y1, width float64, clr color.Color) {
	c.NewPath().MoveTo(x0, y0).LineTo(x1, y1).Stroke(width, clr)
}

// Path is a polygon or curve in layout units.
type Path struct {
	c    *Canvas
	subs []subPath
}

type subPath struct {
	pts    []float64 // device x, y pairs
	closed bool
}

// NewPath starts a path on the canvas.
func (c *Canvas) NewPath() *Path { return &Path{c: c} }

func (p *Path) cur() *subPath {
	if len(p.subs) == 0 || p.subs[len(p.subs)-1].closed {
		p.subs = append(p.subs, subPath{})
	}
	return &p.subs[len(p.subs)-1]
}

func (p *Path) add(x, y float64) {
	s := p.cur()
	if n := len(s.pts); n >= 2 && math.Abs(s.pts[n-2]-x) < 1e-3 && math.Abs(s.pts[n-1]-y) < 1e-3 {
		return
	}
	s.pts = append(s.pts, x, y)
}

// MoveTo starts a sub-path.
func (p *Path) MoveTo(x, y float64) *Path {
	p.subs = append(p.subs, subPath{pts: []float64{p.c.x(x), p.c.y(y)}})
	return p
}

// LineTo adds a segment.
func (p *Path) LineTo(x, y float64) *Path { p.add(p.c.x(x), p.c.y(y)); return p }

// QuadTo adds a quadratic curve.
func (p *Path) QuadTo(cx, cy, x, y float64) *Path {
	s := p.cur()
	if len(s.pts) < 2 {
		return p.MoveTo(x, y)
	}
	x0, y0 := s.pts[len(s.pts)-2], s.pts[len(s.pts)-1]
	qx, qy, x1, y1 := p.c.x(cx), p.c.y(cy), p.c.x(x), p.c.y(y)
	n := max(4, min(32, int((math.Hypot(qx-x0, qy-y0)+math.Hypot(x1-qx, y1-qy))/3)))
	for i := 1; i <= n; i++ {
		t := float64(i) / float64(n)
		u := 1 - t
		p.add(u*u*x0+2*u*t*qx+t*t*x1, u*u*y0+2*u*t*qy+t*t*y1)
	}
	return p
}

// Arc adds a circular arc, clockwise on screen (angles in radians).
func (p *Path) Arc(x, y, r, from, to float64) *Path {
	cx, cy, rp := p.c.x(x), p.c.y(y), p.c.px(r)
	for to < from {
		to += 2 * math.Pi
	}
	n := max(2, int(math.Ceil(float64(segmentsFor(rp))*(to-from)/(2*math.Pi))))
	for i := 0; i <= n; i++ {
		a := from + (to-from)*float64(i)/float64(n)
		p.add(cx+rp*math.Cos(a), cy+rp*math.Sin(a))
	}
	return p
}

// Close ends the sub-path.
func (p *Path) Close() *Path {
	if len(p.subs) > 0 {
		p.subs[len(p.subs)-1].closed = true
	}
	return p
}

// Fill paints the path's inside. Each sub-path is filled as a fan from its
// centre, which is exact for the convex and star-shaped figures the game
// draws.
func (p *Path) Fill(clr color.Color) {
	col := vcolor(clr)
	for _, s := range p.subs {
		p.c.fillPolygon(s.pts, col)
	}
	p.c.maybeFlush()
}

// Stroke paints the path's outline.
func (p *Path) Stroke(width float64, clr color.Color) {
	col := vcolor(clr)
	w := p.c.px(width)
	for _, s := range p.subs {
		p.c.strokePolyline(s.pts, s.closed, w, col)
	}
	p.c.maybeFlush()
}

// Polygon is a closed path through points (x0, y0, x1, y1, …).
func (c *Canvas) Polygon(pts ...float64) *Path {
	p := c.NewPath()
	for i := 0; i+1 < len(pts); i += 2 {
		if i == 0 {
			p.MoveTo(pts[0], pts[1])
		} else {
			p.LineTo(pts[i], pts[i+1])
		}
	}
	return p.Close()
}

// RoundRect is a rectangle with rounded corners.
func (c *Canvas) RoundRect(r Rect, radius float64) *Path {
	radius = math.Max(0, math.Min(radius, math.Min(r.W, r.H)/2))
	p := c.NewPath()
	p.Arc(r.Right()-radius, r.Y+radius, radius, -math.Pi/2, 0)
	p.Arc(r.Right()-radius, r.Bottom()-radius, radius, 0, math.Pi/2)
	p.Arc(r.X+radius, r.Bottom()-radius, radius, math.Pi/2, math.Pi)
	p.Arc(r.X+radius, r.Y+radius, radius, math.Pi, 3*math.Pi/2)
	return p.Close()
}

// Star is a five-pointed star.
func (c *Canvas) Star(x, y, r float64) *Path {
	p := c.NewPath()
	for i := 0; i < 10; i++ {
		rr := r
		if i%2 == 1 {
			rr = r * 0.45
		}
		a := -math.Pi/2 + float64(i)*math.Pi/5
		if i == 0 {
			p.MoveTo(x+rr*math.Cos(a), y+rr*math.Sin(a))
		} else {
			p.LineTo(x+rr*math.Cos(a), y+rr*math.Sin(a))
		}
	}
	return p.Close()
}

// DrawImage draws an image with its top-left corner at (x, y) in layout
// units, after the shapes drawn so far.
func (c *Canvas) DrawImage(img *ebiten.Image, x, y float64) {
	c.Flush()
	if c.Dry {
		return
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(c.x(x)), math.Round(c.y(y)))
	c.Img.DrawImage(img, op)
}

// Flush ends a layer: it sends the batched shapes to the image, then the
// text written since the last flush, over them. Images flush first, so
// drawing order is kept; callers flush where a later shape must cover
// earlier text (overlapping cards, an overlay).
func (c *Canvas) Flush() {
	if c.Dry {
		c.vs, c.is, c.texts = c.vs[:0], c.is[:0], c.texts[:0]
		return
	}
	c.flushShapes()
	for _, t := range c.texts {
		c.drawText(t.s, t.x, t.y, t.st)
	}
	c.texts = c.texts[:0]
}

func (c *Canvas) flushShapes() {
	if len(c.is) == 0 {
		c.vs = c.vs[:0]
		return
	}
	op := &ebiten.DrawTrianglesOptions{ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha}
	c.Img.DrawTriangles32(c.vs, c.is, whitePixel(), op)
	c.vs, c.is = c.vs[:0], c.is[:0]
}

func (c *Canvas) maybeFlush() {
	if len(c.vs) > 40000 && len(c.texts) == 0 && !c.Dry {
		c.flushShapes()
	}
}

// whitePixel is the texture every shape samples: one white pixel inside
// a white border, so that no filtering reaches an edge. It is made once,
// at the first shape drawn.
var whitePixel = sync.OnceValue(func() *ebiten.Image {
	img := ebiten.NewImage(3, 3)
	img.Fill(color.White)
	return img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
})
