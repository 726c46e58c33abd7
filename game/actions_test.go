package game

import (
	"strings"
	"testing"

	"patron/game/board"
	"patron/game/box"
)

// Scenario tests of the Faction turn and the seven hunter actions
// (rulebook: 3B. FACTION ACTIVATION; rulings R3, R6–R8, R11–R15, R17–R20).

// abChooseFaction jumps to the start of a Faction turn and stops at the
// Factions' choice (the harness's factionTurn makes the choice itself).
func abChooseFaction(s *scen) {
	s.t.Helper()
	s.toFactionChoice()
}

// abPatronUntil plays the Patrón's decisions, forced ones and otherwise the
// first legal command (preferring to pay nothing and skip what is optional),
// until stop reports true.
func abPatronUntil(s *scen, stop func() bool) {
	s.t.Helper()
	for i := 0; !s.g.Over() && !stop(); i++ {
		if i > 500 {
			s.t.Fatalf("abPatronUntil: no end in sight at %v", s.g.Pending())
		}
		d := s.g.Pending()
		if d.Seat != SeatPatron {
			s.t.Fatalf("abPatronUntil: %v decides (%q), not the Patrón", d.Seat, d.Prompt)
		}
		legal := s.g.Legal(nil)
		c := legal[0]
		for _, l := range legal {
			t := l.Format()
			if t == "spend 0" || t == "pass" || t == "done" || t == "stop" || t == "budget 0" {
				c = l
				break
			}
		}
		s.apply(c)
	}
}

// abTurnQuick plays the active faction's remaining activations: each hunter
// stays put and takes a Region Investigation with a card of value 1.
func abTurnQuick(s *scen) {
	s.t.Helper()
	fa := s.g.Pub.Active
	for s.g.Pub.Active == fa && !s.g.Over() {
		switch s.pending() {
		case PromptChooseHunter:
			s.do(s.legalText()[0])
		case PromptDEA, PromptPepes, PromptCaliExtra, PromptPoliciaBonus:
			s.do("pass")
		case PromptHunterStep, PromptCaptureStep:
			s.do("stop")
		case PromptUseAction:
			s.available(1, 1, 1)
			s.g.Pub.Dash[box.RegionInv] = [3]int8{}
			s.do("use 1 region")
		default:
			if s.g.Pending().Forced {
				s.forced()
				continue
			}
			s.t.Fatalf("abTurnQuick: pending %q", s.pending())
		}
	}
}

// ---------------------------------------------------------------- choosing the faction

// ruling R7: each Faction takes one turn per season, chosen by the Factions.
func TestActionChooseFactionOncePerSeason(t *testing.T) {
	s := newScen(t)
	abQuiet(s)
	abChooseFaction(s)
	abSeat(s, SeatTeam, PromptChooseFaction)
	for _, fa := range []string{"DEA", "Policia", "Cali", "LosPepes"} {
		if !s.hasLegal("activate " + fa) {
			t.Fatalf("activate %s missing: %v", fa, s.legalText())
		}
	}
	out := s.do("activate Cali")
	abHasEvent(t, out, EvFactionTurn)
	if s.g.Pub.Active != box.Cali {
		t.Fatalf("active %v", s.g.Pub.Active)
	}
	abSeat(s, SeatCali, PromptChooseHunter)
	s.refused("hunter Murphy", "turn") // not a Cali hunter
	abTurnQuick(s)
	p := &s.g.Pub
	if !p.FactionActed[box.Cali] || !p.Hunters[box.Gilberto].Acted || !p.Hunters[box.Navegante].Acted {
		t.Fatalf("Cali's turn not recorded: %v", p.FactionActed)
	}
	// The Patrón's turn follows the Faction turn.
	abSeat(s, SeatPatron, PromptPlay)
	// The next Faction turn: Cali is not offered again.
	abChooseFaction(s)
	if s.hasLegal("activate Cali") || len(s.legalText()) != 3 {
		t.Fatalf("legal %v", s.legalText())
	}
	s.refused("activate Cali", "R7")
	s.do("activate DEA")
	abTurnQuick(s)
	abChooseFaction(s)
	s.do("activate LosPepes")
	abTurnQuick(s)
	// Only the Policía is left: its turn starts without a choice.
	abChooseFaction(s)
	abSeat(s, SeatPolicia, PromptChooseHunter)
	if p.Active != box.Policia {
		t.Fatalf("active %v", p.Active)
	}
}

// Snitch's Sentence (COMPONENTS card 19, second payment): the Patrón
// chooses which Faction takes the next Faction turn; ruling R7.
func TestActionPatronChoosesNextFaction(t *testing.T) {
	s := newScen(t)
	abQuiet(s)
	s.g.Pub.FactionActed[box.DEA] = true
	s.hand(box.Accountant, box.LoyalToTheEnd, box.LeonCard, box.LaQuicaCard, box.SnitchsSentence)
	s.do("play SnitchsSentence")
	s.do("spend 2")
	s.do("place Gustavo A10")
	s.do("done")
	s.do("silence range")
	s.refused("next DEA", "card") // DEA has had its turn (ruling R7)
	s.do("next LosPepes")
	// No Faction choice: Los Pepes act.
	abSeat(s, SeatLosPepes, PromptChooseHunter)
	if s.g.Pub.Active != box.LosPepes || s.g.Pub.NextFaction != box.NoFaction {
		t.Fatalf("active %v, next %v", s.g.Pub.Active, s.g.Pub.NextFaction)
	}
	// The silenced Range slot: one of the two slots is closed this turn.
	s.do("hunter Castano")
	abStop(s)
	s.g.Pub.Dash[box.RangeInv] = [3]int8{3, 0, 0}
	s.available(3, 3, 3)
	if s.hasLegal("use 3 range") {
		t.Fatalf("the last Range slot is silenced: %v", s.legalText())
	}
	s.refused("use 3 range", "action")
}

