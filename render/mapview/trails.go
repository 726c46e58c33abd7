package mapview

import (
	"image/color"
	"math"

	"patron/game/board"
	"patron/game/box"
	"patron/render/draw"
	"patron/render/theme"
)

// Trails mark on the map what the other side did since the player's last
// decision: a path for each figure that moved, a ring for each place where
// something was placed, removed or revealed. They are made from public
// events only (scenes/play_lastturn.go), once per turn.
type Trails struct {
	Moves []TrailMove
	Rings []TrailRing
	// Current is the step shown alone (an index of the turn's events), the
	// marks of the steps before it faded and those after it not drawn; -1
	// shows every mark.
	Current int
}

// TrailMove is one space a figure went: a hunter (Hunter set) or the
// sicario of a dashboard slot.
type TrailMove struct {
	From, To board.Loc
	Hunter   box.Hunter // box.NoHunter: a sicario, Slot
	Slot     box.Slot
	Ev       int // the step (event) it belongs to
}

// RingKind is what happened at a ringed place; each has its own shape, so
// that it reads in any colour vision.
type RingKind uint8

const (
	RingPlaced   RingKind = iota // a figure or token arrived: a plain ring
	RingRemoved                  // a token or cube left: a broken ring
	RingRevealed                 // an answer, a search, a capture, a reveal: a ring with four ticks
)

// TrailRing marks a place.
type TrailRing struct {
	Loc  board.Loc
	Kind RingKind
	Ev   int
}

// shown says how a mark of step ev is drawn: not at all, faded or full.
func (t *Trails) shown(ev int) (draw bool, alpha float64) {
	switch {
	case t.Current < 0 || ev == t.Current:
		return true, 1
	case ev < t.Current:
		return true, 0.35
	}
	return false, 0
}

// drawTrails paints the trails under the tokens and figures.
func (b *Board) drawTrails(c *draw.Canvas, sc *Scene) {
	t := sc.Trails
	if t == nil {
		return
	}
	p := b.Proj
	m := p.MarkerSize
	for _, mv := range t.Moves {
		ok, a := t.shown(mv.Ev)
		if !ok || mv.From == board.NoLoc || mv.To == board.NoLoc || mv.From == mv.To {
			continue
		}
		col := theme.Slot(mv.Slot)
		if mv.Hunter != box.NoHunter {
			col = c.Palette.Faction(mv.Hunter.Faction())
		}
		x0, y0 := p.Loc[mv.From][0], p.Loc[mv.From][1]
		x1, y1 := p.Loc[mv.To][0], p.Loc[mv.To][1]
		c.Circle(x0, y0, m*0.55, theme.Alpha(theme.Halo, 0.7*a))
		c.Circle(x0, y0, m*0.4, theme.Alpha(col, a))
		arrow(c, x0, y0, x1, y1, m*1.25, theme.Alpha(col, a), theme.Alpha(theme.Halo, 0.65*a)) // bolder than the end screen's path
	}
	for _, r := range t.Rings {
		ok, a := t.shown(r.Ev)
		if !ok || r.Loc == board.NoLoc {
			continue
		}
		w := 2.4
		if t.Current >= 0 && r.Ev == t.Current {
			w = 3.2 // the step shown stands out from the faded ones
		}
		ring(c, p.Loc[r.Loc][0], p.Loc[r.Loc][1], m*2.4, w, r.Kind, a)
	}
}

// ring draws a place's mark in its kind's shape: white on a dark halo,
// unlike the yellow rings of a choice.
func ring(c *draw.Canvas, x, y, r, w float64, k RingKind, a float64) {
	halo, ink := theme.Alpha(theme.Halo, 0.7*a), theme.Alpha(theme.White, a)
	switch k {
	case RingRemoved: // eight dashes
		for i := range 8 {
			a0 := float64(i) * math.Pi / 4
			a1 := a0 + math.Pi/6
			arc := func(width float64, col color.Color) {
				pth := c.NewPath()
				for s := 0; s <= 4; s++ {
					t := a0 + (a1-a0)*float64(s)/4
					if s == 0 {
						pth.MoveTo(x+r*math.Cos(t), y+r*math.Sin(t))
					} else {
						pth.LineTo(x+r*math.Cos(t), y+r*math.Sin(t))
					}
				}
				pth.Stroke(width, col)
			}
			arc(w+2, halo)
			arc(w, ink)
		}
	default:
		c.Ring(x, y, r, w+2, halo)
		c.Ring(x, y, r, w, ink)
		if k == RingRevealed { // four ticks outwards, like a burst
			for i := range 4 {
				t := math.Pi/4 + float64(i)*math.Pi/2
				cx, cy := math.Cos(t), math.Sin(t)
				c.Line(x+cx*(r+1), y+cy*(r+1), x+cx*(r+r*0.45), y+cy*(r+r*0.45), w+2, halo)
				c.Line(x+cx*(r+1), y+cy*(r+1), x+cx*(r+r*0.45), y+cy*(r+r*0.45), w, ink)
			}
		}
	}
}
