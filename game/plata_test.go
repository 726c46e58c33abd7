package game

import (
	"strings"
	"testing"

	"patron/game/box"
)

// Scenario tests of La Quica's ultimatum and the 4 Plata o Plomo cards
// (COMPONENTS: Plata o Plomo cards; ruling R10; rulebook: La Quica special
// action upon placement).

// plataQuica sets the rulebook's example up: hideout A11, Castaño on A9,
// La Quica placed on O9 by discarding the Accountant; the Patrón's target
// choice is pending.
func plataQuica(t *testing.T) *scen {
	t.Helper()
	s := newScen(t)
	s.hideout("A11")
	s.hunterAt(box.Castano, "A9")
	s.hand(box.Accountant, box.Bodyguard, box.PoisonCard, box.LimonCard, box.VelascoCard)
	s.do("discard Accountant")
	s.do("place LaQuica O9")
	s.expectPrompt(PromptQuicaTarget)
	return s
}

// plataOffer targets Castaño and offers a card; Los Pepes must answer.
func (s *scen) plataOffer(card string) {
	s.t.Helper()
	s.do("target Castano")
	s.expectPrompt(PromptOffer)
	s.do("offer " + card)
	s.expectPrompt(PromptPlataPlomo)
	if seat := s.g.Pending().Seat; seat != SeatLosPepes {
		s.t.Fatalf("the answer is %v's, want Los Pepes'", seat)
	}
	s.objLegalOnly("plata", "plomo")
}

func (s *scen) plataUsed(c box.Plata) {
	s.t.Helper()
	p := &s.g.Pub
	if p.PlataDeck[c] || !p.PlataDiscard[c] {
		s.t.Fatalf("%v should be in the discards: deck %v discard %v", c, p.PlataDeck, p.PlataDiscard)
	}
}

// Rulebook: La Quica example. La Quica on O9, 2 spaces from the Patrón
// (range 4), next to Castaño on A9; Los Pepes choose Plomo: Castaño is laid
// down for the season, skipped on Los Pepes' turn, and stands again at
// step 4.8. The card goes to the discards.
func TestPlataQuicaExampleCastanoPlomo(t *testing.T) {
	s := newScen(t)
	s.hideout("A11")
	s.hunterAt(box.Castano, "A9")
	s.hand(box.Accountant, box.Bodyguard, box.PoisonCard, box.LimonCard, box.VelascoCard)
	s.do("discard Accountant")
	s.objLegalHas("place LaQuica O9", true)
	s.objLegalHas("place LaQuica O10", false) // in range, but no hunter next to it
	s.refused("place LaQuica O10", "R10")
	s.do("place LaQuica O9")
	s.objLegalOnly("target Castano")
	s.do("target Castano")
	s.objLegalOnly("offer PlataLabs", "offer PlataGlory", "offer PlataControl", "offer PlataSicario")
	s.do("offer PlataGlory")
	glory := s.g.Pub.Glory
	evs := s.objDo("plomo")
	if objEventIndex(evs, EvPlomo) < 0 || !s.g.Pub.Hunters[box.Castano].Down || s.g.Pub.Glory != glory {
		t.Fatalf("Castaño down %v, glory %d, events %v", s.g.Pub.Hunters[box.Castano].Down, s.g.Pub.Glory, evs)
	}
	s.plataUsed(box.PlataGlory)
	if s.g.Pub.Slots[box.Black].Loc != loc("O9") {
		t.Fatalf("La Quica not on O9")
	}
	// Los Pepes' turn: only Don Berna is activated.
	s.factionTurn(box.LosPepes)
	if f := s.g.top(); f.kind != fActivation || viewOf[activationFrame](f).hunter != box.DonBerna {
		t.Fatalf("Los Pepes' turn starts with %v (frame %d), want Don Berna's activation", s.g.Pending(), f.kind)
	}
	// Still down the rest of the season; standing after 4.8.
	if !s.g.Pub.Hunters[box.Castano].Down {
		t.Fatalf("Castaño stood up during the season")
	}
	s.objNextSeason("0 1 1 2 2 3 3")
	if s.g.Pub.Hunters[box.Castano].Down {
		t.Fatalf("Castaño still down in season 2")
	}
	s.factionTurn(box.LosPepes)
	s.expectPrompt(PromptChooseHunter)
	s.objLegalOnly("hunter Castano", "hunter DonBerna")
}

