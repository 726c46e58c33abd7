package game

import (
	"strings"
	"testing"

	"patron/game/board"
	"patron/game/box"
)

// Scenario tests for the 23 Sicario cards (COMPONENTS: Sicario cards),
// their payments, Los Pepes' $1 cut, the End of Season slots and the
// placement rulings R8 and R9.
//
// The default scenario: hideout A11, $13 (Hacienda Nápoles gave $3), Los
// Pepes $2; hunters on C3 C5 C8 C11 A4 A5 A7 A8 (Murphy … Don Berna).

// cardsPopeyeFigs puts Popeye, Tyson and Pinina in the game: Popeye purple
// (range 2), Tyson blue (3), Pinina green (4), Gustavo orange, Blackie red.
func cardsPopeyeFigs(t *testing.T) *scen {
	o := defaultScenOpts()
	o.figures = [5]box.Figure{box.Popeye, box.Tyson, box.Pinina, box.Gustavo, box.Blackie}
	return newScenWith(t, o)
}

// cardsHand gives a five-card hand starting with the cards named.
func (s *scen) cardsHand(cards ...box.Card) {
	s.t.Helper()
	s.hand(cards...)
}

// cardsActionsDone ends a regular sicario's actions without taking any.
func (s *scen) cardsActionsDone() {
	s.t.Helper()
	s.expectPrompt(PromptSicarioAction)
	s.do("done")
}

// cardsTurnOver checks that the Patrón's turn is over: the DEA's window
// opens the Faction turn (ruling R25), then the Factions choose.
func (s *scen) cardsTurnOver() {
	s.t.Helper()
	s.passDEAOpening()
	s.expectPrompt(PromptChooseFaction)
}

// cardsMoney checks the Patrón's and Los Pepes' money.
func (s *scen) cardsMoney(patron, pepes int) {
	s.t.Helper()
	if p := &s.g.Pub; p.Money != patron || p.PepesMoney != pepes {
		s.t.Fatalf("money: Patrón $%d, Los Pepes $%d; want $%d and $%d", p.Money, p.PepesMoney, patron, pepes)
	}
}

func (s *scen) cardsGlory(want int) {
	s.t.Helper()
	if s.g.Pub.Glory != want {
		s.t.Fatalf("glory %d, want %d", s.g.Pub.Glory, want)
	}
}

// cardsInEndSlots reports whether a card waits in the End of Season slots.
func (s *scen) cardsInEndSlots(c box.Card) bool {
	p := &s.g.Pub
	for _, k := range p.EndSlots[:p.EndCount] {
		if k == c {
			return true
		}
	}
	return false
}

// cardsDiscarded checks that a card went to the discard pile, not the End
// of Season slots.
func (s *scen) cardsDiscarded(c box.Card) {
	s.t.Helper()
	if !s.g.Pub.Discard.Has(c) || s.cardsInEndSlots(c) {
		s.t.Fatalf("%s: discarded %v, in End of Season slots %v", c, s.g.Pub.Discard.Has(c), s.cardsInEndSlots(c))
	}
}

// cardsWaiting checks that a played End of Season card lies in the End of
// Season slots, not in the discard pile.
func (s *scen) cardsWaiting(c box.Card) {
	s.t.Helper()
	if s.g.Pub.Discard.Has(c) || !s.cardsInEndSlots(c) {
		s.t.Fatalf("%s: discarded %v, in End of Season slots %v", c, s.g.Pub.Discard.Has(c), s.cardsInEndSlots(c))
	}
}

// cardsOff takes a sicario off the map as if captured this season.
func (s *scen) cardsOff(f box.Figure) {
	sl := s.sicarioAt(f, "")
	s.g.Pub.Slots[sl].Captured = true
}

// cardsToBudget runs the End of Season from the hideout reveal to the
// Patrón's relocation budget (step 4.7).
func (s *scen) cardsToBudget() {
	s.t.Helper()
	s.expectPrompt(PromptRevealHideout)
	s.forced()
	s.expectPrompt(PromptBudget)
}

// cardsValue3 counts the Action cards of value 3 in the deck and on the
// Action dashboard (available, placed, discarded).
func (s *scen) cardsValue3() int {
	p := &s.g.Pub
	n := p.ActionDiscard[3]
	for _, v := range p.ActionDeck[:p.ActionDeckLen] {
		if v == 3 {
			n++
		}
	}
	for _, v := range p.Available {
		if v == 3 {
			n++
		}
	}
	for _, row := range p.Dash {
		for _, v := range row {
			if v == 3 {
				n++
			}
		}
	}
	return n
}

// ---------------------------------------------------------------------
// 1 The Accountant (Gustavo): gain $2; spend $2: income marker +1.

func TestCardAccountantPaid(t *testing.T) {
	s := newScen(t)
	s.cardsHand(box.Accountant, box.LoyalToTheEnd, box.PoisonCard, box.Rally, box.FrameUp)
	s.do("play Accountant")
	s.expectPrompt(PromptSpend)
	if !s.hasLegal("spend 0") || !s.hasLegal("spend 1") || s.hasLegal("spend 2") {
		t.Fatalf("Accountant offers one payment: %v", s.legalText())
	}
	s.do("spend 1")
	s.cardsMoney(11, 3) // COMPONENTS: Los Pepes take $1 of the $2
	s.do("place Gustavo A12")
	s.cardsActionsDone()
	s.cardsMoney(13, 3) // gain $2
	if s.g.Pub.Income != 1 {
		t.Fatalf("income marker %d, want 1", s.g.Pub.Income)
	}
	s.cardsDiscarded(box.Accountant)
	s.cardsTurnOver()
}

func TestCardAccountantUnpaid(t *testing.T) {
	s := newScen(t)
	s.cardsHand(box.Accountant, box.LoyalToTheEnd, box.PoisonCard, box.Rally, box.FrameUp)
	s.do("play Accountant")
	s.do("spend 0")
	s.do("place Gustavo A12")
	s.cardsActionsDone()
	s.cardsMoney(15, 2) // $2 gained, nothing paid, nothing to Los Pepes
	if s.g.Pub.Income != 0 {
		t.Fatalf("income marker %d, want 0", s.g.Pub.Income)
	}
	s.cardsDiscarded(box.Accountant)
}

func TestCardAccountantCannotPayWithoutMoney(t *testing.T) {
	s := newScen(t)
	s.g.Pub.Money = 1
	s.cardsHand(box.Accountant, box.LoyalToTheEnd, box.PoisonCard, box.Rally, box.FrameUp)
	s.do("play Accountant")
	// With $1 he cannot pay $2: the payment is skipped.
	s.expectPrompt(PromptPlace)
	s.do("place Gustavo A12")
	s.cardsActionsDone()
	s.cardsMoney(3, 2)
	if s.g.Pub.Income != 0 {
		t.Fatalf("income marker %d, want 0", s.g.Pub.Income)
	}
}

// ---------------------------------------------------------------------
// 2 Family Business (Gustavo): End of Season, 1 Glory per Lab on or next
// to Gustavo, at most 3.

func TestCardFamilyBusinessCapsAtThree(t *testing.T) {
	s := newScen(t)
	s.hideout("C18")
	s.cardsHand(box.FamilyBusiness, box.LoyalToTheEnd, box.PoisonCard, box.Rally, box.FrameUp)
	s.do("play FamilyBusiness")
	s.expectPrompt(PromptPlace) // no payment on this card
	s.do("place Gustavo C16")
	s.cardsActionsDone()
	s.cardsWaiting(box.FamilyBusiness)
	s.cardsGlory(0) // nothing when played
	// Labs on C16, C17, C18, A4 (all on or next to C16), and C9 (not).
	for _, l := range []string{"C16", "C17", "C18", "A4", "C9"} {
		s.lab(l, false)
	}
	s.endSeason()
	s.cardsGlory(3) // four Labs in reach, capped at 3; 4.6 not yet reached
	s.cardsDiscarded(box.FamilyBusiness)
	if s.g.Pub.EndCount != 0 {
		t.Fatalf("End of Season slots hold %d cards after 4.1", s.g.Pub.EndCount)
	}
}

