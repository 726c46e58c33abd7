package game

import (
	"testing"

	"patron/game/board"
	"patron/game/box"
)

// Scenario tests of the four faction abilities (rulebook: FACTIONS SPECIAL
// ABILITIES; COMPONENTS: Factions and hunters; decisions D13–D16; ruling R22).

// abQuiet takes away every faction's mini-cards, cubes and money, so that no
// ability window interrupts a test about something else.
func abQuiet(s *scen) {
	p := &s.g.Pub
	p.DEABoosts, p.DEARedraws, p.PoliciaBonuses, p.CaliCubes, p.PepesMoney = 0, 0, 0, 0, 0
}

// abSeat checks who decides now, and what.
func abSeat(s *scen, seat Seat, pr Prompt) {
	s.t.Helper()
	d := s.g.Pending()
	if d.Seat != seat || d.Prompt != pr {
		s.t.Fatalf("pending %v / %q, want %v / %q (legal %v)", d.Seat, d.Prompt, seat, pr, s.legalText())
	}
}

// abStop ends a hunter's move where it stands, if a move is pending.
func abStop(s *scen) {
	s.t.Helper()
	if p := s.pending(); p == PromptHunterStep || p == PromptCaptureStep {
		s.do("stop")
	}
}

// abActivate picks a hunter (when the faction has a choice), passes the DEA
// window and skips the move.
func abActivate(s *scen, h box.Hunter) {
	s.t.Helper()
	if s.pending() == PromptChooseHunter {
		s.do("hunter " + h.String())
	}
	if s.pending() == PromptDEA {
		s.do("pass")
	}
	abStop(s)
	if s.pending() != PromptUseAction {
		s.t.Fatalf("%s: pending %q, want the action choice", h, s.pending())
	}
}

// abClear moves the hunters that are not listed off to far corners of the
// map, one per location, so that they neither block nor get in the way.
func abClear(s *scen, keep ...box.Hunter) {
	far := []string{"O13", "O3", "O18", "O2", "O5", "A17", "O1", "O15"}
	for h := box.Hunter(0); h < box.NumHunters; h++ {
		kept := false
		for _, k := range keep {
			kept = kept || k == h
		}
		if !kept {
			s.hunterAt(h, far[h])
		}
	}
}

func abHasEvent(t *testing.T, out *Outcome, k EventKind) {
	t.Helper()
	if !hasEvent(out, k) {
		t.Fatalf("missing event %d in %v", k, out.Events)
	}
}

// ---------------------------------------------------------------- DEA

// COMPONENTS: DEA "+2 to one hunter's move"; decision D13: played in the
// DEA's window before the activation, adds to the regular move, one-shot.
func TestAbilityDEABoostAddsTwoSteps(t *testing.T) {
	s := newScen(t)
	abClear(s, box.Murphy, box.Pena)
	s.hunterAt(box.Murphy, "C1")
	s.hunterAt(box.Pena, "C16")
	s.g.Pub.PepesMoney = 0
	s.factionTurn(box.DEA)
	s.do("hunter Murphy")
	abSeat(s, SeatDEA, PromptDEA)
	if !s.hasLegal("boost") || !s.hasLegal("pass") {
		t.Fatalf("DEA window %v", s.legalText())
	}
	out := s.do("boost")
	abHasEvent(t, out, EvBoost)
	if s.g.Pub.DEABoosts != 1 {
		t.Fatalf("boosts left %d, want 1", s.g.Pub.DEABoosts)
	}
	s.do("pass")
	// C1 → C2 → C3 → C4 → C7: four steps, two more than the rulebook's 2.
	for _, to := range []string{"C2", "C3", "C4", "C7"} {
		s.do("step " + to)
	}
	// Four steps used: the move ends by itself. The DEA may still redraw
	// before the card is placed (decision D13), but no longer boost.
	abSeat(s, SeatDEA, PromptDEA)
	if s.hasLegal("boost") {
		t.Fatalf("+2 move offered after the move: %v", s.legalText())
	}
	s.refused("boost", "ability")
	s.do("pass")
	s.expectPrompt(PromptUseAction)
	if got := s.g.Pub.Hunters[box.Murphy].Loc; got != loc("C7") {
		t.Fatalf("Murphy on %v, want C7", got)
	}
	s.available(1, 1, 1)
	s.do("use 1 region")
	s.forced()
	// Peña's activation: the DEA window comes again; without a boost his move
	// is the plain 2 steps.
	abSeat(s, SeatDEA, PromptDEA)
	s.do("pass")
	s.do("step C17")
	s.do("step C13")
	abSeat(s, SeatDEA, PromptDEA) // the move is over: an unboosted hunter moves 2
	s.do("pass")
	s.expectPrompt(PromptUseAction)
	if s.g.Pub.Hunters[box.Pena].Loc != loc("C13") {
		t.Fatalf("Peña on %v", s.g.Pub.Hunters[box.Pena].Loc)
	}
}

