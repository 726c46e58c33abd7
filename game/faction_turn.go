package game

import (
	"patron/game/board"
	"patron/game/box"
)

// A Faction turn: the DEA may redraw as the turn begins (ruling R25), the
// Factions choose which of them acts (each once a season, ruling R7, unless
// the Patrón chose), then each of its standing hunters in turn may move and
// must act; last, the unused Action cards are discarded and three new ones
// revealed.

// A Faction turn's view of its frame.
type factionTurnFrame struct {
	kind    frameKind
	step    int8
	faction box.Faction // -1 until chosen
	done    int8        // the hunters done, a bit per hunter
	_, _, _ int8
	_, _    int8
	_       board.Set
}

const (
	ftOpen    int8 = iota // the DEA's window as the turn begins: redraw
	ftChoose              // which Faction acts
	ftHunters             // each standing hunter in turn
	ftRefresh
)

func factionTurnPrompt(f *factionTurnFrame) Prompt {
	switch f.step {
	case ftChoose:
		return PromptChooseFaction
	case ftOpen:
		return PromptDEA
	}
	return PromptChooseHunter
}

func (g *Game) runFactionTurn(f *factionTurnFrame) bool {
	p := &g.Pub
	switch f.step {
	case ftOpen:
		// Ruling R25: "anytime during any Faction Turn" begins before the
		// active Faction or its first hunter is chosen, so the Factions may
		// see new cards before they fix their order. The +2 waits for a
		// hunter's move (decision D13).
		if g.deaMayRedraw() {
			return true
		}
		f.step = ftChoose
		return false
	case ftChoose:
		if fa := p.NextFaction; fa != box.NoFaction && !p.FactionActed[fa] {
			p.NextFaction = box.NoFaction
			g.activate(f, fa)
			return false
		}
		n, last := 0, box.NoFaction
		for fa := box.Faction(0); fa < box.NumFactions; fa++ {
			if !p.FactionActed[fa] {
				n++
				last = fa
			}
		}
		if n == 1 {
			g.activate(f, last)
			return false
		}
		return true
	case ftHunters:
		ready := g.readyHunters(f)
		switch {
		case ready == 0:
			f.step = ftRefresh
		case ready == 1 || ready == 2:
			h := f.faction.Hunters()[ready-1]
			g.startActivation(f, h)
		default:
			return true
		}
		return false
	}
	g.refreshActions()
	fa := f.faction
	p.FactionActed[fa] = true
	for _, h := range fa.Hunters() {
		p.Hunters[h].Acted = true
	}
	p.Silenced = [box.NumActions]int{}
	p.Active = box.NoFaction
	g.emit(Event{Kind: EvFactionTurnEnd, A: int16(fa)})
	g.pop()
	return false
}

// readyHunters: bit 0 and bit 1 for the faction's first and second hunter
// still to activate this turn (standing, not done).
func (g *Game) readyHunters(f *factionTurnFrame) int {
	ready := 0
	for i, h := range f.faction.Hunters() {
		if f.done&(1<<i) == 0 && !g.Pub.Hunters[h].Down {
			ready |= 1 << i
		}
	}
	return ready
}

func (g *Game) startActivation(f *factionTurnFrame, h box.Hunter) {
	f.done |= 1 << (int(h) % 2)
	g.emit(Event{Kind: EvActivate, A: int16(h)})
	g.push(frameOf(fActivation, activationFrame{hunter: h}))
}

func (g *Game) activate(f *factionTurnFrame, fa box.Faction) {
	p := &g.Pub
	f.faction = fa
	f.step = ftHunters
	p.Active = fa
	p.CaliTook = false
	p.Silenced, p.SilenceNext = p.SilenceNext, [box.NumActions]int{}
	g.emit(Event{Kind: EvFactionTurn, A: int16(fa)})
	if p.SelfLock {
		p.SelfLock = false
		g.push(frameOf(fSelfLock, selfLockFrame{faction: fa}))
	}
}

func (g *Game) factionTurnSeat(f *factionTurnFrame) Seat {
	switch {
	case f.step == ftChoose:
		return SeatTeam
	case f.step == ftOpen:
		return SeatDEA
	}
	return FactionSeat(f.faction)
}

func (g *Game) legalFactionTurn(f *factionTurnFrame, out []Command) []Command {
	p := &g.Pub
	if f.step == ftChoose {
		for fa := box.Faction(0); fa < box.NumFactions; fa++ {
			if !p.FactionActed[fa] {
				out = add(out, OpActivate, int8(fa), -1)
			}
		}
		return out
	}
	if f.step == ftOpen {
		return add(g.deaRedrawCmds(out), OpPass, -1, -1)
	}
	for _, h := range f.faction.Hunters() {
		out = add(out, OpHunter, int8(h), -1)
	}
	return out
}

