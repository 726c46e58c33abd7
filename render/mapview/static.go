package mapview

import (
	"image"
	"math"
	"sort"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game/board"
	"patron/render/draw"
	"patron/render/theme"
)

// Static is the part of the board that never changes during a game: the
// ground, the outline, the roads, the locations and their names. It is
// painted once per window size and then copied each frame.
type Static struct {
	Proj  *Projection
	img   *ebiten.Image
	scale float64
	area  draw.Rect
}

// Image returns the painted layer for a map area at a device scale,
// repainting it when the area's size or the scale changed (not when it
// only moved: a zoomed map pans without repainting).
func (s *Static) Image(area draw.Rect, scale float64) *ebiten.Image {
	if s.img != nil && s.area.W == area.W && s.area.H == area.H && s.scale == scale {
		return s.img
	}
	if s.img != nil {
		s.img.Deallocate()
	}
	s.area, s.scale = area, scale
	s.Proj = NewProjection(draw.Rect{W: area.W, H: area.H})
	w, h := int(math.Ceil(area.W*scale)), int(math.Ceil(area.H*scale))
	s.img = ebiten.NewImageFromImage(ground(s.Proj, area, scale, w, h))
	c := &draw.Canvas{Img: s.img, S: scale}
	paintOutline(c, s.Proj)
	paintRoads(c, s.Proj)
	paintLocations(c, s.Proj)
	c.Flush()
	return s.img
}

// grounds keeps the ground painted for the last sizes of map area and
// scales: it is the same for every table of a size and slow to paint
// (every pixel takes the region of its nearest location), and a new game,
// a loaded one or a screenshot opens a new table.
var grounds struct {
	sync.Mutex
	bySize map[[3]float64]*image.RGBA
}

// ground is background, painted once for an area's size and a scale.
func ground(p *Projection, area draw.Rect, scale float64, w, h int) *image.RGBA {
	grounds.Lock()
	defer grounds.Unlock()
	k := [3]float64{area.W, area.H, scale}
	if img, ok := grounds.bySize[k]; ok {
		return img
	}
	if len(grounds.bySize) >= 2 {
		grounds.bySize = nil
	}
	if grounds.bySize == nil {
		grounds.bySize = map[[3]float64]*image.RGBA{}
	}
	img := background(p, scale, w, h)
	grounds.bySize[k] = img
	return img
}

func paintOutline(c *draw.Canvas, p *Projection) {
	pts := p.Outline()
	flat := make([]float64, 0, 2*len(pts))
	for _, pt := range pts {
		flat = append(flat, pt[0], pt[1])
	}
	c.Polygon(flat...).Stroke(2.2, theme.Alpha(theme.Halo, 0.85))
}

func paintRoads(c *draw.Canvas, p *Projection) {
	w := math.Max(1.6, p.MarkerSize*0.3)
	for _, r := range board.Map.Roads {
		a, b := p.Loc[r[0]], p.Loc[r[1]]
		c.Line(a[0], a[1], b[0], b[1], w+1.2, theme.Alpha(theme.Paper, 0.35))
		c.Line(a[0], a[1], b[0], b[1], w, theme.Road)
	}
}

// paintLocations draws cities as round plazas and farms as square fields,
// so the kind never depends on colour; airports get a plane.
func paintLocations(c *draw.Canvas, p *Projection) {
	m := p.MarkerSize
	for l := range board.N {
		x, y := p.Loc[l][0], p.Loc[l][1]
		if board.Map.City.Has(board.Loc(l)) {
			c.Circle(x, y+0.8, m+1.5, theme.Alpha(theme.Halo, 0.5))
			c.Circle(x, y, m+1.2, theme.Ink)
			c.Circle(x, y, m, theme.Paper)
			c.Circle(x, y, m*0.45, theme.InkSoft)
		} else {
			r := draw.Rect{X: x - m, Y: y - m, W: 2 * m, H: 2 * m}
			c.RoundRect(draw.Rect{X: r.X - 1.2, Y: r.Y - 1.2 + 0.8, W: r.W + 2.4, H: r.H + 2.4}, 2).Fill(theme.Alpha(theme.Halo, 0.5))
			c.RoundRect(r.Inset(-1.2), 2).Fill(theme.Ink)
			c.RoundRect(r, 1.5).Fill(theme.Hex(0xc9b27a))
			for i := 1; i <= 3; i++ { // furrows
				yy := r.Y + r.H*float64(i)/4
				c.Line(r.X+1.5, yy, r.Right()-1.5, yy, 0.9, theme.Hex(0x6d5a2e))
			}
		}
		if board.Map.Airport.Has(board.Loc(l)) {
			plane(c, x+m+1, y-m-1, m*0.9)
		}
	}
}

