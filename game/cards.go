package game

import (
	"patron/game/board"
	"patron/game/box"
)

// A played Sicario card's own effect, after the sicario's action. Payments
// were made when the card was played.

// A card effect's view of its frame: the card, the placed sicario's slot,
// the tiers paid, and what the card keeps; step as each card needs.
type cardEffectFrame struct {
	kind      frameKind
	step      int8
	card      box.Card
	slot      box.Slot
	paid      int8         // tiers paid
	unblocked int8         // Bribed Checkpoint: Blockades removed (2 once done)
	region    board.Region // Frame-up: the region named, or -1
	_, _      int8
	_         board.Set
}

// cardLoc is where the card's sicario was placed.
func (g *Game) cardLoc(f *cardEffectFrame) board.Loc { return g.Pub.Slots[f.slot].Loc }

// figureLoc is where a figure of this game stands, or NoLoc.
func (g *Game) figureLoc(fig box.Figure) board.Loc {
	s := g.Pub.SlotOf(fig)
	if s < 0 {
		return board.NoLoc
	}
	return g.Pub.Slots[s].Loc
}

func (g *Game) faceDownCount() int {
	n := 0
	for s := range g.Pub.Defense {
		if !g.Pub.Defense[s].Revealed {
			n++
		}
	}
	return n
}

// huntersNear is every hunter on a location next to l (roads only, R11).
func (g *Game) huntersNear(l board.Loc) board.Set {
	if l == board.NoLoc {
		return 0
	}
	return board.Map.Adj[l] & g.Pub.hunAt
}

// hunterEnterable is where a hunter may legally be moved to and stay.
func (g *Game) hunterEnterable() board.Set {
	p := &g.Pub
	return board.Map.All &^ p.sicAt &^ p.hunAt &^ (p.Controlled & board.Map.City)
}

// FreeSlots is how many of an action's dashboard slots are empty.
func (p *Public) FreeSlots(a box.Action) int {
	n := 0
	for i := 0; i < box.ActionSlots[a].Count; i++ {
		if p.Dash[a][i] == 0 {
			n++
		}
	}
	return n
}

// cardEffectDetail: the card, its sicario and where he stands.
func (g *Game) cardEffectDetail(f *cardEffectFrame, d Detail) Detail {
	p := &g.Pub
	d.Card, d.Figure, d.Loc = f.card, p.Slots[f.slot].Figure, p.Slots[f.slot].Loc
	return d
}

func (g *Game) runCardEffect(f *cardEffectFrame) bool {
	p := &g.Pub
	card, paid := f.card, f.paid > 0
	l := g.cardLoc(f)
	switch card {
	case box.Accountant:
		g.pop()
		g.gainMoney(2)
		if paid && p.Income < box.TrackMax {
			p.Income++
			g.emit(Event{Kind: EvIncomeTrack, A: int16(p.Income)})
		}
		return false
	case box.Bodyguard:
		if paid && f.step == 0 && g.faceDownCount() >= 2 {
			return true
		}
	case box.Ambush:
		if paid && f.step == 0 && g.huntersNear(l) != 0 {
			return true
		}
	case box.GetawayDriver:
		if f.step == 0 {
			f.step = 1
			if p.Slots[f.slot].OnMap() && g.sicarioCanMove(f.slot, 2) {
				g.pushSicarioMove(f.slot, 2)
			}
			return false
		}
	case box.FriendsInCongress:
		if paid && f.step == 0 && p.Blockade&board.Map.InRegion[board.Map.RegionOf[l]] != 0 {
			return true
		}
	case box.Hitman:
		if paid {
			for r := g.huntersNear(l); r != 0; {
				h := p.HunterAt(r.Next(&r))
				p.Hunters[h].LockNext = true
				g.emit(Event{Kind: EvLock, A: int16(h)})
			}
		}
	case box.StreetCredit:
		g.pop()
		if board.Map.City.Has(l) {
			g.gainGlory(1)
		}
		return false
	case box.Enforcer:
		if f.step == 0 && g.canCityToken(board.Map.Within[l][2], p.Controlled) {
			return true
		}
	case box.Intimidation:
		if paid && f.step == 0 && g.intimidationTargets(l) != 0 {
			return true
		}
	case box.LaQuicaCard:
		if paid && f.step == 0 {
			f.step = 1
			g.push(frame{kind: fQuica})
			return false
		}
	case box.SnitchsSentence:
		if paid && f.step == 0 && g.canSilence() {
			return true
		}
		if f.paid >= 2 && f.step <= 1 {
			f.step = 1
			return true
		}
	case box.FrameUp:
		if paid && f.step == 0 {
			return true
		}
		if f.step == 1 {
			f.step = 2
			g.push(frameOf(fFrameUp, frameUpFrame{region: f.region}))
			return false
		}
		if f.step == 2 && f.paid >= 2 {
			p.SelfLock = true
			g.emit(Event{Kind: EvSelfLockNext})
		}
	case box.MyLabs:
		region := board.Map.InRegion[board.Map.RegionOf[l]]
		switch {
		case f.step == 0 && g.canLab(region, g.labOnCardAllowed()):
			return true
		case f.step <= 1 && g.canCityToken(region, p.Controlled):
			f.step = 1
			return true
		case f.step <= 2 && paid && (g.canLab(board.Map.All, g.labOnCardAllowed()) || g.canCityToken(board.Map.All, p.Controlled)):
			f.step = 2
			return true
		}
	case box.Rally:
		g.pop()
		n := 0
		if board.Map.City.Has(l) {
			n++
		}
		if paid {
			n++
		}
		g.gainGlory(n)
		return false
	case box.BribedCheckpoint:
		if paid && f.unblocked < 2 && p.Blockade&board.Map.Within[l][2] != 0 {
			return true
		}
	}
	g.pop()
	return false
}

