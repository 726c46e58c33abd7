package game

import (
	"strings"
	"testing"

	"patron/game/board"
	"patron/game/box"
)

// Scenario tests of the 10 Objective cards (COMPONENTS: Objective cards),
// of the special defense tokens, of step 4.5 (ruling R1) and of rulings
// R2, R6 and R17, and decisions D11 and D12.

// objOpts is the default scenario with these objectives in slots 1-3.
func objOpts(o1, o2, o3 box.Objective) scenOpts {
	o := defaultScenOpts()
	o.objectives = [3]box.Objective{o1, o2, o3}
	return o
}

// objBeforeReveal stops right before slot 1's objective is revealed, so
// that the test drives its setup.
func objBeforeReveal(t *testing.T, o scenOpts) *scen { return scenBeforeReveal(t, o) }

// objSetupAndDefend carries out the pending objective setups with their
// first legal choices, then assigns the defense tokens.
func (s *scen) objSetupAndDefend(defenses string) {
	s.t.Helper()
	s.objSetups()
	s.defend(defenses)
	s.expectPrompt(PromptPlay)
}

// objSetups reveals the season's objectives and carries out their setups
// with the first legal choices; the defense tokens are then pending.
func (s *scen) objSetups() {
	s.t.Helper()
	s.forced()
	for s.pending() == PromptObjectiveSetup {
		s.objectiveSetupDefaults()
		s.forced()
	}
	s.expectPrompt(PromptDefenses)
}

// objForced applies the forced commands and returns their events.
func (s *scen) objForced() []Event {
	s.t.Helper()
	var evs []Event
	for !s.g.Over() && s.g.Pending().Forced {
		out := s.apply(s.g.Legal(nil)[0])
		evs = append(evs, out.Events...)
	}
	return evs
}

// objDo is s.do returning a copy of the events.
func (s *scen) objDo(text string) []Event {
	s.t.Helper()
	return append([]Event(nil), s.do(text).Events...)
}

// objToReveal jumps to the End of Season and runs steps 4.1-4.3; the
// hideout reveal (4.4) is pending.
func (s *scen) objToReveal() {
	s.t.Helper()
	s.endSeason()
	s.expectPrompt(PromptRevealHideout)
}

// objFinishSeason ends the season from the budget step: the Patrón pays
// nothing and stays. The next season's first decision is then pending.
func (s *scen) objFinishSeason() {
	s.t.Helper()
	s.expectPrompt(PromptBudget)
	s.do("budget 0")
	s.do("hide " + s.g.Sec.Hideout.String())
}

// objNextSeason plays a whole End of Season in which no objective asks
// for a decision, then the next season's objective reveals and setups
// (first legal choices) and the defense tokens.
func (s *scen) objNextSeason(defenses string) {
	s.t.Helper()
	s.objToReveal()
	s.objForced()
	s.objFinishSeason()
	s.objSetupAndDefend(defenses)
}

// objSkip passes the optional windows of a Faction turn (DEA mini-cards,
// Los Pepes, Policía, Cali) and answers the Patrón's forced reveals.
func (s *scen) objSkip() {
	s.t.Helper()
	for {
		switch s.pending() {
		case PromptDEA, PromptPepes, PromptPoliciaBonus, PromptCaliExtra:
			s.do("pass")
		default:
			if s.g.Pending().Forced {
				s.forced()
				continue
			}
			return
		}
	}
}

func objEventIndex(evs []Event, k EventKind) int {
	for i, e := range evs {
		if e.Kind == k {
			return i
		}
	}
	return -1
}

func (s *scen) objStatus(o box.Objective, want ObjectiveStatus) {
	s.t.Helper()
	if got := s.g.Pub.ObjStatus[o]; got != want {
		s.t.Fatalf("%s status %d, want %d", o, got, want)
	}
}

func (s *scen) objLegalOnly(want ...string) {
	s.t.Helper()
	got := s.legalText()
	if strings.Join(got, "|") != strings.Join(want, "|") {
		s.t.Fatalf("legal %v, want %v", got, want)
	}
}

func (s *scen) objLegalHas(text string, want bool) {
	s.t.Helper()
	if s.hasLegal(text) != want {
		s.t.Fatalf("legal %q = %v, want %v; legal: %v", text, !want, want, s.legalText())
	}
}

// ---- Hostage ----

// COMPONENTS: objective 1 Hostage, setup: lock 1 hunter until the end of
// this season; the Hostage token replaces one regular token of the
// Patrón's choice and must be assigned.
func TestObjectiveHostageSetupLockAndToken(t *testing.T) {
	s := objBeforeReveal(t, objOpts(box.Hostage, box.AirBridge, box.LaCatedral))
	evs := s.objForced()
	if objEventIndex(evs, EvObjectiveRevealed) < 0 {
		t.Fatalf("no reveal event")
	}
	s.objStatus(box.Hostage, ObjActive)
	s.expectPrompt(PromptObjectiveSetup)
	var locks []string
	for h := box.Hunter(0); h < box.NumHunters; h++ {
		locks = append(locks, "lock "+h.String())
	}
	s.objLegalOnly(locks...)
	s.refused("done", "objective") // decision D18: Hostage's setup must be carried out
	s.do("lock Castano")
	if got := s.g.Pub.Hunters[box.Castano].LockUntil; got != 1 {
		t.Fatalf("Castano locked until season %d, want 1", got)
	}
	s.expectPrompt(PromptDefenses)
	// The special token may go on any sicario; the Bomb is not in play.
	s.objLegalHas("defend Gustavo H", true)
	s.objLegalHas("defend Gustavo 3", true)
	s.objLegalHas("defend Gustavo X", false)
	s.refused("defend Gustavo X", "defense")
	// Six regular tokens: one regular token (a 3) is set aside.
	s.defend("0 1 1 2 2 3")
	s.objLegalOnly("defend LaQuica H")
	s.refused("defend LaQuica 3", "defense")
	s.do("defend LaQuica H")
	s.expectPrompt(PromptPlay)
	// The lock: Castaño cannot move at his activation this season.
	s.factionTurn(box.LosPepes)
	s.do("hunter Castano")
	s.objSkip()
	if s.pending() == PromptHunterStep {
		t.Fatalf("the locked Castaño was offered a move")
	}
	if !s.g.Pub.moveLocked(box.Castano) {
		t.Fatalf("Castaño should be locked")
	}
	// Until the end of this season only (ruling R15: step 4.8).
	s.objNextSeason("0 1 1 2 2 3 H")
	if s.g.Pub.Season != 2 || s.g.Pub.moveLocked(box.Castano) {
		t.Fatalf("season %d: Castaño still locked", s.g.Pub.Season)
	}
}

// Rulebook: Assign Sicario Defenses example (X1): with no special-token
// objective active, exactly the 7 regular tokens are dealt, one per sicario.
func TestObjectiveNoSpecialTokenRegularSeven(t *testing.T) {
	s := objBeforeReveal(t, defaultScenOpts())
	s.forced()
	s.expectPrompt(PromptDefenses)
	for i, tok := range strings.Fields("3 3 2 2 1 1 0") {
		fig := s.g.Pub.Slots[i].Figure.String()
		s.objLegalHas("defend "+fig+" H", false)
		s.objLegalHas("defend "+fig+" X", false)
		if i == 6 {
			s.objLegalOnly("defend LaQuica 0")
		}
		s.do("defend " + fig + " " + tok)
	}
	s.expectPrompt(PromptPlay)
	for i := range s.g.Pub.Defense {
		if s.g.Pub.Defense[i].Revealed || s.g.Sec.Defense[i].Special() {
			t.Fatalf("token %d: %+v", i, s.g.Pub.Defense[i])
		}
	}
}

