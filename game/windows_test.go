package game

import (
	"testing"

	"patron/game/box"
)

// The optional windows are the four abilities' prompts, each its Faction's.
func TestAbilityWindows(t *testing.T) {
	for a := Ability(0); a < NumAbilities; a++ {
		if got, ok := AbilityOf(a.Prompt()); !ok || got != a || !a.Prompt().Optional() {
			t.Errorf("ability %d: its prompt %q is not read back as its window", a, a.Prompt())
		}
	}
	for _, p := range []Prompt{PromptUseAction, PromptChooseHunter, PromptSelfLock, PromptFound, PromptPlataPlomo} {
		if p.Optional() {
			t.Errorf("%q is not a Faction's optional window", p)
		}
	}
	s := newScen(t)
	pub := &s.g.Pub
	if pub.AbilityLeft(AbilityDEA) != 4 || pub.AbilityLeft(AbilityPolicia) != 2 || pub.AbilityLeft(AbilityPepes) != 1 || pub.AbilityLeft(AbilityCali) != 0 {
		t.Errorf("a new game's abilities left: DEA %d, Policía %d, Los Pepes %d, Cali %d; want 4, 2, 1, 0",
			pub.AbilityLeft(AbilityDEA), pub.AbilityLeft(AbilityPolicia), pub.AbilityLeft(AbilityPepes), pub.AbilityLeft(AbilityCali))
	}
}

// fillButType fills every slot of the Action dashboard but the Type
// Investigation's, so that only a card of value 2 gives a hunter an action.
func fillButType(s *scen) {
	for a := box.Action(0); a < box.NumActions; a++ {
		if a == box.TypeInv {
			continue
		}
		for i := 0; i < box.ActionSlots[a].Count; i++ {
			s.g.Pub.Dash[a][i] = 3
		}
	}
}

// decision D27: the DEA's window after a move is a hunter's last chance
// when no available card gives it an action and a redraw could: passing it
// loses the action, so it must be shown. The same window when a card fits
// may pass.
func TestPassLosesHunterAction(t *testing.T) {
	s := newScen(t)
	abClear(s, box.Murphy, box.Pena)
	s.hunterAt(box.Murphy, "C1")
	s.g.Pub.PepesMoney = 0
	fillButType(s)
	s.factionTurn(box.DEA)
	s.available(3, 3, 1)
	s.do("hunter Murphy")
	abSeat(s, SeatDEA, PromptDEA)
	if s.g.PassLoses() {
		t.Fatal("the window before a move loses nothing: the hunter may move and gets a window after it")
	}
	s.do("pass")
	s.do("step C2")
	abStop(s)
	abSeat(s, SeatDEA, PromptDEA)
	if !s.g.PassLoses() {
		t.Fatalf("no card fits a free slot (available %v) and a redraw could bring a 2: the pass loses Murphy's action", s.g.Pub.Available)
	}
	s.available(3, 2, 1)
	if s.g.PassLoses() {
		t.Fatal("a 2 is available: the hunter acts without a redraw, the pass loses nothing")
	}
	s.available(3, 3, 1)
	s.g.Pub.DEARedraws = 0
	if s.g.PassLoses() {
		t.Fatal("no redraw is left: the window offers nothing that could save the action")
	}
}

// decision D27: a hunter that cannot move has no window after its move, so
// the one before it is its last chance.
func TestPassLosesLockedHunter(t *testing.T) {
	s := newScen(t)
	abClear(s, box.Murphy, box.Pena)
	s.hunterAt(box.Murphy, "C1")
	s.g.Pub.PepesMoney = 0
	s.g.Pub.Hunters[box.Murphy].LockNext = true
	fillButType(s)
	s.factionTurn(box.DEA)
	s.available(3, 3, 1)
	s.do("hunter Murphy")
	abSeat(s, SeatDEA, PromptDEA)
	if !s.g.PassLoses() {
		t.Fatal("a locked hunter's window before its (skipped) move is its last chance for a redraw")
	}
}