// ---------------------------------------------------------------- hunter moves

// rulebook: MAY MOVE 1ST HUNTER: up to 2 locations along the roads; the
// move may stop early.
func TestActionHunterMovesTwo(t *testing.T) {
	s := newScen(t)
	abQuiet(s)
	s.factionTurn(box.DEA)
	s.do("hunter Murphy") // on C3
	abSeat(s, SeatDEA, PromptHunterStep)
	s.refused("step C8", "movement") // not a road from C3
	s.do("step C2")
	if !s.hasLegal("stop") || !s.hasLegal("step C6") {
		t.Fatalf("legal %v", s.legalText())
	}
	s.do("step C6")
	s.expectPrompt(PromptUseAction)
	if s.g.Pub.Hunters[box.Murphy].Loc != loc("C6") || s.g.Pub.HunterLocs().Has(loc("C3")) {
		t.Fatalf("Murphy on %v", s.g.Pub.Hunters[box.Murphy].Loc)
	}
	// A hunter must act when it can (decision D20): no pass here.
	s.refused("pass", "turn")
}

// ruling R11: hunters may go from an airport City to any other airport
// City as one step, also in the move of a Capture action.
func TestActionHunterAirports(t *testing.T) {
	s := newScen(t)
	abQuiet(s)
	s.hunterAt(box.Murphy, "C4")
	s.controlled("A6") // a Controlled airport City cannot be entered either
	s.factionTurn(box.DEA)
	s.do("hunter Murphy")
	for _, a := range []string{"C7", "A9", "A14", "O11"} {
		if !s.hasLegal("step " + a) {
			t.Fatalf("airport hop to %s missing: %v", a, s.legalText())
		}
	}
	s.refused("step A6", "movement")
	s.do("step A14")
	s.do("step A16")
	if s.g.Pub.Hunters[box.Murphy].Loc != loc("A16") {
		t.Fatalf("Murphy on %v", s.g.Pub.Hunters[box.Murphy].Loc)
	}
	s.available(1, 1, 1)
	s.do("use 1 region")
	s.forced()
	// Peña (C5) moves to the airport C4, then his Capture move of 1 flies.
	s.do("step C4")
	s.do("stop")
	s.do("use 1 capture")
	if !s.hasLegal("step O11") {
		t.Fatalf("the Capture move uses airports too: %v", s.legalText())
	}
	s.do("step O11")
	s.expectPrompt(PromptSearch)
}

// rulebook: sicarios cannot use airports (ruling R11: hunters only).
func TestActionSicarioNoAirports(t *testing.T) {
	s := newScen(t)
	s.sicarioAt(box.Gustavo, "C7")
	s.hunterAt(box.Carrillo, "A17") // off C8
	s.do("move Gustavo")
	if s.hasLegal("step A14") || s.hasLegal("step O11") {
		t.Fatalf("a sicario flies: %v", s.legalText())
	}
	s.refused("step A14", "movement")
}

// rulebook: hunters cannot enter a sicario's location or a Controlled City;
// they may pass through another hunter but not stop on it.
func TestActionHunterMoveRestrictions(t *testing.T) {
	s := newScen(t)
	abQuiet(s)
	s.sicarioAt(box.Gustavo, "C4")
	s.controlled("C2")
	s.factionTurn(box.DEA)
	s.do("hunter Murphy")            // C3: roads to C2, C4, C5 (Peña)
	s.refused("step C4", "movement") // sicario
	s.refused("step C2", "movement") // Controlled City
	if !s.hasLegal("step C5") || s.hasLegal("step C4") || s.hasLegal("step C2") {
		t.Fatalf("legal %v", s.legalText())
	}
	s.do("step C5") // through Peña
	s.refused("stop", "movement")
	s.refused("step C8", "movement") // Carrillo there, and no step left
	if s.hasLegal("step C4") {
		t.Fatalf("into the sicario from C5: %v", s.legalText())
	}
	s.do("step C6")
	if s.g.Pub.Hunters[box.Murphy].Loc != loc("C6") || s.g.Pub.Hunters[box.Pena].Loc != loc("C5") {
		t.Fatalf("Murphy %v Peña %v", s.g.Pub.Hunters[box.Murphy].Loc, s.g.Pub.Hunters[box.Pena].Loc)
	}
}

// A last step onto another hunter is not offered: the move could not end.
func TestActionHunterNoLastStepOntoHunter(t *testing.T) {
	s := newScen(t)
	abQuiet(s)
	s.factionTurn(box.DEA)
	s.do("hunter Murphy") // C3
	s.do("step C4")
	s.refused("step C5", "movement") // Peña there, no step left after it
	if !s.hasLegal("step C7") || !s.hasLegal("step C3") || !s.hasLegal("stop") {
		t.Fatalf("legal %v", s.legalText())
	}
}