func (g *Game) intimidationTargets(l board.Loc) board.Set {
	var out board.Set
	enter := g.hunterEnterable()
	for r := g.huntersNear(l); r != 0; {
		h := r.Next(&r)
		if board.Map.Adj[h]&enter != 0 {
			out = out.With(h)
		}
	}
	return out
}

func (g *Game) canSilence() bool {
	for a := box.RangeInv; a <= box.RegionInv; a++ {
		if g.Pub.FreeSlots(a) > g.Pub.SilenceNext[a] {
			return true
		}
	}
	return false
}

func (g *Game) legalCardEffect(f *cardEffectFrame, out []Command) []Command {
	p := &g.Pub
	l := g.cardLoc(f)
	switch f.card {
	case box.Bodyguard:
		for a := box.Slot(0); a < box.NumSlots; a++ {
			for b := a + 1; b < box.NumSlots; b++ {
				if !p.Defense[a].Revealed && !p.Defense[b].Revealed {
					out = add(out, OpSwap, int8(p.Slots[a].Figure), int8(p.Slots[b].Figure))
				}
			}
		}
	case box.Ambush:
		for r := g.huntersNear(l); r != 0; {
			out = add(out, OpLock, int8(p.HunterAt(r.Next(&r))), -1)
		}
	case box.FriendsInCongress:
		for r := p.Blockade & board.Map.InRegion[board.Map.RegionOf[l]]; r != 0; {
			out = add(out, OpFlip, int8(r.Next(&r)), -1)
		}
	case box.Enforcer:
		out = g.cityTokenCmds(OpControl, board.Map.Within[l][2], p.Controlled, out)
	case box.Intimidation:
		enter := g.hunterEnterable()
		for r := g.intimidationTargets(l); r != 0; {
			hl := r.Next(&r)
			h := p.HunterAt(hl)
			for d := board.Map.Adj[hl] & enter; d != 0; {
				out = add(out, OpPush, int8(h), int8(d.Next(&d)))
			}
		}
	case box.SnitchsSentence:
		if f.step == 0 {
			for a := box.RangeInv; a <= box.RegionInv; a++ {
				if p.FreeSlots(a) > p.SilenceNext[a] {
					out = add(out, OpSilence, int8(a), -1)
				}
			}
			return out
		}
		for fa := box.Faction(0); fa < box.NumFactions; fa++ {
			if !p.FactionActed[fa] {
				out = add(out, OpNext, int8(fa), -1)
			}
		}
		return out
	case box.FrameUp:
		for r := board.Region(0); r < board.NumRegions; r++ {
			out = add(out, OpName, int8(r), -1)
		}
		return out
	case box.MyLabs:
		region := board.Map.InRegion[board.Map.RegionOf[l]]
		switch f.step {
		case 0:
			out = g.labCmds(region, g.labOnCardAllowed(), out)
		case 1:
			out = g.cityTokenCmds(OpControl, region, p.Controlled, out)
		default:
			out = g.labCmds(board.Map.All, g.labOnCardAllowed(), out)
			out = g.cityTokenCmds(OpControl, board.Map.All, p.Controlled, out)
		}
	case box.BribedCheckpoint:
		for r := p.Blockade & board.Map.Within[l][2]; r != 0; {
			out = add(out, OpUnblock, int8(r.Next(&r)), -1)
		}
	}
	return add(out, OpDone, -1, -1)
}

