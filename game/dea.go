package game

import "patron/game/box"

// The DEA's mini-cards "can be played, and then discarded, anytime during
// any Faction Turn" (rulebook p.22): from the moment the turn begins until
// its last action is resolved (ruling R25). The engine offers them wherever
// their effect can still matter (docs/RULES-DECISIONS.md, decision D13):
//   - the redraw as the turn begins, before the active Faction and its first
//     hunter are chosen (ftOpen);
//   - the +2 and the redraw before a hunter's regular move (acDEA), the
//     redraw again after any move, until the Action card is placed
//     (acDEAMoved);
//   - the +2 before the move of a Capture action (haBoost).

// deaMayBoost: a "+2 move" card is left and the hunter may move.
func (g *Game) deaMayBoost(h box.Hunter) bool {
	p := &g.Pub
	return p.DEABoosts > 0 && !p.moveLocked(h)
}

// deaMayRedraw: a redraw card is left, a card is available to discard and
// one is left to reveal in its place.
func (g *Game) deaMayRedraw() bool {
	p := &g.Pub
	return p.DEARedraws > 0 && p.availableCount() > 0 && p.ActionDeckLen+p.discardCount() > 0
}

// deaRedrawCmds lists the redraws: one available card, or two (the lower
// value first).
func (g *Game) deaRedrawCmds(out []Command) []Command {
	p := &g.Pub
	if !g.deaMayRedraw() {
		return out
	}
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
		out = add(out, OpRedraw, v, -1)
		for w := v; w <= 3; w++ {
			if seen[w] > 0 && (w != v || seen[v] > 1) {
				out = add(out, OpRedraw, v, w)
			}
		}
	}
	return out
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