// An uncompleted Hostage stays active into the next season, and its token
// must be assigned again: once six regular tokens are out, only H is left.
func TestObjectiveHostageStaysActiveTokenAgain(t *testing.T) {
	o := objOpts(box.Hostage, box.AirBridge, box.LaCatedral)
	o.defenses = "0 1 1 2 2 3 H"
	s := newScenWith(t, o)
	s.objToReveal()
	s.objForced()
	s.objStatus(box.Hostage, ObjActive) // nobody stood on the hideout
	s.objFinishSeason()
	s.objSetups()
	s.objLegalHas("defend Gustavo H", true)
	s.defend("3 3 2 2 1 1")
	s.objLegalOnly("defend LaQuica H")
	s.do("defend LaQuica H")
	s.expectPrompt(PromptPlay)
	s.objStatus(box.Hostage, ObjActive)
}

// Rulebook: special defense tokens defend as 2 against an attack.
func TestObjectiveHostageTokenDefendsAsTwo(t *testing.T) {
	s := objBeforeReveal(t, objOpts(box.Hostage, box.AirBridge, box.LaCatedral))
	s.forced()
	s.do("lock Murphy")
	s.defend("H 0 1 1 2 2 3")
	s.sicarioAt(box.Gustavo, "A10")
	s.hunterAt(box.Gilberto, "A13")
	s.hunterAt(box.Navegante, "A6")
	s.available(2, 3, 1)
	s.factionTurn(box.Cali)
	s.do("hunter Gilberto")
	s.objSkip()
	s.do("stop")
	s.do("use 2 attack")
	s.objSkip()
	s.do("attack Gustavo")
	s.objSkip()
	if d := s.g.Pub.Defense[0]; !d.Revealed || d.Token != box.TokenHostage {
		t.Fatalf("Gustavo's token %+v, want Hostage revealed", d)
	}
	if s.g.Pub.Slots[0].Loc != loc("A10") {
		t.Fatalf("a 2 captured the Hostage holder (defense 2)")
	}
	s.objSkip()
	s.do("stop")
	s.do("use 3 attack")
	s.objSkip()
	s.do("attack Gustavo")
	s.objSkip()
	if !s.g.Pub.Slots[0].Captured {
		t.Fatalf("a 3 did not capture the Hostage holder (defense 2)")
	}
}

// COMPONENTS: Hostage is completed when the Hostage holder stands on the
// revealed hideout. Ruling R1: 4.4 reveal, then 4.5 objectives, before 4.6
// sends the sicarios home. Reward: lock 1 hunter until the end of next season.
func TestObjectiveHostageCompletedAfterReveal(t *testing.T) {
	s := objBeforeReveal(t, objOpts(box.Hostage, box.AirBridge, box.LaCatedral))
	s.forced()
	s.do("lock Murphy")
	s.defend("H 0 1 1 2 2 3") // Gustavo holds the Hostage
	s.sicarioAt(box.Gustavo, "A11")
	s.objToReveal()
	s.objStatus(box.Hostage, ObjActive)
	glory := s.g.Pub.Glory
	evs := s.objForced()
	rev := objEventIndex(evs, EvHideoutRevealed)
	done := objEventIndex(evs, EvObjectiveCompleted)
	if rev < 0 || done < rev {
		t.Fatalf("completion (%d) must follow the hideout reveal (%d): %v", done, rev, evs)
	}
	if objEventIndex(evs, EvSicariosReturn) >= 0 {
		t.Fatalf("4.6 ran before the reward was chosen")
	}
	s.objStatus(box.Hostage, ObjCompleted)
	if s.g.Pub.Completed != 1 {
		t.Fatalf("completed %d", s.g.Pub.Completed)
	}
	s.expectPrompt(PromptReward)
	s.refused("budget 0", "turn")
	evs = s.objDo("lock Pena")
	if objEventIndex(evs, EvSicariosReturn) < 0 {
		t.Fatalf("4.6 did not follow the reward")
	}
	if got := s.g.Pub.Glory; got != glory+3 {
		t.Fatalf("glory %d, want %d (Gustavo's 3 at 4.6)", got, glory+3)
	}
	if got := s.g.Pub.Hunters[box.Pena].LockUntil; got != 2 {
		t.Fatalf("Peña locked until %d, want 2", got)
	}
	s.objFinishSeason()
	s.objSetups()
	// Completed: no more Hostage token; Peña still locked in season 2.
	s.objLegalHas("defend Gustavo H", false)
	s.refused("defend Gustavo H", "defense")
	s.defend("0 1 1 2 2 3 3")
	if !s.g.Pub.moveLocked(box.Pena) || s.g.Pub.moveLocked(box.Murphy) {
		t.Fatalf("season 2: Peña should be locked, Murphy free")
	}
	s.objNextSeason("0 1 1 2 2 3 3")
	if s.g.Pub.moveLocked(box.Pena) {
		t.Fatalf("season 3: Peña's lock should have run out")
	}
}

// Hostage holder not on the hideout (or captured): not completed.
func TestObjectiveHostageNotOnHideout(t *testing.T) {
	s := objBeforeReveal(t, objOpts(box.Hostage, box.AirBridge, box.LaCatedral))
	s.forced()
	s.do("lock Murphy")
	s.defend("0 H 1 1 2 2 3") // Blackie holds the Hostage
	s.sicarioAt(box.Gustavo, "A11")
	s.sicarioAt(box.Blackie, "A12")
	s.objToReveal()
	s.objForced()
	s.objStatus(box.Hostage, ObjActive)
	if d := s.g.Pub.Defense[1]; !d.Revealed || d.Token != box.TokenHostage {
		t.Fatalf("the Hostage holder was not shown at 4.5: %+v", d)
	}
	s.expectPrompt(PromptBudget)
}

// ---- Robin Hood ----

// COMPONENTS: objective 2 Robin Hood, setup: choose the Faction that takes
// the next Faction turn, then put $1 on each of up to 6 Cities.
func TestObjectiveRobinHoodSetup(t *testing.T) {
	s := objBeforeReveal(t, objOpts(box.RobinHood, box.AirBridge, box.LaCatedral))
	s.forced()
	s.expectPrompt(PromptObjectiveSetup)
	s.objLegalOnly("next DEA", "next Policia", "next Cali", "next LosPepes")
	s.refused("done", "objective")
	s.do("next Cali")
	if s.g.Pub.NextFaction != box.Cali {
		t.Fatalf("next faction %v", s.g.Pub.NextFaction)
	}
	s.objLegalHas("coin A11", true)
	s.objLegalHas("coin A12", false)
	s.objLegalHas("done", true) // decision D18: up to 6
	s.refused("coin A12", "objective")
	money := s.g.Pub.Money
	for i, c := range []string{"A11", "A10", "A9", "A7", "C2", "O7"} {
		s.expectPrompt(PromptObjectiveSetup)
		if i > 0 {
			s.refused("coin A11", "objective") // one $1 per City
		}
		s.do("coin " + c)
	}
	// After six coins the setup ends by itself.
	s.expectPrompt(PromptDefenses)
	if got := s.g.Pub.Money; got != money-6 {
		t.Fatalf("money %d, want %d", got, money-6)
	}
	if n := s.g.Pub.Coins.Count(); n != 6 {
		t.Fatalf("%d coins", n)
	}
	s.defend("0 1 1 2 2 3 3")
	// The next Faction turn is Cali's: nobody chooses.
	s.factionTurn(box.DEA)
	if s.g.Pub.Active != box.Cali {
		t.Fatalf("active faction %v, want Cali", s.g.Pub.Active)
	}
}

