package game

import (
	"testing"

	"patron/game/box"
)

// A hunter on a long move is seen where each step puts it, while its
// place on the board changes only when it stops (the screens draw it
// from Moving).
func TestMovingFollowsEachStep(t *testing.T) {
	s := newScen(t)
	abClear(s, box.Murphy)
	s.hunterAt(box.Murphy, "C1")
	p := &s.g.Pub
	p.DEARedraws, p.PepesMoney = 0, 0
	s.factionTurn(box.DEA)
	if _, _, _, ok := p.Moving(); ok {
		t.Fatal("a figure is moving before any move began")
	}
	s.do("hunter Murphy")
	s.do("boost")
	s.do("pass") // the second +2 is kept
	s.expectPrompt(PromptHunterStep)
	for _, to := range []string{"C2", "C3", "C4"} {
		s.do("step " + to)
		h, slot, at, ok := p.Moving()
		if !ok || h != box.Murphy || slot != -1 || at != loc(to) {
			t.Fatalf("after step %s: Moving = %v %v %v %v", to, h, slot, at, ok)
		}
		if p.Hunters[box.Murphy].Loc != loc("C1") {
			t.Fatalf("Murphy's place changed mid-move: %v", p.Hunters[box.Murphy].Loc)
		}
	}
	s.do("stop")
	if _, _, _, ok := p.Moving(); ok {
		t.Fatal("still moving after the stop")
	}
	if p.Hunters[box.Murphy].Loc != loc("C4") {
		t.Fatalf("Murphy stopped on %v", p.Hunters[box.Murphy].Loc)
	}
}