func TestCardFamilyBusinessCountsReach(t *testing.T) {
	s := newScen(t)
	s.hideout("C18")
	s.cardsHand(box.FamilyBusiness, box.LoyalToTheEnd, box.PoisonCard, box.Rally, box.FrameUp)
	s.do("play FamilyBusiness")
	s.do("place Gustavo C16")
	s.cardsActionsDone()
	for _, l := range []string{"C17", "C9", "C12"} {
		s.lab(l, false)
	}
	s.endSeason()
	s.cardsGlory(1) // only C17 is next to C16
}

func TestCardFamilyBusinessNeedsGustavoOnMap(t *testing.T) {
	s := newScen(t)
	s.hideout("C18")
	s.cardsHand(box.FamilyBusiness, box.LoyalToTheEnd, box.PoisonCard, box.Rally, box.FrameUp)
	s.do("play FamilyBusiness")
	s.do("place Gustavo C16")
	s.cardsActionsDone()
	for _, l := range []string{"C16", "C17", "C18"} {
		s.lab(l, false)
	}
	s.cardsOff(box.Gustavo) // captured before the End of Season
	s.endSeason()
	s.cardsGlory(0) // COMPONENTS: only if that card's sicario is still on the map
	s.cardsDiscarded(box.FamilyBusiness)
	if s.g.Pub.EndCount != 0 {
		t.Fatalf("End of Season slots hold %d cards after 4.1", s.g.Pub.EndCount)
	}
}

// ---------------------------------------------------------------------
// 3 Bodyguard (Blackie): spend $2, swap two face-down Defense tokens.

func TestCardBodyguardPaidSwaps(t *testing.T) {
	s := newScen(t)
	s.cardsHand(box.Bodyguard, box.LoyalToTheEnd, box.PoisonCard, box.Rally, box.FrameUp)
	sec, p := s.g.Sec, &s.g.Pub
	gus, vel := p.SlotOf(box.Gustavo), p.SlotOf(box.Velasco)
	dg, dv := p.Defense[gus].Digest, p.Defense[vel].Digest
	p.Defense[p.SlotOf(box.Poison)].Revealed = true
	p.Defense[p.SlotOf(box.Poison)].Token = sec.Defense[p.SlotOf(box.Poison)]
	s.do("play Bodyguard")
	s.do("spend 1")
	s.cardsMoney(11, 3)
	s.do("place Blackie A12")
	s.cardsActionsDone()
	s.expectPrompt(PromptCardEffect)
	s.refused("swap Gustavo Poison", "card") // Poison's token is revealed
	if s.hasLegal("swap Gustavo Poison") || !s.hasLegal("swap Gustavo Velasco") || !s.hasLegal("done") {
		t.Fatalf("legal: %v", s.legalText())
	}
	tg, tv := sec.Defense[gus], sec.Defense[vel]
	s.do("swap Gustavo Velasco")
	if sec.Defense[gus] != tv || sec.Defense[vel] != tg {
		t.Fatalf("tokens not swapped: Gustavo %v Velasco %v", sec.Defense[gus], sec.Defense[vel])
	}
	if p.Defense[gus].Digest != dv || p.Defense[vel].Digest != dg {
		t.Fatal("public commitments not swapped with the tokens")
	}
	s.cardsDiscarded(box.Bodyguard)
	s.cardsTurnOver()
}

func TestCardBodyguardUnpaid(t *testing.T) {
	s := newScen(t)
	s.cardsHand(box.Bodyguard, box.LoyalToTheEnd, box.PoisonCard, box.Rally, box.FrameUp)
	before := s.g.Sec.Defense
	s.do("play Bodyguard")
	s.do("spend 0")
	s.do("place Blackie A12")
	s.cardsActionsDone()
	s.cardsTurnOver() // no swap offered
	if s.g.Sec.Defense != before {
		t.Fatal("defense tokens changed without the payment")
	}
	s.cardsMoney(13, 2)
}

// ---------------------------------------------------------------------
// 4 Loyal to the End (Blackie): End of Season, 2 Glory.

func TestCardLoyalToTheEnd(t *testing.T) {
	s := newScen(t)
	s.cardsHand(box.LoyalToTheEnd, box.Bodyguard, box.PoisonCard, box.Rally, box.FrameUp)
	s.do("play LoyalToTheEnd")
	s.expectPrompt(PromptPlace)
	s.do("place Blackie A12")
	s.cardsActionsDone()
	s.cardsWaiting(box.LoyalToTheEnd)
	s.cardsGlory(0)
	s.cardsMoney(13, 2)
	s.endSeason()
	s.cardsGlory(2)
	s.cardsDiscarded(box.LoyalToTheEnd)
	// 4.6 adds Blackie's own glory (blue slot, 2) after the reveal.
	s.cardsToBudget()
	s.cardsGlory(4)
}

func TestCardLoyalToTheEndBlackieCaptured(t *testing.T) {
	s := newScen(t)
	s.cardsHand(box.LoyalToTheEnd, box.Bodyguard, box.PoisonCard, box.Rally, box.FrameUp)
	s.do("play LoyalToTheEnd")
	s.do("place Blackie A12")
	s.cardsActionsDone()
	s.cardsOff(box.Blackie)
	s.endSeason()
	s.cardsGlory(0)
	s.cardsDiscarded(box.LoyalToTheEnd)
}

// An End of Season card placed straight in the slots (not played this
// turn) triggers the same way.
func TestCardEndSlotPlacedDirectly(t *testing.T) {
	s := newScen(t)
	s.cardsHand(box.Bodyguard, box.PoisonCard, box.Rally, box.FrameUp, box.Accountant)
	// LoyalToTheEnd is in the deck: take it out and lay it in the slots.
	sec, p := s.g.Sec, &s.g.Pub
	n := 0
	for _, c := range sec.Deck[:sec.DeckLen] {
		if c != box.LoyalToTheEnd {
			sec.Deck[n] = c
			n++
		}
	}
	sec.DeckLen, p.DeckCount = n, n
	p.EndSlots[0], p.EndCount = box.LoyalToTheEnd, 1
	s.sicarioAt(box.Blackie, "A12")
	s.endSeason()
	s.cardsGlory(2)
	s.cardsDiscarded(box.LoyalToTheEnd)
}

// ---------------------------------------------------------------------
// Decision D6: two End of Season cards trigger in the Patrón's order.

func TestCardEndOfSeasonOrderChosen(t *testing.T) {
	s := newScen(t)
	s.cardsHand(box.LoyalToTheEnd, box.VelascoCard, box.PoisonCard, box.Rally, box.FrameUp)
	s.do("play LoyalToTheEnd")
	s.do("place Blackie A12")
	s.cardsActionsDone()
	s.patronTurn()
	s.do("play Velasco")
	s.do("place Velasco A16")
	s.cardsActionsDone()
	s.cardsWaiting(box.LoyalToTheEnd)
	s.cardsWaiting(box.VelascoCard)
	s.g.Pub.Money = 10
	s.endSeason()
	s.expectPrompt(PromptTrigger)
	if !s.hasLegal("trigger LoyalToTheEnd") || !s.hasLegal("trigger Velasco") || len(s.legalText()) != 2 {
		t.Fatalf("legal: %v", s.legalText())
	}
	s.refused("trigger Poison", "card") // not in the slots
	s.do("trigger Velasco")
	s.expectPrompt(PromptVelasco)
	s.do("buy 2")
	// Loyal to the End resolves next on its own.
	s.cardsGlory(4)
	s.cardsMoney(0, 3)
	s.cardsDiscarded(box.LoyalToTheEnd)
	s.cardsDiscarded(box.VelascoCard)
}