// decision D13: both "+2 move" cards may stack on one hunter; once both are
// spent the DEA has no "boost" left (one-shot cards).
func TestAbilityDEABoostsStackAndRunOut(t *testing.T) {
	s := newScen(t)
	abClear(s, box.Murphy)
	s.hunterAt(box.Murphy, "C1")
	p := &s.g.Pub
	p.DEARedraws, p.PepesMoney = 0, 0
	s.factionTurn(box.DEA)
	s.do("hunter Murphy")
	s.do("boost")
	s.do("boost")
	if p.DEABoosts != 0 {
		t.Fatalf("boosts left %d", p.DEABoosts)
	}
	// No mini-card left: the window closes by itself, the move starts.
	s.expectPrompt(PromptHunterStep)
	for _, to := range []string{"C2", "C3", "C4", "C7", "C8"} {
		s.do("step " + to)
	}
	s.expectPrompt(PromptHunterStep) // a 6th step is still there
	s.do("step C10")
	s.expectPrompt(PromptUseAction) // 6 steps at most
	if p.Hunters[box.Murphy].Loc != loc("C10") {
		t.Fatalf("Murphy on %v", p.Hunters[box.Murphy].Loc)
	}
	s.available(1, 1, 1)
	s.do("use 1 region")
	s.forced()
	// Peña: no DEA window at all now.
	if s.pending() == PromptDEA {
		t.Fatalf("DEA window with no mini-card left")
	}
	s.refused("boost", "turn")
}

// decision D13: the "+2 move" is not for a locked hunter (ruling R15).
func TestAbilityDEABoostNotOnLockedHunter(t *testing.T) {
	s := newScen(t)
	s.g.Pub.Hunters[box.Murphy].LockNext = true
	s.g.Pub.PepesMoney = 0
	s.factionTurn(box.DEA)
	s.do("hunter Murphy")
	// The redraw cards keep the window open, but "boost" is not offered.
	abSeat(s, SeatDEA, PromptDEA)
	if s.hasLegal("boost") {
		t.Fatalf("boost offered to a locked hunter: %v", s.legalText())
	}
	s.refused("boost", "ability")
	// With only boosts left and a locked hunter, there is no window.
	s2 := newScen(t)
	s2.g.Pub.Hunters[box.Murphy].LockNext = true
	s2.g.Pub.DEARedraws = 0
	s2.factionTurn(box.DEA)
	s2.do("hunter Murphy")
	if s2.pending() == PromptDEA || s2.pending() == PromptHunterStep {
		t.Fatalf("locked hunter, boosts only: pending %q", s2.pending())
	}
	s2.expectPrompt(PromptUseAction)
}

// decision D13, ruling R25: a +2 extends the one move it was played for: a
// boost spent on the regular move does not carry over to the Capture's
// move, which the DEA may extend with its other card or leave at the card's
// value.
func TestAbilityDEABoostDoesNotCarryToCaptureMove(t *testing.T) {
	s := newScen(t)
	abClear(s, box.Murphy)
	s.hunterAt(box.Murphy, "C1")
	s.g.Pub.PepesMoney = 0
	s.factionTurn(box.DEA)
	s.do("hunter Murphy")
	s.do("boost")
	s.do("pass")
	s.do("stop") // the boosted move is not used
	s.available(1, 1, 1)
	s.do("use 1 capture")
	abSeat(s, SeatDEA, PromptDEA) // the Capture's own window (ruling R25)
	s.do("pass")
	s.expectPrompt(PromptCaptureStep)
	s.do("step C2")
	// A Capture move of 1 goes 1 step after a boost of the regular move:
	// the search follows.
	s.expectPrompt(PromptSearch)
}

// COMPONENTS: the DEA's mini-cards are played "during any Faction turn":
// its window opens before each activation of any faction's hunter.
func TestAbilityDEAWindowInOtherFactionsTurn(t *testing.T) {
	s := newScen(t)
	abClear(s, box.Gilberto, box.Navegante)
	s.hunterAt(box.Gilberto, "C1")
	s.g.Pub.PepesMoney = 0
	s.factionTurn(box.Cali)
	s.do("hunter Gilberto")
	abSeat(s, SeatDEA, PromptDEA)
	s.do("boost")
	s.do("pass")
	abSeat(s, SeatCali, PromptHunterStep)
	for _, to := range []string{"C2", "C3", "C4", "C7"} {
		s.do("step " + to)
	}
	if s.g.Pub.DEABoosts != 1 || s.g.Pub.Hunters[box.Gilberto].Loc != loc("C7") {
		t.Fatalf("boosts %d, Gilberto on %v", s.g.Pub.DEABoosts, s.g.Pub.Hunters[box.Gilberto].Loc)
	}
}