func (g *Game) applyFactionTurn(f *factionTurnFrame, c Command) error {
	p := &g.Pub
	if f.step == ftChoose {
		if c.Op != OpActivate {
			return wrongOp(c, PromptChooseFaction)
		}
		fa := box.Faction(c.A)
		if p.FactionActed[fa] {
			return refuse("R7", "%s has already taken its turn this season", fa)
		}
		g.activate(f, fa)
		return nil
	}
	if f.step == ftOpen {
		switch c.Op {
		case OpRedraw:
			return g.deaRedraw(c)
		case OpPass:
			f.step = ftChoose
			return nil
		case OpBoost:
			return refuse(ruleAbility, "the +2 move waits for a hunter's move: no hunter is chosen yet")
		}
		return wrongOp(c, PromptDEA)
	}
	if c.Op != OpHunter {
		return wrongOp(c, PromptChooseHunter)
	}
	h := box.Hunter(c.A)
	if h.Faction() != f.faction {
		return refuse(ruleTurn, "%s is not a %s hunter", h, f.faction)
	}
	if g.readyHunters(f)&(1<<(int(h)%2)) == 0 {
		return refuse(ruleTurn, "%s has acted this turn or is laid down", h)
	}
	g.startActivation(f, h)
	return nil
}

// Frame-up's second payment: the next Faction to act locks one of its own
// hunters.
type selfLockFrame struct {
	kind    frameKind
	step    int8
	faction box.Faction
	_, _, _ int8
	_, _, _ int8
	_       board.Set
}

func (g *Game) selfLockSeat(f *selfLockFrame) Seat { return FactionSeat(f.faction) }

func (g *Game) legalSelfLock(f *selfLockFrame, out []Command) []Command {
	for _, h := range f.faction.Hunters() {
		out = add(out, OpSelfLock, int8(h), -1)
	}
	return out
}

func (g *Game) applySelfLock(f *selfLockFrame, c Command) error {
	if c.Op != OpSelfLock {
		return wrongOp(c, PromptSelfLock)
	}
	h := box.Hunter(c.A)
	if h.Faction() != f.faction {
		return refuse(ruleCard, "Frame-up: %s must lock one of its own hunters", f.faction)
	}
	g.Pub.Hunters[h].LockNext = true
	g.emit(Event{Kind: EvLock, A: int16(h)})
	g.pop()
	return nil
}

// refreshActions discards the unused Action cards and reveals three more.
func (g *Game) refreshActions() {
	p := &g.Pub
	for i, v := range p.Available {
		if v != 0 {
			p.ActionDiscard[v]++
			p.Available[i] = 0
		}
	}
	g.revealActions()
}

// revealActions fills the empty Available slots from the Action deck,
// reshuffling the discards into it when it runs out (ruling R18).
func (g *Game) revealActions() { g.revealActionSlots(1<<box.AvailableActions - 1) }

// revealActionSlots fills the empty Available slots of mask (bit i for slot
// i) only: a DEA redraw replaces the cards it discarded, not a slot emptied
// by an earlier hunter's card or by Bribing Politicians (decision D12).
func (g *Game) revealActionSlots(mask int) {
	p := &g.Pub
	for i := range p.Available {
		if p.Available[i] != 0 || mask&(1<<i) == 0 {
			continue
		}
		if p.ActionDeckLen == 0 {
			g.reshuffleActionDiscards()
			if p.ActionDeckLen == 0 {
				return
			}
		}
		p.ActionDeckLen--
		p.Available[i] = p.ActionDeck[p.ActionDeckLen]
	}
	g.emit(Event{Kind: EvActionsRevealed})
}

func (g *Game) reshuffleActionDiscards() {
	p := &g.Pub
	for v := 1; v <= 3; v++ {
		for ; p.ActionDiscard[v] > 0; p.ActionDiscard[v]-- {
			p.ActionDeck[p.ActionDeckLen] = int8(v)
			p.ActionDeckLen++
		}
	}
	g.shuffleActionDeck()
}

func (g *Game) shuffleActionDeck() {
	p := &g.Pub
	d := p.ActionDeck[:p.ActionDeckLen]
	for i := len(d) - 1; i > 0; i-- {
		j := g.pcgIntn(i + 1)
		d[i], d[j] = d[j], d[i]
	}
}

// rebuildActionDeck gathers all 18 Action cards into a new deck (step 4.8),
// leaving two value-3 cards out for the season after Poison triggered.
func (g *Game) rebuildActionDeck() {
	p := &g.Pub
	p.ActionDeckLen = 0
	p.ActionDiscard = [4]int{}
	p.Available = [box.AvailableActions]int8{}
	p.Dash = [box.NumActions][3]int8{}
	p.SetAside = 0
	if p.PoisonNext {
		p.SetAside = 2
		p.PoisonNext = false
	}
	for v, n := range box.Tunables.ActionDeck {
		if v+1 == 3 {
			n -= p.SetAside
		}
		for i := 0; i < n; i++ {
			p.ActionDeck[p.ActionDeckLen] = int8(v + 1)
			p.ActionDeckLen++
		}
	}
	g.shuffleActionDeck()
}
