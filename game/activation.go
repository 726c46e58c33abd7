package game

import (
	"patron/game/board"
	"patron/game/box"
)

// A hunter's activation: the DEA may play a mini-card, the hunter may move
// (not when locked, ruling R15), the DEA may redraw again once it has moved,
// the hunter must act if it can (ruling R14), and Cali may pay two cubes for
// an extra action (ruling R22).
//
// An activation's view of its frame.
type activationFrame struct {
	kind   frameKind
	step   int8
	hunter box.Hunter
	boost  int8 // extra move steps (the DEA's +2)
	locked int8 // 1 when the hunter is locked
	_      int8
	moved  int8 // steps its move took (set by finishMove; 0: it did not move)
	_, _   int8
	_      board.Set
}

const (
	acDEA      int8 = iota // the DEA's window before the move: +2 move, redraw
	acMove                 // the move
	acDEAMoved             // the DEA's window after a move, before the card: redraw
	acAction               // an Action card is placed
	acCali                 // Cali's extra action
	acDone
)

func (p *Public) availableCount() int {
	n := 0
	for _, v := range p.Available {
		if v != 0 {
			n++
		}
	}
	return n
}

func (p *Public) discardCount() int {
	return p.ActionDiscard[1] + p.ActionDiscard[2] + p.ActionDiscard[3]
}

func activationPrompt(f *activationFrame) Prompt {
	switch f.step {
	case acDEA, acDEAMoved:
		return PromptDEA
	case acCali:
		return PromptCaliExtra
	}
	return PromptUseAction
}

func (g *Game) activationDetail(f *activationFrame, d Detail) Detail {
	d.Hunter = f.hunter
	return d
}

func (g *Game) runActivation(f *activationFrame) bool {
	p := &g.Pub
	h := f.hunter
	switch f.step {
	case acDEA:
		if g.deaMayBoost(h) || g.deaMayRedraw() {
			return true
		}
		f.step = acMove
	case acMove:
		f.step = acDEAMoved
		f.moved = 0
		if p.moveLocked(h) {
			f.locked = 1
			p.Hunters[h].LockNext = false
			g.emit(Event{Kind: EvLockedSkip, A: int16(h)})
		} else if g.hunterCanMove(h, box.HunterMoveSteps+int(f.boost)) {
			g.pushHunterMove(h, box.HunterMoveSteps+int(f.boost), 0)
		}
	case acDEAMoved:
		// "Anytime" holds after every move (ruling R25): where the hunter
		// went changes which cards it wants, even a move that came back
		// to its start. A hunter that did not move saw its window before.
		if f.moved > 0 && g.deaMayRedraw() {
			return true
		}
		f.step = acAction
	case acAction:
		if g.anyAction(h) {
			return true
		}
		g.emit(Event{Kind: EvNoAction, A: int16(h)}) // ruling R14
		// Cali's extra action ignores full slots (ruling R22), so it is
		// still offered to a hunter that could place no card (decision D22).
		f.step = acCali
	case acCali:
		if p.CaliCubes >= box.CaliExtraCost && g.anyExtra(h) {
			return true
		}
		f.step = acDone
	default:
		g.pop()
	}
	return false
}

func (g *Game) activationSeat(f *activationFrame) Seat {
	switch f.step {
	case acDEA, acDEAMoved:
		return SeatDEA
	case acCali:
		return SeatCali
	}
	return FactionSeat(f.hunter.Faction())
}

func (g *Game) legalActivation(f *activationFrame, out []Command) []Command {
	p := &g.Pub
	h := f.hunter
	switch f.step {
	case acDEA:
		if g.deaMayBoost(h) {
			out = add(out, OpBoost, -1, -1)
		}
		out = g.deaRedrawCmds(out)
		out = add(out, OpPass, -1, -1)
	case acDEAMoved:
		out = g.deaRedrawCmds(out)
		out = add(out, OpPass, -1, -1)
	case acAction:
		var open [box.NumActions]bool // a free slot this turn and a target
		for a := box.Action(0); a < box.NumActions; a++ {
			open[a] = p.FreeSlots(a) > p.Silenced[a] && g.actionHasTarget(h, a)
		}
		for v := int8(1); v <= 3; v++ {
			if !p.hasAvailable(v) {
				continue
			}
			for a := box.Action(0); a < box.NumActions; a++ {
				if open[a] && a.Fits(int(v)) {
					out = add(out, OpUse, v, int8(a))
				}
			}
		}
	case acCali:
		for a := box.Action(0); a < box.NumActions; a++ {
			if extraAllowed(a) && g.actionHasTarget(h, a) {
				out = add(out, OpExtra, int8(a), -1)
			}
		}
		out = add(out, OpPass, -1, -1)
	}
	return out
}