func (g *Game) applyCardEffect(f *cardEffectFrame, c Command) error {
	p := &g.Pub
	card := f.card
	l := g.cardLoc(f)
	if c.Op == OpDone {
		if card == box.SnitchsSentence && f.step == 0 {
			return refuse(ruleCard, "Snitch's Sentence: with the $3 paid, close an empty Investigation slot")
		}
		if card == box.SnitchsSentence && f.step == 1 {
			return refuse(ruleCard, "Snitch's Sentence: with the $2 paid, name the Faction that acts next")
		}
		if card == box.FrameUp && f.step == 0 {
			return refuse(ruleCard, "Frame-up: with the $3 paid, name a region")
		}
		g.doneCardStep(f)
		return nil
	}
	switch {
	case card == box.Bodyguard && c.Op == OpSwap:
		a, b := p.SlotOf(box.Figure(c.A)), p.SlotOf(box.Figure(c.B))
		if a < 0 || b < 0 || a >= b || p.Defense[a].Revealed || p.Defense[b].Revealed {
			return refuse(ruleCard, "Bodyguard swaps the tokens of two different sicarios whose tokens are face down, named in dashboard order")
		}
		p.Defense[a].Digest, p.Defense[b].Digest = p.Defense[b].Digest, p.Defense[a].Digest
		if s := g.Sec; s != nil {
			s.Defense[a], s.Defense[b] = s.Defense[b], s.Defense[a]
			s.DefSalts[a], s.DefSalts[b] = s.DefSalts[b], s.DefSalts[a]
		}
		g.emit(Event{Kind: EvSwap, A: int16(c.A), B: int16(c.B)})
	case card == box.Ambush && c.Op == OpLock:
		h := box.Hunter(c.A)
		if h < 0 || h >= box.NumHunters || !g.huntersNear(l).Has(p.Hunters[h].Loc) {
			return refuse(ruleCard, "Ambush locks a hunter next to Poison")
		}
		p.Hunters[h].LockNext = true
		g.emit(Event{Kind: EvLock, A: int16(h)})
	case card == box.FriendsInCongress && c.Op == OpFlip:
		t := board.Loc(c.A)
		if !(p.Blockade & board.Map.InRegion[board.Map.RegionOf[l]]).Has(t) {
			return refuse(ruleCard, "Friends in Congress flips a Blockade in Velasco's region")
		}
		p.Blockade = p.Blockade.Without(t)
		p.Controlled = p.Controlled.With(t)
		g.emit(Event{Kind: EvFlip, A: int16(t)})
	case card == box.Enforcer && c.Op == OpControl:
		if err := g.tryControl(c, board.Map.Within[l][2]); err != nil {
			return err
		}
	case card == box.Intimidation && c.Op == OpPush:
		h, to := box.Hunter(c.A), board.Loc(c.B)
		if h < 0 || h >= box.NumHunters || !g.intimidationTargets(l).Has(p.Hunters[h].Loc) {
			return refuse(ruleCard, "Intimidation moves a hunter next to Tyson")
		}
		if !(board.Map.Adj[p.Hunters[h].Loc] & g.hunterEnterable()).Has(to) {
			return refuse(ruleCard, "%s cannot be moved to %s: it must be one road away and enterable", h, to)
		}
		p.setHunter(h, to)
		g.emit(Event{Kind: EvPushed, A: int16(h), B: int16(to)})
	case card == box.SnitchsSentence && c.Op == OpSilence && f.step == 0:
		a := box.Action(c.A)
		if !a.Investigation() || p.FreeSlots(a) <= p.SilenceNext[a] {
			return refuse(ruleCard, "Snitch's Sentence closes an empty Investigation slot")
		}
		p.SilenceNext[a]++
		g.emit(Event{Kind: EvSilence, A: int16(a)})
	case card == box.SnitchsSentence && c.Op == OpNext && f.step == 1:
		if err := g.chooseNextFaction(box.Faction(c.A)); err != nil {
			return err
		}
	case card == box.FrameUp && c.Op == OpName && f.step == 0:
		if c.A < 0 || c.A >= board.NumRegions {
			return refuse(ruleCard, "no such region")
		}
		f.region = board.Region(c.A)
		g.emit(Event{Kind: EvFrameUp, A: int16(c.A)})
	case card == box.MyLabs && c.Op == OpLab && f.step != 1:
		t := board.Map.All
		if f.step == 0 {
			t = board.Map.InRegion[board.Map.RegionOf[l]]
		}
		if err := g.tryLab(c, t, g.labOnCardAllowed()); err != nil {
			return err
		}
	case card == box.MyLabs && c.Op == OpControl && f.step >= 1:
		t := board.Map.All
		if f.step == 1 {
			t = board.Map.InRegion[board.Map.RegionOf[l]]
		}
		if err := g.tryControl(c, t); err != nil {
			return err
		}
	case card == box.BribedCheckpoint && c.Op == OpUnblock:
		if err := g.removeToken(&p.Blockade, tokBlockade, board.Loc(c.A), board.Map.Within[l][2], "Blockade"); err != nil {
			return err
		}
		f.unblocked++
		return nil
	default:
		return wrongOp(c, PromptCardEffect)
	}
	g.doneCardStep(f)
	return nil
}

