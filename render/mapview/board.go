package mapview

import (
	"image/color"
	"math"
	"slices"
	"strconv"

	"patron/game"
	"patron/game/board"
	"patron/game/box"
	"patron/render/draw"
	"patron/render/theme"
)

// Scene is everything the map shows this frame. It holds only what its
// viewer may see: Hideout and Path are set in the Patrón's view (or once
// the game is over), never in the Factions'.
type Scene struct {
	Pub *game.Public

	Hideout board.Loc             // the Patrón's own hideout, or NoLoc
	Path    []game.SheetEntry     // the Patrón's path, drawn on the end screen
	Markers board.Set             // the Factions' hideout markers: places they suspect
	Ruled   board.Set             // … places they ruled out (marks.go)
	Noted   board.Set             // … places they wrote a note on
	Overlay bool                  // show the deduction set
	Targets board.Set             // locations a legal command points at
	Pieces  map[Piece]bool        // miniatures a legal command points at
	Hover   board.Loc             // the location under the mouse, or NoLoc
	Moving  map[Piece][2]float64  // animated positions that override the rest
	Pop     map[board.Loc]float64 // tokens just placed, growing in (0–1)
	Lit     board.Set             // the places a clue of the clue sheet left (lit.go)
	Trails  *Trails               // the other side's last turn (trails.go), or nil
}

// Board draws the map and what stands on it.
type Board struct {
	static Static
	Proj   *Projection // in screen layout units, valid after Draw
	spots  []Spot
	labels [board.N]draw.Rect // where each name is written (screen units)
	// Covered are the parts of the map other panels stand over (screen
	// units): names are written clear of them where they can be.
	Covered []draw.Rect
	covered []draw.Rect // those the names were placed for
}

// Draw paints the board into area.
func (b *Board) Draw(c *draw.Canvas, area draw.Rect, sc *Scene) {
	if !c.Dry { // the ground, roads and places are pictures only: no text to measure
		c.DrawImage(b.static.Image(area, c.S), area.X, area.Y)
	}
	if b.Proj == nil || b.Proj.Area != area || !slices.Equal(b.covered, b.Covered) {
		b.Proj = NewProjection(area)
		b.covered = slices.Clone(b.Covered)
		b.labels = labelRects(c, b.Proj, LabelStyle(b.Proj), b.covered...)
	}
	p := b.Proj
	if sc.Overlay {
		b.drawDeduction(c, sc)
	}
	b.drawLit(c, sc)
	b.drawPath(c, sc)
	b.drawTargets(c, sc)
	b.drawTrails(c, sc)
	b.drawTokens(c, sc)
	b.drawFigures(c, sc)
	if sc.Hover != board.NoLoc && sc.Targets.Has(sc.Hover) {
		x, y := p.Loc[sc.Hover][0], p.Loc[sc.Hover][1]
		c.Ring(x, y, p.MarkerSize*2.1, 2.5, theme.Highlight)
	}
	b.drawNames(c)
}

// drawNames writes the locations' names over everything else on the
// board, so that no token, ring or figure ever hides one (their halo keeps
// what lies under them readable around the letters).
func (b *Board) drawNames(c *draw.Canvas) {
	st := LabelStyle(b.Proj)
	for l, r := range b.labels {
		c.Text(board.Map.Name[l], r.CX(), r.Y, st)
	}
}

// Label is where a location's name is written, in screen units.
func (b *Board) Label(l board.Loc) draw.Rect { return b.labels[l] }

// drawTargets rings the places a click can pick and dims the others, so
// that the choice reads at a glance.
func (b *Board) drawTargets(c *draw.Canvas, sc *Scene) {
	p := b.Proj
	if sc.Targets.Count() == 0 {
		return
	}
	for l := range board.N {
		x, y := p.Loc[l][0], p.Loc[l][1]
		if sc.Targets.Has(board.Loc(l)) {
			c.Ring(x, y, p.MarkerSize*1.75, 2.2, theme.Alpha(theme.Highlight, 0.95))
		} else {
			c.Circle(x, y, p.MarkerSize*1.3, theme.Alpha(theme.Halo, 0.5))
		}
	}
}

