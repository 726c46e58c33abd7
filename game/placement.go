package game

import (
	"math/bits"

	"patron/game/board"
	"patron/game/box"
)

// The Patrón's turn: he may pay $1 to move one sicario up to 3 spaces, must
// play (or discard) one Sicario card to place a sicario, then draws back up
// to five cards.
func (g *Game) runPatronTurn(f *frame) bool {
	if f.step == 0 {
		g.Pub.EstUsedTurn = false
	}
	return g.placeThenDraw(f, plTop)
}

// placeThenDraw runs a placement and then the draw back to five, as steps
// 0, 1 of f: the Patrón's turn, and Plata o Plomo's "play one more".
func (g *Game) placeThenDraw(f *frame, flags int8) bool {
	switch f.step {
	case 0:
		g.push(frameOf(fPlacement, placementFrame{flags: flags}))
	case 1:
		g.push(frame{kind: fDraw})
	default:
		g.pop()
		return false
	}
	f.step++
	return false
}

// A placement's view of its frame: the card played (or discarded), the
// placed sicario's slot, the tiers of the card's payment made, and flags.
type placementFrame struct {
	kind    frameKind
	step    int8
	card    box.Card
	slot    box.Slot
	paid    int8 // tiers paid
	flags   int8 // pl… below
	_, _, _ int8
	_       board.Set
}

// Placement flags and steps.
const (
	plTop       int8 = 1 // the turn's own placement: the $1 move may come first
	plMoved     int8 = 2 // the $1 move was made
	plDiscarded int8 = 4 // the card was discarded to place León or La Quica

	plCard   int8 = 0
	plSpend  int8 = 1
	plPlace  int8 = 2
	plBribe  int8 = 3 // Bribing Politicians: $3 on the card?
	plAction int8 = 4
	plEffect int8 = 5
	plFinish int8 = 6
)

// placeable is where the sicario of slot s may be placed now, before the
// range from the hideout: no figure there, no Blockade on a City, and for La
// Quica a hunter next to it (ruling R10).
func (g *Game) placeable(s box.Slot) board.Set {
	p := &g.Pub
	if p.Slots[s].OnMap() || p.Slots[s].Captured {
		return 0
	}
	m := board.Map
	out := m.All &^ p.Figures() &^ (p.Blockade & m.City)
	if s == box.Black {
		out &= m.Neighbours(p.hunAt)
	}
	return out
}

// inRange narrows locations to the sicario's range from the hideout; only
// the Patrón's machine (or an audit) knows it.
func (g *Game) inRange(s box.Slot, locs board.Set) board.Set {
	return locs & board.Map.Within[g.Sec.Hideout][s.Range()]
}

// figureSlots is the slots a played card may place: its own figure's, or
// any regular one for a silhouette; León and La Quica for a discard.
func (g *Game) figureSlots(card box.Card, discarded bool) (slots [box.NumSlots]box.Slot, n int) {
	switch {
	case discarded:
		slots[0], slots[1] = box.White, box.Black
		return slots, 2
	case card.Silhouette():
		for s := box.Slot(0); s < box.NumRegularSlots; s++ {
			slots[n] = s
			n++
		}
		return slots, n
	}
	slots[0] = g.Pub.SlotOf(box.Cards[card].Figure)
	return slots, 1
}

// placements says, once per decision, which slots can take their sicario
// now: somewhere placeable and (with secrets) in range. Checking a card is
// then a lookup.
type placements struct {
	ok              [box.NumSlots]bool
	anyRegular      bool
	leonAnyDistance bool // León placeable out of range, if his card is paid for
}

func (g *Game) placements() placements {
	var pl placements
	secrets := g.checkSecrets()
	for s := box.Slot(0); s < box.NumSlots; s++ {
		locs := g.placeable(s)
		pl.ok[s] = locs != 0 && (!secrets || g.inRange(s, locs) != 0)
		if s < box.NumRegularSlots && pl.ok[s] {
			pl.anyRegular = true
		}
		if s == box.White {
			pl.leonAnyDistance = locs != 0 && g.Pub.Money >= box.Cards[box.LeonCard].Pay[0]
		}
	}
	return pl
}