// Decision D23; rulebook p.15: a hunter "may move up to 2 Locations" and acts "after a
// Hunter has moved (or chosen not to move)"; "Hunter figures CANNOT enter a
// City Location containing a Controlled token" forbids entering, not
// staying. A hunter on a City the Patrón has since Controlled may stop at
// once; once it leaves, it may not step back onto that City.
func TestActionHunterMayStayOnControlledCity(t *testing.T) {
	s := newScen(t)
	abQuiet(s)
	s.controlled("C3") // under Murphy
	s.factionTurn(box.DEA)
	s.do("hunter Murphy")
	abSeat(s, SeatDEA, PromptHunterStep)
	if !s.hasLegal("stop") {
		t.Fatalf("a hunter on a Controlled City must be able to stay: %v", s.legalText())
	}
	s.do("step C2")
	s.refused("step C3", "movement") // entering the Controlled City again
	s.do("stop")
	if s.g.Pub.Hunters[box.Murphy].Loc != loc("C2") {
		t.Fatalf("Murphy on %v", s.g.Pub.Hunters[box.Murphy].Loc)
	}
	s.expectPrompt(PromptUseAction)
}

// rulebook p.18: a Capture moves "up to X Locations": a hunter on a
// Controlled City may search without moving.
func TestActionCaptureMoveMayStayOnControlledCity(t *testing.T) {
	s := newScen(t)
	abQuiet(s)
	s.controlled("C3")
	s.factionTurn(box.DEA)
	s.do("hunter Murphy")
	s.do("stop")
	s.available(2, 2, 2)
	s.do("use 2 capture")
	abSeat(s, SeatDEA, PromptCaptureStep)
	if !s.hasLegal("stop") || s.hasLegal("step C3") {
		t.Fatalf("capture move from a Controlled City: %v", s.legalText())
	}
	s.do("stop")
	s.expectPrompt(PromptSearch)
	if !s.hasLegal("search C3") {
		t.Fatalf("the hunter searches where it stands: %v", s.legalText())
	}
}

// rulebook p.12: a sicario moves "up to 3 spaces" and "CANNOT enter a City
// Location containing a Blockade token": Gustavo, on a City the Factions
// have since blockaded, may stop at once, and may not step back onto it.
func TestActionSicarioMayStayOnBlockadedCity(t *testing.T) {
	s := newScen(t)
	s.sicarioAt(box.Gustavo, "C2")
	s.blockade("C2")
	s.do("move Gustavo")
	abSeat(s, SeatPatron, PromptStep)
	if !s.hasLegal("stop") {
		t.Fatalf("a sicario on a Blockaded City must be able to stay: %v", s.legalText())
	}
	s.do("step C1")
	s.refused("step C2", "movement")
	s.do("step C6")
	s.do("stop")
	if got := s.g.Pub.Slots[s.g.Pub.SlotOf(box.Gustavo)].Loc; got != loc("C6") {
		t.Fatalf("Gustavo on %v", got)
	}
}

// ---------------------------------------------------------------- locks

// ruling R15: a locked hunter cannot move at its next activation, including
// the move of a Capture action; the lock is then spent.
func TestActionLockedHunter(t *testing.T) {
	s := newScen(t)
	abQuiet(s)
	p := &s.g.Pub
	p.Hunters[box.Murphy].LockNext = true
	s.factionTurn(box.DEA)
	out := s.do("hunter Murphy")
	abHasEvent(t, out, EvLockedSkip)
	abSeat(s, SeatDEA, PromptUseAction) // no move
	if p.Hunters[box.Murphy].LockNext {
		t.Fatalf("the lock is spent at this activation")
	}
	s.available(2, 2, 2)
	s.do("use 2 capture")
	s.expectPrompt(PromptSearch) // no Capture move either
	s.do("search C3")
	s.forced()
	// Peña is not locked: he moves.
	s.expectPrompt(PromptHunterStep)
	if p.Hunters[box.Murphy].Loc != loc("C3") {
		t.Fatalf("Murphy moved")
	}
}

// ruling R15: a lock "until the end of this season" lasts until step 4.8;
// one "of next season" lasts through the next season; a plain lock on a
// hunter that has already acted waits for its next activation.
func TestActionSeasonLocks(t *testing.T) {
	s := newScen(t)
	abQuiet(s)
	p := &s.g.Pub
	p.Hunters[box.Murphy].LockUntil = 1
	p.Hunters[box.Pena].LockUntil = 2
	p.Hunters[box.Carrillo].LockNext = true
	p.Hunters[box.Carrillo].Acted = true
	s.factionTurn(box.DEA)
	s.do("hunter Murphy")
	abSeat(s, SeatDEA, PromptUseAction)
	if p.Hunters[box.Murphy].LockUntil != 1 {
		t.Fatalf("a season lock is not spent by an activation")
	}
	s.endSeason()
	abPatronUntil(s, func() bool { return p.Season == 2 })
	if p.Hunters[box.Murphy].LockUntil != 0 || !p.moveLocked(box.Pena) || p.moveLocked(box.Murphy) {
		t.Fatalf("after 4.8: Murphy %+v, Peña %+v", p.Hunters[box.Murphy], p.Hunters[box.Pena])
	}
	if !p.Hunters[box.Carrillo].LockNext || p.Hunters[box.Carrillo].Acted {
		t.Fatalf("Carrillo %+v", p.Hunters[box.Carrillo])
	}
}

// ---------------------------------------------------------------- ruling R14