// COMPONENTS: DEA "discard 1 or 2 available Action cards and reveal
// replacements"; decision D13 window; one-shot.
func TestAbilityDEARedrawReplacesCards(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	p.PepesMoney = 0
	s.available(3, 1, 2)
	s.factionTurn(box.DEA)
	s.do("hunter Murphy")
	n := p.ActionDeckLen
	top, next := p.ActionDeck[n-1], p.ActionDeck[n-2]
	disc := p.ActionDiscard
	out := s.do("redraw 1 3")
	abHasEvent(t, out, EvRedraw)
	if p.Available != [3]int8{top, next, 2} {
		t.Fatalf("available %v, want [%d %d 2]", p.Available, top, next)
	}
	if p.ActionDeckLen != n-2 || p.ActionDiscard[1] != disc[1]+1 || p.ActionDiscard[3] != disc[3]+1 {
		t.Fatalf("deck %d discards %v", p.ActionDeckLen, p.ActionDiscard)
	}
	if p.DEARedraws != 1 {
		t.Fatalf("redraws left %d", p.DEARedraws)
	}
	// The window stays open: the second redraw card may follow at once.
	abSeat(s, SeatDEA, PromptDEA)
	s.available(2, 2, 2)
	s.refused("redraw 1", "ability")   // no card of value 1 to discard
	s.refused("redraw 3 2", "ability") // the lower value first
	top = p.ActionDeck[p.ActionDeckLen-1]
	s.do("redraw 2")
	if p.Available != [3]int8{top, 2, 2} || p.DEARedraws != 0 {
		t.Fatalf("available %v, redraws %d", p.Available, p.DEARedraws)
	}
	for _, c := range s.legalText() {
		if len(c) > 6 && c[:6] == "redraw" {
			t.Fatalf("redraw offered with no card left: %v", s.legalText())
		}
	}
	s.refused("redraw 2", "ability")
}

// The DEA redraw "1 1" needs two cards of value 1 (COMPONENTS: 1 or 2
// available cards).
func TestAbilityDEARedrawTwoOfAKind(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	p.PepesMoney = 0
	s.available(1, 3, 3)
	s.factionTurn(box.DEA)
	s.do("hunter Murphy")
	s.refused("redraw 1 1", "ability")
	if !s.hasLegal("redraw 3 3") || !s.hasLegal("redraw 1 3") || s.hasLegal("redraw 1 1") {
		t.Fatalf("legal %v", s.legalText())
	}
	s.do("redraw 3 3")
	if p.Available[0] != 1 || p.ActionDiscard[3] != 2 {
		t.Fatalf("available %v discards %v", p.Available, p.ActionDiscard)
	}
}

// ruling R18: a redraw with an empty Action deck reshuffles the discards.
func TestAbilityDEARedrawReshufflesDiscards(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	p.PepesMoney = 0
	s.available(1, 2, 3)
	p.ActionDeckLen = 0
	p.ActionDiscard = [4]int{0, 0, 2, 0} // two 2s in the discard pile
	s.factionTurn(box.DEA)
	s.do("hunter Murphy")
	s.do("redraw 3")
	// The 3 went to the discards, which became the deck: 3 cards, one drawn.
	if p.ActionDeckLen != 2 || p.discardCount() != 0 {
		t.Fatalf("deck %d discards %v", p.ActionDeckLen, p.ActionDiscard)
	}
	if v := p.Available[2]; v != 2 && v != 3 {
		t.Fatalf("replacement %d", v)
	}
	if p.Available[0] != 1 || p.Available[1] != 2 {
		t.Fatalf("available %v", p.Available)
	}
}

// rulebook p.22: the DEA's mini-cards "can be played, and then discarded,
// anytime during any Faction Turn"; decision D13: the redraw is offered
// again after a hunter has moved, until its Action card is placed, in any
// Faction's turn.
func TestAbilityDEARedrawAfterMove(t *testing.T) {
	s := newScen(t)
	abClear(s, box.Carrillo)
	p := &s.g.Pub
	p.PepesMoney, p.DEABoosts = 0, 0
	s.available(1, 1, 1)
	s.factionTurn(box.Policia)
	s.do("hunter Carrillo") // C8
	abSeat(s, SeatDEA, PromptDEA)
	s.do("pass")
	s.do("step C10")
	s.do("stop")
	abSeat(s, SeatDEA, PromptDEA)
	if !s.hasLegal("redraw 1") || s.hasLegal("boost") {
		t.Fatalf("the window after the move: %v", s.legalText())
	}
	discards := p.ActionDiscard[1]
	out := s.do("redraw 1")
	abHasEvent(t, out, EvRedraw)
	if p.DEARedraws != 1 || p.ActionDiscard[1] != discards+1 || p.availableCount() != 3 {
		t.Fatalf("redraws %d, discards %v, available %v", p.DEARedraws, p.ActionDiscard, p.Available)
	}
	abSeat(s, SeatDEA, PromptDEA) // the last redraw card may follow
	s.do("pass")
	abSeat(s, SeatPolicia, PromptUseAction)
}

// decision D13: a hunter that did not move gets one window, before its move:
// nothing has changed since.
func TestAbilityDEANoSecondWindowWithoutMove(t *testing.T) {
	s := newScen(t)
	abClear(s, box.Carrillo)
	s.g.Pub.PepesMoney = 0
	s.factionTurn(box.Policia)
	s.do("hunter Carrillo")
	abSeat(s, SeatDEA, PromptDEA)
	s.do("pass")
	s.do("stop")
	abSeat(s, SeatPolicia, PromptUseAction)
}

