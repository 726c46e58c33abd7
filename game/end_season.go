package game

import (
	"patron/game/board"
	"patron/game/box"
)

// End of Season, in the order of ruling R1.
const (
	eosTriggers   int8 = iota // 4.1 End of Season cards
	eosIncome                 // 4.2 income
	eosShipping               // 4.3 shipping and lab production
	eosReveal                 // 4.4 the hideout is revealed
	eosObjectives             // 4.5 objectives checked
	eosGlory                  // 4.6 glory of the sicarios on the map; all return
	eosBudget                 // 4.7 the Patrón pays and relocates
	eosRefresh                // 4.8 hunters and Action deck refreshed
)

func (g *Game) runEndSeason(f *frame) bool {
	p := &g.Pub
	switch f.step {
	case eosTriggers:
		f.step = eosIncome
		g.push(frameOf(fTrigger, triggerFrame{}))
	case eosIncome:
		f.step = eosShipping
		p.Income += p.Lab.Count()
		if p.Income > box.TrackMax {
			p.Income = box.TrackMax
		}
		g.emit(Event{Kind: EvIncomeTrack, A: int16(p.Income)})
		g.gainMoney(box.Income(p.Income))
	case eosShipping:
		f.step = eosReveal
		for s := box.Slot(0); s < box.NumSlots; s++ {
			if p.Slots[s].Coca && board.Map.Airport.Has(p.Slots[s].Loc) {
				g.ship(s)
			}
		}
		for r := p.Lab &^ p.Coca; r != 0 && p.CocaLeft() > 0; {
			l := r.Next(&r)
			p.Coca = p.Coca.With(l)
			g.emit(Event{Kind: EvCocaProduced, A: int16(l)})
		}
	case eosReveal, eosBudget:
		return true
	case eosObjectives:
		f.step = eosGlory
		g.push(frame{kind: fObjCheck})
	case eosGlory:
		f.step = eosBudget
		glory := 0
		for s := box.Slot(0); s < box.NumSlots; s++ {
			if p.Slots[s].OnMap() {
				glory += s.Glory()
			}
		}
		g.gainGlory(glory)
		if p.Result.Over {
			return false
		}
		for s := box.Slot(0); s < box.NumSlots; s++ {
			p.setSicario(s, board.NoLoc)
			p.Slots[s].Captured = false
			p.Slots[s].Coca = false
		}
		g.emit(Event{Kind: EvSicariosReturn})
	default:
		g.refreshSeason()
		g.pop()
	}
	return false
}

func endSeasonPrompt(f *frame) Prompt {
	if f.step == eosReveal {
		return PromptRevealHideout
	}
	return PromptBudget
}

func (g *Game) legalEndSeason(f *frame, out []Command) []Command {
	if f.step == eosReveal {
		c := cmd1(OpReveal, int8(g.Sec.Hideout))
		c.Salt = g.Sec.HideSalt
		return append(out, c)
	}
	for k := 0; k <= g.Pub.Money; k++ {
		out = add(out, OpBudget, int8(min(k, 99)), -1)
	}
	return out
}

func (g *Game) applyEndSeason(f *frame, c Command) error {
	p := &g.Pub
	if f.step == eosReveal {
		if c.Op != OpReveal {
			return wrongOp(c, PromptRevealHideout)
		}
		l := board.Loc(c.A)
		var mySalt Salt
		var mine byte
		if g.Sec != nil {
			mySalt, mine = saltOf(g.Sec.HideSalt), byte(g.Sec.Hideout)
		}
		if !g.opens(CommitHideout, c.SaltValue(), byte(l), p.HideDigest, mySalt, mine) {
			return refuse(ruleCommit, "%s with this salt does not open the hideout commitment", l)
		}
		p.PatronToken = l
		p.Possible = l.Bit()
		g.emit(Event{Kind: EvHideoutRevealed, A: int16(l)})
		f.step = eosObjectives
		return nil
	}
	if c.Op != OpBudget {
		return wrongOp(c, PromptBudget)
	}
	k := int(c.A)
	if k > p.Money {
		return refuse(ruleMoney, "a budget of $%d needs more than the $%d he has", k, p.Money)
	}
	if p.LimonFree {
		g.emit(Event{Kind: EvBudget, A: int16(k), B: 1}) // ruling R21: declared, not paid
	} else {
		g.emit(Event{Kind: EvBudget, A: int16(k)})
		g.payMoney(k)
	}
	f.step = eosRefresh
	g.push(frameOf(fRelocate, relocateFrame{paid: int8(k)}))
	return nil
}

// relocationSet is where the Patrón may move from a location with a budget:
// up to k road steps, never into a hunter's location or a City with a
// Blockade, never by air; staying is allowed.
func (g *Game) relocationSet(from board.Loc, k int) board.Set {
	p := &g.Pub
	passable := board.Map.All &^ p.hunAt &^ (p.Blockade & board.Map.City)
	seen := from.Bit()
	for i := 0; i < k; i++ {
		next := seen | (board.Map.Neighbours(seen) & passable)
		if next == seen {
			break
		}
		seen = next
	}
	return seen
}

// A relocation's view of its frame: the dollars paid, as many steps.
type relocateFrame struct {
	kind    frameKind
	step    int8
	paid    int8
	_, _, _ int8
	_, _, _ int8
	_       board.Set
}

// relocateDetail: the dollars paid, as many steps.
func (g *Game) relocateDetail(f *relocateFrame, d Detail) Detail {
	d.Steps = int(f.paid)
	return d
}

