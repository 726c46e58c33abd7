package game

import (
	"fmt"

	"patron/game/board"
	"patron/game/box"
)

// CheckInvariants reports the first broken invariant of the state: token
// pools, one token per location, figure rules, money and tracks in range,
// every card accounted for, and (with secrets) the hideout inside the
// deduction set. Random-game tests call it after every command.
func (g *Game) CheckInvariants() error {
	p := &g.Pub
	m := board.Map
	switch {
	case p.Blockade&p.Controlled != 0 || p.Blockade&p.Lab != 0 || p.Controlled&p.Lab != 0:
		return fmt.Errorf("a location holds two tokens (R12)")
	case p.Lab&^m.Farm != 0:
		return fmt.Errorf("a Lab on a City: %v", p.Lab&^m.Farm)
	case (p.Blockade|p.Controlled)&^m.City != 0:
		return fmt.Errorf("a Blockade or Controlled token on a Farm")
	case p.Coca&^p.Lab != 0:
		return fmt.Errorf("a Coca cube on a location without a Lab")
	case p.Party&^m.City != 0 || p.Coins&^m.City != 0:
		return fmt.Errorf("a Party token or Robin Hood's $1 off a City")
	case p.LabsLeft() < 0 || p.BlockadeTokensLeft() < 0 || p.CocaLeft() < 0 || p.PartyLeft() < 0:
		return fmt.Errorf("a pool is overdrawn: labs %d, blockade/controlled %d, coca %d, party %d",
			p.LabsLeft(), p.BlockadeTokensLeft(), p.CocaLeft(), p.PartyLeft())
	case p.Money < 0 || p.PepesMoney < 0 || p.BribeMoney < 0:
		return fmt.Errorf("negative money: Patrón %d, Los Pepes %d", p.Money, p.PepesMoney)
	case p.Glory < 0 || p.Glory > box.GloryToWin || p.Income < 0 || p.Income > box.TrackMax:
		return fmt.Errorf("a track out of range: glory %d, income %d", p.Glory, p.Income)
	case p.CaliCubes < 0 || p.CaliCubes > box.CaliCubeSlots:
		return fmt.Errorf("Cali holds %d cubes", p.CaliCubes)
	case p.DEABoosts < 0 || p.DEARedraws < 0 || p.PoliciaBonuses < 0:
		return fmt.Errorf("a mini-card count is negative")
	case p.Captures < 0 || p.Captures > box.CapturesToWin || p.Completed > box.ObjectivesToWin:
		return fmt.Errorf("captures %d, completed objectives %d", p.Captures, p.Completed)
	}
	if err := g.checkFigures(); err != nil {
		return err
	}
	if err := g.checkCards(); err != nil {
		return err
	}
	if g.Sec != nil && p.Season > 0 && !p.Possible.Has(g.Sec.Hideout) {
		return fmt.Errorf("the deduction set %v lost the true hideout %v", p.Possible, g.Sec.Hideout)
	}
	return nil
}

func (g *Game) checkFigures() error {
	p := &g.Pub
	var sic, hun board.Set
	for s := range p.Slots {
		st := &p.Slots[s]
		if !st.OnMap() {
			if st.Coca {
				return fmt.Errorf("%s carries a cube off the map", st.Figure)
			}
			continue
		}
		if st.Captured {
			return fmt.Errorf("%s is captured but on the map", st.Figure)
		}
		if sic.Has(st.Loc) {
			return fmt.Errorf("two sicarios at %v", st.Loc)
		}
		sic = sic.With(st.Loc)
	}
	for h := range p.Hunters {
		l := p.Hunters[h].Loc
		if l == board.NoLoc {
			continue
		}
		if hun.Has(l) {
			return fmt.Errorf("two hunters at %v", l)
		}
		hun = hun.With(l)
	}
	if sic != p.sicAt || hun != p.hunAt {
		return fmt.Errorf("figure caches out of date")
	}
	if sic&hun != 0 {
		return fmt.Errorf("a sicario and a hunter share %v", sic&hun)
	}
	return nil
}

// inPlay counts Sicario cards played but not yet put away (their placement
// is under way).
func (g *Game) inPlay() int {
	n := 0
	for i := 0; i < g.Pub.depth; i++ {
		f := &g.Pub.stack[i]
		if f.kind == fPlacement && f.step >= plSpend && f.step <= plFinish && viewOf[placementFrame](f).flags&plDiscarded == 0 {
			n++
		}
	}
	return n
}

func (g *Game) checkCards() error {
	p := &g.Pub
	if p.Season > 0 {
		total := p.HandCount + p.DeckCount + p.Discard.Count() + p.EndCount + p.OutOfGame.Count() + g.inPlay()
		if total != int(box.NumCards) {
			return fmt.Errorf("Sicario cards: %d accounted for, want %d", total, box.NumCards)
		}
	}
	actions := p.ActionDeckLen + p.discardCount() + p.availableCount() + p.SetAside
	for a := range p.Dash {
		for _, v := range p.Dash[a] {
			if v != 0 {
				actions++
			}
		}
	}
	if actions != 18 {
		return fmt.Errorf("Action cards: %d accounted for, want 18", actions)
	}
	objectives := p.ObjDeckCount + p.ObjRevealed
	if p.depth > 0 && p.stack[0].kind == fSetup && p.stack[0].step == setupOrder {
		objectives += box.ObjectiveSlots // drawn, being placed
	}
	for _, sl := range p.ObjSlots {
		objectives += sl.Count
	}
	if objectives != int(box.NumObjectives) {
		return fmt.Errorf("objectives: %d accounted for, want %d", objectives, box.NumObjectives)
	}
	plata := 0
	for i := range p.PlataDeck {
		if p.PlataDeck[i] {
			plata++
		}
		if p.PlataDiscard[i] {
			plata++
		}
	}
	if plata != int(box.NumPlata) {
		return fmt.Errorf("Plata o Plomo cards: %d, want %d", plata, box.NumPlata)
	}
	if s := g.Sec; s != nil && p.Season > 0 {
		if s.Hand.Count() != p.HandCount || s.DeckLen != p.DeckCount {
			return fmt.Errorf("hand/deck %d/%d, public counts %d/%d", s.Hand.Count(), s.DeckLen, p.HandCount, p.DeckCount)
		}
		var seen box.CardSet
		for _, c := range s.Deck[:s.DeckLen] {
			if seen.Has(c) || s.Hand.Has(c) || p.Discard.Has(c) {
				return fmt.Errorf("card %s is in two places", c)
			}
			seen = seen.With(c)
		}
		if s.Hand&p.Discard != 0 {
			return fmt.Errorf("a card is both in hand and discarded")
		}
	}
	return nil
}
