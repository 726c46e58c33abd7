package scenes

import "math"

// The d-pad and the left stick as steps: one push moves the focus one
// step; held, it waits a moment, then steps on at a steady pace, as a
// held arrow key does.

// padDir is a direction the focus steps in.
type padDir uint8

const (
	dirNone padDir = iota
	dirUp
	dirDown
	dirLeft
	dirRight
)

const (
	// stickPush is how far the stick must lean to count as a push; it
	// counts until it comes back under stickRest. The gap between them
	// keeps a stick resting near the edge from stepping twice.
	stickPush = 0.5
	stickRest = 0.3
	// padFirstRepeat is how long a held direction waits before it steps
	// again (a third of a second), padRepeatEvery how often it steps
	// after that (eight steps a second).
	padFirstRepeat = 20
	padRepeatEvery = 8
)

// padRepeat turns the held d-pad or stick into steps.
type padRepeat struct {
	held  padDir // the direction held on the last frame
	stick bool   // the stick is leaning past stickPush (until stickRest)
	wait  int    // frames before the held direction steps again
}

// step reads one frame of the pad and gives the direction to step in, or
// dirNone.
func (r *padRepeat) step(p Pad) padDir {
	d := r.direction(p)
	switch {
	case d == dirNone:
		r.held = dirNone
		return dirNone
	case d != r.held || p.Pressed&dirBits != 0: // a new push (the d-pad pressed again counts, even between frames)
		r.held, r.wait = d, padFirstRepeat
		return d
	}
	r.wait--
	if r.wait > 0 {
		return dirNone
	}
	r.wait = padRepeatEvery
	return d
}

// dirBits are the d-pad's buttons.
const dirBits = 1<<PadUp | 1<<PadDown | 1<<PadLeft | 1<<PadRight

// direction is where the pad points this frame: the d-pad first, else
// the stick along its larger lean, out of its dead zone.
func (r *padRepeat) direction(p Pad) padDir {
	switch {
	case p.holds(PadUp):
		return dirUp
	case p.holds(PadDown):
		return dirDown
	case p.holds(PadLeft):
		return dirLeft
	case p.holds(PadRight):
		return dirRight
	}
	x, y := p.StickX, p.StickY
	lean := max(math.Abs(x), math.Abs(y))
	if lean < stickRest || !r.stick && lean < stickPush {
		r.stick = false
		return dirNone
	}
	r.stick = true
	switch {
	case math.Abs(x) > math.Abs(y) && x > 0:
		return dirRight
	case math.Abs(x) > math.Abs(y):
		return dirLeft
	case y > 0:
		return dirDown
	}
	return dirUp
}