// ruling R14: a hunter with no legal action does nothing.
func TestActionNoLegalActionDoesNothing(t *testing.T) {
	s := newScen(t)
	abQuiet(s)
	p := &s.g.Pub
	// Only 3s are available, and every slot that takes a 3 is full.
	for _, a := range []box.Action{box.Attack, box.Destroy, box.Blockade, box.RangeInv, box.Capture} {
		for i := 0; i < box.ActionSlots[a].Count; i++ {
			p.Dash[a][i] = 3
		}
	}
	s.available(3, 3, 3)
	disc := p.ActionDiscard[3]
	s.factionTurn(box.DEA)
	s.do("hunter Murphy")
	out := s.do("stop") // he may still move first
	abHasEvent(t, out, EvNoAction)
	// Peña likewise; then the refresh: the three 3s are discarded.
	abSeat(s, SeatDEA, PromptHunterStep)
	out = s.do("stop")
	abHasEvent(t, out, EvNoAction)
	abHasEvent(t, out, EvFactionTurnEnd)
	if !p.FactionActed[box.DEA] || p.ActionDiscard[3] != disc+3 {
		t.Fatalf("acted %v, discards %v", p.FactionActed, p.ActionDiscard)
	}
	abSeat(s, SeatPatron, PromptPlay)
}

// ruling R14: a Faction whose two hunters are laid down still uses its
// turn: only the refresh happens.
func TestActionBothHuntersDownOnlyRefresh(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	p.Hunters[box.Castano].Down = true
	p.Hunters[box.DonBerna].Down = true
	s.available(1, 2, 3)
	n, disc := p.ActionDeckLen, p.discardCount()
	abChooseFaction(s)
	out := s.do("activate LosPepes")
	if hasEvent(out, EvActivate) {
		t.Fatalf("a laid-down hunter was activated")
	}
	// The DEA's window was as the turn began (ruling R25): nothing is
	// asked once the Faction is chosen.
	abHasEvent(t, out, EvFactionTurnEnd)
	if !p.FactionActed[box.LosPepes] || p.ActionDeckLen != n-3 || p.discardCount() != disc+3 {
		t.Fatalf("deck %d→%d, discards %d→%d", n, p.ActionDeckLen, disc, p.discardCount())
	}
	abSeat(s, SeatPatron, PromptPlay)
}

// rulebook NOTE (second hunter): a laid-down hunter is skipped; the other
// one acts alone.
func TestActionOneHunterDown(t *testing.T) {
	s := newScen(t)
	abQuiet(s)
	s.g.Pub.Hunters[box.Castano].Down = true
	s.factionTurn(box.LosPepes)
	abSeat(s, SeatLosPepes, PromptHunterStep) // Don Berna, no choice
	if s.g.Pub.Hunters[box.DonBerna].Loc != loc("A8") {
		t.Fatalf("setup")
	}
	s.refused("hunter Castano", "turn")
}

// ---------------------------------------------------------------- Action cards

// COMPONENTS: an X slot takes any value, a numbered slot only that value;
// a full action takes no card; cards stay on the dashboard until 4.8.
func TestActionCardSlots(t *testing.T) {
	s := newScen(t)
	abQuiet(s)
	p := &s.g.Pub
	s.sicarioAt(box.Gustavo, "C2")
	s.factionTurn(box.DEA)
	s.available(1, 2, 3)
	abActivate(s, box.Murphy)
	for _, ok := range []string{"use 1 attack", "use 2 attack", "use 3 attack", "use 1 capture", "use 3 capture",
		"use 3 range", "use 2 type", "use 1 region"} {
		if !s.hasLegal(ok) {
			t.Fatalf("%q missing: %v", ok, s.legalText())
		}
	}
	s.refused("use 2 range", "action")
	s.refused("use 3 type", "action")
	s.refused("use 2 region", "action")
	s.refused("use 1 destroy", "action") // no Lab within reach
	p.Dash[box.Capture] = [3]int8{1, 2, 0}
	s.refused("use 3 capture", "action") // both Capture slots full
	s.available(1, 2, 2)
	s.refused("use 3 attack", "action") // no 3 available
	s.do("use 2 type")
	s.forced()
	if p.Dash[box.TypeInv] != [3]int8{2, 0, 0} || p.Available != [3]int8{1, 0, 2} {
		t.Fatalf("dash %v available %v", p.Dash[box.TypeInv], p.Available)
	}
	abActivate(s, box.Pena)
	s.do("use 2 type")
	s.forced()
	// The turn is over: the cards stay; the unused 1 was discarded.
	if p.Dash[box.TypeInv] != [3]int8{2, 2, 0} || !p.FactionActed[box.DEA] {
		t.Fatalf("dash %v", p.Dash[box.TypeInv])
	}
	for _, v := range p.Available {
		if v == 0 {
			t.Fatalf("refresh left an empty slot: %v", p.Available)
		}
	}
	// Both Type slots are full for the rest of the season.
	abChooseFaction(s)
	s.do("activate Policia")
	s.do("hunter Carrillo")
	abStop(s)
	s.available(2, 2, 2)
	if s.hasLegal("use 2 type") {
		t.Fatalf("Type slots are full: %v", s.legalText())
	}
	s.refused("use 2 type", "action")
	// Step 4.8 clears the dashboard.
	s.endSeason()
	abPatronUntil(s, func() bool { return p.Season == 2 })
	if p.Dash != [box.NumActions][3]int8{} || p.ActionDeckLen != 15 || p.discardCount() != 0 {
		t.Fatalf("after 4.8: dash %v deck %d discards %v", p.Dash, p.ActionDeckLen, p.ActionDiscard)
	}
}