// Decision D18: Robin Hood's coins may stop early; with no money, none.
func TestObjectiveRobinHoodStopsEarly(t *testing.T) {
	s := objBeforeReveal(t, objOpts(box.RobinHood, box.AirBridge, box.LaCatedral))
	s.g.Pub.Money = 1
	s.forced()
	s.do("next Policia")
	s.do("coin A11")
	// No money left: the setup ends.
	s.expectPrompt(PromptDefenses)
	if s.g.Pub.Money != 0 || s.g.Pub.Coins != loc("A11").Bit() {
		t.Fatalf("money %d coins %v", s.g.Pub.Money, s.g.Pub.Coins)
	}
}

// COMPONENTS: Robin Hood is completed when the revealed hideout is a City
// holding $1; all those $ go to the bank; +2 Glory.
func TestObjectiveRobinHoodCompleted(t *testing.T) {
	s := objBeforeReveal(t, objOpts(box.RobinHood, box.AirBridge, box.LaCatedral))
	s.forced()
	s.do("next DEA")
	s.do("coin A11")
	s.do("coin A10")
	s.do("done")
	s.defend("0 1 1 2 2 3 3")
	s.objToReveal()
	money, glory := s.g.Pub.Money, s.g.Pub.Glory
	s.objForced()
	s.objStatus(box.RobinHood, ObjCompleted)
	if s.g.Pub.Coins != 0 {
		t.Fatalf("coins left on the map: %v", s.g.Pub.Coins)
	}
	if s.g.Pub.Money != money || s.g.Pub.Glory != glory+2 {
		t.Fatalf("money %d glory %d, want %d and %d", s.g.Pub.Money, s.g.Pub.Glory, money, glory+2)
	}
}

// Robin Hood not completed: the hideout City holds no $1; the coins stay.
func TestObjectiveRobinHoodNotCompleted(t *testing.T) {
	s := objBeforeReveal(t, objOpts(box.RobinHood, box.AirBridge, box.LaCatedral))
	s.forced()
	s.do("next DEA")
	s.do("coin A10")
	s.do("done")
	s.defend("0 1 1 2 2 3 3")
	s.objToReveal()
	s.objForced()
	s.objStatus(box.RobinHood, ObjActive)
	if s.g.Pub.Coins != loc("A10").Bit() {
		t.Fatalf("coins %v", s.g.Pub.Coins)
	}
	// Still active next season; completed once the hideout is A10.
	s.objFinishSeason()
	s.objSetupAndDefend("0 1 1 2 2 3 3")
	s.objStatus(box.RobinHood, ObjActive)
	s.hideout("A10")
	s.objToReveal()
	s.objForced()
	s.objStatus(box.RobinHood, ObjCompleted)
}

// ---- Established Production ----

// COMPONENTS: objective 3, setup: 2 Labs on empty Farms. Decision D11:
// the setup may not put a Lab on the card.
func TestObjectiveEstablishedProductionSetup(t *testing.T) {
	s := objBeforeReveal(t, objOpts(box.EstablishedProduction, box.AirBridge, box.LaCatedral))
	s.lab("A13", false)
	s.forced()
	s.expectPrompt(PromptObjectiveSetup)
	s.objLegalHas("lab A12", true)
	s.objLegalHas("lab A13", false) // not empty
	s.objLegalHas("lab card", false)
	s.refused("lab card", "objective")
	s.refused("lab A11", "tokens")
	s.refused("lab A13", "R12")
	coca := s.g.Pub.CocaLeft()
	// Decision D18, rulebook p.12 ("complete any Setup actions listed on the
	// revealed card"): the setup is an order; it cannot stop early.
	s.objLegalHas("done", false)
	s.refused("done", "objective")
	s.do("lab A12")
	s.refused("done", "objective")
	s.do("lab C1")
	s.expectPrompt(PromptDefenses)
	p := &s.g.Pub
	if !p.Lab.Has(loc("A12")) || !p.Lab.Has(loc("C1")) || p.EstLabs != 0 {
		t.Fatalf("labs %v, on card %d", p.Lab, p.EstLabs)
	}
	if p.CocaLeft() != coca-2 {
		t.Fatalf("the new Labs should hold a Coca cube")
	}
}

// Decision D11: while active, once per Patrón turn one Lab he places may
// go on the card: no Coca cube, no income; the next turn he may again.
func TestObjectiveEstablishedProductionLabOnCardOncePerTurn(t *testing.T) {
	s := newScenWith(t, objOpts(box.EstablishedProduction, box.AirBridge, box.LaCatedral))
	p := &s.g.Pub
	s.hand(box.Accountant, box.Bodyguard, box.PoisonCard, box.LimonCard, box.VelascoCard)
	s.do("play Accountant")
	s.do("spend 0")
	s.do("place Gustavo A11")
	s.expectPrompt(PromptSicarioAction)
	s.objLegalHas("lab card", true)
	labs, left, coca := p.Lab.Count(), p.LabsLeft(), p.CocaLeft()
	evs := s.objDo("lab card")
	if objEventIndex(evs, EvLabOnCard) < 0 || p.EstLabs != 1 {
		t.Fatalf("no Lab on the card: %d", p.EstLabs)
	}
	if p.Lab.Count() != labs || p.LabsLeft() != left-1 || p.CocaLeft() != coca {
		t.Fatalf("labs %d left %d coca %d; want %d %d %d", p.Lab.Count(), p.LabsLeft(), p.CocaLeft(), labs, left-1, coca)
	}
	// The second action of the same turn may not.
	s.objLegalHas("lab card", false)
	s.refused("lab card", "objective")
	s.do("lab A12")
	// Next Patrón turn: again.
	s.patronTurn()
	s.hand(box.Bodyguard, box.PoisonCard, box.LimonCard, box.VelascoCard, box.LoyalToTheEnd)
	s.do("play Bodyguard")
	s.do("spend 0")
	s.do("place Blackie A13")
	s.objLegalHas("lab card", true)
	s.do("lab card")
	if p.EstLabs != 2 {
		t.Fatalf("on card %d, want 2", p.EstLabs)
	}
	// Income counts the Labs on the map only (decision D11).
	s.objToReveal()
	if p.Income != p.Lab.Count() {
		t.Fatalf("income track %d, labs on the map %d", p.Income, p.Lab.Count())
	}
}

