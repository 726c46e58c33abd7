// Package mapview draws the board: Colombia's outline with its three
// regions, the roads and locations, the tokens and the miniatures, the
// tracks, and the highlights a decision needs. It decides nothing: it
// draws what it is given.
package mapview

import (
	"math"

	"patron/game/board"
	"patron/render/draw"
)

// The part of the globe the map shows: the whole mainland north of the
// Amazon's tail, which holds no location (STYLE.md: free room for the
// dashboard in the south-east).
const (
	lonWest, lonEast  = -79.3, -66.6
	latNorth, latSout = 12.7, -2.1
	// cosLat squashes longitudes to keep shapes true (plate carrée at 4°N).
	cosLat = 0.9976
)

// Projection maps longitude/latitude to layout units inside a rectangle.
type Projection struct {
	Area       draw.Rect // where the map may draw
	scale      float64   // layout units per degree of latitude
	ox, oy     float64
	Loc        [board.N][2]float64 // every location's centre
	UnitSize   float64             // a figure's height: grows with the map
	LabelSize  float64
	MarkerSize float64
}

// NewProjection fits the map into area, keeping its proportions.
func NewProjection(area draw.Rect) *Projection {
	wDeg := (lonEast - lonWest) * cosLat
	hDeg := latNorth - latSout
	s := math.Min(area.W/wDeg, area.H/hDeg)
	p := &Projection{Area: area, scale: s}
	p.ox = area.X + (area.W-wDeg*s)/2
	p.oy = area.Y + (area.H-hDeg*s)/2
	for l := range board.N {
		p.Loc[l][0], p.Loc[l][1] = p.Point(board.Map.Lon[l], board.Map.Lat[l])
	}
	// Sizes follow the map's scale: at 1280×800 the map is about 53 units a degree.
	k := s / 53
	p.UnitSize = 20 * k
	p.LabelSize = math.Max(11, 11*k)
	p.MarkerSize = 7 * k
	return p
}

// Point projects a longitude and latitude.
func (p *Projection) Point(lon, lat float64) (x, y float64) {
	return p.ox + (lon-lonWest)*cosLat*p.scale, p.oy + (latNorth-lat)*p.scale
}

// Nearest is the location whose centre is closest to (x, y), and how far.
func (p *Projection) Nearest(x, y float64) (board.Loc, float64) {
	best, bd := board.NoLoc, math.Inf(1)
	for l := range board.N {
		d := math.Hypot(p.Loc[l][0]-x, p.Loc[l][1]-y)
		if d < bd {
			best, bd = board.Loc(l), d
		}
	}
	return best, bd
}

// Outline is the country's outline in layout units.
func (p *Projection) Outline() [][2]float64 {
	out := make([][2]float64, len(board.Map.Outline))
	for i, pt := range board.Map.Outline {
		out[i][0], out[i][1] = p.Point(pt[0], pt[1])
	}
	return out
}
