package scenes

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/render/draw"
	"patron/render/theme"
)

// The gamepad plays through the targets the screens register for the
// mouse: a focus rests on one of them (a choice, a lit place, a button),
// the d-pad or the stick moves it to the nearest target that way, and A
// is a click on it. B is Esc, Start the screen's menu, Back the keys'
// help, the shoulders a page of the list. The screens decide nothing
// new: they see a pointer on the focus and a click, or a key. The focus
// shows as a ring while the pad is in use; the mouse, moved, takes over.

// padFocus is the gamepad's focus.
type padFocus struct {
	on         bool // the pad is in use: the focus shows and the pointer follows it
	rep        padRepeat
	at         Target // the focused target, as last drawn
	has        bool
	auto       bool    // the focus was put there, not stepped to: a better start moves it
	rawX, rawY float64 // where the mouse was when the pad took over
}

// padInput turns this frame's pad into the focus's moves and a click or
// a key, on in.
func (a *App) padInput(in *Input) {
	f := &a.pad
	d := f.rep.step(in.Pad)
	if f.on && (in.X != f.rawX || in.Y != f.rawY || in.Click || in.RightClick || in.Wheel != 0) {
		f.on, f.has = false, false // the mouse is back
	}
	p := in.Pad
	if !f.on {
		if d == dirNone && p.Pressed == 0 {
			return
		}
		f.on, f.rawX, f.rawY = true, in.X, in.Y
		d = dirNone // the first touch shows where the focus starts
		// A too: it would take a ring not yet seen (a move of the game)
		p.Pressed &^= padBit(PadA)
	}
	f.resolve(a.targets)
	if d != dirNone && f.has {
		if t, ok := a.nextTarget(f.at, d); ok {
			f.at, f.auto = t, false
		}
	}
	x, y, ok := -1.0, -1.0, false
	if f.has {
		x, y, ok = a.aim(f.at)
	}
	in.X, in.Y = x, y
	switch {
	case p.Down(PadA):
		in.Click = true
		if !ok { // nothing to focus (the keys' help): A goes on as Enter does
			in.Keys = withKey(in.Keys, ebiten.KeyEnter)
		}
	case p.Down(PadB):
		in.Keys = withKey(in.Keys, ebiten.KeyEscape)
	case p.Down(PadStart):
		if m, ok := a.menuTarget(); ok { // the table's Menu button, where there is one
			in.X, in.Y, _ = a.aim(m)
			in.Click = true
		} else {
			in.Keys = withKey(in.Keys, ebiten.KeyEscape)
		}
	case p.Down(PadBack):
		in.Keys = withKey(in.Keys, ebiten.KeyH)
	case p.Down(PadLB):
		in.Keys = withKey(in.Keys, ebiten.KeyPageUp)
	case p.Down(PadRB):
		in.Keys = withKey(in.Keys, ebiten.KeyPageDown)
	case p.Down(PadY):
		in.Keys = withKey(in.Keys, ebiten.KeyA)
	}
}

// withKey adds a key that went down, never into the caller's array.
func withKey(keys []ebiten.Key, k ebiten.Key) []ebiten.Key {
	return append(slices.Clip(keys), k)
}

// resolve finds the focus among the targets just drawn; when it is gone
// (another screen, a decision made) it starts again on the screen's
// expected button, else the first choice, else the first thing to pick.
// A focus the player did not step to also moves there when such a start
// appears (the table's choices, once a bot has played).
func (f *padFocus) resolve(ts []Target) {
	if f.has {
		for _, t := range slices.Backward(ts) {
			if !t.under && sameTarget(t, f.at) {
				f.at = t
				if !f.auto {
					return
				}
				if start, r := startOf(ts); r > 0 && r < firstRank(t) {
					f.at = start
				}
				return
			}
		}
	}
	start, r := startOf(ts)
	f.at, f.has, f.auto = start, r > 0, true
}

// startOf is where the focus starts on these targets, and its rank (0:
// nowhere).
func startOf(ts []Target) (Target, int) {
	var start Target
	best := 0
	for _, t := range ts {
		if r := firstRank(t); r > 0 && (best == 0 || r < best) && focusable(ts, t) {
			start, best = t, r
		}
	}
	return start, best
}

// firstRank orders where the focus starts: 1 first; 0 never.
func firstRank(t Target) int {
	switch {
	case t.under || t.Hit.is(btnClueBg):
		return 0
	case t.main:
		return 1
	case t.Hit.kind == hitCommand:
		return 2
	case t.Hit.kind == hitLoc || t.Hit.kind == hitPiece || t.Hit.kind == hitSlot || t.Hit.kind == hitCard || t.Hit.kind == hitAction || t.Hit.kind == hitAvail || t.Hit.kind == hitFaction:
		return 3
	}
	return 4
}

// sameTarget reports whether two targets stand for the same thing (a
// choice by its command's words: the list is made again each decision).
func sameTarget(x, y Target) bool {
	if x.ID != y.ID {
		return false
	}
	if x.Hit.kind == hitCommand && y.Hit.kind == hitCommand {
		return x.Hit.cmd.Format() == y.Hit.cmd.Format()
	}
	return x.Hit == y.Hit
}