// rulebook: REFRESH ACTION CARDS; ruling R18: the deck is rebuilt from the
// discards when it runs out; the cards on the dashboard stay there.
func TestActionRefreshReshuffles(t *testing.T) {
	s := newScen(t)
	abQuiet(s)
	p := &s.g.Pub
	// 18 cards: 1 in the deck, 3 available, 4 on the dashboard, 10 discarded.
	p.ActionDeck[0] = 3
	p.ActionDeckLen = 1
	p.Dash = [box.NumActions][3]int8{}
	p.Dash[box.Attack] = [3]int8{3, 3, 2}
	p.Dash[box.Capture] = [3]int8{3, 0, 0}
	p.ActionDiscard = [4]int{0, 4, 4, 2}
	s.available(1, 1, 1)
	s.factionTurn(box.DEA)
	abActivate(s, box.Murphy)
	s.do("use 1 region")
	s.forced()
	abActivate(s, box.Pena)
	s.do("use 1 region")
	s.forced()
	// Refresh: the unused 1 is discarded (11 in the pile); the deck's last
	// card is revealed, then the 11 discards become the deck and 2 more are
	// revealed: 9 left in the deck, none in the pile.
	if p.ActionDeckLen != 9 || p.discardCount() != 0 {
		t.Fatalf("deck %d discards %v", p.ActionDeckLen, p.ActionDiscard)
	}
	if p.Available[0] != 3 {
		t.Fatalf("the deck's last card first: %v", p.Available)
	}
	var count [4]int
	for _, v := range p.ActionDeck[:p.ActionDeckLen] {
		count[v]++
	}
	for _, v := range p.Available {
		count[v]++
	}
	// 1s: 4 discarded + 1 unused; 2s: 4 discarded; 3s: 2 discarded + the deck's 1.
	if count[1] != 5 || count[2] != 4 || count[3] != 3 {
		t.Fatalf("cards by value %v", count)
	}
	if p.Dash[box.Attack] != [3]int8{3, 3, 2} || p.Dash[box.RegionInv] != [3]int8{1, 1, 0} {
		t.Fatalf("dashboard changed: %v", p.Dash)
	}
}

// ---------------------------------------------------------------- Attack

// rulebook: Attack a Sicario example: Peña on C9 attacks Limón on C6 with a
// 2; defense 2; a tie favours the Patrón; the token stays revealed.
func TestActionAttackTie(t *testing.T) {
	s := newScen(t)
	abQuiet(s)
	p := &s.g.Pub
	s.hunterAt(box.Pena, "C9")
	limon := s.sicarioAt(box.Limon, "C6")
	s.factionTurn(box.DEA)
	s.available(2, 2, 2)
	abActivate(s, box.Pena)
	s.do("use 2 attack")
	out := s.do("attack Limon")
	abHasEvent(t, out, EvAttack)
	abSeat(s, SeatPatron, PromptRevealDefense)
	out = s.apply(s.g.Legal(nil)[0])
	abHasEvent(t, out, EvAttackFailed)
	if !p.Slots[limon].OnMap() || p.Slots[limon].Captured || !p.Defense[limon].Revealed || p.Defense[limon].Token != 2 {
		t.Fatalf("Limón %+v defense %+v", p.Slots[limon], p.Defense[limon])
	}
	if p.Dash[box.Attack][0] != 2 {
		t.Fatalf("the card stays on the Attack slot: %v", p.Dash[box.Attack])
	}
	// Murphy (C3) is not next to C6: no Attack for him.
	abActivate(s, box.Murphy)
	s.refused("use 2 attack", "action")
}

// rulebook: strength higher than the defense captures the sicario; ruling
// R3: its Coca cube goes back to the pool; ruling R8: it cannot be placed
// again this season.
func TestActionAttackCaptures(t *testing.T) {
	s := newScen(t)
	abQuiet(s)
	p := &s.g.Pub
	limon := s.sicarioAt(box.Limon, "C2") // defense 2, next to Murphy on C3
	p.Slots[limon].Coca = true
	coca := p.CocaLeft()
	s.factionTurn(box.DEA)
	s.available(3, 3, 3)
	abActivate(s, box.Murphy)
	s.do("use 3 attack")
	s.refused("attack Gustavo", "action") // not on the map
	s.do("attack Limon")
	s.forced()
	if p.Slots[limon].OnMap() || !p.Slots[limon].Captured || p.Slots[limon].Coca {
		t.Fatalf("Limón %+v", p.Slots[limon])
	}
	if p.CocaLeft() != coca+1 || p.SicarioLocs().Has(loc("C2")) {
		t.Fatalf("the cube is not back in the pool: %d→%d", coca, p.CocaLeft())
	}
	s.available(1, 1, 1)
	abActivate(s, box.Pena)
	s.do("use 1 region")
	s.forced()
	// The Patrón's turn: Limón's cards can only be discarded (ruling R8).
	abSeat(s, SeatPatron, PromptPlay)
	s.hand(box.LimonCard, box.GetawayDriver, box.Accountant, box.LoyalToTheEnd, box.FrameUp)
	s.refused("play GetawayDriver", "R8")
	s.refused("play Limon", "R8")
	if !s.hasLegal("discard GetawayDriver") {
		t.Fatalf("legal %v", s.legalText())
	}
	s.do("play FrameUp")
	s.do("spend 0")
	s.refused("place Limon A10", "R8")
}

// ---------------------------------------------------------------- Destroy Labs