// plane draws a small airliner seen from above, nose up-right.
func plane(c *draw.Canvas, x, y, s float64) {
	c.Circle(x, y, s*1.05, theme.Ink)
	c.Circle(x, y, s*0.9, theme.White)
	rot := func(px, py float64) (float64, float64) {
		const a = math.Pi / 4
		return x + (px*math.Cos(a)-py*math.Sin(a))*s, y + (px*math.Sin(a)+py*math.Cos(a))*s
	}
	pts := [][2]float64{{0, -0.75}, {0.1, -0.2}, {0.65, 0.1}, {0.65, 0.22}, {0.1, 0.08}, {0.08, 0.5}, {0.25, 0.65},
		{0.25, 0.72}, {0, 0.65}, {-0.25, 0.72}, {-0.25, 0.65}, {-0.08, 0.5}, {-0.1, 0.08}, {-0.65, 0.22}, {-0.65, 0.1}, {-0.1, -0.2}}
	flat := make([]float64, 0, 2*len(pts))
	for _, pt := range pts {
		px, py := rot(pt[0], pt[1])
		flat = append(flat, px, py)
	}
	c.Polygon(flat...).Fill(theme.Ink)
}

// LabelStyle is how location names look: light letters with a dark halo
// that read on every tint.
func LabelStyle(p *Projection) draw.TextStyle {
	return draw.TextStyle{Font: theme.Label, Size: p.LabelSize, Color: theme.Paper, Align: draw.Center, Halo: theme.Halo}
}

// labelRects places the names greedily, most crowded locations first: for
// each the place that overlaps other names, markers and where tokens and
// figures usually stand least (below the marker when it is free), and
// that the covered parts of the map (panels over it) hide least.
func labelRects(c *draw.Canvas, p *Projection, st draw.TextStyle, covered ...draw.Rect) [board.N]draw.Rect {
	m := p.MarkerSize
	h := st.LineHeight()
	var markers, tokens, figures [board.N]draw.Rect
	for l := range board.N {
		x, y := p.Loc[l][0], p.Loc[l][1]
		markers[l] = draw.Rect{X: x - m - 1, Y: y - m - 1, W: 2*m + 2, H: 2*m + 2}
		// where tokens (a row to the right) and figures (above) will stand
		tokens[l] = draw.Rect{X: x + m, Y: y - m*0.8, W: m * 3.6, H: m * 1.6}
		figures[l] = draw.Rect{X: x - p.UnitSize*0.35, Y: y - p.UnitSize, W: p.UnitSize * 0.7, H: p.UnitSize*0.9 - m}
	}
	order := make([]int, board.N)
	crowd := make([]float64, board.N)
	for l := range board.N {
		order[l] = l
		for k := range board.N {
			if d := math.Hypot(p.Loc[l][0]-p.Loc[k][0], p.Loc[l][1]-p.Loc[k][1]); k != l && d < 60 {
				crowd[l] += 60 - d
			}
		}
	}
	sort.SliceStable(order, func(i, j int) bool { return crowd[order[i]] > crowd[order[j]] })
	var placed [board.N]draw.Rect
	done := make([]int, 0, board.N)
	for _, l := range order {
		x, y := p.Loc[l][0], p.Loc[l][1]
		w := c.Measure(board.Map.Name[l], st) + 2
		candidates := [...]struct {
			r       draw.Rect
			penalty float64
		}{
			{draw.Rect{X: x - w/2, Y: y + m + 1, W: w, H: h}, 0},
			{draw.Rect{X: x - w/2, Y: y - m - h - 2, W: w, H: h}, 30},
			{draw.Rect{X: x - m - 3 - w, Y: y - h/2, W: w, H: h}, 20},
			{draw.Rect{X: x + m + 3, Y: y - h/2, W: w, H: h}, 25},
			{draw.Rect{X: x - w + m, Y: y + m + 1, W: w, H: h}, 10},
			{draw.Rect{X: x - m, Y: y + m + 1, W: w, H: h}, 10},
		}
		best, bestScore := candidates[0].r, math.Inf(1)
		for _, cand := range candidates {
			score := cand.penalty
			for _, k := range done {
				score += 4 * overlap(cand.r, placed[k])
			}
			for k := range board.N {
				score += 3*overlap(cand.r, markers[k]) + overlap(cand.r, tokens[k]) + 2*overlap(cand.r, figures[k])
			}
			for _, r := range covered {
				score += 8 * overlap(cand.r, r) // a hidden name is lost
			}
			if score < bestScore {
				best, bestScore = cand.r, score
			}
		}
		placed[l] = best
		done = append(done, l)
	}
	return placed
}

func overlap(a, b draw.Rect) float64 {
	w := math.Min(a.Right(), b.Right()) - math.Max(a.X, b.X)
	h := math.Min(a.Bottom(), b.Bottom()) - math.Max(a.Y, b.Y)
	if w <= 0 || h <= 0 {
		return 0
	}
	return w * h
}

// Release lets go of the painted layer's image at once (it is painted
// again when next asked for): `patron screenshot` draws a hundred tables
// in one frame, and Ebitengine would let go of them only after it.
func (s *Static) Release() {
	if s.img != nil {
		s.img.Deallocate()
		s.img = nil
	}
}

// Release lets go of the board's images at once (Static.Release).
func (b *Board) Release() { b.static.Release() }