// can reports whether a card, played or discarded, leads to a placement.
func (pl *placements) can(g *Game, card box.Card, discarded bool) bool {
	switch {
	case discarded:
		return pl.ok[box.White] || pl.ok[box.Black]
	case card.Silhouette():
		return pl.anyRegular
	case card == box.LeonCard:
		return pl.ok[box.White] || pl.leonAnyDistance
	}
	s := g.Pub.SlotOf(box.Cards[card].Figure)
	return s >= 0 && pl.ok[s]
}

// canPlace reports whether the card leads to some legal placement (with
// secrets, counting the range; León's card may pay to ignore it).
func (g *Game) canPlace(card box.Card, discarded bool) bool {
	pl := g.placements()
	return pl.can(g, card, discarded)
}

// anyPlacement reports whether any card in hand can place any sicario
// (ruling R9 applies when none can).
func (g *Game) anyPlacement() bool {
	pl := g.placements()
	if g.Sec.Hand != 0 && pl.can(g, box.NoCard, true) {
		return true
	}
	for r := g.Sec.Hand; r != 0; r &= r - 1 {
		if pl.can(g, lowestCard(r), false) {
			return true
		}
	}
	return false
}

func lowestCard(s box.CardSet) box.Card {
	if s == 0 {
		return box.NoCard
	}
	return box.Card(bits.TrailingZeros32(uint32(s)))
}

// placementPrompt is the decision of the placement's step; a placement
// that is not the turn's own (Plata's "play one more") has no $1 move.
func placementPrompt(f *placementFrame) Prompt {
	switch {
	case f.step == plCard && f.flags&plTop != 0:
		return PromptPlay
	case f.step == plCard:
		return PromptPlayExtra
	case f.step == plSpend:
		return PromptSpend
	case f.step == plBribe:
		return PromptBribe
	}
	return PromptPlace
}

// placementDetail: the card once played, the sicario once placed.
func (g *Game) placementDetail(f *placementFrame, d Detail) Detail {
	if f.step > plCard {
		d.Card = f.card
	}
	if f.step > plPlace {
		d.Figure = g.Pub.Slots[f.slot].Figure
	}
	return d
}

func (g *Game) runPlacement(f *placementFrame) bool {
	p := &g.Pub
	switch f.step {
	case plCard:
		if p.HandCount == 0 {
			g.pop() // nothing to play or discard
			return false
		}
		return true
	case plSpend:
		if f.flags&plDiscarded != 0 || f.card.Tiers() == 0 || p.Money < f.card.PayFor(1) {
			f.paid = 0
			f.step = plPlace
			return false
		}
		return true
	case plPlace:
		return true
	case plBribe:
		if g.bribeAllowed() {
			return true
		}
		f.step = plAction
	case plAction:
		s := f.slot
		switch s {
		case box.White:
			g.pushSicarioMove(s, box.LeonMoveSteps)
		case box.Black:
			g.push(frame{kind: fQuica})
		default:
			n := int8(box.RegularActions)
			if f.card == box.Recruiter && f.flags&plDiscarded == 0 && f.paid > 0 {
				n++
			}
			g.push(frameOf(fActions, sicarioActionsFrame{slot: s, left: n}))
		}
		f.step = plEffect
	case plEffect:
		f.step = plFinish
		if f.flags&plDiscarded == 0 {
			g.push(frameOf(fCardEffect, cardEffectFrame{card: f.card, slot: f.slot, paid: f.paid, region: -1}))
		}
	case plFinish:
		if f.flags&plDiscarded == 0 {
			c := f.card
			if box.Cards[c].EndOfSeason {
				p.EndSlots[p.EndCount] = c
				p.EndCount++
			} else {
				p.Discard = p.Discard.With(c)
			}
		}
		g.pop()
	}
	return false
}