// decision D13, ruling R25: a turn whose hunters are both laid down still
// is a Faction turn: the DEA may redraw as it begins (it changes the cards
// the next turns see), but has no hunter to give +2; once the Faction is
// chosen nothing more is asked.
func TestAbilityDEAWindowWhenBothHuntersDown(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	p.Hunters[box.Castano].Down = true
	p.Hunters[box.DonBerna].Down = true
	s.available(1, 2, 3)
	s.toFactionTurnStart()
	abSeat(s, SeatDEA, PromptDEA)
	if s.hasLegal("boost") || !s.hasLegal("redraw 1 3") {
		t.Fatalf("legal %v", s.legalText())
	}
	s.do("redraw 1 3")
	if p.DEARedraws != 1 {
		t.Fatalf("redraws left %d", p.DEARedraws)
	}
	s.do("pass")
	s.do("activate LosPepes")
	if !p.FactionActed[box.LosPepes] {
		t.Fatal("Los Pepes' turn did not end")
	}
	// With no redraw card left, such a turn asks nothing.
	s2 := newScen(t)
	s2.g.Pub.DEARedraws = 0
	s2.g.Pub.Hunters[box.Castano].Down = true
	s2.g.Pub.Hunters[box.DonBerna].Down = true
	s2.factionTurn(box.LosPepes)
	if !s2.g.Pub.FactionActed[box.LosPepes] {
		t.Fatalf("pending %v", s2.g.Pending())
	}
}

// ---------------------------------------------------------------- Policía

// rulebook: Policía "+2 to a selected Action card" on Attack a Sicario,
// before the defense is revealed; decision D14; one-shot.
func TestAbilityPoliciaBonusBeforeReveal(t *testing.T) {
	s := newScen(t)
	abQuiet(s)
	p := &s.g.Pub
	p.PoliciaBonuses = 2
	limon := s.sicarioAt(box.Limon, "C2") // defense 2, next to Murphy on C3
	s.factionTurn(box.DEA)                // any Faction turn (COMPONENTS)
	s.available(1, 1, 1)
	abActivate(s, box.Murphy)
	s.do("use 1 attack")
	s.do("attack Limon")
	abSeat(s, SeatPolicia, PromptPoliciaBonus)
	if p.Defense[limon].Revealed {
		t.Fatalf("the token is revealed before the Policía's window")
	}
	out := s.do("bonus")
	abHasEvent(t, out, EvPoliciaBonus)
	if p.PoliciaBonuses != 1 {
		t.Fatalf("bonuses left %d", p.PoliciaBonuses)
	}
	abSeat(s, SeatPolicia, PromptPoliciaBonus) // the second card may stack
	s.do("pass")
	s.expectPrompt(PromptRevealDefense)
	out = s.apply(s.g.Legal(nil)[0])
	// 1 + 2 = 3 beats defense 2.
	abHasEvent(t, out, EvSicarioCaptured)
	if p.Slots[limon].OnMap() || !p.Slots[limon].Captured || !p.Defense[limon].Revealed {
		t.Fatalf("Limón %+v, defense %+v", p.Slots[limon], p.Defense[limon])
	}
}

// rulebook p.22: the Policía's +2 "must be used before the Patrón reveals
// the Sicario's strength": once Los Pepes have turned the target's token
// face up, the window is not offered, and "bonus" is refused.
func TestAbilityPoliciaBonusNotOnFaceUpDefense(t *testing.T) {
	s := newScen(t)
	abQuiet(s)
	p := &s.g.Pub
	p.PoliciaBonuses, p.PepesMoney = 2, 2
	limon := s.sicarioAt(box.Limon, "C2") // defense 2, next to Murphy on C3
	s.factionTurn(box.DEA)
	s.available(1, 1, 1)
	abActivate(s, box.Murphy)
	s.do("use 1 attack")
	abSeat(s, SeatLosPepes, PromptPepes)
	s.do("pepes Gustavo Limon")
	s.forced()
	if !p.Defense[limon].Revealed {
		t.Fatal("Los Pepes did not reveal Limón's token")
	}
	s.expectPrompt(PromptAttackTarget)
	out := s.do("attack Limon")
	if s.pending() == PromptPoliciaBonus {
		t.Fatalf("Policía window on a face-up token: %v", s.legalText())
	}
	abHasEvent(t, out, EvAttackFailed) // 1 does not beat 2
	if p.PoliciaBonuses != 2 {
		t.Fatalf("bonuses left %d", p.PoliciaBonuses)
	}
}

// decision D14: both "+2" cards stack on one attack; then they are gone.
func TestAbilityPoliciaBonusesStack(t *testing.T) {
	s := newScen(t)
	abQuiet(s)
	p := &s.g.Pub
	p.PoliciaBonuses = 2
	leon := s.sicarioAt(box.Leon, "C2") // defense 3
	s.sicarioAt(box.Velasco, "C4")      // defense 2
	s.factionTurn(box.DEA)
	s.available(1, 1, 1)
	abActivate(s, box.Murphy)
	s.do("use 1 attack")
	s.do("attack Leon")
	s.do("bonus")
	s.do("bonus")
	// Both spent: no window left, the defense is revealed: 1+4 = 5 > 3.
	s.expectPrompt(PromptRevealDefense)
	s.forced()
	if p.PoliciaBonuses != 0 || !p.Slots[leon].Captured {
		t.Fatalf("bonuses %d, León %+v", p.PoliciaBonuses, p.Slots[leon])
	}
	// Peña (C5 is next to C4): attacks Velasco with a 1 and no bonus window.
	abActivate(s, box.Pena)
	s.do("use 1 attack")
	s.do("attack Velasco")
	s.forced()
	if !p.Slots[p.SlotOf(box.Velasco)].OnMap() {
		t.Fatalf("1 against defense 2 must fail")
	}
}

