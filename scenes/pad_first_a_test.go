package scenes

import (
	"testing"

	"patron/game"
	"patron/render/draw"
)

// The pad's first touch only shows where the ring starts, A's too: an A
// pressed while no ring was shown (the pad just picked up, or after the
// mouse) took the ring's unseen start, the table's first choice, so a
// player made a move of the game he never saw marked. The next A takes it.
func TestPadFirstAOnlyShowsTheRing(t *testing.T) {
	first := Target{Hit: onCommand(game.Command{Op: game.OpHide, A: 1}), R: draw.Rect{X: 900, Y: 500, W: 150, H: 22}}
	a, in := padApp(
		Target{Hit: onButton(btnMenu), R: draw.Rect{X: 1100, Y: 10, W: 70, H: 26}},
		first,
	)
	*in = Input{X: 5, Y: 5, Pad: Press(PadA)}
	a.padInput(in)
	if in.Click || len(in.Keys) != 0 {
		t.Fatalf("the first A acted unseen: click %v at %v,%v, keys %v", in.Click, in.X, in.Y, in.Keys)
	}
	if !a.pad.on || !sameTarget(a.pad.at, first) {
		t.Fatalf("the first A shows the ring on %+v (on %v), want the first choice", a.pad.at, a.pad.on)
	}
	*in = Input{X: 5, Y: 5, Pad: Press(PadA)}
	a.padInput(in)
	if got := a.clickedHit(in); !in.Click || got != first.Hit {
		t.Fatalf("the second A clicked %+v (click %v), want the choice ringed", got, in.Click)
	}
}