func (g *Game) legalPlacement(f *placementFrame, out []Command) []Command {
	switch f.step {
	case plCard:
		if f.flags&plTop != 0 && f.flags&plMoved == 0 && g.Pub.Money >= box.SicarioMoveCost {
			for s := box.Slot(0); s < box.NumSlots; s++ {
				if g.Pub.Slots[s].OnMap() && g.sicarioCanMove(s, box.SicarioMoveSteps) {
					out = add(out, OpMove, int8(g.Pub.Slots[s].Figure), -1)
				}
			}
		}
		any := false
		pl := g.placements()
		special := pl.can(g, box.NoCard, true) // the same for every card
		for r := g.Sec.Hand; r != 0; r &= r - 1 {
			c := lowestCard(r)
			if pl.can(g, c, false) {
				out = add(out, OpPlay, int8(c), -1)
				any = true
			}
			if special {
				out = add(out, OpDiscard, int8(c), -1)
				any = true
			}
		}
		if !any {
			for r := g.Sec.Hand; r != 0; r &= r - 1 {
				out = add(out, OpFold, int8(lowestCard(r)), -1)
			}
		}
	case plSpend:
		card := f.card
		for t := 0; t <= card.Tiers(); t++ {
			if g.Pub.Money >= card.PayFor(t) && g.spendLeavesPlacement(card, t) {
				out = add(out, OpSpend, int8(t), -1)
			}
		}
	case plBribe:
		out = add(add(out, OpBribe, -1, -1), OpPass, -1, -1)
	case plPlace:
		slots, n := g.figureSlots(f.card, f.flags&plDiscarded != 0)
		for _, s := range slots[:n] {
			locs := g.placeable(s)
			if !g.anyDistance(f, s) {
				locs = g.inRange(s, locs)
			}
			for r := locs; r != 0; {
				out = add(out, OpPlace, int8(g.Pub.Slots[s].Figure), int8(r.Next(&r)))
			}
		}
	}
	return out
}

// anyDistance: León placed by his own card with its $3 paid ignores range.
func (g *Game) anyDistance(f *placementFrame, s box.Slot) bool {
	return s == box.White && f.card == box.LeonCard && f.flags&plDiscarded == 0 && f.paid > 0
}

// spendLeavesPlacement: without the payment, León's card must still have a
// location in range.
func (g *Game) spendLeavesPlacement(card box.Card, tiers int) bool {
	if card != box.LeonCard || tiers > 0 || !g.checkSecrets() {
		return true
	}
	return g.inRange(box.White, g.placeable(box.White)) != 0
}

// cardPlayable checks what the public can see of a played card: it is not
// face up anywhere, so it may be in the hand.
func (g *Game) cardHidden(c box.Card) bool {
	p := &g.Pub
	if c < 0 || c >= box.NumCards || p.Discard.Has(c) || p.OutOfGame.Has(c) {
		return false
	}
	for _, k := range p.EndSlots[:p.EndCount] {
		if k == c {
			return false
		}
	}
	return true
}

func (g *Game) applyPlacement(f *placementFrame, c Command) error {
	switch f.step {
	case plCard:
		return g.applyCardChoice(f, c)
	case plSpend:
		if c.Op != OpSpend {
			return wrongOp(c, PromptSpend)
		}
		card := f.card
		t := int(c.A)
		if t < 0 || t > card.Tiers() {
			return refuse(ruleCard, "%s offers %d payments", card, card.Tiers())
		}
		cost := card.PayFor(t)
		if cost > g.Pub.Money {
			return refuse(ruleMoney, "paying $%d needs more than the $%d he has", cost, g.Pub.Money)
		}
		if !g.spendLeavesPlacement(card, t) {
			return refuse(ruleRange, "without the $%d León has no location in range", box.Cards[box.LeonCard].Pay[0])
		}
		f.paid = int8(t)
		g.Pub.Money -= cost
		g.emit(Event{Kind: EvSpend, A: int16(card), B: int16(cost), C: int16(g.Pub.Money)})
		if cost > 0 {
			g.pepesCut()
		}
		f.step = plPlace
		return nil
	case plPlace:
		return g.applyPlace(f, c)
	case plBribe:
		switch c.Op {
		case OpBribe:
			g.bribe()
		case OpPass:
		default:
			return wrongOp(c, PromptBribe)
		}
		f.step = plAction
		return nil
	}
	return refuse(ruleTurn, "nothing to decide now")
}

// pepesCut: $1 of a payment for a Sicario card's effect goes to Los Pepes
// (at most $1 per card).
func (g *Game) pepesCut() {
	g.Pub.PepesMoney++
	g.emit(Event{Kind: EvPepesCut, A: int16(g.Pub.PepesMoney)})
}