// decision D14: the Policía's +2 needs a placed Action card: Cali's extra
// Attack (no card, ruling R22) gets no Policía window.
func TestAbilityPoliciaNotOnCaliExtraAttack(t *testing.T) {
	s := newScen(t)
	abQuiet(s)
	p := &s.g.Pub
	p.PoliciaBonuses, p.CaliCubes = 2, 2
	abClear(s, box.Gilberto, box.Navegante)
	blackie := s.sicarioAt(box.Blackie, "A8") // defense 1, next to Gilberto on A4
	s.factionTurn(box.Cali)
	s.available(2, 2, 2)
	abActivate(s, box.Gilberto)
	s.do("use 2 type")
	s.forced()
	abSeat(s, SeatCali, PromptCaliExtra)
	s.do("extra attack")
	s.do("attack Blackie")
	// Straight to the reveal: no Policía window.
	abSeat(s, SeatPatron, PromptRevealDefense)
	s.forced()
	if p.PoliciaBonuses != 2 || !p.Slots[blackie].OnMap() || !p.Defense[blackie].Revealed {
		t.Fatalf("bonuses %d, Blackie %+v (1 against 1 is a tie)", p.PoliciaBonuses, p.Slots[blackie])
	}
}

// ---------------------------------------------------------------- Cali

// COMPONENTS: once per Cali turn a Cali hunter whose move starts on, passes
// or ends on a Farm with a Lab holding a Coca cube may take it; decision D15.
func TestAbilityCaliTakesCubeOncePerTurn(t *testing.T) {
	s := newScen(t)
	abQuiet(s)
	p := &s.g.Pub
	abClear(s, box.Gilberto, box.Navegante)
	s.hunterAt(box.Gilberto, "A3")
	s.hunterAt(box.Navegante, "A5")
	s.lab("A4", true)
	s.lab("C16", true)
	s.lab("A5", true)
	s.factionTurn(box.Cali)
	s.available(1, 1, 1)
	s.do("hunter Gilberto")
	abSeat(s, SeatCali, PromptHunterStep)
	if s.hasLegal("take") {
		t.Fatalf("A3 holds no Lab: %v", s.legalText())
	}
	s.do("step A4")
	if !s.hasLegal("take") {
		t.Fatalf("passing A4 (Lab with a cube): %v", s.legalText())
	}
	out := s.do("take")
	abHasEvent(t, out, EvCaliTake)
	if p.CaliCubes != 1 || p.Coca.Has(loc("A4")) || !p.Lab.Has(loc("A4")) || !p.CaliTook {
		t.Fatalf("cubes %d, coca %v, lab %v", p.CaliCubes, p.Coca, p.Lab)
	}
	s.do("step C16") // another Lab with a cube, the last step: no second take
	s.expectPrompt(PromptUseAction)
	if p.CaliCubes != 1 || !p.Coca.Has(loc("C16")) {
		t.Fatalf("second pick-up in one turn")
	}
	s.do("use 1 region")
	s.forced()
	// Navegante starts on A5 (Lab with a cube): still the same Cali turn.
	abSeat(s, SeatCali, PromptHunterStep)
	if s.hasLegal("take") {
		t.Fatalf("the other Cali hunter takes a second cube in one turn: %v", s.legalText())
	}
	s.refused("take", "ability")
}

// COMPONENTS: the pick-up counts the location the move starts on, and the
// card holds at most 2 cubes.
func TestAbilityCaliTakeFromStartAndLimit(t *testing.T) {
	s := newScen(t)
	abQuiet(s)
	p := &s.g.Pub
	abClear(s, box.Gilberto, box.Navegante)
	s.hunterAt(box.Gilberto, "A4")
	s.lab("A4", true)
	s.factionTurn(box.Cali)
	s.do("hunter Gilberto")
	if !s.hasLegal("take") {
		t.Fatalf("the move starts on a Lab with a cube: %v", s.legalText())
	}
	s.do("take")
	if p.CaliCubes != 1 || p.Coca.Has(loc("A4")) {
		t.Fatalf("cubes %d", p.CaliCubes)
	}

	s2 := newScen(t)
	abQuiet(s2)
	abClear(s2, box.Gilberto, box.Navegante)
	s2.hunterAt(box.Gilberto, "A4")
	s2.lab("A4", true)
	s2.g.Pub.CaliCubes = 2
	s2.factionTurn(box.Cali)
	s2.do("hunter Gilberto")
	s2.refused("take", "ability")
	if s2.g.Pub.CaliCubes != 2 || !s2.g.Pub.Coca.Has(loc("A4")) {
		t.Fatalf("card over its 2 slots")
	}
}

// COMPONENTS: only Cali hunters take cubes, and only in Cali's own turn.
func TestAbilityCaliTakeOnlyCaliHunters(t *testing.T) {
	s := newScen(t)
	abQuiet(s)
	abClear(s, box.Murphy)
	s.hunterAt(box.Murphy, "C1")
	s.lab("C1", true)
	s.factionTurn(box.DEA)
	s.do("hunter Murphy")
	if s.hasLegal("take") {
		t.Fatalf("a DEA hunter takes a cube: %v", s.legalText())
	}
	s.refused("take", "ability")
}