// drawPath draws the Patrón's hideouts, season by season, joined by arrows.
func (b *Board) drawPath(c *draw.Canvas, sc *Scene) {
	p := b.Proj
	for i, e := range sc.Path {
		x, y := p.Loc[e.Loc][0], p.Loc[e.Loc][1]
		if i > 0 {
			q := sc.Path[i-1].Loc
			px, py := p.Loc[q][0], p.Loc[q][1]
			arrow(c, px, py, x, y, p.MarkerSize, theme.PatronRed, theme.Alpha(theme.Halo, 0.6))
		}
	}
	// Number the stops. A number never lies on another: a place used more
	// than once, or a stop beside another, shows its numbers side by side.
	r := p.MarkerSize * 1.3
	for i, m := range pathMarks(p, sc.Path) {
		x, y := m[0], m[1]
		c.Circle(x, y, r*0.95, theme.Ink)
		c.Circle(x, y, r*0.85, theme.PatronRed)
		c.Text(strconv.Itoa(i+1), x, y-r*0.65, draw.TextStyle{Font: theme.Heading, Size: r * 1.1, Color: theme.White, Align: draw.Center})
	}
}

// pathMarks are the centres of the path's numbers: up and left of each
// stop's marker, moved right, one number's width at a time, off any number
// placed before.
func pathMarks(p *Projection, path []game.SheetEntry) [][2]float64 {
	r := p.MarkerSize * 1.3
	var placed [][2]float64
	for _, e := range path {
		x, y := p.Loc[e.Loc][0]-r*1.2, p.Loc[e.Loc][1]-r*1.2
		for clash := true; clash; {
			clash = false
			for _, q := range placed {
				if math.Hypot(q[0]-x, q[1]-y) < r*2 {
					x, clash = x+r*2.05, true
					break
				}
			}
		}
		placed = append(placed, [2]float64{x, y})
	}
	return placed
}

// arrow joins two points with a line on a halo and a head, stopping short
// of both.
func arrow(c *draw.Canvas, x0, y0, x1, y1, m float64, col, halo color.Color) {
	dx, dy := x1-x0, y1-y0
	d := math.Hypot(dx, dy)
	if d < 2*m {
		return
	}
	ux, uy := dx/d, dy/d
	sx, sy := x0+ux*m*1.6, y0+uy*m*1.6
	ex, ey := x1-ux*m*1.8, y1-uy*m*1.8
	c.Line(sx, sy, ex, ey, m*0.7, halo)
	c.Line(sx, sy, ex, ey, m*0.4, col)
	h := m * 1.3
	c.Polygon(ex+ux*h*0.6, ey+uy*h*0.6, ex-uy*h*0.6, ey+ux*h*0.6, ex+uy*h*0.6, ey-ux*h*0.6).Fill(col)
}

// drawTokens lays each location's tokens in a row beside its marker, on
// the side where the row covers the fewest names (tokenRow).
func (b *Board) drawTokens(c *draw.Canvas, sc *Scene) {
	p, pub := b.Proj, sc.Pub
	size := p.MarkerSize * 1.6
	for l := range board.N {
		loc := board.Loc(l)
		s := size
		if k, ok := sc.Pop[loc]; ok {
			s *= k
		}
		n := 0
		for _, on := range [...]bool{pub.Blockade.Has(loc), pub.Controlled.Has(loc), pub.Lab.Has(loc), pub.Party.Has(loc), pub.Coins.Has(loc)} {
			if on {
				n++
			}
		}
		x, y := b.tokenRow(loc, n, size)
		next := func() float64 { tx := x; x += size * 1.1; return tx }
		if pub.Blockade.Has(loc) {
			Blockade(c, next(), y, s)
		}
		if pub.Controlled.Has(loc) {
			Controlled(c, next(), y, s)
		}
		if pub.Lab.Has(loc) {
			Lab(c, next(), y, s, pub.Coca.Has(loc))
		}
		if pub.Party.Has(loc) {
			Party(c, next(), y, s)
		}
		if pub.Coins.Has(loc) {
			Money(c, next(), y, s)
		}
		hx, hy := p.Loc[l][0], p.Loc[l][1]
		if sc.Hideout == loc {
			Hideout(c, hx, hy, p.MarkerSize*1.3)
		}
		if pub.PatronToken == loc {
			PatronToken(c, hx-p.MarkerSize*1.6, hy+p.MarkerSize*0.2, s*1.1)
		}
		b.drawMarks(c, sc, loc, hx, hy)
	}
}

