package scenes

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/game/board"
	"patron/render/draw"
)

// padApp is an App whose last frame drew these targets, the pointer
// resting at (5, 5).
func padApp(ts ...Target) (*App, *Input) {
	a := &App{W: DesignW, H: DesignH, S: 1}
	a.targets = ts
	return a, &Input{X: 5, Y: 5}
}

// A list in two columns, a button under it: the focus starts on the first
// choice, steps along rows and down columns, and never off the edges.
func TestPadStepsThroughAList(t *testing.T) {
	cmd := func(n int8) hit { return onCommand(game.Command{Op: game.OpHide, A: n}) }
	a, in := padApp(
		Target{Hit: onButton(btnMenu), R: draw.Rect{X: 1100, Y: 10, W: 70, H: 26}},
		Target{Hit: cmd(1), R: draw.Rect{X: 900, Y: 500, W: 150, H: 22}},
		Target{Hit: cmd(2), R: draw.Rect{X: 1053, Y: 500, W: 150, H: 22}},
		Target{Hit: cmd(3), R: draw.Rect{X: 900, Y: 525, W: 150, H: 22}},
		Target{Hit: cmd(4), R: draw.Rect{X: 1053, Y: 525, W: 150, H: 22}},
		Target{Hit: onButton(btnMore), R: draw.Rect{X: 900, Y: 560, W: 303, H: 26}},
	)
	press := func(b PadButton) {
		*in = Input{X: 5, Y: 5, Pad: Press(b)}
		a.padInput(in)
		*in = Input{X: 5, Y: 5}
		a.padInput(in)
	}
	press(PadDown) // the first touch only shows the focus
	if !a.pad.on || !sameTarget(a.pad.at, a.targets[1]) {
		t.Fatalf("the focus starts on %+v, want the first choice", a.pad.at)
	}
	for _, s := range []struct {
		b    PadButton
		want int
	}{{PadRight, 2}, {PadRight, 2}, {PadDown, 4}, {PadLeft, 3}, {PadDown, 5}, {PadUp, 3}, {PadUp, 1}, {PadUp, 0}} {
		press(s.b)
		if !sameTarget(a.pad.at, a.targets[s.want]) {
			t.Fatalf("after %d the focus is on %+v, want target %d", s.b, a.pad.at, s.want)
		}
	}
	if in.X != a.targets[0].R.CX() || in.Y != a.targets[0].R.CY() {
		t.Errorf("the pointer is at %v,%v, not on the focus", in.X, in.Y)
	}
}

// A is a click where the focus is, landing on it even when a figure stands
// over the middle of the place; B is Esc; Start clicks the table's Menu;
// Back asks for the help; the mouse, moved, takes over again.
func TestPadButtonsAct(t *testing.T) {
	place := Target{Hit: onLoc(board.MustLoc("C5")), R: draw.Rect{X: 100, Y: 100, W: 40, H: 40}}
	a, in := padApp(
		Target{Hit: onButton(btnMenu), R: draw.Rect{X: 1100, Y: 10, W: 70, H: 26}},
		place,
		Target{Hit: onButton(btnHelp), R: draw.Rect{X: 110, Y: 110, W: 20, H: 20}}, // over the place's middle
	)
	a.pad = padFocus{on: true, at: place, has: true, rawX: 5, rawY: 5}
	in.Pad = Press(PadA)
	a.padInput(in)
	if got := a.clickedHit(in); !in.Click || got != place.Hit {
		t.Fatalf("A clicked %+v (click %v), want the place", got, in.Click)
	}
	for _, c := range []struct {
		b   PadButton
		key ebiten.Key
	}{{PadB, ebiten.KeyEscape}, {PadBack, ebiten.KeyH}, {PadLB, ebiten.KeyPageUp}, {PadRB, ebiten.KeyPageDown}, {PadY, ebiten.KeyA}} {
		*in = Input{X: 5, Y: 5, Pad: Press(c.b)}
		a.padInput(in)
		if !in.Pressed(c.key) || in.Click {
			t.Errorf("pad button %d gave keys %v (click %v), want %v", c.b, in.Keys, in.Click, c.key)
		}
	}
	*in = Input{X: 5, Y: 5, Pad: Press(PadStart)}
	a.padInput(in)
	if got := a.clickedHit(in); !got.is(btnMenu) {
		t.Errorf("Start clicked %+v, want the Menu button", got)
	}
	if !sameTarget(a.pad.at, place) {
		t.Errorf("Start moved the focus to %+v", a.pad.at)
	}
	*in = Input{X: 300, Y: 5}
	a.padInput(in)
	if a.pad.on || in.X != 300 {
		t.Errorf("the mouse moved, yet the pad keeps the pointer (%v at %v)", a.pad.on, in.X)
	}
}