// decision D15: the Capture move of a Cali hunter may take a cube too.
func TestAbilityCaliTakeDuringCaptureMove(t *testing.T) {
	s := newScen(t)
	abQuiet(s)
	p := &s.g.Pub
	abClear(s, box.Gilberto, box.Navegante)
	s.hunterAt(box.Gilberto, "A4")
	s.lab("C18", true)
	s.factionTurn(box.Cali)
	s.available(2, 2, 2)
	s.do("hunter Gilberto")
	s.do("stop")
	s.do("use 2 capture")
	s.do("step C18")
	s.do("take")
	if p.CaliCubes != 1 {
		t.Fatalf("cubes %d", p.CaliCubes)
	}
	s.do("stop")
	s.expectPrompt(PromptSearch)
}

// ruling R22: Cali's extra action of value 1, right after the active
// hunter's own action: no card, no slot, full slots ignored, not Range or
// Type; it costs 2 cubes.
func TestAbilityCaliExtraAction(t *testing.T) {
	s := newScen(t)
	abQuiet(s)
	p := &s.g.Pub
	p.CaliCubes = 2
	abClear(s, box.Gilberto, box.Navegante)
	s.hunterAt(box.Gilberto, "A4")
	s.sicarioAt(box.Gustavo, "A8")
	s.lab("C18", true)
	// Region Investigation's two slots are full.
	p.Dash[box.RegionInv] = [3]int8{1, 1, 0}
	s.factionTurn(box.Cali)
	s.available(2, 2, 3)
	abActivate(s, box.Gilberto)
	s.do("use 2 type")
	s.forced()
	abSeat(s, SeatCali, PromptCaliExtra)
	for _, want := range []string{"extra attack", "extra destroy", "extra block", "extra region", "extra capture", "pass"} {
		if !s.hasLegal(want) {
			t.Fatalf("%q missing from %v", want, s.legalText())
		}
	}
	if s.hasLegal("extra range") || s.hasLegal("extra type") {
		t.Fatalf("Range and Type need values 3 and 2: %v", s.legalText())
	}
	s.refused("extra range", "R22")
	s.refused("extra type", "R22")
	dash, avail := p.Dash, p.Available
	out := s.do("extra region")
	abHasEvent(t, out, EvCaliExtra)
	s.forced()
	if p.CaliCubes != 0 {
		t.Fatalf("cubes %d, want 0", p.CaliCubes)
	}
	if p.Dash != dash || p.Available != avail {
		t.Fatalf("the extra action used a card or slot: dash %v avail %v", p.Dash, p.Available)
	}
	// The hideout A11 is in Andina, as is A4: the deduction keeps Andina.
	if p.Possible&^board.Map.InRegion[board.Map.RegionOf[loc("A4")]] != 0 || !p.Possible.Has(loc("A11")) {
		t.Fatalf("possible %v", p.Possible)
	}
	// One extra action per 2 cubes: Navegante's turn follows.
	abSeat(s, SeatCali, PromptHunterStep)
}

// ruling R22: the extra Capture moves at most 1; with fewer than 2 cubes
// there is no window.
func TestAbilityCaliExtraCaptureMovesOne(t *testing.T) {
	s := newScen(t)
	abQuiet(s)
	p := &s.g.Pub
	p.CaliCubes = 2
	abClear(s, box.Gilberto, box.Navegante)
	s.hunterAt(box.Gilberto, "A4")
	s.factionTurn(box.Cali)
	s.available(1, 1, 1)
	abActivate(s, box.Gilberto)
	s.do("use 1 region")
	s.forced()
	s.do("extra capture")
	s.expectPrompt(PromptCaptureStep)
	s.do("step A8")
	s.expectPrompt(PromptSearch) // the extra Capture moves 1
	s.do("search A9")
	s.forced()
	if p.Possible.Has(loc("A9")) {
		t.Fatalf("a miss removes A9 from the possible set")
	}
	// Navegante: 0 cubes, no extra window after his action.
	s.do("stop")
	s.do("use 1 region")
	s.forced()
	if s.pending() == PromptCaliExtra {
		t.Fatalf("extra window with no cubes")
	}
}

// COMPONENTS: "in any Faction turn, spend 2 cubes: the active hunter
// performs one extra action": also a DEA hunter, decided by Cali.
func TestAbilityCaliExtraForOtherFaction(t *testing.T) {
	s := newScen(t)
	abQuiet(s)
	p := &s.g.Pub
	p.CaliCubes = 2
	gus := s.sicarioAt(box.Gustavo, "C2") // defense 0, next to Murphy on C3
	s.factionTurn(box.DEA)
	s.available(1, 1, 1)
	abActivate(s, box.Murphy)
	s.do("use 1 region")
	s.forced()
	abSeat(s, SeatCali, PromptCaliExtra)
	s.do("extra attack")
	s.do("attack Gustavo")
	s.forced()
	if !p.Slots[gus].Captured || p.CaliCubes != 0 {
		t.Fatalf("Gustavo %+v, cubes %d", p.Slots[gus], p.CaliCubes)
	}
}

// ---------------------------------------------------------------- Los Pepes

// rulebook: Los Pepes start with $2 (FACTIONS SETUP step 14).
func TestAbilityPepesStartMoney(t *testing.T) {
	s := newScen(t)
	if s.g.Pub.PepesMoney != 2 {
		t.Fatalf("Los Pepes start with $%d", s.g.Pub.PepesMoney)
	}
}

