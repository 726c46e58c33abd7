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

// A hunter on a move of several steps slides on the map at each step, not
// only when it stops: each step command moves its figure to the step's place.
func TestHunterSlidesEveryStep(t *testing.T) {
	for seed := uint64(1); seed <= 30; seed++ {
		m := mustMatch(t, seed)
		if err := autoplay(m, board.NoLoc, func(d game.Decision) bool { return d.Prompt == game.PromptHunterStep }); err != nil {
			t.Fatal(err)
		}
		if m.G.Over() {
			continue
		}
		var step game.Command
		for _, c := range m.G.Legal(nil) {
			if c.Op == game.OpStep {
				step = c
				break
			}
		}
		if step.Op != game.OpStep {
			continue
		}
		h := m.G.Pending().Detail.Hunter
		proj := mapview.NewProjection(layoutTable(DesignW, DesignH).Map)
		before := proj.Spots(&m.G.Pub, nil)
		if _, err := m.Apply(step); err != nil {
			t.Fatal(err)
		}
		if m.G.Pending().Prompt != game.PromptHunterStep {
			continue // that was the last step: the move ended anyway
		}
		after := proj.Spots(&m.G.Pub, nil)
		var an animations
		an.start(before, after)
		if _, ok := an.positions()[mapview.HunterPiece(h)]; !ok {
			t.Fatalf("seed %d: %s's step to %s started no slide", seed, h.Name(), step.Args().Loc)
		}
		for _, sp := range after {
			if sp.Piece == mapview.HunterPiece(h) && sp.Loc != step.Args().Loc {
				t.Fatalf("seed %d: %s drawn at %s after stepping to %s", seed, h.Name(), sp.Loc, step.Args().Loc)
			}
		}
		return
	}
	t.Fatal("no hunter took a step with more to come in 30 seeds")
}
