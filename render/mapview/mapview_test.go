package mapview

import (
	"math"
	"testing"

	"patron/game"
	"patron/game/board"
	"patron/render/draw"
	"patron/render/theme"
)

// Every location projects inside the map area, and each is its own
// nearest location (no two collapse onto one point).
func TestProjectionKeepsLocationsApart(t *testing.T) {
	area := draw.Rect{X: 26, Y: 26, W: 827, H: 774}
	p := NewProjection(area)
	for l := range board.N {
		x, y := p.Loc[l][0], p.Loc[l][1]
		if !area.Contains(x, y) {
			t.Errorf("%s at (%.0f, %.0f) is outside the map", board.Map.Name[l], x, y)
		}
		if got, _ := p.Nearest(x, y); got != board.Loc(l) {
			t.Errorf("the nearest location to %s is %s", board.Map.Name[l], board.Map.Name[got])
		}
	}
	if p.LabelSize < 11 {
		t.Errorf("names drawn at %.1f units, want at least 11 (STYLE.md)", p.LabelSize)
	}
}

// Names are placed so that few overlap: at 1280×800 no two names cover
// each other by more than a sliver.
func TestNamesBarelyOverlap(t *testing.T) {
	p := NewProjection(draw.Rect{W: 827, H: 774})
	c := &draw.Canvas{S: 1}
	rects := labelRects(c, p, LabelStyle(p))
	bad := 0
	for a := range board.N {
		for b := a + 1; b < board.N; b++ {
			if o := overlap(rects[a], rects[b]); o > 0.25*rects[a].H*rects[a].H {
				bad++
				t.Logf("%s and %s overlap by %.0f", board.Map.Name[a], board.Map.Name[b], o)
			}
		}
	}
	if bad > 3 {
		t.Errorf("%d pairs of names overlap", bad)
	}
}

// The region tint follows the game's regions: a location's own pixel has
// its region's colour.
func TestBackgroundTintsByRegion(t *testing.T) {
	p := NewProjection(draw.Rect{W: 400, H: 380})
	img := background(p, 1, 400, 380)
	for l := range board.N {
		x, y := int(p.Loc[l][0]), int(p.Loc[l][1])
		got := img.RGBAAt(x, y)
		want := theme.Region(board.Map.RegionOf[l])
		if absDiff(got.R, want.R) > 8 || absDiff(got.G, want.G) > 8 || absDiff(got.B, want.B) > 8 {
			t.Errorf("%s: pixel %v, want near %v", board.Map.Name[l], got, want)
		}
	}
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

// A location's row of tokens never covers its own name, and for up to
// three tokens (the most a place holds in practice) few others (at most
// one place in eight, in the crowded north) touch another name;
// names are drawn over everything anyway.
func TestTokensLeaveNamesFree(t *testing.T) {
	p := NewProjection(draw.Rect{X: 26, Y: 26, W: 827, H: 774})
	b := Board{Proj: p, labels: labelRects(&draw.Canvas{S: 1}, p, LabelStyle(p))}
	for n := 1; n <= 3; n++ {
		crowded := 0
		for l := range board.N {
			own, others := b.TokenRowCover(board.Loc(l), n)
			if own > 0 {
				t.Errorf("%d tokens at %s cover its name (%.0f units²)", n, board.Map.Name[l], own)
			}
			if others > 0 {
				crowded++
			}
		}
		t.Logf("%d tokens: %d of %d places' rows touch another name", n, crowded, board.N)
		if crowded > board.N/8 {
			t.Errorf("%d tokens: %d places' rows cover another name", n, crowded)
		}
	}
}

// The numbers of the Patrón's path never lie on one another: not when he
// stays at a place for seasons, nor when he moves next door.
func TestPathNumbersDoNotStack(t *testing.T) {
	p := NewProjection(draw.Rect{X: 26, Y: 26, W: 827, H: 774})
	at := func(id string) game.SheetEntry { return game.SheetEntry{Loc: board.MustLoc(id)} }
	// Santa Marta (C3) and Riohacha (C2) are neighbours in the crowded north.
	path := []game.SheetEntry{at("C3"), at("C3"), at("C2"), at("C3"), at("C2"), at("C2")}
	marks := pathMarks(p, path)
	r := p.MarkerSize * 1.3
	for i := range marks {
		for j := i + 1; j < len(marks); j++ {
			if d := math.Hypot(marks[i][0]-marks[j][0], marks[i][1]-marks[j][1]); d < 2*r-1e-9 {
				t.Errorf("numbers %d and %d are %.1f apart, want at least %.1f", i+1, j+1, d, 2*r)
			}
		}
	}
}

// A name is written clear of the panels that stand over the map (the
// Patrón's dashboard in its corner) when its place lies outside them: at
// 1280×800 the dashboard hid "San José del Guaviare".
func TestNamesStayClearOfCoveredParts(t *testing.T) {
	for _, size := range [][2]float64{{1280, 800}, {1280, 960}, {1600, 900}} {
		split := size[0] * 2 / 3
		area := draw.Rect{X: 26, Y: 26, W: split - 26, H: size[1] - 26}
		dash := draw.Rect{X: area.Right() - 344, Y: area.Bottom() - 256, W: 336, H: 248}
		p := NewProjection(area)
		c := &draw.Canvas{S: 1}
		hidden := func(rects [board.N]draw.Rect) (n int, names []string) {
			for l, r := range rects {
				x, y := p.Loc[l][0], p.Loc[l][1]
				if !dash.Contains(x, y) && overlap(r, dash) > 0 {
					n++
					names = append(names, board.Map.Name[l])
				}
			}
			return n, names
		}
		before, _ := hidden(labelRects(c, p, LabelStyle(p)))
		after, names := hidden(labelRects(c, p, LabelStyle(p), dash))
		if after > 0 || after > before {
			t.Errorf("%v: names under the dashboard %v (%d without it known)", size, names, before)
		}
	}
}