// rulebook: Destroy Labs example: Murphy uses a 1 between the Labs of C14
// (with a cube) and C12; he destroys C14, its cube goes too; C12 stays.
func TestActionDestroyLabs(t *testing.T) {
	s := newScen(t)
	abQuiet(s)
	p := &s.g.Pub
	s.hunterAt(box.Murphy, "C15")
	s.hunterAt(box.Pena, "C18")
	s.lab("C14", true)
	s.lab("C12", false)
	s.lab("C18", true) // also next to C15
	s.lab("C9", true)  // two roads away
	s.lab("C16", true)
	s.lab("A4", true)
	coca := p.CocaLeft()
	s.factionTurn(box.DEA)
	s.available(1, 3, 3)
	abActivate(s, box.Murphy)
	s.do("use 1 destroy")
	if !s.hasLegal("destroy C14") || !s.hasLegal("destroy C12") || !s.hasLegal("destroy C18") ||
		s.hasLegal("destroy C9") || s.hasLegal("done") {
		t.Fatalf("legal %v", s.legalText())
	}
	s.refused("destroy C9", "action")
	s.do("destroy C14")
	// Value 1: one Lab only; the action is over.
	if p.Lab.Has(loc("C14")) || p.Coca.Has(loc("C14")) || !p.Lab.Has(loc("C12")) || !p.Lab.Has(loc("C18")) {
		t.Fatalf("labs %v coca %v", p.Lab, p.Coca)
	}
	if p.CocaLeft() != coca+1 {
		t.Fatalf("cube not discarded")
	}
	// Peña on C18 (Labs on C18, C16, A4 in reach) uses a 3: up to 3 Labs;
	// he may stop after one.
	abActivate(s, box.Pena)
	s.do("use 3 destroy")
	s.do("destroy C16")
	s.do("done")
	if !p.Lab.Has(loc("C18")) || !p.Lab.Has(loc("A4")) || p.Lab.Has(loc("C16")) || !p.FactionActed[box.DEA] {
		t.Fatalf("labs %v", p.Lab)
	}
}

// rulebook: up to X Labs: with 2 Labs in reach and a 3, both go and the
// action ends; ruling R20: a sicario standing there without a cube takes it.
func TestActionDestroyLabsSicarioTakesCube(t *testing.T) {
	s := newScen(t)
	abQuiet(s)
	p := &s.g.Pub
	s.hunterAt(box.Murphy, "C15")
	s.lab("C14", true)
	s.lab("C18", true)
	gus := s.sicarioAt(box.Gustavo, "C14")
	bla := s.sicarioAt(box.Blackie, "C18")
	p.Slots[bla].Coca = true
	coca := p.CocaLeft()
	s.factionTurn(box.DEA)
	s.available(3, 3, 3)
	abActivate(s, box.Murphy)
	s.do("use 3 destroy")
	s.refused("done", "turn") // nothing destroyed yet
	out := s.do("destroy C14")
	abHasEvent(t, out, EvPickUp)
	s.do("destroy C18")
	// No Lab left in reach: the action ends by itself.
	abSeat(s, SeatDEA, PromptHunterStep)
	if !p.Slots[gus].Coca || !p.Slots[bla].Coca || p.Lab&(loc("C14").Bit()|loc("C18").Bit()) != 0 {
		t.Fatalf("Gustavo %+v Blackie %+v labs %v", p.Slots[gus], p.Slots[bla], p.Lab)
	}
	// Gustavo took one cube; Blackie already had one, so C18's went back.
	if p.CocaLeft() != coca+1 {
		t.Fatalf("pool %d→%d", coca, p.CocaLeft())
	}
}

// ---------------------------------------------------------------- Blockades

// rulebook: Place Blockades / Remove Controlled example: Navegante on O11
// uses a 2 on A9, O11, O12, O14: removes A9's Controlled token and blocks
// O14. Ruling R12: one token per location.
func TestActionBlockades(t *testing.T) {
	s := newScen(t)
	abQuiet(s)
	p := &s.g.Pub
	abClear(s, box.Gilberto, box.Navegante)
	s.hunterAt(box.Navegante, "O11")
	s.hunterAt(box.Gilberto, "A4")
	s.controlled("A9")
	s.lab("O10", false)
	s.factionTurn(box.Cali)
	s.available(2, 2, 1)
	abActivate(s, box.Navegante)
	s.do("use 2 block")
	want := map[string]bool{"block O11": true, "block O12": true, "block O14": true, "uncontrol A9": true}
	for _, c := range s.legalText() {
		if !want[c] {
			t.Fatalf("unexpected %q in %v", c, s.legalText())
		}
		delete(want, c)
	}
	if len(want) != 0 {
		t.Fatalf("missing %v", want)
	}
	s.refused("block A9", "R12")    // Controlled there
	s.refused("block O9", "tokens") // a Farm, and out of reach
	s.refused("block A7", "tokens") // out of reach
	s.refused("uncontrol O12", "tokens")
	s.refused("done", "action") // nothing done yet
	s.do("uncontrol A9")
	s.do("block O14")
	// A total of 2: the action is over.
	if p.Controlled.Has(loc("A9")) || !p.Blockade.Has(loc("O14")) {
		t.Fatalf("controlled %v blockade %v", p.Controlled, p.Blockade)
	}
	abSeat(s, SeatCali, PromptHunterStep) // Gilberto
	// Gilberto with a 1 blocks one City, then the action ends.
	s.do("stop")
	s.do("use 1 block")
	s.do("block A3")
	if !p.Blockade.Has(loc("A3")) || p.Blockade.Count() != 2 || !p.FactionActed[box.Cali] {
		t.Fatalf("blockade %v", p.Blockade)
	}
}