// A Faction whose two hunters are laid down still uses its turn (ruling
// R14): nothing is activated.
func TestPlataBothHuntersDownTurnPasses(t *testing.T) {
	s := newScen(t)
	s.g.Pub.Hunters[box.Castano].Down = true
	s.g.Pub.Hunters[box.DonBerna].Down = true
	s.factionTurn(box.LosPepes) // the DEA passed its window as the turn began (ruling R25)
	if s.g.Pub.FactionActed[box.LosPepes] != true || s.g.Pub.Active != box.NoFaction {
		t.Fatalf("Los Pepes' turn did not pass: %v", s.g.Pending())
	}
}

// COMPONENTS: Plata o Plomo 1, Plata: the Patrón places 3 Labs on empty
// Farms (decision D18: he may stop early).
func TestPlataLabsPlata(t *testing.T) {
	s := plataQuica(t)
	s.lab("A13", false)
	s.plataOffer("PlataLabs")
	s.do("plata")
	s.expectPrompt(PromptPlataEffect)
	s.objLegalHas("lab A12", true)
	s.objLegalHas("lab A13", false)
	s.objLegalHas("lab A11", false)
	s.objLegalHas("lab card", false) // Established Production not active
	s.objLegalHas("done", true)
	s.refused("lab A11", "tokens")
	s.refused("lab A13", "R12")
	s.do("lab A12")
	s.do("lab C1")
	s.do("lab O2")
	// Three placed: the effect ends.
	if s.pending() == PromptPlataEffect {
		t.Fatalf("a fourth Lab was offered")
	}
	p := &s.g.Pub
	for _, l := range []string{"A12", "C1", "O2"} {
		if !p.Lab.Has(loc(l)) || !p.Coca.Has(loc(l)) {
			t.Fatalf("no Lab with a cube on %s", l)
		}
	}
	s.plataUsed(box.PlataLabs)
	if p.Hunters[box.Castano].Down {
		t.Fatalf("Plata laid Castaño down")
	}
}

// Decision D18: the Plata Labs may stop early.
func TestPlataLabsPlataStopsEarly(t *testing.T) {
	s := plataQuica(t)
	s.plataOffer("PlataLabs")
	s.do("plata")
	s.do("lab A12")
	s.do("done")
	if s.pending() == PromptPlataEffect || s.g.Pub.Lab.Count() != 1 {
		t.Fatalf("labs %v, pending %v", s.g.Pub.Lab, s.g.Pending())
	}
}

// Decision D11: the Plata Labs are placed in the Patrón's turn, so one may
// go on Established Production.
func TestPlataLabsOnEstablishedProduction(t *testing.T) {
	s := newScenWith(t, objOpts(box.EstablishedProduction, box.AirBridge, box.LaCatedral))
	s.g.Pub.Lab, s.g.Pub.Coca = 0, 0 // forget the setup's two Labs
	s.hunterAt(box.Castano, "A9")
	s.hand(box.Accountant, box.Bodyguard, box.PoisonCard, box.LimonCard, box.VelascoCard)
	s.do("discard Accountant")
	s.do("place LaQuica O9")
	s.plataOffer("PlataLabs")
	s.do("plata")
	s.do("lab card")
	s.objLegalHas("lab card", false)
	s.do("lab A12")
	if s.g.Pub.EstLabs != 1 || s.g.Pub.Lab.Count() != 1 {
		t.Fatalf("on card %d, map %v", s.g.Pub.EstLabs, s.g.Pub.Lab)
	}
}

func TestPlataLabsPlomo(t *testing.T) {
	s := plataQuica(t)
	s.plataOffer("PlataLabs")
	s.do("plomo")
	if s.g.Pub.Lab != 0 || !s.g.Pub.Hunters[box.Castano].Down {
		t.Fatalf("labs %v, Castaño down %v", s.g.Pub.Lab, s.g.Pub.Hunters[box.Castano].Down)
	}
	s.plataUsed(box.PlataLabs)
}