// An overlay's own buttons are all the pad reaches: the table under the
// dimmed screen is out of reach, and the focus starts on the expected
// button; with nothing in reach, A goes on as Enter.
func TestPadStaysOnTheOverlay(t *testing.T) {
	a, in := padApp(
		Target{Hit: onCommand(game.Command{Op: game.OpPass}), R: draw.Rect{X: 900, Y: 500, W: 150, H: 22}, under: true},
		Target{Hit: onButton(btnRules), R: draw.Rect{X: 500, Y: 450, W: 300, H: 36}},
		Target{Hit: onButton(btnResume), R: draw.Rect{X: 500, Y: 400, W: 300, H: 36}, main: true},
	)
	in.Pad = Press(PadRight)
	a.padInput(in)
	if !a.pad.has || !a.pad.at.Hit.is(btnResume) {
		t.Fatalf("the focus starts on %+v, want Resume", a.pad.at)
	}
	*in = Input{X: 5, Y: 5, Pad: Press(PadDown)}
	a.padInput(in)
	*in = Input{X: 5, Y: 5, Pad: Press(PadRight)}
	a.padInput(in)
	if !a.pad.at.Hit.is(btnRules) {
		t.Fatalf("the focus went to %+v, want Rules (the choice under the menu is out of reach)", a.pad.at)
	}
	a.targets = slices.DeleteFunc(a.targets, func(t Target) bool { return !t.under })
	*in = Input{X: 5, Y: 5, Pad: Press(PadA)}
	a.padInput(in)
	if a.pad.has || !in.Pressed(ebiten.KeyEnter) || a.clickedHit(in).kind != hitNone {
		t.Errorf("A over nothing in reach: focus %v, keys %v, clicked %+v", a.pad.has, in.Keys, a.clickedHit(in))
	}
}

// While a bot plays, the focus rests where it could (a button of the
// toolbar); when the player's choices come, it goes to the first of them,
// unless the player stepped it somewhere himself.
func TestPadFocusMeetsTheChoices(t *testing.T) {
	menu := Target{Hit: onButton(btnMenu), R: draw.Rect{X: 1100, Y: 10, W: 70, H: 26}}
	help := Target{Hit: onButton(btnHelp), R: draw.Rect{X: 1000, Y: 10, W: 70, H: 26}}
	choice := Target{Hit: onCommand(game.Command{Op: game.OpPass}), R: draw.Rect{X: 900, Y: 500, W: 150, H: 22}}
	var f padFocus
	f.resolve([]Target{help, menu})
	if !f.has || !f.auto || !sameTarget(f.at, help) {
		t.Fatalf("during the bot's turn the focus is on %+v", f.at)
	}
	f.resolve([]Target{help, menu, choice})
	if !sameTarget(f.at, choice) {
		t.Fatalf("the choices came, the focus stayed on %+v", f.at)
	}
	f.at, f.auto = menu, false // stepped there
	f.resolve([]Target{help, menu, choice})
	if !sameTarget(f.at, menu) {
		t.Fatalf("the focus the player stepped to went to %+v", f.at)
	}
}