// Ruling R13 with decision D11: with the pool empty, a Lab on the map may
// be moved onto the card.
func TestObjectiveEstablishedProductionCardFromMap(t *testing.T) {
	s := newScenWith(t, objOpts(box.EstablishedProduction, box.AirBridge, box.LaCatedral))
	p := &s.g.Pub
	p.Lab, p.Coca = 0, 0 // forget the setup's two Labs: all twelve go below
	for _, l := range []string{"C9", "C12", "C14", "C16", "C17", "C18", "A4", "A5", "A8", "A17", "O2", "O3"} {
		s.lab(l, false)
	}
	if p.LabsLeft() != 0 {
		t.Fatalf("labs left %d", p.LabsLeft())
	}
	s.hand(box.Accountant, box.Bodyguard, box.PoisonCard, box.LimonCard, box.VelascoCard)
	s.do("play Accountant")
	s.do("spend 0")
	s.do("place Gustavo A11")
	s.objLegalHas("lab card", false)
	s.objLegalHas("lab card C9", true)
	s.refused("lab card", "R13")
	s.do("lab card C9")
	if p.Lab.Has(loc("C9")) || p.EstLabs != 1 || p.LabsLeft() != 0 {
		t.Fatalf("C9 lab %v, on card %d, left %d", p.Lab.Has(loc("C9")), p.EstLabs, p.LabsLeft())
	}
}

// Not active: no Lab on the card.
func TestObjectiveEstablishedProductionInactiveNoCard(t *testing.T) {
	s := newScen(t)
	s.hand(box.Accountant, box.Bodyguard, box.PoisonCard, box.LimonCard, box.VelascoCard)
	s.do("play Accountant")
	s.do("spend 0")
	s.do("place Gustavo A11")
	s.objLegalHas("lab card", false)
	s.refused("lab card", "objective")
}

// COMPONENTS: completed with 4 Labs on the card: +$3, and the Labs go back
// to the pool.
func TestObjectiveEstablishedProductionCompleted(t *testing.T) {
	s := newScenWith(t, objOpts(box.EstablishedProduction, box.AirBridge, box.LaCatedral))
	p := &s.g.Pub
	p.EstLabs = 3
	s.hand(box.Accountant, box.Bodyguard, box.PoisonCard, box.LimonCard, box.VelascoCard)
	s.do("play Accountant")
	s.do("spend 0")
	s.do("place Gustavo A11")
	s.do("lab card")
	s.do("done")
	s.objStatus(box.EstablishedProduction, ObjActive) // checked only at 4.5
	s.objToReveal()
	money := p.Money
	s.objForced()
	s.objStatus(box.EstablishedProduction, ObjCompleted)
	if p.Money != money+3 || p.EstLabs != 0 || p.LabsLeft() != box.PoolLabs-p.Lab.Count() {
		t.Fatalf("money %d (want %d), on card %d, left %d", p.Money, money+3, p.EstLabs, p.LabsLeft())
	}
	s.objFinishSeason()
	s.objSetupAndDefend("0 1 1 2 2 3 3")
	s.hand(box.Bodyguard, box.PoisonCard, box.LimonCard, box.VelascoCard, box.LoyalToTheEnd)
	s.do("play Bodyguard")
	s.do("spend 0")
	s.do("place Blackie A13")
	s.objLegalHas("lab card", false) // completed: no longer active
}

// Three Labs on the card are not enough.
func TestObjectiveEstablishedProductionThreeNotEnough(t *testing.T) {
	s := newScenWith(t, objOpts(box.EstablishedProduction, box.AirBridge, box.LaCatedral))
	s.g.Pub.EstLabs = 3
	s.objToReveal()
	s.objForced()
	s.objStatus(box.EstablishedProduction, ObjActive)
	if s.g.Pub.EstLabs != 3 {
		t.Fatalf("the Labs on an active card stay: %d", s.g.Pub.EstLabs)
	}
}

// ---- Bribing Politicians ----

// COMPONENTS: objective 4, setup: discard 1 available Action card.
// Decision D12: it is not replaced until the next refresh.
func TestObjectiveBribingPoliticiansSetup(t *testing.T) {
	s := objBeforeReveal(t, objOpts(box.BribingPoliticians, box.AirBridge, box.LaCatedral))
	s.available(2, 3, 2)
	s.forced()
	s.expectPrompt(PromptObjectiveSetup)
	s.objLegalOnly("drop 2", "drop 3")
	s.refused("done", "objective")
	s.refused("drop 1", "objective")
	discarded := s.g.Pub.ActionDiscard[3]
	s.do("drop 3")
	p := &s.g.Pub
	if p.Available != [3]int8{2, 0, 2} || p.ActionDiscard[3] != discarded+1 {
		t.Fatalf("available %v, discarded 3s %d", p.Available, p.ActionDiscard[3])
	}
	s.expectPrompt(PromptDefenses)
	s.defend("0 1 1 2 2 3 3")
	s.objStatus(box.BribingPoliticians, ObjActive)
	// The first Faction turn has two cards; its refresh reveals three.
	s.factionTurn(box.LosPepes)
	if p.availableCount() != 2 {
		t.Fatalf("available %v at the first Faction turn", p.Available)
	}
}

// Decision D12: whenever he places a sicario he may put $3 on the card;
// Los Pepes get nothing from it (they do get $1 of a card's payment).
func TestObjectiveBribingPoliticiansStakeNoPepesCut(t *testing.T) {
	s := newScenWith(t, objOpts(box.BribingPoliticians, box.AirBridge, box.LaCatedral))
	p := &s.g.Pub
	money, pepes := p.Money, p.PepesMoney
	s.hand(box.Accountant, box.Bodyguard, box.PoisonCard, box.LimonCard, box.VelascoCard)
	s.do("play Accountant")
	s.do("spend 1") // $2, $1 of it to Los Pepes
	s.do("place Gustavo A11")
	s.expectPrompt(PromptBribe)
	s.objLegalOnly("bribe", "pass")
	evs := s.objDo("bribe")
	if objEventIndex(evs, EvBribe) < 0 || objEventIndex(evs, EvPepesCut) >= 0 {
		t.Fatalf("events %v", evs)
	}
	if p.BribeMoney != 3 || p.PepesMoney != pepes+1 || p.Money != money-2-3 {
		t.Fatalf("on card $%d, Los Pepes $%d, money $%d", p.BribeMoney, p.PepesMoney, p.Money)
	}
	s.expectPrompt(PromptSicarioAction)
}

// The stake is offered at every placement, León's and La Quica's
// included, and only when he has $3.
func TestObjectiveBribingPoliticiansEveryPlacement(t *testing.T) {
	s := newScenWith(t, objOpts(box.BribingPoliticians, box.AirBridge, box.LaCatedral))
	p := &s.g.Pub
	s.hand(box.Accountant, box.Bodyguard, box.PoisonCard, box.LimonCard, box.VelascoCard)
	s.do("discard Poison")
	s.do("place Leon A12")
	s.expectPrompt(PromptBribe)
	s.do("pass")
	if p.BribeMoney != 0 {
		t.Fatalf("pass put money on the card")
	}
	s.patronTurn()
	p.Money = 2
	s.hand(box.Accountant, box.Bodyguard, box.LoyalToTheEnd, box.LimonCard, box.VelascoCard)
	s.do("play Bodyguard")
	s.do("spend 0")
	s.do("place Blackie A13")
	s.expectPrompt(PromptSicarioAction) // no $3: no stake offered
	s.refused("bribe", "turn")
}

