package scenes

import (
	"testing"

	"patron/game"
	"patron/game/board"
	"patron/render/mapview"
)

// A figure whose resting place changes slides there over stepFrames,
// easing in and out, and then stops moving.
func TestSlideEndsAtItsSpot(t *testing.T) {
	var an animations
	pc := mapview.HunterPiece(0)
	an.start([]mapview.Spot{{Piece: pc, X: 0, Y: 0}}, []mapview.Spot{{Piece: pc, X: 100, Y: 0}})
	if !an.busy() {
		t.Fatal("no slide started")
	}
	last := -1.0
	for i := 0; i < stepFrames-1; i++ {
		an.tick()
		x := an.positions()[pc][0]
		if x < last || x > 100 {
			t.Fatalf("frame %d: x %v after %v", i, x, last)
		}
		last = x
	}
	an.tick()
	if an.busy() {
		t.Error("the slide did not end")
	}
}

// A token that appears grows in over popFrames; tokens already there do not.
func TestTokensPopIn(t *testing.T) {
	var an animations
	var before, after game.Public
	before.PatronToken, after.PatronToken = board.NoLoc, board.NoLoc
	before.Lab = board.Of(board.MustLoc("A1"))
	after.Lab = board.Of(board.MustLoc("A1"), board.MustLoc("A2"))
	an.popIn(&before, &after)
	sc := an.popScales()
	if len(sc) != 1 || sc[board.MustLoc("A2")] != 0 {
		t.Fatalf("pops %v, want A2 starting at 0", sc)
	}
	for range popFrames {
		an.tick()
	}
	if an.busy() || an.popScales() != nil {
		t.Error("the pop did not end")
	}
}