// tokenRow is where a location's row of n tokens starts (the first
// token's centre): to the right of the marker, or to its left, above or
// below it when there the row covers less of the names (its own name
// counts thrice) and of the other places' markers and figures.
func (b *Board) tokenRow(l board.Loc, n int, size float64) (float64, float64) {
	p := b.Proj
	m, x, y := p.MarkerSize, p.Loc[l][0], p.Loc[l][1]
	row := float64(n) * size * 1.1
	starts := [...][2]float64{
		{x + m + size*0.55, y},                          // right
		{x - m - row + size*0.55, y},                    // left
		{x + m*0.4 + size*0.55, y - m - size*0.6},       // above, to the right
		{x + m*0.4 + size*0.55, y + m + size*0.6},       // below, to the right
		{x - m*0.4 - row + size*0.55, y - m - size*0.6}, // above, to the left
		{x - m*0.4 - row + size*0.55, y + m + size*0.6}, // below, to the left
	}
	best, bestCover := starts[0], math.Inf(1)
	for _, st := range starts {
		r := draw.Rect{X: st[0] - size*0.55, Y: st[1] - size*0.55, W: row, H: size * 1.1}
		cover := 0.0
		for k, lr := range b.labels {
			w := 1.0
			if board.Loc(k) == l {
				w = 3
			} else { // another place's marker, and where its figures stand
				kx, ky := p.Loc[k][0], p.Loc[k][1]
				cover += 2 * overlap(r, draw.Rect{X: kx - p.UnitSize*0.35, Y: ky - p.UnitSize, W: p.UnitSize * 0.7, H: p.UnitSize + m})
			}
			cover += w * overlap(r, lr)
		}
		if cover < bestCover-1 { // the first side wins a near tie
			best, bestCover = st, cover
		}
	}
	return best[0], best[1]
}

// TokenRowCover is how much of the names a location's row of n tokens
// covers where drawTokens lays it (for tests).
func (b *Board) TokenRowCover(l board.Loc, n int) (own, others float64) {
	size := b.Proj.MarkerSize * 1.6
	x, y := b.tokenRow(l, n, size)
	r := draw.Rect{X: x - size*0.55, Y: y - size*0.55, W: float64(n) * size * 1.1, H: size * 1.1}
	for k, lr := range b.labels {
		if board.Loc(k) == l {
			own += overlap(r, lr)
		} else {
			others += overlap(r, lr)
		}
	}
	return own, others
}

// drawFigures stands every miniature at its spot, but those sliding.
func (b *Board) drawFigures(c *draw.Canvas, sc *Scene) {
	b.spots = b.Proj.Spots(sc.Pub, b.spots)
	for _, sp := range b.spots {
		if _, ok := sc.Moving[sp.Piece]; !ok {
			b.drawFigure(c, sc, sp, sp.X, sp.Y)
		}
	}
}

// DrawMoving draws the miniatures that are sliding, where they are now
// (Draw leaves them out, so that the rest of the board can be kept as an
// image while they move).
func (b *Board) DrawMoving(c *draw.Canvas, sc *Scene) {
	if b.Proj == nil {
		return
	}
	for _, sp := range b.Proj.Spots(sc.Pub, nil) {
		if m, ok := sc.Moving[sp.Piece]; ok {
			b.drawFigure(c, sc, sp, m[0], m[1])
		}
	}
}

func (b *Board) drawFigure(c *draw.Canvas, sc *Scene, sp Spot, x, y float64) {
	p, pub := b.Proj, sc.Pub
	look := FigureLook{}
	if sc.Pieces[sp.Piece] {
		look.Glow = theme.Highlight
	}
	if sp.Piece.Hunter {
		h := pub.Hunters[sp.Piece.Index]
		look.Down = h.Down
		look.Locked = h.LockNext || h.LockUntil >= pub.Season && h.LockUntil > 0
		Hunter(c, box.Hunter(sp.Piece.Index), x, y, p.UnitSize, look)
		return
	}
	look.Coca = pub.Slots[sp.Piece.Index].Coca
	Sicario(c, box.Slot(sp.Piece.Index), x, y, p.UnitSize, look)
}

// LocAt is the location under a point, if any.
func (b *Board) LocAt(x, y float64) board.Loc {
	if b.Proj == nil {
		return board.NoLoc
	}
	l, d := b.Proj.Nearest(x, y)
	if d > b.Proj.MarkerSize*2.2 {
		return board.NoLoc
	}
	return l
}