func (p *Public) hasAvailable(v int8) bool {
	if v <= 0 {
		return false
	}
	for _, x := range p.Available {
		if x == v {
			return true
		}
	}
	return false
}
func (g *Game) anyAction(h box.Hunter) bool {
	p := &g.Pub
	var values [4]bool
	for _, v := range p.Available {
		values[v] = true
	}
	for a := box.Action(0); a < box.NumActions; a++ {
		fits := values[1] || values[2] || values[3]
		if v := box.ActionSlots[a].Value; v != 0 {
			fits = values[v]
		}
		if fits && p.FreeSlots(a) > p.Silenced[a] && g.actionHasTarget(h, a) {
			return true
		}
	}
	return false
}

// extraAllowed: Cali's extra action is any action a card of value 1 could
// make (ruling R22); Range and Type Investigations need values 3 and 2.
func extraAllowed(a box.Action) bool { return a.Fits(1) }

func (g *Game) anyExtra(h box.Hunter) bool {
	for a := box.Action(0); a < box.NumActions; a++ {
		if extraAllowed(a) && g.actionHasTarget(h, a) {
			return true
		}
	}
	return false
}

// actionHasTarget: Attack needs a sicario next to the hunter, Destroy a Lab
// within reach, Blockade a City to block or unblock within reach.
func (g *Game) actionHasTarget(h box.Hunter, a box.Action) bool {
	p := &g.Pub
	l := p.Hunters[h].Loc
	switch a {
	case box.Attack:
		return board.Map.Adj[l]&p.sicAt != 0
	case box.Destroy:
		return reach(l)&p.Lab != 0
	case box.Blockade:
		return reach(l)&p.Controlled != 0 || g.canCityToken(reach(l), p.Blockade)
	}
	return true
}

func (g *Game) applyActivation(f *activationFrame, c Command) error {
	p := &g.Pub
	h := f.hunter
	switch f.step {
	case acDEA, acDEAMoved:
		switch c.Op {
		case OpBoost:
			if f.step != acDEA {
				return refuse(ruleAbility, "the +2 move is played before the hunter moves")
			}
			if !g.deaMayBoost(h) {
				return refuse(ruleAbility, "DEA has no move mini-card left, or the hunter is locked")
			}
			p.DEABoosts--
			f.boost += box.DEABoostSteps
			g.emit(Event{Kind: EvBoost, A: int16(h)})
		case OpRedraw:
			return g.deaRedraw(c)
		case OpPass:
			f.step++ // acMove after acDEA, acAction after acDEAMoved
		default:
			return wrongOp(c, PromptDEA)
		}
	case acAction:
		if c.Op != OpUse {
			return wrongOp(c, PromptUseAction)
		}
		v, a := c.A, box.Action(c.B)
		if !p.hasAvailable(v) {
			return refuse(ruleAction, "no Action card of value %d is available", v)
		}
		if !a.Fits(int(v)) {
			return refuse(ruleAction, "%s takes cards of value %d", a.Name(), box.ActionSlots[a].Value)
		}
		if p.FreeSlots(a) <= p.Silenced[a] {
			return refuse(ruleAction, "%s has no free slot this turn", a.Name())
		}
		if !g.actionHasTarget(h, a) {
			return refuse(ruleAction, "%s has nothing to act on from %s", a.Name(), p.Hunters[h].Loc)
		}
		g.placeActionCard(v, a)
		f.step = acCali
		flags := hfCard
		if f.locked != 0 {
			flags |= hfLocked
		}
		g.push(frameOf(fHunterAction, huntFrame{action: a, value: v, flags: flags, hunter: h}))
	case acCali:
		switch c.Op {
		case OpExtra:
			a := box.Action(c.A)
			if p.CaliCubes < box.CaliExtraCost {
				return refuse(ruleAbility, "Cali needs %d Coca cubes for an extra action", box.CaliExtraCost)
			}
			if !extraAllowed(a) {
				return refuse("R22", "Cali's extra action is one a card of value 1 could make")
			}
			if !g.actionHasTarget(h, a) {
				return refuse(ruleAction, "%s has nothing to act on from %s", a.Name(), p.Hunters[h].Loc)
			}
			p.CaliCubes -= box.CaliExtraCost
			g.emit(Event{Kind: EvCaliExtra, A: int16(a)})
			flags := int8(0)
			if f.locked != 0 {
				flags |= hfLocked
			}
			g.push(frameOf(fHunterAction, huntFrame{action: a, value: 1, flags: flags, hunter: h}))
		case OpPass:
			f.step = acDone
		default:
			return wrongOp(c, PromptCaliExtra)
		}
	default:
		return refuse(ruleTurn, "nothing to decide now")
	}
	return nil
}

// placeActionCard moves an available card onto the action's first free slot.
func (g *Game) placeActionCard(v int8, a box.Action) {
	p := &g.Pub
	for i, x := range p.Available {
		if x == v {
			p.Available[i] = 0
			break
		}
	}
	for i := 0; i < box.ActionSlots[a].Count; i++ {
		if p.Dash[a][i] == 0 {
			p.Dash[a][i] = v
			break
		}
	}
	g.emit(Event{Kind: EvActionCard, A: int16(v), B: int16(a)})
}