// COMPONENTS: completed with $12 on the card: +2 Glory; the $12 go to the
// bank.
func TestObjectiveBribingPoliticiansCompleted(t *testing.T) {
	s := newScenWith(t, objOpts(box.BribingPoliticians, box.AirBridge, box.LaCatedral))
	p := &s.g.Pub
	p.BribeMoney = 9
	s.hand(box.Accountant, box.Bodyguard, box.PoisonCard, box.LimonCard, box.VelascoCard)
	s.do("play Bodyguard")
	s.do("spend 0")
	s.do("place Blackie A13")
	s.do("bribe")
	if p.BribeMoney != 12 {
		t.Fatalf("on card $%d", p.BribeMoney)
	}
	s.objStatus(box.BribingPoliticians, ObjActive) // checked only at 4.5
	s.objToReveal()
	money, glory := p.Money, p.Glory
	s.objForced()
	s.objStatus(box.BribingPoliticians, ObjCompleted)
	// +2 for the objective, +2 for Blackie (blue) at 4.6.
	if p.BribeMoney != 0 || p.Money != money || p.Glory != glory+2+2 {
		t.Fatalf("on card $%d money %d (want %d) glory %d (want %d)", p.BribeMoney, p.Money, money, p.Glory, glory+4)
	}
	// Completed: no more stakes.
	s.objFinishSeason()
	s.objSetupAndDefend("0 1 1 2 2 3 3")
	s.hand(box.Accountant, box.LoyalToTheEnd, box.PoisonCard, box.LimonCard, box.VelascoCard)
	s.do("play Poison")
	s.do("place Poison A13")
	s.expectPrompt(PromptSicarioAction)
}

// $9 is not enough; the money stays on the active card.
func TestObjectiveBribingPoliticiansNineNotEnough(t *testing.T) {
	s := newScenWith(t, objOpts(box.BribingPoliticians, box.AirBridge, box.LaCatedral))
	s.g.Pub.BribeMoney = 9
	s.objToReveal()
	s.objForced()
	s.objStatus(box.BribingPoliticians, ObjActive)
	if s.g.Pub.BribeMoney != 9 {
		t.Fatalf("on card $%d", s.g.Pub.BribeMoney)
	}
}

// ---- Avianca 203 ----

// COMPONENTS: objective 5, setup: the Bomb token replaces one regular
// token; it must be assigned while Avianca 203 is active.
func TestObjectiveAvianca203Setup(t *testing.T) {
	s := objBeforeReveal(t, objOpts(box.Avianca203, box.AirBridge, box.LaCatedral))
	s.forced()
	s.objStatus(box.Avianca203, ObjActive)
	s.expectPrompt(PromptDefenses) // nothing else to set up
	s.objLegalHas("defend Gustavo X", true)
	s.objLegalHas("defend Gustavo H", false)
	s.refused("defend Gustavo H", "defense")
	s.defend("3 3 2 2 1 1")
	s.objLegalOnly("defend LaQuica X")
	s.refused("defend LaQuica 0", "defense")
	s.do("defend LaQuica X")
	s.expectPrompt(PromptPlay)
}

// Hostage and Bomb together: two regular tokens are set aside, and both
// specials must be assigned.
func TestObjectiveHostageAndBombBothRequired(t *testing.T) {
	o := objOpts(box.Avianca203, box.Hostage, box.LaCatedral)
	o.defenses = "0 1 1 2 2 3 X"
	s := newScenWith(t, o)
	s.objToReveal()
	s.objForced()
	s.objFinishSeason()
	s.objSetups() // Hostage revealed in season 2
	s.objStatus(box.Hostage, ObjActive)
	s.objStatus(box.Avianca203, ObjActive)
	s.defend("0 1 1 2 2")
	s.objLegalOnly("defend Leon H", "defend Leon X")
	s.do("defend Leon X")
	s.objLegalOnly("defend LaQuica H")
	s.do("defend LaQuica H")
	s.expectPrompt(PromptPlay)
}

// COMPONENTS: Avianca 203 is completed when the Bomb holder is in a City
// with an airport at 4.5 (before 4.6 sends the sicarios home, ruling R1):
// +3 Glory.
func TestObjectiveAvianca203Completed(t *testing.T) {
	o := objOpts(box.Avianca203, box.AirBridge, box.LaCatedral)
	o.defenses = "0 X 1 1 2 2 3" // Blackie holds the Bomb
	s := newScenWith(t, o)
	s.sicarioAt(box.Blackie, "A14")
	s.objToReveal()
	glory := s.g.Pub.Glory
	evs := s.objForced()
	s.objStatus(box.Avianca203, ObjCompleted)
	if i, j := objEventIndex(evs, EvObjectiveCompleted), objEventIndex(evs, EvSicariosReturn); i < 0 || j < i {
		t.Fatalf("completion %d, return %d", i, j)
	}
	// +3 for the objective, +2 for Blackie (blue) at 4.6.
	if s.g.Pub.Glory != glory+3+2 {
		t.Fatalf("glory %d, want %d", s.g.Pub.Glory, glory+5)
	}
	// Completed: the Bomb is no longer assigned.
	s.objFinishSeason()
	s.objSetups()
	s.objLegalHas("defend Gustavo X", false)
}

// The Bomb holder in a City without an airport, or on the dashboard: not
// completed; the Bomb is assigned again next season.
func TestObjectiveAvianca203NotCompleted(t *testing.T) {
	o := objOpts(box.Avianca203, box.AirBridge, box.LaCatedral)
	o.defenses = "0 X 1 1 2 2 3"
	s := newScenWith(t, o)
	s.sicarioAt(box.Blackie, "A10") // a City, no airport
	s.sicarioAt(box.Gustavo, "A14") // an airport, but no Bomb
	s.objToReveal()
	s.objForced()
	s.objStatus(box.Avianca203, ObjActive)
	s.objFinishSeason()
	s.objSetups()
	s.defend("X 0 1 1 2 2 3") // Gustavo holds it now, and stays on the dashboard
	s.objToReveal()
	s.objForced()
	s.objStatus(box.Avianca203, ObjActive)
}

// ---- Medellín Without Slums ----

// COMPONENTS: objective 6, setup: the 3 Party tokens on 3 different
// Cities (decision D18: it must be carried out).
func TestObjectiveMedellinWithoutSlumsSetup(t *testing.T) {
	s := objBeforeReveal(t, objOpts(box.MedellinWithoutSlums, box.AirBridge, box.LaCatedral))
	s.forced()
	s.expectPrompt(PromptObjectiveSetup)
	s.objLegalHas("party A11", true)
	s.objLegalHas("party A12", false)
	s.objLegalHas("done", false)
	s.refused("done", "objective")
	s.refused("party A12", "objective")
	s.do("party A11")
	s.refused("party A11", "objective")
	s.refused("done", "objective")
	s.do("party C2")
	s.do("party O7")
	s.expectPrompt(PromptDefenses)
	p := &s.g.Pub
	if p.Party != loc("A11").Bit()|loc("C2").Bit()|loc("O7").Bit() || p.PartyLeft() != 0 {
		t.Fatalf("party %v", p.Party)
	}
}

