package scenes

import "testing"

// steps feeds frames to a padRepeat and lists the frames that stepped.
func steps(r *padRepeat, frames []Pad) (out []int, dirs []padDir) {
	for i, p := range frames {
		if d := r.step(p); d != dirNone {
			out, dirs = append(out, i), append(dirs, d)
		}
	}
	return out, dirs
}

func repeatPad(p Pad, n int) []Pad {
	out := make([]Pad, n)
	for i := range out {
		out[i] = p
	}
	return out
}

// A stick leaning less than the dead zone moves nothing; one push past it,
// held a moment, moves one step; held on, it repeats after the delay.
func TestStickDeadZoneAndRepeat(t *testing.T) {
	var r padRepeat
	if got, _ := steps(&r, repeatPad(Pad{StickX: 0.45, StickY: -0.2}, 60)); len(got) != 0 {
		t.Fatalf("a stick inside the dead zone stepped on frames %v", got)
	}
	r = padRepeat{}
	frames := append(repeatPad(Pad{StickX: 0.8, StickY: 0.1}, 10), repeatPad(Pad{}, 5)...)
	if got, dirs := steps(&r, frames); len(got) != 1 || got[0] != 0 || dirs[0] != dirRight {
		t.Fatalf("one push right gave steps on frames %v, %v; want one step right at once", got, dirs)
	}
	r = padRepeat{}
	frames = repeatPad(Pad{StickY: -0.9}, padFirstRepeat+2*padRepeatEvery+1)
	got, dirs := steps(&r, frames)
	want := []int{0, padFirstRepeat, padFirstRepeat + padRepeatEvery, padFirstRepeat + 2*padRepeatEvery}
	if len(got) != len(want) {
		t.Fatalf("a held push up stepped on frames %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] || dirs[i] != dirUp {
			t.Fatalf("a held push up stepped on frames %v (%v), want %v up", got, dirs, want)
		}
	}
}

// A stick wobbling around the dead zone's edge, once pushed, counts as held
// until it comes back near the middle: no second step from a shaky thumb.
func TestStickWobbleIsOnePush(t *testing.T) {
	var r padRepeat
	frames := []Pad{{StickX: -0.6}, {StickX: -0.45}, {StickX: -0.55}, {StickX: -0.4}, {StickX: -0.52}, {StickX: -0.1}, {StickX: -0.6}}
	got, dirs := steps(&r, frames)
	if len(got) != 2 || got[0] != 0 || got[1] != 6 || dirs[0] != dirLeft || dirs[1] != dirLeft {
		t.Fatalf("a wobbling stick stepped on frames %v (%v), want 0 and 6 (after it came back)", got, dirs)
	}
}

// The d-pad steps once a press, at once, and a diagonal stick goes the way
// it leans most.
func TestDpadStepsOncePerPress(t *testing.T) {
	var r padRepeat
	frames := []Pad{Press(PadDown), {Held: padBit(PadDown)}, {}, Press(PadDown), {}, Press(PadLeft), {Held: padBit(PadLeft)}}
	got, dirs := steps(&r, frames)
	if len(got) != 3 || got[0] != 0 || got[1] != 3 || got[2] != 5 || dirs[2] != dirLeft {
		t.Fatalf("three presses stepped on frames %v (%v), want 0, 3 and 5", got, dirs)
	}
	// pressed again before the last frame saw it let go: still a press
	r = padRepeat{}
	if got, _ := steps(&r, []Pad{Press(PadUp), Press(PadUp)}); len(got) != 2 {
		t.Fatalf("two presses on two frames stepped %d times", len(got))
	}
	r = padRepeat{}
	if _, dirs := steps(&r, []Pad{{StickX: 0.6, StickY: 0.7}}); len(dirs) != 1 || dirs[0] != dirDown {
		t.Fatalf("a stick leaning down more than right stepped %v", dirs)
	}
}