// COMPONENTS: $1 of a payment for a Sicario card's effect goes to Los
// Pepes, out of the payment, at most $1 per card.
func TestAbilityPepesCutOfPayments(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	s.hand(box.Accountant, box.LoyalToTheEnd, box.LeonCard, box.LaQuicaCard, box.SnitchsSentence)
	money := p.Money
	s.do("play Accountant")
	out := s.do("spend 1")
	abHasEvent(t, out, EvPepesCut)
	// The Patrón pays exactly $2; $1 of it goes to Los Pepes.
	if p.Money != money-2 || p.PepesMoney != 3 {
		t.Fatalf("Patrón $%d (was %d), Los Pepes $%d; want -2 and 3", p.Money, money, p.PepesMoney)
	}

	// Two payments on one card ($3 + $2): still $1 for Los Pepes.
	s2 := newScen(t)
	p2 := &s2.g.Pub
	s2.hand(box.Accountant, box.LoyalToTheEnd, box.LeonCard, box.LaQuicaCard, box.SnitchsSentence)
	money = p2.Money
	s2.do("play SnitchsSentence")
	s2.do("spend 2")
	if p2.Money != money-5 || p2.PepesMoney != 3 {
		t.Fatalf("Patrón $%d (was %d), Los Pepes $%d; want -5 and 3", p2.Money, money, p2.PepesMoney)
	}

	// No payment, no cut.
	s3 := newScen(t)
	s3.hand(box.Accountant, box.LoyalToTheEnd, box.LeonCard, box.LaQuicaCard, box.SnitchsSentence)
	money = s3.g.Pub.Money
	s3.do("play Accountant")
	s3.do("spend 0")
	if s3.g.Pub.PepesMoney != 2 || s3.g.Pub.Money != money {
		t.Fatalf("Los Pepes $%d", s3.g.Pub.PepesMoney)
	}
}

// The $1 sicario move is no Sicario card payment: Los Pepes get nothing.
func TestAbilityPepesNoCutOnSicarioMove(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	s.sicarioAt(box.Gustavo, "A13")
	money := p.Money
	s.do("move Gustavo")
	if p.Money != money-1 || p.PepesMoney != 2 {
		t.Fatalf("Patrón $%d, Los Pepes $%d", p.Money, p.PepesMoney)
	}
}

// COMPONENTS / decision D16: when any Faction places an Action card, Los
// Pepes may pay $2 to reveal two face-down Defense tokens, right after the
// card is placed, once per card. rulebook: Los Pepes example (Blackie and
// Gustavo).
func TestAbilityPepesRevealTwoTokens(t *testing.T) {
	s := newScen(t)
	abQuiet(s)
	p := &s.g.Pub
	p.PepesMoney = 4
	s.factionTurn(box.DEA)
	s.available(2, 2, 2)
	abActivate(s, box.Murphy)
	s.do("use 2 type")
	abSeat(s, SeatLosPepes, PromptPepes)
	if !s.hasLegal("pepes Gustavo Blackie") || !s.hasLegal("pass") {
		t.Fatalf("legal %v", s.legalText())
	}
	s.refused("pepes Blackie Gustavo", "ability") // dashboard order
	s.refused("pepes Gustavo Gustavo", "ability")
	out := s.do("pepes Gustavo Blackie")
	abHasEvent(t, out, EvPepesReveal)
	s.forced() // the two reveals, then the Type answer
	g, b := p.SlotOf(box.Gustavo), p.SlotOf(box.Blackie)
	if !p.Defense[g].Revealed || !p.Defense[b].Revealed || p.Defense[g].Token != 0 || p.Defense[b].Token != 1 {
		t.Fatalf("defenses %+v %+v", p.Defense[g], p.Defense[b])
	}
	if p.PepesMoney != 2 {
		t.Fatalf("Los Pepes $%d, want 2", p.PepesMoney)
	}
	// Once per card: the Type answer came without a second offer; the next
	// card (Peña's) opens the window again, without the revealed tokens.
	abActivate(s, box.Pena)
	s.do("use 2 type")
	abSeat(s, SeatLosPepes, PromptPepes)
	if s.hasLegal("pepes Gustavo Poison") || s.hasLegal("pepes Blackie Poison") {
		t.Fatalf("revealed tokens offered again: %v", s.legalText())
	}
	s.refused("pepes Gustavo Poison", "ability")
	s.do("pepes Poison Limon")
	s.forced()
	if p.PepesMoney != 0 || !p.Defense[p.SlotOf(box.Limon)].Revealed {
		t.Fatalf("Los Pepes $%d", p.PepesMoney)
	}
}

// rulebook: a revealed Defense token stays revealed: an Attack on it needs
// no new reveal. Los Pepes with less than $2 have no window.
func TestAbilityPepesRevealedTokenServesAttack(t *testing.T) {
	s := newScen(t)
	abQuiet(s)
	p := &s.g.Pub
	p.PepesMoney = 2
	blackie := s.sicarioAt(box.Blackie, "C2") // defense 1
	s.factionTurn(box.DEA)
	s.available(2, 2, 2)
	abActivate(s, box.Murphy)
	s.do("use 2 attack")
	s.do("pepes Gustavo Blackie")
	s.forced()
	// The token is face up already: no reveal, the attack resolves at once.
	out := s.do("attack Blackie")
	if hasEvent(out, EvDefenseRevealed) {
		t.Fatalf("a revealed token is revealed again")
	}
	if !p.Slots[blackie].Captured {
		t.Fatalf("2 against the revealed 1 captures")
	}
}