// focusable reports whether the pad may rest on t: above any overlay,
// not a panel's ground, and with a point where a click lands on it.
func focusable(ts []Target, t Target) bool {
	if firstRank(t) == 0 {
		return false
	}
	_, _, ok := aimAt(ts, t)
	return ok
}

// aim is where a click on t lands on t itself (a figure may stand over
// the middle of a place).
func (a *App) aim(t Target) (float64, float64, bool) { return aimAt(a.targets, t) }

func aimAt(ts []Target, t Target) (float64, float64, bool) {
	for _, p := range [...][2]float64{{.5, .5}, {.5, .2}, {.5, .8}, {.2, .5}, {.8, .5}, {.2, .2}, {.8, .2}, {.2, .8}, {.8, .8}} {
		x, y := t.R.X+t.R.W*p[0], t.R.Y+t.R.H*p[1]
		for _, top := range slices.Backward(ts) {
			if top.R.Contains(x, y) {
				if sameTarget(top, t) {
					return x, y, true
				}
				break
			}
		}
	}
	return 0, 0, false
}

// nextTarget is the target the focus steps to from at in direction d:
// the nearest one that way, those in line with it first.
func (a *App) nextTarget(at Target, d padDir) (Target, bool) {
	var best Target
	bestScore, found := 0.0, false
	for _, t := range a.targets {
		if sameTarget(t, at) || !focusable(a.targets, t) {
			continue
		}
		s, ok := stepScore(at.R, t.R, d)
		if ok && (!found || s < bestScore) {
			best, bestScore, found = t, s, true
		}
	}
	return best, found
}

// stepScore is how far r lies from the focus at in direction d (smaller
// nearer), and whether it lies that way at all: its middle beyond the
// focus's, and no more than twice as far beside the focus as that way
// (a button below and a little aside, the log's filters under the list's
// More…, is a step down). The gap across
// the direction counts three times the gap along it, so a step down a
// column stays in the column.
func stepScore(at, r draw.Rect, d padDir) (float64, bool) {
	// turn the direction into "down": along is the distance that way,
	// across the one beside it
	along := func(r draw.Rect) (lo, hi float64) { return r.Y, r.Bottom() }
	across := func(r draw.Rect) (lo, hi float64) { return r.X, r.Right() }
	sign := 1.0
	switch d {
	case dirUp:
		sign = -1
	case dirLeft:
		sign = -1
		along, across = across, along
	case dirRight:
		along, across = across, along
	}
	alo, ahi := along(at)
	rlo, rhi := along(r)
	if sign*((rlo+rhi)/2-(alo+ahi)/2) <= 0.5 {
		return 0, false
	}
	gap := rlo - ahi
	if sign < 0 {
		gap = alo - rhi
	}
	clo, chi := across(at)
	slo, shi := across(r)
	side := max(slo-chi, clo-shi, 0)
	if side > 2*max(gap, 0)+4 { // far more beside than that way: another direction's
		return 0, false
	}
	dc := (slo+shi)/2 - (clo+chi)/2 // in line, the one nearest the focus's middle
	return max(gap, 0) + 3*side + 0.001*dc*dc, true
}

// menuTarget is the screen's Menu button (the table's, the hand-off's),
// where one is in reach.
func (a *App) menuTarget() (Target, bool) {
	for _, t := range slices.Backward(a.targets) {
		if !t.under && (t.Hit.is(btnMenu) || t.ID == named("handoff:menu")) {
			return t, true
		}
	}
	return Target{}, false
}

// padKey adds the focus to a screen's picture key: the ring moves with it.
func (a *App) padKey(key any) any {
	if key == nil || !a.pad.on {
		return key
	}
	return struct {
		screen any
		ring   draw.Rect
		has    bool
	}{key, a.pad.at.R, a.pad.has}
}

// drawPadFocus rings the focus, over the screen, while the pad is in use.
func (a *App) drawPadFocus(c *draw.Canvas) {
	f := &a.pad
	if !f.on {
		return
	}
	f.resolve(a.targets)
	if !f.has {
		return
	}
	c.Flush()
	// white on a dark edge: unlike the gold of lit places and buttons
	r := f.at.R.Inset(-4)
	c.RoundRect(r, 7).Stroke(6, theme.Alpha(theme.Ink, 0.9))
	c.RoundRect(r, 7).Stroke(3, theme.White)
}

// dim darkens the whole screen under an overlay (a dialog, the table's
// menu, the help): what was registered before lies under it, out of the
// pad's reach.
func (a *App) dim(c *draw.Canvas) {
	c.Fill(draw.Rect{W: a.W, H: a.H}, theme.Alpha(theme.Halo, 0.7))
	for i := range a.targets {
		a.targets[i].under = true
	}
}

// markMain makes the target just registered the screen's expected one
// (a Primary button), where the pad's focus starts.
func (a *App) markMain(style ButtonStyle) {
	if style == Primary && len(a.targets) > 0 {
		a.targets[len(a.targets)-1].main = true
	}
}

// PadPress queues a frame where a pad button went down (and one where it
// is let go), the pointer where it was.
func (s *Script) PadPress(b PadButton) {
	s.Push(Input{X: s.X, Y: s.Y, Pad: Press(b)}, Input{X: s.X, Y: s.Y})
}