// COMPONENTS: completed when each Party City holds a Controlled token: +3
// Glory; the Party tokens go back to the pool, the Controlled tokens stay.
func TestObjectiveMedellinWithoutSlumsCompleted(t *testing.T) {
	s := objBeforeReveal(t, objOpts(box.MedellinWithoutSlums, box.AirBridge, box.LaCatedral))
	s.forced()
	s.do("party A11")
	s.do("party C2")
	s.do("party O7")
	s.defend("0 1 1 2 2 3 3")
	s.controlled("A11")
	s.controlled("C2")
	s.objToReveal()
	s.objForced()
	s.objStatus(box.MedellinWithoutSlums, ObjActive) // O7 has none
	s.objFinishSeason()
	s.objSetupAndDefend("0 1 1 2 2 3 3")
	s.controlled("O7")
	s.objToReveal()
	glory := s.g.Pub.Glory
	s.objForced()
	s.objStatus(box.MedellinWithoutSlums, ObjCompleted)
	p := &s.g.Pub
	if p.Glory != glory+3 || p.Party != 0 || p.PartyLeft() != box.PoolParty || p.Controlled.Count() != 3 {
		t.Fatalf("glory %d (want %d), party %v, controlled %v", p.Glory, glory+3, p.Party, p.Controlled)
	}
}

// ---- Hacienda Nápoles ----

// COMPONENTS: objective 7, setup: gain $3.
func TestObjectiveHaciendaNapolesSetup(t *testing.T) {
	s := objBeforeReveal(t, objOpts(box.HaciendaNapoles, box.AirBridge, box.LaCatedral))
	money := s.g.Pub.Money
	s.forced()
	s.expectPrompt(PromptDefenses)
	if s.g.Pub.Money != money+3 {
		t.Fatalf("money %d, want %d", s.g.Pub.Money, money+3)
	}
}

// COMPONENTS: completed when the revealed hideout is a Farm with a Lab:
// +2 Glory.
func TestObjectiveHaciendaNapolesCompleted(t *testing.T) {
	s := newScen(t) // Hacienda Nápoles in slot 1
	s.lab("A12", true)
	s.hideout("A12")
	s.objToReveal()
	glory := s.g.Pub.Glory
	evs := s.objForced()
	if i, j := objEventIndex(evs, EvHideoutRevealed), objEventIndex(evs, EvObjectiveCompleted); i < 0 || j < i {
		t.Fatalf("reveal %d, completion %d", i, j)
	}
	s.objStatus(box.HaciendaNapoles, ObjCompleted)
	if s.g.Pub.Glory != glory+2 {
		t.Fatalf("glory %d, want %d", s.g.Pub.Glory, glory+2)
	}
}

// A Farm without a Lab, or a City: not completed.
func TestObjectiveHaciendaNapolesNotCompleted(t *testing.T) {
	s := newScen(t)
	s.lab("A13", true)
	s.hideout("A12")
	s.objToReveal()
	s.objForced()
	s.objStatus(box.HaciendaNapoles, ObjActive)
	s.objFinishSeason()
	s.objSetupAndDefend("0 1 1 2 2 3 3")
	s.hideout("A11") // a City
	s.objToReveal()
	s.objForced()
	s.objStatus(box.HaciendaNapoles, ObjActive)
}

// ---- Air Bridge ----

// COMPONENTS: objective 8, setup: 1 Lab on an empty Farm. Decision D18:
// an order, not an option, while a Farm is free.
func TestObjectiveAirBridgeSetup(t *testing.T) {
	s := objBeforeReveal(t, objOpts(box.AirBridge, box.HaciendaNapoles, box.LaCatedral))
	s.lab("A13", false)
	s.forced()
	s.expectPrompt(PromptObjectiveSetup)
	s.objLegalHas("lab A12", true)
	s.objLegalHas("lab A13", false)
	s.objLegalHas("lab A11", false)
	s.objLegalHas("done", false)
	s.refused("done", "objective")
	s.refused("lab A11", "tokens")
	s.do("lab A12")
	s.expectPrompt(PromptDefenses)
	if s.g.Pub.Lab != loc("A12").Bit()|loc("A13").Bit() {
		t.Fatalf("labs %v", s.g.Pub.Lab)
	}
}

// Decision D18 with ruling R13: with the Lab pool empty, the setup's Lab is
// one of his own moved from the map; it is still not optional.
func TestObjectiveAirBridgeSetupMovesALabWhenThePoolIsEmpty(t *testing.T) {
	s := objBeforeReveal(t, objOpts(box.AirBridge, box.HaciendaNapoles, box.LaCatedral))
	farms := []string{"C1", "C5", "C8", "C9", "C12", "C14", "C16", "C17", "C18", "A4", "A5", "A8"}
	for _, l := range farms {
		s.lab(l, true)
	}
	s.forced()
	s.expectPrompt(PromptObjectiveSetup)
	s.objLegalHas("lab A12", false) // the pool is empty: name a Lab to move
	s.objLegalHas("lab A12 C1", true)
	s.objLegalHas("done", false)
	s.refused("done", "objective")
	s.do("lab A12 C1")
	s.expectPrompt(PromptDefenses)
	if p := &s.g.Pub; p.Lab.Has(loc("C1")) || !p.Lab.Has(loc("A12")) || p.Lab.Count() != len(farms) {
		t.Fatalf("labs %v", p.Lab)
	}
}

// COMPONENTS: completed when 3 Coca cubes were shipped this season; the
// cube shipped at 4.3 counts (ruling R1: shipping before 4.5). +$5.
func TestObjectiveAirBridgeCompleted(t *testing.T) {
	s := newScenWith(t, objOpts(box.AirBridge, box.HaciendaNapoles, box.LaCatedral))
	p := &s.g.Pub
	for _, x := range []struct {
		f  box.Figure
		at string
	}{{box.Gustavo, "A14"}, {box.Blackie, "A9"}, {box.Poison, "A6"}} {
		p.Slots[s.sicarioAt(x.f, x.at)].Coca = true
	}
	s.objToReveal()
	if p.ShippedSeason != 3 {
		t.Fatalf("shipped %d at 4.3", p.ShippedSeason)
	}
	money := p.Money
	s.objForced()
	s.objStatus(box.AirBridge, ObjCompleted)
	if p.Money != money+5 {
		t.Fatalf("money %d, want %d", p.Money, money+5)
	}
}

// Two cubes are not enough, and the count starts again each season.
func TestObjectiveAirBridgeCountsThisSeasonOnly(t *testing.T) {
	s := newScenWith(t, objOpts(box.AirBridge, box.HaciendaNapoles, box.LaCatedral))
	p := &s.g.Pub
	p.Slots[s.sicarioAt(box.Gustavo, "A14")].Coca = true
	p.Slots[s.sicarioAt(box.Blackie, "A9")].Coca = true
	s.objToReveal()
	s.objForced()
	s.objStatus(box.AirBridge, ObjActive)
	s.objFinishSeason()
	if p.ShippedSeason != 0 {
		t.Fatalf("shipped count %d after 4.8", p.ShippedSeason)
	}
	s.objSetupAndDefend("0 1 1 2 2 3 3")
	p.Slots[s.sicarioAt(box.Gustavo, "A14")].Coca = true
	s.objToReveal()
	s.objForced()
	s.objStatus(box.AirBridge, ObjActive)
}

// ---- La Catedral ----