// ---------------------------------------------------------------------
// 5 Poison: End of Season, 2 value-3 Action cards out for the next season
// (decision D10: out of the deck rebuilt at this 4.8, back at the next 4.8).

func TestCardPoisonSetsAsideTwoThrees(t *testing.T) {
	s := newScen(t)
	s.cardsHand(box.PoisonCard, box.LoyalToTheEnd, box.Bodyguard, box.Rally, box.FrameUp)
	s.do("play Poison")
	s.expectPrompt(PromptPlace)
	s.do("place Poison A12")
	s.cardsActionsDone()
	s.cardsWaiting(box.PoisonCard)
	if n := s.cardsValue3(); n != 6 {
		t.Fatalf("%d value-3 cards before, want 6", n)
	}
	s.endSeason()
	if !s.g.Pub.PoisonNext {
		t.Fatal("Poison did not trigger at 4.1")
	}
	if n := s.cardsValue3(); n != 6 {
		t.Fatalf("the rest of this season keeps its cards: %d value-3 cards", n)
	}
	s.cardsToBudget()
	s.do("budget 0")
	s.do("hide A11")
	// Step 4.8 rebuilt the deck for season 2 without two value-3 cards.
	p := &s.g.Pub
	if p.Season != 2 || p.SetAside != 2 {
		t.Fatalf("season %d, set aside %d; want season 2, 2 set aside", p.Season, p.SetAside)
	}
	if n := s.cardsValue3(); n != 4 {
		t.Fatalf("%d value-3 cards in season 2, want 4", n)
	}
	if total := p.ActionDeckLen + 3; total != 16 {
		t.Fatalf("%d Action cards in season 2, want 16", total)
	}
	// They come back at the next 4.8.
	s.endSeason()
	s.cardsToBudget()
	s.do("budget 0")
	s.do("hide A11")
	if p.Season != 3 || p.SetAside != 0 || s.cardsValue3() != 6 || p.ActionDeckLen+3 != 18 {
		t.Fatalf("season %d: set aside %d, %d value-3 cards, %d cards", p.Season, p.SetAside, s.cardsValue3(), p.ActionDeckLen+3)
	}
}

func TestCardPoisonNeedsPoisonOnMap(t *testing.T) {
	s := newScen(t)
	s.cardsHand(box.PoisonCard, box.LoyalToTheEnd, box.Bodyguard, box.Rally, box.FrameUp)
	s.do("play Poison")
	s.do("place Poison A12")
	s.cardsActionsDone()
	s.cardsOff(box.Poison)
	s.endSeason()
	s.cardsToBudget()
	s.do("budget 0")
	s.do("hide A11")
	if s.g.Pub.SetAside != 0 || s.cardsValue3() != 6 {
		t.Fatalf("set aside %d, %d value-3 cards", s.g.Pub.SetAside, s.cardsValue3())
	}
	s.cardsDiscarded(box.PoisonCard)
}

// ---------------------------------------------------------------------
// 6 Ambush (Poison): spend $3, lock 1 hunter next to Poison.

func TestCardAmbushPaid(t *testing.T) {
	s := newScen(t)
	s.cardsHand(box.Ambush, box.LoyalToTheEnd, box.Bodyguard, box.Rally, box.FrameUp)
	s.do("play Ambush")
	s.do("spend 1")
	s.cardsMoney(10, 3)
	s.do("place Poison A9") // next to Castaño (A7) and Don Berna (A8)
	s.cardsActionsDone()
	s.expectPrompt(PromptCardEffect)
	if !s.hasLegal("lock Castano") || !s.hasLegal("lock DonBerna") || s.hasLegal("lock Gilberto") {
		t.Fatalf("legal: %v", s.legalText())
	}
	s.refused("lock Gilberto", "card") // A4 is not next to A9
	s.do("lock DonBerna")
	p := &s.g.Pub
	if !p.Hunters[box.DonBerna].LockNext || p.Hunters[box.Castano].LockNext {
		t.Fatalf("locks: Don Berna %v, Castaño %v", p.Hunters[box.DonBerna].LockNext, p.Hunters[box.Castano].LockNext)
	}
	s.cardsDiscarded(box.Ambush)
	s.cardsTurnOver()
}

func TestCardAmbushUnpaid(t *testing.T) {
	s := newScen(t)
	s.cardsHand(box.Ambush, box.LoyalToTheEnd, box.Bodyguard, box.Rally, box.FrameUp)
	s.do("play Ambush")
	s.do("spend 0")
	s.do("place Poison A9")
	s.cardsActionsDone()
	s.cardsTurnOver()
	for h := range s.g.Pub.Hunters {
		if s.g.Pub.Hunters[h].LockNext {
			t.Fatalf("%s locked without the payment", box.Hunter(h))
		}
	}
	s.cardsMoney(13, 2)
}

// ---------------------------------------------------------------------
// 7 Limón: End of Season, the relocation is free (ruling R21).

func TestCardLimonFreeRelocation(t *testing.T) {
	s := newScen(t)
	s.cardsHand(box.LimonCard, box.LoyalToTheEnd, box.Bodyguard, box.Rally, box.FrameUp)
	s.do("play Limon")
	s.expectPrompt(PromptPlace)
	s.do("place Limon A12")
	s.cardsActionsDone()
	s.cardsWaiting(box.LimonCard)
	s.endSeason()
	if !s.g.Pub.LimonFree {
		t.Fatal("Limón did not trigger")
	}
	s.cardsToBudget()
	m := s.g.Pub.Money
	if !s.hasLegal("budget " + itoa(m)) {
		t.Fatalf("budget %d not offered: %v", m, s.legalText())
	}
	s.refused("budget "+itoa(m+1), "money") // ruling R21: no greater than his money
	s.do("budget " + itoa(m))
	s.cardsMoney(m, 2) // declared, not paid; not a card payment either
	s.do("hide A13")
	p := &s.g.Pub
	if p.Possible != s.g.relocationSet(loc("A11"), m) || !p.Possible.Has(loc("A13")) {
		t.Fatalf("possible after a free $%d relocation: %v", m, p.Possible)
	}
	if p.LimonFree {
		t.Fatal("the free relocation outlives its season")
	}
	s.cardsDiscarded(box.LimonCard)
}

func TestCardLimonCapturedPaysRelocation(t *testing.T) {
	s := newScen(t)
	s.cardsHand(box.LimonCard, box.LoyalToTheEnd, box.Bodyguard, box.Rally, box.FrameUp)
	s.do("play Limon")
	s.do("place Limon A12")
	s.cardsActionsDone()
	s.cardsOff(box.Limon)
	s.endSeason()
	s.cardsToBudget()
	m := s.g.Pub.Money
	s.do("budget 2")
	s.cardsMoney(m-2, 2)
}

// ---------------------------------------------------------------------
// 8 Getaway Driver (Limón): after his actions, a free move of up to 2.

func TestCardGetawayDriverMovesTwo(t *testing.T) {
	s := newScen(t)
	s.cardsHand(box.GetawayDriver, box.LoyalToTheEnd, box.Bodyguard, box.Rally, box.FrameUp)
	s.lab("A16", true)
	s.do("play GetawayDriver")
	s.expectPrompt(PromptPlace)
	s.do("place Limon A12")
	s.do("control A11") // his actions come first (decision D3)
	s.do("done")
	s.expectPrompt(PromptStep)
	s.refused("step A10", "movement") // not a road from A12
	s.do("step A16")
	s.do("step A17")
	// Two steps taken: the move ends on its own.
	s.cardsTurnOver()
	p := &s.g.Pub
	sl := p.SlotOf(box.Limon)
	if p.Slots[sl].Loc != loc("A17") || !p.Slots[sl].Coca || p.Coca.Has(loc("A16")) {
		t.Fatalf("Limón at %v carrying %v; want A17 with A16's cube (decision D2)", p.Slots[sl].Loc, p.Slots[sl].Coca)
	}
	s.cardsMoney(13, 2) // the move is free
	s.cardsDiscarded(box.GetawayDriver)
}