// COMPONENTS: Plata o Plomo 2, Plata: the Patrón gains 3 Glory.
func TestPlataGloryPlata(t *testing.T) {
	s := plataQuica(t)
	s.plataOffer("PlataGlory")
	glory := s.g.Pub.Glory
	s.do("plata")
	if s.g.Pub.Glory != glory+3 || s.g.Pub.Hunters[box.Castano].Down {
		t.Fatalf("glory %d (want %d)", s.g.Pub.Glory, glory+3)
	}
	s.plataUsed(box.PlataGlory)
}

// Ruling R6: Plata's glory reaching 20 wins at once.
func TestPlataGloryPlataWins(t *testing.T) {
	s := plataQuica(t)
	s.g.Pub.Glory = 17
	s.plataOffer("PlataGlory")
	s.do("plata")
	if r := s.g.Pub.Result; !r.Over || r.Winner != PatronSide || r.Reason != ReasonGlory {
		t.Fatalf("result %+v", r)
	}
}

// COMPONENTS: Plata o Plomo 3, Plata: the Patrón places 4 Controlled
// tokens on empty Cities.
func TestPlataControlPlata(t *testing.T) {
	s := plataQuica(t)
	s.blockade("A10")
	s.plataOffer("PlataControl")
	s.do("plata")
	s.expectPrompt(PromptPlataEffect)
	s.objLegalHas("control A11", true)
	s.objLegalHas("control C2", true) // any region
	s.objLegalHas("control A10", false)
	s.objLegalHas("control A12", false)
	s.refused("control A12", "tokens")
	s.refused("control A10", "R12")
	for _, c := range []string{"A11", "C2", "O7", "A1"} {
		s.do("control " + c)
	}
	if s.pending() == PromptPlataEffect || s.g.Pub.Controlled.Count() != 4 {
		t.Fatalf("controlled %v, pending %v", s.g.Pub.Controlled, s.g.Pending())
	}
	s.plataUsed(box.PlataControl)
}

func TestPlataControlPlomo(t *testing.T) {
	s := plataQuica(t)
	s.plataOffer("PlataControl")
	s.do("plomo")
	if s.g.Pub.Controlled != 0 || !s.g.Pub.Hunters[box.Castano].Down {
		t.Fatalf("controlled %v", s.g.Pub.Controlled)
	}
	s.plataUsed(box.PlataControl)
}

// COMPONENTS: Plata o Plomo 4, Plata: the Patrón at once plays 1 more
// Sicario card from his hand as a normal placement (no $1 move first), then
// draws back to 5.
func TestPlataSicarioPlata(t *testing.T) {
	s := plataQuica(t)
	s.plataOffer("PlataSicario")
	money := s.g.Pub.Money
	s.do("plata")
	// No $1 move is offered (the prompt's words say so: prose's test).
	s.expectPrompt(PromptPlayExtra)
	if s.g.Pub.HandCount != 4 {
		t.Fatalf("hand %d", s.g.Pub.HandCount)
	}
	for _, l := range s.legalText() {
		if strings.HasPrefix(l, "move") || l == "play LaQuica" {
			t.Fatalf("legal %q during the Plata placement", l)
		}
	}
	s.do("play Bodyguard")
	s.do("spend 0")
	s.do("place Blackie A12")
	s.expectPrompt(PromptSicarioAction)
	s.do("control A11")
	s.do("done")
	p := &s.g.Pub
	if p.Slots[box.Blue].Loc != loc("A12") || !p.Controlled.Has(loc("A11")) {
		t.Fatalf("Blackie %v, controlled %v", p.Slots[box.Blue].Loc, p.Controlled)
	}
	if p.HandCount != 5 || p.Money != money {
		t.Fatalf("hand %d, money %d", p.HandCount, p.Money)
	}
	if !p.Discard.Has(box.Bodyguard) || !p.Discard.Has(box.Accountant) {
		t.Fatalf("discards %v", p.Discard)
	}
	s.plataUsed(box.PlataSicario)
	// The Patrón's turn is over: a Faction turn follows.
	s.passDEAOpening()
	s.expectPrompt(PromptChooseFaction)
}