// COMPONENTS: objective 9, setup: 1 Controlled token on an empty Andina City.
func TestObjectiveLaCatedralSetup(t *testing.T) {
	s := objBeforeReveal(t, objOpts(box.LaCatedral, box.HaciendaNapoles, box.AirBridge))
	s.blockade("A10")
	s.forced()
	s.expectPrompt(PromptObjectiveSetup)
	s.objLegalHas("control A11", true)
	s.objLegalHas("control A10", false) // holds a Blockade
	s.objLegalHas("control A12", false) // a Farm
	s.objLegalHas("control C2", false)  // Caribe
	s.objLegalHas("done", false)        // decision D18: an order
	s.refused("done", "objective")
	s.refused("control C2", "tokens")
	s.refused("control A10", "R12")
	s.do("control A11")
	s.expectPrompt(PromptDefenses)
	if s.g.Pub.Controlled != loc("A11").Bit() {
		t.Fatalf("controlled %v", s.g.Pub.Controlled)
	}
}

// Decision D18: a setup with no legal place left ends by itself (every
// Andina City already holds a token).
func TestObjectiveLaCatedralSetupEndsWhenNoCityIsFree(t *testing.T) {
	s := objBeforeReveal(t, objOpts(box.LaCatedral, box.HaciendaNapoles, box.AirBridge))
	for r := board.Map.City & board.Map.InRegion[board.Andina]; r != 0; {
		s.g.Pub.Blockade = s.g.Pub.Blockade.With(r.Next(&r))
	}
	s.forced()
	s.expectPrompt(PromptDefenses)
	if s.g.Pub.Controlled != 0 {
		t.Fatalf("controlled %v", s.g.Pub.Controlled)
	}
}

// COMPONENTS: completed when the revealed hideout is an Andina City with a
// Controlled token: +2 Glory. An uncompleted objective stays active.
func TestObjectiveLaCatedralStaysActiveThenCompleted(t *testing.T) {
	s := objBeforeReveal(t, objOpts(box.LaCatedral, box.HaciendaNapoles, box.AirBridge))
	s.forced()
	s.do("control A10")
	s.defend("0 1 1 2 2 3 3")
	s.objToReveal() // hideout A11: no Controlled token
	s.objForced()
	s.objStatus(box.LaCatedral, ObjActive)
	s.objFinishSeason()
	s.objSetupAndDefend("0 1 1 2 2 3 3")
	s.objStatus(box.LaCatedral, ObjActive)
	s.controlled("C2")
	s.hideout("C2") // Controlled, but not Andina
	s.objToReveal()
	s.objForced()
	s.objStatus(box.LaCatedral, ObjActive)
	s.objFinishSeason()
	s.objSetupAndDefend("0 1 1 2 2 3 3")
	s.hideout("A10")
	s.objToReveal()
	glory := s.g.Pub.Glory
	s.objForced()
	s.objStatus(box.LaCatedral, ObjCompleted)
	if s.g.Pub.Glory != glory+2 || s.g.Pub.Controlled.Count() != 2 {
		t.Fatalf("glory %d (want %d), controlled %v", s.g.Pub.Glory, glory+2, s.g.Pub.Controlled)
	}
}

// ---- Los Extraditables ----

// COMPONENTS: objective 10, setup: gain $2.
func TestObjectiveLosExtraditablesSetup(t *testing.T) {
	s := objBeforeReveal(t, objOpts(box.LosExtraditables, box.HaciendaNapoles, box.AirBridge))
	money := s.g.Pub.Money
	s.forced()
	s.expectPrompt(PromptDefenses)
	if s.g.Pub.Money != money+2 {
		t.Fatalf("money %d, want %d", s.g.Pub.Money, money+2)
	}
}

// COMPONENTS: completed with 6 Controlled tokens in at least 2 regions: +1
// Glory, and 1 hunter locked until the end of next season.
func TestObjectiveLosExtraditablesCompleted(t *testing.T) {
	s := newScenWith(t, objOpts(box.LosExtraditables, box.HaciendaNapoles, box.AirBridge))
	for _, c := range []string{"A1", "A2", "A3", "A7", "A10", "C2"} {
		s.controlled(c)
	}
	s.objToReveal()
	glory := s.g.Pub.Glory
	s.objForced()
	s.objStatus(box.LosExtraditables, ObjCompleted)
	if s.g.Pub.Glory != glory+1 {
		t.Fatalf("glory %d, want %d", s.g.Pub.Glory, glory+1)
	}
	s.expectPrompt(PromptReward)
	if len(s.legalText()) != int(box.NumHunters) {
		t.Fatalf("reward choices %v", s.legalText())
	}
	s.do("lock Trujillo")
	if s.g.Pub.Hunters[box.Trujillo].LockUntil != 2 {
		t.Fatalf("Trujillo locked until %d", s.g.Pub.Hunters[box.Trujillo].LockUntil)
	}
	s.objFinishSeason()
	s.objSetupAndDefend("0 1 1 2 2 3 3")
	if !s.g.Pub.moveLocked(box.Trujillo) {
		t.Fatalf("Trujillo should stay locked in season 2")
	}
	s.objNextSeason("0 1 1 2 2 3 3")
	if s.g.Pub.moveLocked(box.Trujillo) {
		t.Fatalf("Trujillo still locked in season 3")
	}
}

// Six Controlled tokens in one region, or five in two: not completed.
func TestObjectiveLosExtraditablesNotCompleted(t *testing.T) {
	s := newScenWith(t, objOpts(box.LosExtraditables, box.HaciendaNapoles, box.AirBridge))
	for _, c := range []string{"A1", "A2", "A3", "A7", "A10", "A11"} {
		s.controlled(c)
	}
	s.objToReveal()
	s.objForced()
	s.objStatus(box.LosExtraditables, ObjActive)
	s.objFinishSeason()
	s.objSetupAndDefend("0 1 1 2 2 3 3")
	s.g.Pub.Controlled = 0
	for _, c := range []string{"A1", "A2", "A3", "A7", "C2"} {
		s.controlled(c)
	}
	s.objToReveal()
	s.objForced()
	s.objStatus(box.LosExtraditables, ObjActive)
}

// ---- Winning, seasons and escapes ----

// Ruling R6: the third completed objective wins at once; nothing after it
// is resolved (not that card's reward, nor the 4.6 glory).
func TestObjectiveThirdCompletionWinsAtOnce(t *testing.T) {
	s := newScenWith(t, objOpts(box.HaciendaNapoles, box.AirBridge, box.LosExtraditables))
	s.objNextSeason("0 1 1 2 2 3 3")
	s.objNextSeason("0 1 1 2 2 3 3")
	p := &s.g.Pub
	if p.Season != 3 || p.ObjRevealed != 3 || p.Completed != 0 {
		t.Fatalf("season %d, %d revealed, %d completed", p.Season, p.ObjRevealed, p.Completed)
	}
	s.lab("A12", true)
	s.hideout("A12") // Hacienda Nápoles
	for _, x := range []struct {
		f  box.Figure
		at string
	}{{box.Gustavo, "A14"}, {box.Blackie, "A9"}, {box.Poison, "A6"}} {
		p.Slots[s.sicarioAt(x.f, x.at)].Coca = true // Air Bridge: 3 shipped at 4.3
	}
	for _, c := range []string{"A1", "A2", "A3", "A7", "A10", "C2"} {
		s.controlled(c) // Los Extraditables
	}
	s.objToReveal()
	glory, money := p.Glory, p.Money
	evs := s.objForced()
	if !s.g.Over() || p.Result != (Result{Over: true, Winner: PatronSide, Reason: ReasonObjectives}) {
		t.Fatalf("result %+v", p.Result)
	}
	if p.Completed != 3 || objEventIndex(evs, EvSicariosReturn) >= 0 {
		t.Fatalf("completed %d; events %v", p.Completed, evs)
	}
	// Hacienda's +2 and Air Bridge's +$5 were given; Los Extraditables'
	// +1 Glory and lock were not, nor Gustavo's, Blackie's and Poison's
	// glory of 4.6.
	if p.Glory != glory+2 || p.Money != money+5 {
		t.Fatalf("glory %d (want %d) money %d (want %d)", p.Glory, glory+2, p.Money, money+5)
	}
	if s.g.Pending().Seat != NoSeat {
		t.Fatalf("pending %v after the win", s.g.Pending())
	}
	s.refused("budget 0", "game over")
}