func TestCardGetawayDriverMayStay(t *testing.T) {
	s := newScen(t)
	s.cardsHand(box.GetawayDriver, box.LoyalToTheEnd, box.Bodyguard, box.Rally, box.FrameUp)
	s.do("play GetawayDriver")
	s.do("place Limon A12")
	s.cardsActionsDone()
	s.do("stop")
	s.cardsTurnOver()
	if l := s.g.Pub.Slots[s.g.Pub.SlotOf(box.Limon)].Loc; l != loc("A12") {
		t.Fatalf("Limón at %v", l)
	}
}

// ---------------------------------------------------------------------
// 9 Velasco: End of Season, buy Glory at $5 (decision D17: Los Pepes $1).

func TestCardVelascoBuysGlory(t *testing.T) {
	s := newScen(t)
	s.cardsHand(box.VelascoCard, box.LoyalToTheEnd, box.Bodyguard, box.Rally, box.FrameUp)
	s.do("play Velasco")
	s.expectPrompt(PromptPlace)
	s.do("place Velasco A12")
	s.cardsActionsDone()
	s.cardsWaiting(box.VelascoCard)
	s.cardsMoney(13, 2)
	s.endSeason()
	s.expectPrompt(PromptVelasco)
	if !s.hasLegal("buy 0") || !s.hasLegal("buy 2") || s.hasLegal("buy 3") {
		t.Fatalf("legal: %v", s.legalText())
	}
	s.refused("buy 3", "money") // $15 > $13
	s.do("buy 2")
	s.cardsGlory(2)
	s.cardsMoney(3, 3) // $10 paid, $1 of it to Los Pepes (at most $1)
	s.cardsDiscarded(box.VelascoCard)
}

func TestCardVelascoBuysNothing(t *testing.T) {
	s := newScen(t)
	s.cardsHand(box.VelascoCard, box.LoyalToTheEnd, box.Bodyguard, box.Rally, box.FrameUp)
	s.do("play Velasco")
	s.do("place Velasco A12")
	s.cardsActionsDone()
	s.endSeason()
	s.do("buy 0")
	s.cardsGlory(0)
	s.cardsMoney(13, 2) // nothing paid: nothing to Los Pepes
	s.expectPrompt(PromptRevealHideout)
}

func TestCardVelascoNeedsVelascoOnMap(t *testing.T) {
	s := newScen(t)
	s.cardsHand(box.VelascoCard, box.LoyalToTheEnd, box.Bodyguard, box.Rally, box.FrameUp)
	s.do("play Velasco")
	s.do("place Velasco A12")
	s.cardsActionsDone()
	s.cardsOff(box.Velasco)
	s.endSeason()
	s.expectPrompt(PromptRevealHideout) // no purchase offered
	s.cardsDiscarded(box.VelascoCard)
}

// ---------------------------------------------------------------------
// 10 Friends in Congress (Velasco): spend $3, flip 1 Blockade in Velasco's
// region to Controlled.

func TestCardFriendsInCongressPaid(t *testing.T) {
	s := newScen(t)
	s.cardsHand(box.FriendsInCongress, box.LoyalToTheEnd, box.Bodyguard, box.Rally, box.FrameUp)
	s.blockade("A18")
	s.blockade("C10")
	s.do("play FriendsInCongress")
	s.do("spend 1")
	s.cardsMoney(10, 3)
	s.do("place Velasco A12")
	s.cardsActionsDone()
	s.expectPrompt(PromptCardEffect)
	s.refused("flip C10", "card") // Caribe, not Velasco's region
	s.do("flip A18")
	p := &s.g.Pub
	if p.Blockade.Has(loc("A18")) || !p.Controlled.Has(loc("A18")) || !p.Blockade.Has(loc("C10")) {
		t.Fatalf("blockades %v controlled %v", p.Blockade, p.Controlled)
	}
	s.cardsDiscarded(box.FriendsInCongress)
	s.cardsTurnOver()
}

func TestCardFriendsInCongressUnpaid(t *testing.T) {
	s := newScen(t)
	s.cardsHand(box.FriendsInCongress, box.LoyalToTheEnd, box.Bodyguard, box.Rally, box.FrameUp)
	s.blockade("A18")
	s.do("play FriendsInCongress")
	s.do("spend 0")
	s.do("place Velasco A12")
	s.cardsActionsDone()
	s.cardsTurnOver()
	if !s.g.Pub.Blockade.Has(loc("A18")) || s.g.Pub.Controlled != 0 {
		t.Fatal("the Blockade was flipped without the payment")
	}
}

// ---------------------------------------------------------------------
// 11 Hitman (Popeye): spend $3, lock every hunter next to Popeye.

func TestCardHitmanPaid(t *testing.T) {
	s := cardsPopeyeFigs(t)
	s.cardsHand(box.Hitman, box.StreetCredit, box.Enforcer, box.Recruiter, box.FrameUp)
	s.do("play Hitman")
	s.do("spend 1")
	s.cardsMoney(10, 3)
	s.do("place Popeye A9")
	s.cardsActionsDone()
	s.cardsTurnOver() // no choice to make
	p := &s.g.Pub
	for h := box.Hunter(0); h < box.NumHunters; h++ {
		want := h == box.Castano || h == box.DonBerna
		if p.Hunters[h].LockNext != want {
			t.Fatalf("%s locked %v, want %v", h, p.Hunters[h].LockNext, want)
		}
	}
	s.cardsDiscarded(box.Hitman)
}

func TestCardHitmanUnpaid(t *testing.T) {
	s := cardsPopeyeFigs(t)
	s.cardsHand(box.Hitman, box.StreetCredit, box.Enforcer, box.Recruiter, box.FrameUp)
	s.do("play Hitman")
	s.do("spend 0")
	s.do("place Popeye A9")
	s.cardsActionsDone()
	for h := range s.g.Pub.Hunters {
		if s.g.Pub.Hunters[h].LockNext {
			t.Fatalf("%s locked without the payment", box.Hunter(h))
		}
	}
	s.cardsMoney(13, 2)
}

// ---------------------------------------------------------------------
// 12 Street Credit (Popeye): placed in a City, 1 Glory.

func TestCardStreetCredit(t *testing.T) {
	for _, c := range []struct {
		at    string
		glory int
	}{{"A9", 1}, {"A12", 0}} {
		s := cardsPopeyeFigs(t)
		s.cardsHand(box.StreetCredit, box.Hitman, box.Enforcer, box.Recruiter, box.FrameUp)
		s.do("play StreetCredit")
		s.expectPrompt(PromptPlace) // no payment
		s.do("place Popeye " + c.at)
		s.cardsActionsDone()
		s.cardsGlory(c.glory)
		s.cardsMoney(13, 2)
		s.cardsDiscarded(box.StreetCredit)
	}
}

// ---------------------------------------------------------------------
// 13 Enforcer (Tyson): 1 Controlled token on an empty City within 2.

func TestCardEnforcer(t *testing.T) {
	s := cardsPopeyeFigs(t)
	s.cardsHand(box.Enforcer, box.Hitman, box.StreetCredit, box.Recruiter, box.FrameUp)
	s.controlled("A16")
	s.do("play Enforcer")
	s.expectPrompt(PromptPlace)
	s.do("place Tyson A12")
	s.cardsActionsDone()
	s.expectPrompt(PromptCardEffect)
	s.refused("control C15", "tokens") // too far
	s.refused("control A17", "tokens") // a Farm
	s.refused("control A16", "R12")    // already Controlled
	if !s.hasLegal("done") {
		t.Fatal("the token may be left out (decision D18)")
	}
	s.do("control A18") // A12-A16-A18
	s.cardsTurnOver()
	if !s.g.Pub.Controlled.Has(loc("A18")) || s.g.Pub.Controlled.Count() != 2 {
		t.Fatalf("controlled %v", s.g.Pub.Controlled)
	}
	s.cardsMoney(13, 2)
	s.cardsDiscarded(box.Enforcer)
}