// ruling R13: with the shared pool empty, the Factions may move one of
// their own Blockades instead; ruling R12 still holds.
func TestActionBlockadePoolEmpty(t *testing.T) {
	s := newScen(t)
	abQuiet(s)
	p := &s.g.Pub
	abClear(s, box.Gilberto, box.Navegante)
	s.hunterAt(box.Navegante, "O11")
	s.blockade("C2")
	s.blockade("C3")
	for _, c := range []string{"C4", "C6", "C7", "C10", "C11", "C13", "C15", "A1", "A2", "A3", "A6", "A7", "A10", "A11"} {
		s.controlled(c)
	}
	s.controlled("A9")
	p.Controlled = p.Controlled.Without(loc("A11")) // 16 tokens in all
	if p.BlockadeTokensLeft() != 0 {
		t.Fatalf("pool %d", p.BlockadeTokensLeft())
	}
	s.factionTurn(box.Cali)
	s.available(2, 2, 2)
	abActivate(s, box.Navegante)
	s.do("use 2 block")
	if s.hasLegal("block O14") || !s.hasLegal("block O14 C2") || s.hasLegal("block O14 A9") {
		t.Fatalf("legal %v", s.legalText())
	}
	s.refused("block O14", "R13")    // must name a Blockade to move
	s.refused("block O14 A9", "R13") // a Controlled token is not theirs
	s.refused("block O14 C4", "R13")
	s.do("block O14 C2")
	if p.Blockade.Has(loc("C2")) || !p.Blockade.Has(loc("O14")) || p.BlockadeTokensLeft() != 0 {
		t.Fatalf("blockade %v", p.Blockade)
	}
	// The second token: removing A9's Controlled token first would free one,
	// but here the Blockade of C3 moves to O12.
	s.refused("block O14 C3", "R12")
	s.do("block O12 C3")
	if p.Blockade != loc("O14").Bit()|loc("O12").Bit() {
		t.Fatalf("blockade %v", p.Blockade)
	}
}

// ruling R13: once a Controlled token is removed, the pool has a token again
// and a Blockade comes from it (naming one to move is refused).
func TestActionBlockadePoolRefilled(t *testing.T) {
	s := newScen(t)
	abQuiet(s)
	p := &s.g.Pub
	abClear(s, box.Gilberto, box.Navegante)
	s.hunterAt(box.Navegante, "O11")
	s.blockade("C2")
	for _, c := range []string{"C3", "C4", "C6", "C7", "C10", "C11", "C13", "C15", "A1", "A2", "A3", "A6", "A7", "A10", "A9"} {
		s.controlled(c)
	}
	s.factionTurn(box.Cali)
	s.available(2, 2, 2)
	abActivate(s, box.Navegante)
	s.do("use 2 block")
	s.do("uncontrol A9")
	s.refused("block O14 C2", "R13")
	s.do("block O14")
	if !p.Blockade.Has(loc("C2")) || !p.Blockade.Has(loc("O14")) {
		t.Fatalf("blockade %v", p.Blockade)
	}
}

// ---------------------------------------------------------------- Investigations

// rulebook: Range Investigation (value 3): the Patrón names two numbers, one
// of them the true road distance (ruling R19); the deduction set keeps the
// two rings.
func TestActionRangeInvestigation(t *testing.T) {
	s := newScen(t)
	abQuiet(s)
	p := &s.g.Pub
	s.factionTurn(box.Policia)
	s.available(3, 2, 1)
	abActivate(s, box.Carrillo) // C8; the hideout is A11
	s.refused("use 2 range", "action")
	s.do("use 3 range")
	abSeat(s, SeatPatron, PromptAnswerRange)
	if s.g.Pending().Forced {
		t.Fatalf("the Patrón chooses his Range answer")
	}
	from := loc("C8")
	d := int(board.Map.Dist[from][loc("A11")])
	wrong := "range " + itoa(d+1) + " " + itoa(d+2)
	s.refused(wrong, "R19")
	s.refused("range "+itoa(d)+" "+itoa(d), "R19")
	s.refused("range "+itoa(d+2)+" "+itoa(d), "R19") // the smaller first (decision D19)
	for _, c := range s.legalText() {
		f := strings.Fields(c)
		if len(f) != 3 || (f[1] != itoa(d) && f[2] != itoa(d)) {
			t.Fatalf("legal answer %q without the true distance %d", c, d)
		}
	}
	// On a Factions' machine the answer is taken as given.
	pub := s.g.PublicOnly()
	c, _ := ParseCommand(wrong)
	if _, err := pub.Apply(c); err != nil {
		t.Fatalf("the Factions' machine refuses %q: %v", wrong, err)
	}
	out := s.do("range " + itoa(d) + " " + itoa(d+2))
	abHasEvent(t, out, EvRangeAnswer)
	want := board.Map.Ring[from][d] | board.Map.Ring[from][d+2]
	if p.Possible != want || !p.Possible.Has(loc("A11")) {
		t.Fatalf("possible %v, want %v", p.Possible, want)
	}
	if p.Dash[box.RangeInv][0] != 3 {
		t.Fatalf("dash %v", p.Dash[box.RangeInv])
	}
}

