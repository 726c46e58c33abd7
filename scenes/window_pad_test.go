package scenes

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// A hotseat game begun and played with a gamepad alone, in a window: the
// d-pad walks the menu to New game, A starts it, A takes each hand-off,
// the Patrón hides by stepping the focus onto a lit place, Start opens the
// table's menu and B closes it, and a stretch of decisions is made by
// stepping onto choices and places. No mouse, no key.
func TestWindowGamepadGame(t *testing.T) {
	t.Parallel()
	out := inWindow(t, "gamepad")
	t.Log(out)
	for _, want := range []string{"ok: menu by pad", "ok: setup by pad", "ok: hand-off by pad", "ok: place by pad", "ok: menu opened and closed by pad", "ok: decisions by pad"} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q\n%s", want, out)
		}
	}
}

func runPadWindow() int { return runStepWindow(padGame) }

// padTo steps the focus to the first target want accepts, along the
// fewest steps the focus can take (a search over the steps the pad
// offers on this frame's targets), pressing the d-pad once a step.
func (w *stepWindow) padTo(want func(Target) bool) (Target, error) {
	a := w.app
	if !a.pad.on {
		w.script.PadPress(PadDown) // the first touch shows the focus
		w.frames(w.script.Pending() + 1)
	}
	if !a.pad.has {
		return Target{}, fmt.Errorf("no focus on %T", a.Scene())
	}
	type node struct {
		t    Target
		path []PadButton
	}
	seen := []Target{a.pad.at}
	queue := []node{{t: a.pad.at}}
	var path []PadButton
	var goal Target
	found := false
	for len(queue) > 0 && !found {
		n := queue[0]
		queue = queue[1:]
		if want(n.t) {
			path, goal, found = n.path, n.t, true
			break
		}
		for _, b := range []PadButton{PadUp, PadDown, PadLeft, PadRight} {
			next, ok := a.nextTarget(n.t, padDirOf(b))
			if !ok || containsTarget(seen, next) {
				continue
			}
			seen = append(seen, next)
			queue = append(queue, node{next, append(append([]PadButton(nil), n.path...), b)})
		}
	}
	if !found {
		return Target{}, fmt.Errorf("no step of the pad reaches the target on %T (%d reached)", a.Scene(), len(seen))
	}
	for _, b := range path {
		w.script.PadPress(b)
		w.frames(w.script.Pending() + 1)
	}
	if !sameTarget(a.pad.at, goal) {
		return Target{}, fmt.Errorf("%d steps brought the focus to %+v, not %+v", len(path), a.pad.at, goal)
	}
	return goal, nil
}

func padDirOf(b PadButton) padDir {
	return [...]padDir{PadUp: dirUp, PadDown: dirDown, PadLeft: dirLeft, PadRight: dirRight}[b]
}

func containsTarget(ts []Target, t Target) bool {
	for _, x := range ts {
		if sameTarget(x, t) {
			return true
		}
	}
	return false
}

// press presses a pad button and lets the window take it.
func (w *stepWindow) press(b PadButton) {
	w.script.PadPress(b)
	w.frames(w.script.Pending() + 2)
}

func padGame(w *stepWindow) error {
	a := w.app
	w.frames(3)
	if _, err := w.padTo(func(t Target) bool { return t.ID == named("menu:new") }); err != nil {
		return err
	}
	w.press(PadA)
	if _, ok := a.Scene().(*NewSetup); !ok {
		return fmt.Errorf("A on New game opened %T", a.Scene())
	}
	fmt.Println("ok: menu by pad")
	w.frames(2)
	if !a.pad.has || a.pad.at.ID != named("setup:start") {
		return fmt.Errorf("the setup's focus starts on %+v, not Start", a.pad.at)
	}
	w.press(PadA)
	p, ok := a.Scene().(*Play)
	if !ok {
		return fmt.Errorf("A on Start opened %T", a.Scene())
	}
	fmt.Println("ok: setup by pad")
	var handoffs, decisions, places int
	menu := false
	start := time.Now()
	frame := 0
	for ; frame < 6000 && (decisions < 20 || handoffs < 2 || places < 1 || !menu); frame++ {
		w.frames(1)
		switch {
		case p.handoff != nil:
			w.frames(2)
			if !a.pad.has || a.pad.at.ID != named("handoff:ready") {
				return fmt.Errorf("the hand-off's focus is on %+v, not its Ready button", a.pad.at)
			}
			w.press(PadA)
			if p.handoff != nil {
				return fmt.Errorf("A did not take the hand-off")
			}
			w.frames(2)
			if a.pad.has && !a.pad.auto {
				// nothing of the one who left may stay marked: the ring
				// starts afresh on the new view
				return fmt.Errorf("the ring came through the hand-off onto %+v", a.pad.at)
			}
			handoffs++
			fmt.Println("ok: hand-off by pad")
		case overlaid(p):
			w.press(PadA) // the summary's, the result's, a moment's Continue: the focus starts there
		case !menu && p.mine() && !p.anims.busy():
			w.press(PadStart)
			if !p.paused {
				return fmt.Errorf("Start did not open the table's menu")
			}
			w.press(PadB)
			if p.paused {
				return fmt.Errorf("B did not close the table's menu")
			}
			menu = true
			fmt.Println("ok: menu opened and closed by pad")
		case p.mine() && !p.anims.busy() && p.calm == 0:
			before := len(p.M.G.Log())
			kind := hitCommand
			if places == 0 || decisions%3 == 1 {
				for _, t := range a.Targets() {
					if t.Hit.kind == hitLoc && focusable(a.Targets(), t) {
						kind = hitLoc // a place to pick on the map: pick it there
					}
				}
			}
			t, err := w.padTo(func(t Target) bool { return t.Hit.kind == kind })
			if err != nil {
				return err
			}
			w.press(PadA)
			for i := 0; i < 10 && len(p.M.G.Log()) == before && p.ch.narrowed(); i++ {
				// a place with several choices: they are listed now, take one
				if _, err := w.padTo(func(t Target) bool { return t.Hit.kind == hitCommand }); err != nil {
					return err
				}
				w.press(PadA)
			}
			if len(p.M.G.Log()) == before {
				return fmt.Errorf("A on %s decided nothing (%q)", targetName(t.Hit), p.err)
			}
			decisions++
			if t.Hit.kind == hitLoc {
				places++
				fmt.Println("ok: place by pad:", lastCommand(p.M))
			} else {
				fmt.Println("choice by pad:", lastCommand(p.M))
			}
		}
	}
	fmt.Printf("hand-offs %d, decisions %d (places %d), log %d, %d frames in %v\n", handoffs, decisions, places, len(p.M.G.Log()), frame, time.Since(start).Round(time.Millisecond))
	if decisions >= 20 {
		fmt.Println("ok: decisions by pad")
	}
	return nil
}