// ---------------------------------------------------------------------
// 14 Intimidation (Tyson): spend $2, push 1 hunter next to Tyson 1 road.

func TestCardIntimidationPaid(t *testing.T) {
	s := cardsPopeyeFigs(t)
	s.cardsHand(box.Intimidation, box.Hitman, box.StreetCredit, box.Recruiter, box.FrameUp)
	s.controlled("O7")
	s.do("play Intimidation")
	s.do("spend 1")
	s.cardsMoney(11, 3)
	s.do("place Tyson A9")
	s.cardsActionsDone()
	s.expectPrompt(PromptCardEffect)
	s.refused("push Castano A8", "card") // Don Berna stands there
	s.refused("push Castano O7", "card") // a Controlled City
	s.refused("push Castano O9", "card") // no road from A7
	s.refused("push Murphy C2", "card")  // Murphy is not next to Tyson
	if !s.hasLegal("push Castano A3") || !s.hasLegal("push DonBerna A10") {
		t.Fatalf("legal: %v", s.legalText())
	}
	s.do("push Castano A3")
	s.cardsTurnOver()
	if l := s.g.Pub.Hunters[box.Castano].Loc; l != loc("A3") {
		t.Fatalf("Castaño at %v", l)
	}
	s.cardsDiscarded(box.Intimidation)
}

func TestCardIntimidationUnpaid(t *testing.T) {
	s := cardsPopeyeFigs(t)
	s.cardsHand(box.Intimidation, box.Hitman, box.StreetCredit, box.Recruiter, box.FrameUp)
	s.do("play Intimidation")
	s.do("spend 0")
	s.do("place Tyson A9")
	s.cardsActionsDone()
	s.cardsTurnOver()
	if s.g.Pub.Hunters[box.Castano].Loc != loc("A7") || s.g.Pub.Hunters[box.DonBerna].Loc != loc("A8") {
		t.Fatal("a hunter moved without the payment")
	}
}

// ---------------------------------------------------------------------
// 15 Recruiter (Pinina): spend $2, 3 regular actions.

func TestCardRecruiterPaidThreeActions(t *testing.T) {
	s := cardsPopeyeFigs(t)
	s.cardsHand(box.Recruiter, box.Hitman, box.StreetCredit, box.Enforcer, box.FrameUp)
	s.do("play Recruiter")
	s.do("spend 1")
	s.cardsMoney(11, 3)
	s.do("place Pinina A12")
	s.do("lab A12")
	s.do("control A16")
	s.do("control A15")
	s.cardsTurnOver()
	p := &s.g.Pub
	if p.Lab.Count() != 1 || p.Controlled.Count() != 2 {
		t.Fatalf("labs %v controlled %v", p.Lab, p.Controlled)
	}
	s.cardsDiscarded(box.Recruiter)
}

func TestCardRecruiterUnpaidTwoActions(t *testing.T) {
	s := cardsPopeyeFigs(t)
	s.cardsHand(box.Recruiter, box.Hitman, box.StreetCredit, box.Enforcer, box.FrameUp)
	s.do("play Recruiter")
	s.do("spend 0")
	s.do("place Pinina A12")
	s.do("lab A12")
	s.do("control A16")
	s.cardsTurnOver()
	if s.g.Pub.Lab.Count()+s.g.Pub.Controlled.Count() != 2 {
		t.Fatalf("labs %v controlled %v", s.g.Pub.Lab, s.g.Pub.Controlled)
	}
}

// ---------------------------------------------------------------------
// 16 Safe Houses (Pinina): End of Season, gain $3.

func TestCardSafeHouses(t *testing.T) {
	s := cardsPopeyeFigs(t)
	s.cardsHand(box.SafeHouses, box.Hitman, box.StreetCredit, box.Enforcer, box.FrameUp)
	s.do("play SafeHouses")
	s.expectPrompt(PromptPlace)
	s.do("place Pinina A12")
	s.cardsActionsDone()
	s.cardsWaiting(box.SafeHouses)
	s.cardsMoney(13, 2)
	s.endSeason()
	s.cardsMoney(16, 2) // no Labs: no income at 4.2
	s.cardsDiscarded(box.SafeHouses)
}

func TestCardSafeHousesPininaCaptured(t *testing.T) {
	s := cardsPopeyeFigs(t)
	s.cardsHand(box.SafeHouses, box.Hitman, box.StreetCredit, box.Enforcer, box.FrameUp)
	s.do("play SafeHouses")
	s.do("place Pinina A12")
	s.cardsActionsDone()
	s.cardsOff(box.Pinina)
	s.endSeason()
	s.cardsMoney(13, 2)
	s.cardsDiscarded(box.SafeHouses)
}

// ---------------------------------------------------------------------
// 17 León: spend $3, place León at any distance; such a placement gives
// no range clue (deduction).

func TestCardLeonAnyDistance(t *testing.T) {
	s := newScen(t)
	s.cardsHand(box.LeonCard, box.LoyalToTheEnd, box.Bodyguard, box.Rally, box.FrameUp)
	s.do("play Leon")
	s.do("spend 1")
	s.cardsMoney(10, 3)
	if !s.hasLegal("place Leon C1") {
		t.Fatal("León's $3 allows any distance")
	}
	before := s.g.Pub.Possible
	s.do("place Leon C1")      // 10 spaces from A11
	s.expectPrompt(PromptStep) // León's move
	if s.g.Pub.Possible != before {
		t.Fatalf("a paid León placement narrowed Possible to %v", s.g.Pub.Possible)
	}
	s.do("stop")
	s.cardsTurnOver()
	s.cardsDiscarded(box.LeonCard)
}

func TestCardLeonUnpaidInRange(t *testing.T) {
	s := newScen(t)
	s.cardsHand(box.LeonCard, box.LoyalToTheEnd, box.Bodyguard, box.Rally, box.FrameUp)
	s.do("play Leon")
	s.do("spend 0")
	s.refused("place Leon C1", "range")
	s.do("place Leon A16")
	if want := board.Map.Within[loc("A16")][3]; s.g.Pub.Possible != want {
		t.Fatalf("possible %v, want within 3 of A16", s.g.Pub.Possible)
	}
	s.do("stop")
	s.cardsMoney(13, 2)
}

// With nothing in range, León's card must be paid for (spend 0 refused).
func TestCardLeonMustPayWhenNothingInRange(t *testing.T) {
	s := newScen(t)
	s.hideout("O13")
	// Within 3 of O13: Farms O13 O3 O6 O4 O8 O2 O5 O10 (one hunter each) and
	// Cities O1 O7 (blockaded).
	farms := []string{"O13", "O3", "O6", "O4", "O8", "O2", "O5", "O10"}
	for h, l := range farms {
		s.hunterAt(box.Hunter(h), l)
	}
	s.blockade("O1")
	s.blockade("O7")
	s.cardsHand(box.LeonCard, box.LoyalToTheEnd, box.Bodyguard, box.Rally, box.FrameUp)
	s.do("play Leon")
	s.expectPrompt(PromptSpend)
	if s.hasLegal("spend 0") || !s.hasLegal("spend 1") {
		t.Fatalf("legal: %v", s.legalText())
	}
	s.refused("spend 0", "range")
	s.do("spend 1")
	s.do("place Leon C1")
}

// ---------------------------------------------------------------------
// 18 La Quica: spend $3, a second ultimatum to a hunter next to her; it
// may target the same hunter (decision D5).

