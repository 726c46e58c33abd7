package scenes

import (
	"testing"

	"patron/game/board"
	"patron/render/mapview"
)

// A place is named only once the mouse has rested on it for half a second;
// moving on starts the wait again.
func TestPlaceNamedAfterRest(t *testing.T) {
	p := NewPlay(mustMatch(t, 1))
	p.mapView = layoutTable(DesignW, DesignH).Map // as the first frame drew it
	p.board.Proj = mapview.NewProjection(p.mapView)
	bogota := board.MustLoc("A9")
	x, y := p.board.Proj.Loc[bogota][0], p.board.Proj.Loc[bogota][1]
	for i := 0; i < restDelay-1; i++ {
		p.rest(&Input{X: x, Y: y})
	}
	if p.restingPlace() != board.NoLoc {
		t.Fatal("named before the rest")
	}
	p.rest(&Input{X: x, Y: y})
	p.rest(&Input{X: x, Y: y})
	if p.restingPlace() != bogota {
		t.Fatalf("resting on %v, want Bogotá", p.restingPlace())
	}
	p.rest(&Input{X: -50, Y: -50})
	if p.restingPlace() != board.NoLoc {
		t.Error("still named after the mouse left")
	}
}