// doneCardStep moves a card's effect to its next step.
func (g *Game) doneCardStep(f *cardEffectFrame) {
	switch f.card {
	case box.SnitchsSentence, box.MyLabs, box.FrameUp:
		f.step++
		if f.card == box.FrameUp && f.step == 1 && f.region < 0 {
			f.step = 2
		}
	case box.BribedCheckpoint:
		f.unblocked = 2
	default:
		f.step = 1
	}
}

// chooseNextFaction: the Patrón names the Faction that takes the next
// Faction turn (Snitch's Sentence, Robin Hood).
func (g *Game) chooseNextFaction(fa box.Faction) error {
	p := &g.Pub
	if fa < 0 || fa >= box.NumFactions || p.FactionActed[fa] {
		return refuse(ruleCard, "%s has already acted this season", fa)
	}
	p.NextFaction = fa
	g.emit(Event{Kind: EvNextFaction, A: int16(fa)})
	return nil
}

// Frame-up: each hunter in the named region is moved by its owner to a free
// location of another region next to an airport City of another region
// (decision D9). Being moved there is entering it, so a Controlled City is
// no destination: "Hunter figures CANNOT enter a City Location containing a
// Controlled token" (rulebook p.15).

// Frame-up's view of its frame: the region named; step is the next hunter
// to consider.
type frameUpFrame struct {
	kind    frameKind
	step    int8
	region  board.Region
	_, _, _ int8
	_, _, _ int8
	_       board.Set
}

// frameUpDest is where a hunter in the region may be moved to.
func (g *Game) frameUpDest(region board.Region) board.Set {
	m := board.Map
	other := m.All &^ m.InRegion[region]
	return other & m.Neighbours(m.Airport&other) & g.hunterEnterable()
}

func (g *Game) runFrameUp(f *frameUpFrame) bool {
	p := &g.Pub
	for ; f.step < int8(box.NumHunters); f.step++ {
		l := p.Hunters[f.step].Loc
		if board.Map.InRegion[f.region].Has(l) && g.frameUpDest(f.region) != 0 {
			return true
		}
	}
	g.pop()
	return false
}

func (g *Game) frameUpSeat(f *frameUpFrame) Seat { return FactionSeat(box.Hunter(f.step).Faction()) }

// frameUpDetail: the hunter to move.
func (g *Game) frameUpDetail(f *frameUpFrame, d Detail) Detail {
	d.Hunter = box.Hunter(f.step)
	return d
}

func (g *Game) legalFrameUp(f *frameUpFrame, out []Command) []Command {
	for r := g.frameUpDest(f.region); r != 0; {
		out = add(out, OpFrame, f.step, int8(r.Next(&r)))
	}
	return out
}

func (g *Game) applyFrameUp(f *frameUpFrame, c Command) error {
	if c.Op != OpFrame {
		return wrongOp(c, PromptFrameUp)
	}
	h, to := box.Hunter(c.A), board.Loc(c.B)
	if h != box.Hunter(f.step) {
		return refuse(ruleCard, "Frame-up moves %s now", box.Hunter(f.step))
	}
	if !g.frameUpDest(f.region).Has(to) {
		return refuse(ruleCard, "%s is not a free location outside %s next to an airport City outside it", to, f.region)
	}
	g.Pub.setHunter(h, to)
	g.emit(Event{Kind: EvFramed, A: int16(h), B: int16(to)})
	f.step++
	return nil
}