func TestCardLaQuicaSecondUltimatumSameHunter(t *testing.T) {
	s := newScen(t)
	s.cardsHand(box.LaQuicaCard, box.LoyalToTheEnd, box.Bodyguard, box.Rally, box.FrameUp)
	s.do("play LaQuica")
	s.do("spend 1")
	s.cardsMoney(10, 3)
	s.refused("place LaQuica A13", "R10") // no hunter next to A13
	s.do("place LaQuica A9")
	s.expectPrompt(PromptQuicaTarget)
	s.do("target Castano")
	s.do("offer PlataGlory")
	if seat := s.g.Pending().Seat; seat != SeatLosPepes {
		t.Fatalf("Castaño's owner chooses, not %v", seat)
	}
	s.do("plomo")
	p := &s.g.Pub
	if !p.Hunters[box.Castano].Down {
		t.Fatal("Plomo did not lay Castaño down")
	}
	// The card's own effect: a second ultimatum.
	s.expectPrompt(PromptQuicaTarget)
	if !s.hasLegal("target Castano") || !s.hasLegal("target DonBerna") {
		t.Fatalf("legal: %v", s.legalText())
	}
	if s.hasLegal("offer PlataGlory") {
		t.Fatal("offer before target")
	}
	s.do("target Castano") // decision D5: the same hunter again
	if s.hasLegal("offer PlataGlory") {
		t.Fatal("the card already offered is still in the deck")
	}
	s.do("offer PlataLabs")
	s.do("plata")
	s.expectPrompt(PromptPlataEffect)
	s.do("lab A12")
	s.do("done")
	s.cardsTurnOver()
	if !p.PlataDiscard[box.PlataGlory] || !p.PlataDiscard[box.PlataLabs] || !p.Lab.Has(loc("A12")) {
		t.Fatalf("plata discard %v labs %v", p.PlataDiscard, p.Lab)
	}
	s.cardsDiscarded(box.LaQuicaCard)
}

func TestCardLaQuicaUnpaidOneUltimatum(t *testing.T) {
	s := newScen(t)
	s.cardsHand(box.LaQuicaCard, box.LoyalToTheEnd, box.Bodyguard, box.Rally, box.FrameUp)
	s.do("play LaQuica")
	s.do("spend 0")
	s.do("place LaQuica A9")
	s.do("target DonBerna")
	s.do("offer PlataGlory")
	s.do("plata")
	s.cardsGlory(3)
	s.cardsTurnOver() // no second ultimatum
	s.cardsMoney(13, 2)
}

// ---------------------------------------------------------------------
// Discarding any card to place León or La Quica: no card effect, no
// payment, the card goes to the discard pile (COMPONENTS, book 002).

func TestCardDiscardToPlaceLeonNoEffect(t *testing.T) {
	s := newScen(t)
	s.cardsHand(box.Rally, box.LoyalToTheEnd, box.Bodyguard, box.Accountant, box.FrameUp)
	s.do("discard Rally")
	s.expectPrompt(PromptPlace) // no payment offered
	s.refused("place Gustavo A9", "placement")
	s.refused("place Leon C1", "range") // the discard pays no $3
	s.do("place Leon A9")               // a City: Rally would give Glory
	s.do("stop")
	s.cardsTurnOver()
	s.cardsGlory(0)
	s.cardsMoney(13, 2)
	s.cardsDiscarded(box.Rally)
}

func TestCardDiscardEndOfSeasonCardToPlaceLaQuica(t *testing.T) {
	s := newScen(t)
	s.cardsHand(box.LoyalToTheEnd, box.Rally, box.Bodyguard, box.Accountant, box.FrameUp)
	s.do("discard LoyalToTheEnd")
	s.do("place LaQuica A9")
	s.do("target DonBerna")
	s.do("offer PlataGlory")
	s.do("plomo")
	s.cardsTurnOver()
	s.cardsDiscarded(box.LoyalToTheEnd) // not in the End of Season slots
	s.sicarioAt(box.Blackie, "A12")
	s.endSeason()
	s.cardsGlory(0) // nothing triggers
}

func TestCardDiscardLaQuicaCardNoSecondUltimatum(t *testing.T) {
	s := newScen(t)
	s.cardsHand(box.LaQuicaCard, box.Rally, box.Bodyguard, box.Accountant, box.FrameUp)
	s.do("discard LaQuica")
	s.expectPrompt(PromptPlace)
	s.do("place LaQuica A9")
	s.do("target DonBerna")
	s.do("offer PlataGlory")
	s.do("plomo")
	s.cardsTurnOver()
	s.cardsMoney(13, 2)
}

// ---------------------------------------------------------------------
// Ruling R8: a card whose figure is on the map or was captured this season
// can only be discarded to place León or La Quica.

func TestCardR8FigureOnMap(t *testing.T) {
	s := newScen(t)
	s.sicarioAt(box.Gustavo, "A12")
	s.cardsHand(box.Accountant, box.FamilyBusiness, box.Bodyguard, box.Rally, box.FrameUp)
	if s.hasLegal("play Accountant") || !s.hasLegal("discard Accountant") {
		t.Fatalf("legal: %v", s.legalText())
	}
	s.refused("play Accountant", "R8")
	s.refused("play FamilyBusiness", "R8")
	s.do("discard Accountant")
	s.refused("place Gustavo A13", "placement")
	s.do("place Leon A13")
	s.do("stop")
	s.cardsMoney(13, 2) // the Accountant's $2 is not gained
	s.cardsDiscarded(box.Accountant)
}

func TestCardR8FigureCaptured(t *testing.T) {
	s := newScen(t)
	s.cardsOff(box.Blackie)
	s.cardsHand(box.Bodyguard, box.LoyalToTheEnd, box.Accountant, box.Rally, box.FrameUp)
	s.refused("play Bodyguard", "R8")
	s.refused("play LoyalToTheEnd", "R8")
	// A silhouette may still place another sicario, never Blackie.
	s.do("play Rally")
	s.do("spend 0")
	s.refused("place Blackie A12", "R8")
	s.do("place Gustavo A12")
}

func TestCardR8LeonOnMapDiscardForLaQuica(t *testing.T) {
	s := newScen(t)
	s.sicarioAt(box.Leon, "A16")
	s.cardsHand(box.LeonCard, box.LoyalToTheEnd, box.Accountant, box.Rally, box.FrameUp)
	s.refused("play Leon", "R8")
	s.do("discard Leon")
	s.refused("place Leon A13", "R8")
	s.do("place LaQuica A9")
}

// ---------------------------------------------------------------------
// Ruling R9: when no sicario can be placed, the Patrón discards 1 card and
// draws back to 5.

func TestCardR9FoldWhenNothingPlaceable(t *testing.T) {
	s := newScen(t)
	for f, l := range map[box.Figure]string{
		box.Gustavo: "A12", box.Blackie: "A13", box.Poison: "A16", box.Limon: "A10",
		box.Velasco: "A9", box.Leon: "C1", box.LaQuica: "C2",
	} {
		s.sicarioAt(f, l)
	}
	s.cardsHand(box.Accountant, box.LoyalToTheEnd, box.LeonCard, box.Rally, box.FrameUp)
	for _, c := range []string{"Accountant", "LoyalToTheEnd", "Leon", "Rally", "FrameUp"} {
		if !s.hasLegal("fold " + c) {
			t.Fatalf("fold %s not offered: %v", c, s.legalText())
		}
	}
	for _, c := range s.legalText() {
		if !strings.HasPrefix(c, "fold ") && !strings.HasPrefix(c, "move ") {
			t.Fatalf("only folds (and the $1 move) are legal: %v", s.legalText())
		}
	}
	s.refused("play Rally", "R8")
	s.refused("discard Rally", "placement")
	deck := s.g.Pub.DeckCount
	s.do("fold Rally")
	s.cardsTurnOver()
	p := &s.g.Pub
	if p.HandCount != 5 || p.DeckCount != deck-1 || s.g.Sec.Hand.Has(box.Rally) {
		t.Fatalf("hand %d deck %d (was %d)", p.HandCount, p.DeckCount, deck)
	}
	s.cardsDiscarded(box.Rally)
	s.cardsGlory(0)
	s.cardsMoney(13, 2)
}