func (g *Game) legalRelocate(f *relocateFrame, out []Command) []Command {
	for r := g.relocationSet(g.Sec.Hideout, int(f.paid)); r != 0; {
		out = add(out, OpHide, int8(r.Next(&r)), -1)
	}
	return out
}

func (g *Game) applyRelocate(f *relocateFrame, c Command) error {
	p := &g.Pub
	var allowed board.Set
	if g.Sec != nil {
		allowed = g.relocationSet(g.Sec.Hideout, int(f.paid))
	}
	if err := g.hide(c, allowed, "a relocation stays within the paid budget and avoids hunters and blockaded Cities"); err != nil {
		return err
	}
	p.Possible = g.relocationSet(p.PatronToken, int(f.paid))
	p.PatronToken = board.NoLoc
	g.pop()
	return nil
}

// refreshSeason is step 4.8 and the rest of the season's bookkeeping.
func (g *Game) refreshSeason() {
	p := &g.Pub
	for h := range p.Hunters {
		hs := &p.Hunters[h]
		hs.Down, hs.Acted = false, false
		if hs.LockUntil <= p.Season {
			hs.LockUntil = 0
		}
	}
	for s := range p.Defense {
		p.Defense[s] = DefenseState{Token: box.NoToken}
	}
	if g.Sec != nil {
		for s := range g.Sec.Defense {
			g.Sec.Defense[s] = box.NoToken
		}
	}
	p.FactionActed = [box.NumFactions]bool{}
	p.ShippedSeason = 0
	p.LimonFree = false
	p.NextFaction = box.NoFaction
	g.rebuildActionDeck()
	g.revealActions()
	g.emit(Event{Kind: EvSeasonEnd, A: int16(p.Season)})
}

// 4.1: the End of Season cards whose sicario is still on the map trigger,
// in the order the Patrón chooses; then all of them are discarded. Step 0
// collects them.

// The triggers' view of their frame: the End of Season cards still to
// resolve, bit i for EndSlots[i].
type triggerFrame struct {
	kind    frameKind
	step    int8
	_, _, _ int8
	_, _    int8
	_, _    int8
	waiting board.Set
}

func (g *Game) runTrigger(f *triggerFrame) bool {
	p := &g.Pub
	if f.step == 0 {
		f.step = 1
		for i, c := range p.EndSlots[:p.EndCount] {
			if s := p.SlotOf(box.Cards[c].Figure); s >= 0 && p.Slots[s].OnMap() {
				f.waiting = f.waiting.With(board.Loc(i))
			}
		}
	}
	switch f.waiting.Count() {
	case 0:
		for _, c := range p.EndSlots[:p.EndCount] {
			p.Discard = p.Discard.With(c)
		}
		p.EndCount = 0
		g.pop()
		return false
	case 1:
		g.resolveEndCard(f, int(f.waiting.First()))
		return false
	}
	return true
}

func (g *Game) legalTrigger(f *triggerFrame, out []Command) []Command {
	for r := f.waiting; r != 0; {
		out = add(out, OpTrigger, int8(g.Pub.EndSlots[r.Next(&r)]), -1)
	}
	return out
}

func (g *Game) applyTrigger(f *triggerFrame, c Command) error {
	if c.Op != OpTrigger {
		return wrongOp(c, PromptTrigger)
	}
	for r := f.waiting; r != 0; {
		i := r.Next(&r)
		if g.Pub.EndSlots[i] == box.Card(c.A) {
			g.resolveEndCard(f, int(i))
			return nil
		}
	}
	return refuse(ruleCard, "%s is not waiting to trigger", box.Card(c.A))
}

func (g *Game) resolveEndCard(f *triggerFrame, i int) {
	p := &g.Pub
	f.waiting = f.waiting.Without(board.Loc(i))
	c := p.EndSlots[i]
	g.emit(Event{Kind: EvTrigger, A: int16(c)})
	switch c {
	case box.FamilyBusiness:
		l := g.figureLoc(box.Gustavo)
		g.gainGlory(min(box.FamilyGloryMax, (reach(l) & p.Lab).Count()))
	case box.LoyalToTheEnd:
		g.gainGlory(2)
	case box.PoisonCard:
		p.PoisonNext = true
	case box.LimonCard:
		p.LimonFree = true
	case box.VelascoCard:
		g.push(frame{kind: fVelasco})
	case box.SafeHouses:
		g.gainMoney(3)
	}
}

func (g *Game) runVelasco(f *frame) bool {
	if g.Pub.Money < box.VelascoPrice {
		g.pop()
		return false
	}
	return true
}

func (g *Game) legalVelasco(f *frame, out []Command) []Command {
	p := &g.Pub
	for n := 0; n <= p.Money/box.VelascoPrice && n <= box.GloryToWin-p.Glory; n++ {
		out = add(out, OpBuy, int8(n), -1)
	}
	return out
}

func (g *Game) applyVelasco(f *frame, c Command) error {
	p := &g.Pub
	if c.Op != OpBuy {
		return wrongOp(c, PromptVelasco)
	}
	n := int(c.A)
	if n*box.VelascoPrice > p.Money {
		return refuse(ruleMoney, "%d Glory costs $%d; he has $%d", n, n*box.VelascoPrice, p.Money)
	}
	if p.Glory+n > box.GloryToWin {
		return refuse(ruleCard, "the track ends at %d", box.GloryToWin)
	}
	g.pop()
	if n > 0 {
		g.payMoney(n * box.VelascoPrice)
		g.pepesCut()
		g.gainGlory(n)
	}
	return nil
}