// rulebook: Type (value 2) and Region (value 1) Investigations; the Patrón's
// answers are forced and narrow the deduction set.
func TestActionTypeAndRegionInvestigations(t *testing.T) {
	s := newScen(t)
	abQuiet(s)
	p := &s.g.Pub
	s.factionTurn(box.Policia)
	s.available(1, 2, 2)
	abActivate(s, box.Carrillo) // C8 (Caribe); the hideout A11 is an Andina City
	s.refused("use 1 type", "action")
	s.do("use 2 type")
	abSeat(s, SeatPatron, PromptAnswerType)
	if !s.g.Pending().Forced || !s.hasLegal("type city") {
		t.Fatalf("legal %v", s.legalText())
	}
	s.refused("type farm", "answer")
	out := s.do("type city")
	abHasEvent(t, out, EvTypeAnswer)
	if p.Possible != board.Map.City {
		t.Fatalf("possible %v", p.Possible)
	}
	abActivate(s, box.Trujillo) // C11 (Caribe)
	s.refused("use 2 region", "action")
	s.do("use 1 region")
	abSeat(s, SeatPatron, PromptAnswerRegion)
	s.refused("region same", "answer")
	s.do("region other")
	want := board.Map.City &^ board.Map.InRegion[board.Map.RegionOf[loc("C11")]]
	if p.Possible != want || !p.Possible.Has(loc("A11")) {
		t.Fatalf("possible %v, want %v", p.Possible, want)
	}
}

// ---------------------------------------------------------------- Capture

// rulebook: Capture Patrón example: Don Berna uses a 2, moves to A9 and may
// search A9 or any neighbour (roads only, ruling R11); a miss removes the
// location from the deduction set.
func TestActionCaptureMiss(t *testing.T) {
	s := newScen(t)
	abQuiet(s)
	p := &s.g.Pub
	s.hunterAt(box.DonBerna, "A10")
	s.factionTurn(box.LosPepes)
	s.available(2, 2, 2)
	abActivate(s, box.DonBerna)
	s.do("use 2 capture")
	abSeat(s, SeatLosPepes, PromptCaptureStep)
	s.do("step A8")
	s.do("step A9")
	abSeat(s, SeatLosPepes, PromptSearch)
	want := map[string]bool{}
	for _, l := range []string{"A9", "A7", "A8", "A11", "A12", "O9", "O11"} {
		want["search "+l] = true
	}
	got := s.legalText()
	if len(got) != len(want) {
		t.Fatalf("legal %v", got)
	}
	for _, c := range got {
		if !want[c] {
			t.Fatalf("legal %v", got)
		}
	}
	s.refused("search O14", "R11") // by airport only
	s.do("search O11")
	abSeat(s, SeatPatron, PromptFound)
	s.refused("found yes", "answer")
	out := s.do("found no")
	abHasEvent(t, out, EvMissed)
	if p.Possible.Has(loc("O11")) || p.Possible.Count() != board.N-1 || p.Captures != 0 {
		t.Fatalf("possible %v", p.Possible)
	}
}

// rulebook: PATRÓN IS CAUGHT! example: the first capture lets him escape
// at once for free (ruling R17) and adds an objective to each slot still to
// come; play goes on (decision D8).
func TestActionCaptureFirstEscape(t *testing.T) {
	s := newScen(t)
	abQuiet(s)
	p := &s.g.Pub
	s.hideout("O11")
	s.hunterAt(box.DonBerna, "A9")
	s.blockade("A10")
	money := p.Money
	slots := [3]int{p.ObjSlots[0].Count, p.ObjSlots[1].Count, p.ObjSlots[2].Count}
	s.factionTurn(box.LosPepes)
	s.available(2, 2, 2)
	abActivate(s, box.DonBerna)
	s.do("use 2 capture")
	s.do("stop")
	s.do("search O11")
	out := s.do("found yes")
	abHasEvent(t, out, EvCaptured)
	if p.Captures != 1 || s.g.Over() {
		t.Fatalf("captures %d over %v", p.Captures, s.g.Over())
	}
	abSeat(s, SeatPatron, PromptEscape)
	s.refused("hide O11", "movement") // where he was caught
	s.refused("hide A9", "movement")  // Don Berna there
	s.refused("hide A7", "movement")  // Castaño there
	s.refused("hide A10", "movement") // a City with a Blockade
	want := board.Map.All &^ loc("O11").Bit() &^ p.HunterLocs() &^ loc("A10").Bit()
	s.do("hide A16")
	if p.Possible != want {
		t.Fatalf("possible %v, want %v", p.Possible, want)
	}
	s.forced() // the added objectives
	if p.ObjSlots[0].Count != slots[0] || p.ObjSlots[1].Count != slots[1]+1 || p.ObjSlots[2].Count != slots[2]+1 {
		t.Fatalf("objective slots %+v (were %v)", p.ObjSlots, slots)
	}
	if p.Money != money || s.g.Sec.Hideout != loc("A16") {
		t.Fatalf("money %d→%d hideout %v", money, p.Money, s.g.Sec.Hideout)
	}
	// Castaño's activation follows.
	abSeat(s, SeatLosPepes, PromptHunterStep)
}

// ruling R6: the second capture wins for the Factions at once.
func TestActionCaptureSecondWins(t *testing.T) {
	s := newScen(t)
	abQuiet(s)
	p := &s.g.Pub
	p.Captures = 1
	s.hideout("A12")
	s.factionTurn(box.LosPepes)
	s.available(1, 1, 1)
	abActivate(s, box.DonBerna) // A8
	s.do("use 1 capture")
	s.do("step A9")
	s.do("search A12")
	out := s.do("found yes")
	abHasEvent(t, out, EvGameOver)
	if !s.g.Over() || p.Result.Winner != FactionsSide || p.Result.Reason != ReasonCaptured || p.Captures != 2 {
		t.Fatalf("result %+v captures %d", p.Result, p.Captures)
	}
	if s.g.Pending().Seat != NoSeat || len(s.g.Legal(nil)) != 0 {
		t.Fatalf("play goes on after the win")
	}
}