func TestCardR9FoldRefusedWhilePlaceable(t *testing.T) {
	s := newScen(t)
	s.sicarioAt(box.Gustavo, "A12")
	s.cardsHand(box.Accountant, box.FamilyBusiness, box.Bodyguard, box.Rally, box.FrameUp)
	s.refused("fold Accountant", "R9")
}

// ---------------------------------------------------------------------
// 19 Snitch's Sentence: spend $3, close an empty Investigation slot for
// the next Faction turn; spend $2 more, choose the next Faction.

func TestCardSnitchsSentenceBothPayments(t *testing.T) {
	s := newScen(t)
	s.cardsHand(box.SnitchsSentence, box.LoyalToTheEnd, box.Bodyguard, box.Rally, box.FrameUp)
	p := &s.g.Pub
	p.Dash[box.RangeInv][0] = 3 // one Range slot already used
	p.FactionActed[box.DEA] = true
	s.available(3, 1, 2)
	s.do("play SnitchsSentence")
	if !s.hasLegal("spend 2") {
		t.Fatalf("legal: %v", s.legalText())
	}
	s.do("spend 2")
	s.cardsMoney(8, 3) // $5 paid, Los Pepes get $1 only (at most $1 per card)
	s.do("place Gustavo A12")
	s.cardsActionsDone()
	s.expectPrompt(PromptCardEffect)
	if !s.hasLegal("silence range") || !s.hasLegal("silence type") || !s.hasLegal("silence region") {
		t.Fatalf("legal: %v", s.legalText())
	}
	s.refused("silence attack", "card")
	s.do("silence range")
	if s.hasLegal("done") {
		t.Fatalf("with the $2 paid the next Faction must be named: %v", s.legalText())
	}
	s.refused("done", "card")
	s.refused("next DEA", "card") // DEA has acted this season
	s.do("next Cali")
	// The next Faction turn is Cali's, chosen by the Patrón.
	s.passDEAOpening()
	s.expectPrompt(PromptChooseHunter)
	if p.Active != box.Cali || p.Silenced[box.RangeInv] != 1 {
		t.Fatalf("active %v, silenced %v", p.Active, p.Silenced)
	}
	s.do("hunter Gilberto")
	if s.pending() == PromptDEA {
		s.do("pass")
	}
	s.do("stop")
	s.expectPrompt(PromptUseAction)
	s.refused("use 3 range", "action") // the one free Range slot is closed
	if !s.hasLegal("use 1 region") || !s.hasLegal("use 2 type") {
		t.Fatalf("legal: %v", s.legalText())
	}
	s.cardsDiscarded(box.SnitchsSentence)
}

func TestCardSnitchsSentenceFirstPaymentOnly(t *testing.T) {
	s := newScen(t)
	s.cardsHand(box.SnitchsSentence, box.LoyalToTheEnd, box.Bodyguard, box.Rally, box.FrameUp)
	p := &s.g.Pub
	s.do("play SnitchsSentence")
	s.do("spend 1")
	s.cardsMoney(10, 3)
	s.do("place Gustavo A12")
	s.cardsActionsDone()
	s.do("silence type")
	s.cardsTurnOver() // the Factions choose
	if p.SilenceNext[box.TypeInv] != 1 || p.NextFaction != box.NoFaction {
		t.Fatalf("silence next %v, next faction %v", p.SilenceNext, p.NextFaction)
	}
	s.do("activate Policia")
	if p.Silenced[box.TypeInv] != 1 || p.SilenceNext[box.TypeInv] != 0 {
		t.Fatalf("silenced %v, next %v", p.Silenced, p.SilenceNext)
	}
}

func TestCardSnitchsSentenceUnpaid(t *testing.T) {
	s := newScen(t)
	s.cardsHand(box.SnitchsSentence, box.LoyalToTheEnd, box.Bodyguard, box.Rally, box.FrameUp)
	s.do("play SnitchsSentence")
	s.do("spend 0")
	s.do("place Gustavo A12")
	s.cardsActionsDone()
	s.cardsTurnOver()
	if s.g.Pub.SilenceNext != [box.NumActions]int{} {
		t.Fatalf("silence next %v", s.g.Pub.SilenceNext)
	}
	s.cardsMoney(13, 2)
}

// ---------------------------------------------------------------------
// 20 Frame-up: spend $3 and name a region, its hunters are moved by their
// owners next to an airport City of another region (decision D9); spend $2
// more, the next Faction to act locks one of its own hunters.

func TestCardFrameUpBothPayments(t *testing.T) {
	s := newScen(t)
	s.cardsHand(box.FrameUp, box.LoyalToTheEnd, box.Bodyguard, box.Rally, box.Accountant)
	s.do("play FrameUp")
	s.do("spend 2")
	s.cardsMoney(8, 3) // $5 paid, $1 to Los Pepes
	s.do("place Gustavo A12")
	s.cardsActionsDone()
	s.expectPrompt(PromptCardEffect)
	s.refused("done", "card") // with the $3 paid, a region must be named
	s.do("name C")
	// Murphy, Peña, Carrillo, Trujillo stand in Caribe: each is moved.
	s.expectPrompt(PromptFrameUp)
	if seat := s.g.Pending().Seat; seat != SeatDEA {
		t.Fatalf("Murphy is moved by %v, want his owner DEA", seat)
	}
	s.refused("frame Pena A10", "card")   // Murphy first
	s.refused("frame Murphy C2", "card")  // in the named region
	s.refused("frame Murphy A6", "card")  // no airport City next to A6
	s.refused("frame Murphy A12", "card") // Gustavo stands there
	s.refused("frame Murphy A8", "card")  // Don Berna stands there
	s.do("frame Murphy A10")
	s.do("frame Pena A13")
	if seat := s.g.Pending().Seat; seat != SeatPolicia {
		t.Fatalf("Carrillo is moved by %v, want Policía", seat)
	}
	s.do("frame Carrillo A16")
	s.do("frame Trujillo O12")
	s.cardsTurnOver()
	p := &s.g.Pub
	for h, l := range map[box.Hunter]string{box.Murphy: "A10", box.Pena: "A13", box.Carrillo: "A16", box.Trujillo: "O12", box.Gilberto: "A4"} {
		if p.Hunters[h].Loc != loc(l) {
			t.Fatalf("%s at %v, want %s", h, p.Hunters[h].Loc, l)
		}
	}
	if !p.SelfLock {
		t.Fatal("the second payment did not set the self-lock")
	}
	s.do("activate Policia")
	s.expectPrompt(PromptSelfLock)
	if seat := s.g.Pending().Seat; seat != SeatPolicia {
		t.Fatalf("the self-lock is chosen by %v, want Policía", seat)
	}
	s.refused("selflock Gilberto", "card") // not a Policía hunter
	s.do("selflock Trujillo")
	if !p.Hunters[box.Trujillo].LockNext || p.SelfLock {
		t.Fatalf("Trujillo locked %v, self-lock pending %v", p.Hunters[box.Trujillo].LockNext, p.SelfLock)
	}
	s.expectPrompt(PromptChooseHunter)
	s.cardsDiscarded(box.FrameUp)
}

// cardsFrameAndina plays Frame-up with its first payment from Gustavo on
// A12 and names Andina: its four hunters are to be moved out.
func cardsFrameAndina(s *scen) {
	s.t.Helper()
	s.do("play FrameUp")
	s.do("spend 1")
	s.do("place Gustavo A12")
	s.cardsActionsDone()
	s.do("name A")
	s.expectPrompt(PromptFrameUp)
}