// decision D15/D16: Cali's extra action places no card: no Los Pepes window.
func TestAbilityPepesNotOnCaliExtra(t *testing.T) {
	s := newScen(t)
	abQuiet(s)
	p := &s.g.Pub
	p.CaliCubes, p.PepesMoney = 2, 2
	s.factionTurn(box.DEA)
	s.available(1, 1, 1)
	abActivate(s, box.Murphy)
	s.do("use 1 region")
	s.do("pass") // Los Pepes decline for the card
	s.forced()
	s.do("extra region")
	if s.pending() == PromptPepes {
		t.Fatalf("Los Pepes window on Cali's extra action")
	}
	s.forced()
	if p.PepesMoney != 2 {
		t.Fatalf("Los Pepes $%d", p.PepesMoney)
	}
}

// COMPONENTS: the DEA redraw reveals replacements for the discarded cards
// only: a slot emptied by an earlier hunter's card stays empty until the
// refresh.
func TestAbilityDEARedrawReplacesOnlyDiscarded(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	p.PepesMoney, p.DEABoosts = 0, 0
	s.available(1, 2, 3)
	s.factionTurn(box.DEA)
	s.do("hunter Murphy")
	s.do("pass")
	abStop(s)
	s.do("use 1 region")
	s.forced()
	// Peña's DEA window: slot 0 is empty (Murphy's card is on the dashboard).
	abSeat(s, SeatDEA, PromptDEA)
	n := p.ActionDeckLen
	top := p.ActionDeck[n-1]
	s.do("redraw 2")
	if p.Available != [3]int8{0, top, 3} || p.ActionDeckLen != n-1 {
		t.Fatalf("available %v (deck %d→%d), want [0 %d 3]", p.Available, n, p.ActionDeckLen, top)
	}
}

// ruling R22: the extra Destroy is worth 1 Lab, the extra Blockade 1 token.
func TestAbilityCaliExtraValueOne(t *testing.T) {
	s := newScen(t)
	abQuiet(s)
	p := &s.g.Pub
	p.CaliCubes = 2
	abClear(s, box.Gilberto, box.Navegante)
	s.hunterAt(box.Gilberto, "A4")
	s.hunterAt(box.Navegante, "A16")
	s.lab("C16", true)
	s.lab("C18", true)
	s.controlled("A15")
	s.factionTurn(box.Cali)
	s.available(1, 1, 1)
	abActivate(s, box.Gilberto)
	s.do("use 1 region")
	s.forced()
	s.do("extra destroy")
	s.do("destroy C16")
	// One Lab only: Navegante's activation follows, C18 stands.
	abSeat(s, SeatCali, PromptHunterStep)
	if p.Lab.Has(loc("C16")) || !p.Lab.Has(loc("C18")) || p.CaliCubes != 0 {
		t.Fatalf("labs %v cubes %d", p.Lab, p.CaliCubes)
	}
	p.CaliCubes = 2 // as if collected again
	s.do("stop")
	s.do("use 1 region")
	s.forced()
	s.do("extra block")
	s.do("uncontrol A15")
	// One token only: the turn is over.
	if p.Controlled.Has(loc("A15")) || p.CaliCubes != 0 || !p.FactionActed[box.Cali] {
		t.Fatalf("controlled %v cubes %d", p.Controlled, p.CaliCubes)
	}
}

// COMPONENTS: Cali's cubes and Los Pepes' money are kept across seasons;
// the mini-cards are one-shot (not restored at 4.8); tokens revealed by Los
// Pepes stay face up until the End of the Season only.
func TestAbilityStateAcrossSeasons(t *testing.T) {
	s := newScen(t)
	abQuiet(s)
	p := &s.g.Pub
	p.DEABoosts, p.PoliciaBonuses, p.CaliCubes, p.PepesMoney = 1, 1, 1, 7
	s.factionTurn(box.DEA)
	s.available(1, 1, 1)
	s.do("hunter Murphy")
	s.do("pass")
	abStop(s)
	s.do("use 1 region")
	s.do("pepes Gustavo Blackie")
	s.forced()
	if !p.Defense[0].Revealed || !p.Defense[1].Revealed || p.PepesMoney != 5 {
		t.Fatalf("defense %+v", p.Defense)
	}
	s.endSeason()
	abPatronUntil(s, func() bool { return p.Season == 2 })
	for sl := range p.Defense {
		if p.Defense[sl].Revealed {
			t.Fatalf("slot %d still revealed in season 2", sl)
		}
	}
	if p.DEABoosts != 1 || p.DEARedraws != 0 || p.PoliciaBonuses != 1 || p.CaliCubes != 1 || p.PepesMoney != 5 {
		t.Fatalf("DEA %d/%d Policía %d Cali %d Pepes %d", p.DEABoosts, p.DEARedraws, p.PoliciaBonuses, p.CaliCubes, p.PepesMoney)
	}
}