// Objectives completed in different seasons add up to the three.
func TestObjectiveThreeOverSeasonsWin(t *testing.T) {
	s := newScen(t) // Hacienda Nápoles, Air Bridge, La Catedral
	s.lab("A12", true)
	s.hideout("A12")
	s.objToReveal()
	s.objForced()
	s.objStatus(box.HaciendaNapoles, ObjCompleted)
	s.objFinishSeason()
	s.objSetupAndDefend("0 1 1 2 2 3 3")
	p := &s.g.Pub
	for _, x := range []struct {
		f  box.Figure
		at string
	}{{box.Gustavo, "A14"}, {box.Blackie, "A9"}, {box.Poison, "A6"}} {
		p.Slots[s.sicarioAt(x.f, x.at)].Coca = true
	}
	s.objToReveal()
	s.objForced()
	s.objStatus(box.AirBridge, ObjCompleted)
	if s.g.Over() || p.Completed != 2 {
		t.Fatalf("over %v after 2 objectives", s.g.Over())
	}
	s.objFinishSeason()
	s.objSetupAndDefend("0 1 1 2 2 3 3")
	s.controlled("A10")
	s.hideout("A10")
	s.objToReveal()
	s.objForced()
	if !s.g.Over() || p.Result.Reason != ReasonObjectives || p.Completed != 3 {
		t.Fatalf("result %+v completed %d", p.Result, p.Completed)
	}
}

// objCapture: Carrillo, next to the hideout A11, captures the Patrón with a
// Capture action; he escapes to C1 (ruling R17).
func (s *scen) objCapture() []Event {
	s.t.Helper()
	s.hideout("A11")
	s.hunterAt(box.Carrillo, "A10")
	s.available(1, 2, 3)
	s.factionTurn(box.Policia)
	s.do("hunter Carrillo")
	s.objSkip()
	s.do("stop")
	s.do("use 1 capture")
	s.objSkip()
	if s.pending() == PromptCaptureStep {
		s.do("stop")
	}
	s.do("search A11")
	s.objSkip()
	s.expectPrompt(PromptEscape)
	s.do("hide C1")
	return s.objForced()
}

func (s *scen) objSlotCounts(want ...int) {
	s.t.Helper()
	for i, w := range want {
		if got := s.g.Pub.ObjSlots[i].Count; got != w {
			s.t.Fatalf("objective slot %d holds %d cards, want %d", i+1, got, w)
		}
	}
}

// Ruling R17 (rulebook: "Patrón is caught" example): after the first
// escape in season 1, slots 2 and 3 get one more face-down card each;
// slot 1 (revealed) none. Each is revealed with its slot.
func TestObjectiveEscapeAddsToUnrevealedSlots(t *testing.T) {
	s := newScen(t) // Hacienda Nápoles, Air Bridge, La Catedral
	p := &s.g.Pub
	deck := p.ObjDeckCount
	s.objSlotCounts(0, 1, 1)
	evs := s.objCapture()
	if p.Captures != 1 || objEventIndex(evs, EvObjectivesAdded) < 0 {
		t.Fatalf("captures %d, events %v", p.Captures, evs)
	}
	s.objSlotCounts(0, 2, 2)
	if p.ObjDeckCount != deck-2 {
		t.Fatalf("objective deck %d, want %d", p.ObjDeckCount, deck-2)
	}
	// The harness's deck has Los Extraditables on top, then Medellín.
	if sec := s.g.Sec; sec.Objectives[1][1] != box.LosExtraditables || sec.Objectives[2][1] != box.MedellinWithoutSlums {
		t.Fatalf("added %v and %v", sec.Objectives[1][1], sec.Objectives[2][1])
	}
	s.objStatus(box.LosExtraditables, ObjUnseen) // secret until revealed (ruling R24)
	// Season 2: both cards of slot 2 are revealed and set up.
	s.objToReveal()
	s.objForced()
	s.objFinishSeason()
	money := p.Money
	s.objSetupAndDefend("0 1 1 2 2 3 3")
	s.objStatus(box.LosExtraditables, ObjActive)
	s.objStatus(box.AirBridge, ObjActive)
	s.objStatus(box.MedellinWithoutSlums, ObjUnseen)
	if p.ObjRevealed != 3 || p.Money != money+2 {
		t.Fatalf("revealed %d, money %d (want %d: Los Extraditables' $2)", p.ObjRevealed, p.Money, money+2)
	}
	s.objSlotCounts(0, 0, 2)
	// Season 3: both cards of slot 3.
	s.objNextSeason("0 1 1 2 2 3 3")
	s.objStatus(box.MedellinWithoutSlums, ObjActive)
	s.objStatus(box.LaCatedral, ObjActive)
	if p.ObjRevealed != 5 || p.Party.Count() != 3 {
		t.Fatalf("revealed %d, party tokens %d", p.ObjRevealed, p.Party.Count())
	}
	s.objSlotCounts(0, 0, 0)
}

// Ruling R17: an escape in season 2 adds a card to slot 3 only.
func TestObjectiveEscapeInSeasonTwo(t *testing.T) {
	s := newScen(t)
	s.objNextSeason("0 1 1 2 2 3 3")
	deck := s.g.Pub.ObjDeckCount
	s.objCapture()
	s.objSlotCounts(0, 0, 2)
	if s.g.Pub.ObjDeckCount != deck-1 {
		t.Fatalf("objective deck %d, want %d", s.g.Pub.ObjDeckCount, deck-1)
	}
}

// Rulings R2 and R17: in season 3 and later no slot is left to fill, and
// no objective is revealed after season 3.
func TestObjectiveNoNewObjectivesAfterSeasonThree(t *testing.T) {
	s := newScen(t)
	s.objNextSeason("0 1 1 2 2 3 3")
	s.objNextSeason("0 1 1 2 2 3 3")
	p := &s.g.Pub
	deck := p.ObjDeckCount
	evs := s.objCapture() // season 3
	if p.Captures != 1 || objEventIndex(evs, EvObjectivesAdded) >= 0 {
		t.Fatalf("captures %d, events %v", p.Captures, evs)
	}
	s.objSlotCounts(0, 0, 0)
	s.objToReveal()
	s.objForced()
	s.objFinishSeason()
	// Season 4: straight to the defense tokens.
	if p.Season != 4 {
		t.Fatalf("season %d", p.Season)
	}
	s.expectPrompt(PromptDefenses)
	if p.ObjRevealed != 3 || p.ObjDeckCount != deck {
		t.Fatalf("revealed %d, deck %d (want %d)", p.ObjRevealed, p.ObjDeckCount, deck)
	}
}