func TestPlataSicarioPlomo(t *testing.T) {
	s := plataQuica(t)
	s.plataOffer("PlataSicario")
	s.do("plomo")
	if !s.g.Pub.Hunters[box.Castano].Down || s.g.Pub.SicarioLocs().Count() != 1 {
		t.Fatalf("Castaño down %v, sicarios %v", s.g.Pub.Hunters[box.Castano].Down, s.g.Pub.SicarioLocs())
	}
	s.plataUsed(box.PlataSicario)
	s.passDEAOpening()
	s.expectPrompt(PromptChooseFaction)
}

// Ruling R10: the Patrón picks the target among the hunters next to La
// Quica; laid-down hunters count, both for the placement and as targets.
func TestPlataQuicaTargetsLaidDownCount(t *testing.T) {
	s := newScen(t)
	s.hideout("A11")
	s.hunterAt(box.Castano, "A9")
	s.hunterAt(box.Murphy, "O10")
	s.g.Pub.Hunters[box.Castano].Down = true
	s.hand(box.Accountant, box.Bodyguard, box.PoisonCard, box.LimonCard, box.VelascoCard)
	s.do("discard Accountant")
	s.objLegalHas("place LaQuica O9", true)
	s.objLegalHas("place LaQuica A12", true) // next to the laid-down Castaño only
	s.do("place LaQuica O9")
	s.objLegalOnly("target Castano", "target Murphy")
	s.refused("target DonBerna", "R10")
	s.do("target Murphy")
	s.do("offer PlataControl")
	if seat := s.g.Pending().Seat; seat != SeatDEA {
		t.Fatalf("Murphy's answer is %v's", seat)
	}
}

// Ruling R10: with no hunter next to any location in range, La Quica
// cannot be placed at all.
func TestPlataQuicaNeedsAHunter(t *testing.T) {
	s := newScen(t)
	s.hideout("O13")
	// The Andina hunters go north, far from the reach of La Quica.
	s.hunterAt(box.Gilberto, "C1")
	s.hunterAt(box.Navegante, "C2")
	s.hunterAt(box.Castano, "C6")
	s.hunterAt(box.DonBerna, "C9")
	s.hand(box.Accountant, box.Bodyguard, box.PoisonCard, box.LimonCard, box.VelascoCard)
	for _, l := range s.legalText() {
		if l == "discard Accountant" {
			// León can still be placed by a discard; La Quica cannot.
			s.do(l)
			for _, m := range s.legalText() {
				if strings.HasPrefix(m, "place LaQuica") {
					t.Fatalf("legal %q with no hunter near", m)
				}
			}
			s.refused("place LaQuica O6", "R10")
			return
		}
	}
	t.Fatalf("no discard offered: %v", s.legalText())
}

// Ruling R10 (rulebook: he looks through the deck and chooses): only the
// cards left in the deck may be offered; an empty deck is refilled from
// the discards.
func TestPlataDeckRefilledWhenEmpty(t *testing.T) {
	s := plataQuica(t)
	p := &s.g.Pub
	p.PlataDeck = [box.NumPlata]bool{false, true, false, false}
	p.PlataDiscard = [box.NumPlata]bool{true, false, true, true}
	s.do("target Castano")
	s.objLegalOnly("offer PlataGlory")
	s.refused("offer PlataLabs", "R10")
	s.do("offer PlataGlory")
	s.do("plomo")
	if p.PlataDeck != [box.NumPlata]bool{} || p.PlataDiscard != [box.NumPlata]bool{true, true, true, true} {
		t.Fatalf("deck %v discard %v", p.PlataDeck, p.PlataDiscard)
	}
	// Next ultimatum (next season, ruling R8): the deck is empty, so the
	// discards come back.
	s.objNextSeason("0 1 1 2 2 3 3")
	s.hand(box.Bodyguard, box.PoisonCard, box.LimonCard, box.VelascoCard, box.LoyalToTheEnd)
	s.do("discard Bodyguard")
	s.do("place LaQuica O9")
	evs := s.objDo("target Castano")
	if objEventIndex(evs, EvPlataRefill) < 0 {
		t.Fatalf("no refill event: %v", evs)
	}
	s.objLegalOnly("offer PlataLabs", "offer PlataGlory", "offer PlataControl", "offer PlataSicario")
	if p.PlataDiscard != [box.NumPlata]bool{} {
		t.Fatalf("discards %v after the refill", p.PlataDiscard)
	}
}