// Decision D9: a hunter with no free destination stays where it is.
func TestCardFrameUpHunterWithoutDestinationStays(t *testing.T) {
	s := newScen(t)
	s.cardsHand(box.FrameUp, box.LoyalToTheEnd, box.Bodyguard, box.Rally, box.Accountant)
	// Outside Andina, next to an airport City outside it: C4, C7 (C3, C5,
	// C8, C11 hold hunters), O12 and O14; Velasco takes O14.
	s.sicarioAt(box.Velasco, "O14")
	cardsFrameAndina(s)
	s.refused("frame Gilberto O14", "card")
	s.refused("frame Gilberto A9", "card") // Andina
	s.do("frame Gilberto C4")
	s.do("frame Navegante C7")
	s.do("frame Castano O12")
	// Don Berna has nowhere left to go.
	s.cardsTurnOver()
	p := &s.g.Pub
	if p.Hunters[box.DonBerna].Loc != loc("A8") || p.Hunters[box.Castano].Loc != loc("O12") {
		t.Fatalf("Don Berna at %v, Castaño at %v", p.Hunters[box.DonBerna].Loc, p.Hunters[box.Castano].Loc)
	}
}

// decision D9: being framed is entering a location, and "Hunter figures
// CANNOT enter a City Location containing a Controlled token" (rulebook
// p.15): a Controlled City is no destination.
func TestCardFrameUpNotOntoControlledCity(t *testing.T) {
	s := newScen(t)
	s.cardsHand(box.FrameUp, box.LoyalToTheEnd, box.Bodyguard, box.Rally, box.Accountant)
	s.controlled("C4") // beside the airport C7, outside Andina
	cardsFrameAndina(s)
	if s.hasLegal("frame Gilberto C4") {
		t.Fatalf("a Controlled City offered: %v", s.legalText())
	}
	s.refused("frame Gilberto C4", "card")
	s.do("frame Gilberto C7")
	s.do("frame Navegante O12")
	s.do("frame Castano O14")
	s.cardsTurnOver() // Don Berna has nowhere left to go
	if p := &s.g.Pub; p.Hunters[box.DonBerna].Loc != loc("A8") || p.HunterLocs().Has(loc("C4")) {
		t.Fatalf("Don Berna at %v; hunters %v", p.Hunters[box.DonBerna].Loc, p.HunterLocs())
	}
}

func TestCardFrameUpFirstPaymentOnly(t *testing.T) {
	s := newScen(t)
	s.cardsHand(box.FrameUp, box.LoyalToTheEnd, box.Bodyguard, box.Rally, box.Accountant)
	s.do("play FrameUp")
	s.do("spend 1")
	s.cardsMoney(10, 3)
	s.do("place Gustavo A12")
	s.cardsActionsDone()
	s.do("name O") // no hunter in Orinoquía: nobody moves
	s.cardsTurnOver()
	if s.g.Pub.SelfLock {
		t.Fatal("self-lock without the second payment")
	}
	s.do("activate Policia")
	s.expectPrompt(PromptChooseHunter)
}

func TestCardFrameUpUnpaid(t *testing.T) {
	s := newScen(t)
	s.cardsHand(box.FrameUp, box.LoyalToTheEnd, box.Bodyguard, box.Rally, box.Accountant)
	s.do("play FrameUp")
	s.do("spend 0")
	s.do("place Gustavo A12")
	s.cardsActionsDone()
	s.cardsTurnOver()
	if s.g.Pub.Hunters[box.Murphy].Loc != loc(startSpots[box.Murphy]) || s.g.Pub.SelfLock {
		t.Fatal("Frame-up acted without the payment")
	}
	s.cardsMoney(13, 2)
}

// ---------------------------------------------------------------------
// 21 My Labs: 1 Lab and 1 Controlled in the sicario's region; spend $3,
// 1 more Lab or Controlled anywhere.

func TestCardMyLabsPaid(t *testing.T) {
	s := newScen(t)
	s.cardsHand(box.MyLabs, box.LoyalToTheEnd, box.Bodyguard, box.Rally, box.Accountant)
	s.do("play MyLabs")
	s.do("spend 1")
	s.cardsMoney(10, 3)
	s.do("place Gustavo A12")
	s.cardsActionsDone()
	s.expectPrompt(PromptCardEffect)
	s.refused("lab C1", "tokens")  // Caribe: not Gustavo's region
	s.refused("lab A11", "tokens") // a City
	s.do("lab A17")
	s.refused("control C2", "tokens")
	s.do("control A18")
	// The paid extra token: anywhere.
	s.expectPrompt(PromptCardEffect)
	s.do("lab C1")
	s.cardsTurnOver()
	p := &s.g.Pub
	if p.Lab != board.Of(loc("A17"), loc("C1")) || p.Controlled != loc("A18").Bit() {
		t.Fatalf("labs %v controlled %v", p.Lab, p.Controlled)
	}
	s.cardsDiscarded(box.MyLabs)
}

func TestCardMyLabsUnpaid(t *testing.T) {
	s := newScen(t)
	s.cardsHand(box.MyLabs, box.LoyalToTheEnd, box.Bodyguard, box.Rally, box.Accountant)
	s.do("play MyLabs")
	s.do("spend 0")
	s.do("place Gustavo A12")
	s.cardsActionsDone()
	s.do("lab A17")
	s.do("control A18")
	s.cardsTurnOver()
	if s.g.Pub.Lab.Count() != 1 || s.g.Pub.Controlled.Count() != 1 {
		t.Fatalf("labs %v controlled %v", s.g.Pub.Lab, s.g.Pub.Controlled)
	}
	s.cardsMoney(13, 2)
}

// ---------------------------------------------------------------------
// 22 Rally in the Barrios: placed in a City, 1 Glory; spend $2, 1 more.

func TestCardRally(t *testing.T) {
	for _, c := range []struct {
		at           string
		spend, glory int
		money, pepes int
	}{
		{"A9", 1, 2, 11, 3},  // City, paid
		{"A9", 0, 1, 13, 2},  // City
		{"A12", 1, 1, 11, 3}, // Farm, paid: "1 more" than the card gave (decision D24)
		{"A12", 0, 0, 13, 2}, // Farm
	} {
		s := newScen(t)
		s.cardsHand(box.Rally, box.LoyalToTheEnd, box.Bodyguard, box.MyLabs, box.Accountant)
		s.do("play Rally")
		s.do("spend " + itoa(c.spend))
		s.do("place Gustavo " + c.at)
		s.cardsActionsDone()
		s.cardsGlory(c.glory)
		s.cardsMoney(c.money, c.pepes)
		s.cardsDiscarded(box.Rally)
	}
}

// ---------------------------------------------------------------------
// 23 Bribed Checkpoint: spend $2, remove up to 2 Blockades within 2.

func TestCardBribedCheckpointPaid(t *testing.T) {
	s := newScen(t)
	s.cardsHand(box.BribedCheckpoint, box.LoyalToTheEnd, box.Bodyguard, box.Rally, box.Accountant)
	for _, l := range []string{"A15", "A16", "A18", "A1"} {
		s.blockade(l)
	}
	s.do("play BribedCheckpoint")
	s.do("spend 1")
	s.cardsMoney(11, 3)
	s.do("place Gustavo A12")
	s.cardsActionsDone()
	s.expectPrompt(PromptCardEffect)
	s.refused("unblock A1", "tokens") // too far
	s.do("unblock A16")
	s.do("unblock A18")
	// Two removed: the effect ends, A15 keeps its Blockade.
	s.cardsTurnOver()
	if p := &s.g.Pub; p.Blockade != board.Of(loc("A15"), loc("A1")) {
		t.Fatalf("blockades %v", p.Blockade)
	}
	s.cardsDiscarded(box.BribedCheckpoint)
}

func TestCardBribedCheckpointUnpaid(t *testing.T) {
	s := newScen(t)
	s.cardsHand(box.BribedCheckpoint, box.LoyalToTheEnd, box.Bodyguard, box.Rally, box.Accountant)
	s.blockade("A16")
	s.do("play BribedCheckpoint")
	s.do("spend 0")
	s.do("place Gustavo A12")
	s.cardsActionsDone()
	s.cardsTurnOver()
	if !s.g.Pub.Blockade.Has(loc("A16")) {
		t.Fatal("a Blockade was removed without the payment")
	}
}