func (g *Game) applyCardChoice(f *placementFrame, c Command) error {
	p := &g.Pub
	card := box.Card(c.A)
	switch c.Op {
	case OpMove:
		fig := box.Figure(c.A)
		s := p.SlotOf(fig)
		if f.flags&plTop == 0 || f.flags&plMoved != 0 {
			return refuse(ruleMove, "one sicario move per turn, before the placement")
		}
		if s < 0 || !p.Slots[s].OnMap() {
			return refuse(ruleMove, "%s is not on the map", fig)
		}
		if p.Money < box.SicarioMoveCost {
			return refuse(ruleMoney, "moving a sicario costs $%d", box.SicarioMoveCost)
		}
		if !g.sicarioCanMove(s, box.SicarioMoveSteps) {
			return refuse(ruleMove, "%s has nowhere to go", fig)
		}
		f.flags |= plMoved
		g.payMoney(box.SicarioMoveCost)
		g.emit(Event{Kind: EvSicarioMoveStart, A: int16(fig)})
		g.pushSicarioMove(s, box.SicarioMoveSteps)
		return nil
	case OpPlay, OpDiscard, OpFold:
	default:
		return wrongOp(c, placementPrompt(f)) // PromptPlayExtra during Plata's placement
	}
	if !g.cardHidden(card) {
		return refuse(rulePlacement, "%s is not in the Patrón's hand (it is face up or out of the game)", card)
	}
	if g.checkSecrets() && !g.Sec.Hand.Has(card) {
		return refuse(rulePlacement, "%s is not in the Patrón's hand", card)
	}
	discarded := c.Op == OpDiscard
	switch c.Op {
	case OpFold:
		if g.checkSecrets() && g.anyPlacement() {
			return refuse("R9", "a sicario can still be placed: a card may be folded only when none can")
		}
	default:
		if !g.canPlace(card, discarded) {
			if discarded {
				return refuse(rulePlacement, "neither León nor La Quica can be placed now")
			}
			return refuse("R8", "%s cannot place its sicario now (on the map, captured, or nowhere to go)", card)
		}
	}
	p.HandCount--
	if g.Sec != nil {
		g.Sec.Hand = g.Sec.Hand.Without(card)
	}
	f.card = card
	switch c.Op {
	case OpFold:
		p.Discard = p.Discard.With(card)
		g.emit(Event{Kind: EvFold, A: int16(card)})
		g.pop()
	case OpDiscard:
		p.Discard = p.Discard.With(card)
		f.flags |= plDiscarded
		f.step = plPlace
		g.emit(Event{Kind: EvDiscardForSpecial, A: int16(card)})
	default:
		f.step = plSpend
		g.emit(Event{Kind: EvPlay, A: int16(card)})
	}
	return nil
}

func (g *Game) applyPlace(f *placementFrame, c Command) error {
	if c.Op != OpPlace {
		return wrongOp(c, PromptPlace)
	}
	p := &g.Pub
	fig, l := box.Figure(c.A), board.Loc(c.B)
	s := p.SlotOf(fig)
	slots, n := g.figureSlots(f.card, f.flags&plDiscarded != 0)
	ok := false
	for _, x := range slots[:n] {
		ok = ok || (x == s && s >= 0)
	}
	if !ok {
		return refuse(rulePlacement, "this card cannot place %s", fig)
	}
	if p.Slots[s].OnMap() || p.Slots[s].Captured {
		return refuse("R8", "%s is on the map or was captured this season", fig)
	}
	if p.Figures().Has(l) {
		return refuse(rulePlacement, "%s already holds a figure", l)
	}
	if (p.Blockade & board.Map.City).Has(l) {
		return refuse(rulePlacement, "%s is a City with a Blockade", l)
	}
	if s == box.Black && board.Map.Adj[l]&p.hunAt == 0 {
		return refuse("R10", "La Quica must be placed next to a hunter")
	}
	anyDistance := g.anyDistance(f, s)
	if g.checkSecrets() && !anyDistance {
		if d := int(board.Map.Dist[g.Sec.Hideout][l]); d > s.Range() {
			return refuse(ruleRange, "%s is %d spaces from the hideout; %s's range is %d", l, d, fig, s.Range())
		}
	}
	p.setSicario(s, l)
	f.slot = s
	f.step = plBribe
	g.emit(Event{Kind: EvPlace, A: int16(fig), B: int16(l)})
	if !anyDistance {
		g.deduce(board.Map.Within[l][s.Range()])
	}
	return nil
}
