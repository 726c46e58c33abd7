package game

import (
	"patron/game/board"
	"patron/game/box"
)

// A hunter's activation: the DEA may play a mini-card, the hunter may move
// (not when locked, ruling R15), must act if it can (ruling R14), and Cali
// may pay two cubes for an extra action (ruling R22).
//
// frame: a = hunter, b = extra move steps (DEA), c = 1 when locked.
const (
	acDEA int8 = iota
	acMove
	acAction
	acCali
	acDone
)

func (g *Game) deaCanAct(f *frame) bool {
	p := &g.Pub
	boost := p.DEABoosts > 0 && !p.moveLocked(box.Hunter(f.a))
	redraw := p.DEARedraws > 0 && p.availableCount() > 0 && p.ActionDeckLen+p.discardCount() > 0
	return boost || redraw
}

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

func (g *Game) runActivation(f *frame) bool {
	p := &g.Pub
	h := box.Hunter(f.a)
	switch f.step {
	case acDEA:
		if g.deaCanAct(f) {
			return true
		}
		f.step = acMove
	case acMove:
		f.step = acAction
		if p.moveLocked(h) {
			f.c = 1
			p.Hunters[h].LockNext = false
			g.emit(Event{Kind: EvLockedSkip, A: int16(h)})
		} else if g.hunterCanMove(h, box.HunterMoveSteps+int(f.b)) {
			g.pushHunterMove(h, box.HunterMoveSteps+int(f.b), 0)
		}
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

func (g *Game) activationSeat(f *frame) Seat {
	switch f.step {
	case acDEA:
		return SeatDEA
	case acCali:
		return SeatCali
	}
	return FactionSeat(box.Hunter(f.a).Faction())
}

func (g *Game) legalActivation(f *frame, out []Command) []Command {
	p := &g.Pub
	h := box.Hunter(f.a)
	switch f.step {
	case acDEA:
		if p.DEABoosts > 0 && !p.moveLocked(h) {
			out = append(out, cmd0(OpBoost))
		}
		if p.DEARedraws > 0 && p.ActionDeckLen+p.discardCount() > 0 {
			var seen [4]int
			for _, v := range p.Available {
				if v != 0 {
					seen[v]++
				}
			}
			for v := int8(1); v <= 3; v++ {
				if seen[v] == 0 {
					continue
				}
				out = append(out, cmd1(OpRedraw, v))
				for w := v; w <= 3; w++ {
					if seen[w] > 0 && (w != v || seen[v] > 1) {
						out = append(out, cmd2(OpRedraw, v, w))
					}
				}
			}
		}
		out = append(out, cmd0(OpPass))
	case acAction:
		var open [box.NumActions]bool // a free slot this turn and a target
		for a := box.Action(0); a < box.NumActions; a++ {
			open[a] = p.freeSlots(a) > p.Silenced[a] && g.actionHasTarget(h, a)
		}
		for v := int8(1); v <= 3; v++ {
			if !p.hasAvailable(v) {
				continue
			}
			for a := box.Action(0); a < box.NumActions; a++ {
				if open[a] && a.Fits(int(v)) {
					out = append(out, cmd2(OpUse, v, int8(a)))
				}
			}
		}
	case acCali:
		for a := box.Action(0); a < box.NumActions; a++ {
			if extraAllowed(a) && g.actionHasTarget(h, a) {
				out = append(out, cmd1(OpExtra, int8(a)))
			}
		}
		out = append(out, cmd0(OpPass))
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
		if fits && p.freeSlots(a) > p.Silenced[a] && g.actionHasTarget(h, a) {
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

func (g *Game) applyActivation(f *frame, c Command) error {
	p := &g.Pub
	h := box.Hunter(f.a)
	switch f.step {
	case acDEA:
		switch c.Op {
		case OpBoost:
			if p.DEABoosts == 0 || p.moveLocked(h) {
				return refuse(ruleAbility, "DEA has no move mini-card left, or the hunter is locked")
			}
			p.DEABoosts--
			f.b += box.DEABoostSteps
			g.emit(Event{Kind: EvBoost, A: int16(h)})
		case OpRedraw:
			return g.deaRedraw(c)
		case OpPass:
			f.step = acMove
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
		if p.freeSlots(a) <= p.Silenced[a] {
			return refuse(ruleAction, "%s has no free slot this turn", a.Name())
		}
		if !g.actionHasTarget(h, a) {
			return refuse(ruleAction, "%s has nothing to act on from %s", a.Name(), p.Hunters[h].Loc)
		}
		g.placeActionCard(v, a)
		f.step = acCali
		flags := hfCard
		if f.c != 0 {
			flags |= hfLocked
		}
		g.push(frame{kind: fHunterAction, a: int8(a), b: v, c: flags, e: int8(h)})
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
			if f.c != 0 {
				flags |= hfLocked
			}
			g.push(frame{kind: fHunterAction, a: int8(a), b: 1, c: flags, e: int8(h)})
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

// deaRedraw: the DEA discards one or two available cards and reveals
// replacements.
func (g *Game) deaRedraw(c Command) error {
	p := &g.Pub
	if p.DEARedraws == 0 {
		return refuse(ruleAbility, "DEA has no redraw mini-card left")
	}
	if c.B >= 0 && c.B < c.A {
		return refuse(ruleAbility, "name the lower value first")
	}
	avail := p.Available
	vals := [2]int8{c.A, c.B}
	n := 0
	for _, v := range vals {
		if v < 0 {
			continue
		}
		found := false
		for i, x := range avail {
			if x == v && v != 0 {
				avail[i] = 0
				found = true
				break
			}
		}
		if !found {
			return refuse(ruleAbility, "no available Action card of value %d to discard", v)
		}
		n++
	}
	if n == 0 || p.ActionDeckLen+p.discardCount() == 0 {
		return refuse(ruleAbility, "nothing to redraw")
	}
	mask := 0
	for i := range p.Available {
		if p.Available[i] != 0 && avail[i] == 0 {
			p.ActionDiscard[p.Available[i]]++
			mask |= 1 << i
		}
	}
	p.Available = avail
	p.DEARedraws--
	g.emit(Event{Kind: EvRedraw, A: int16(n)})
	g.revealActionSlots(mask)
	return nil
}
