package game

import (
	"patron/game/board"
	"patron/game/box"
)

// A hunter's action, from a card on the dashboard or Cali's extra action.
//
// A hunter's action's view of its frame.
type huntFrame struct {
	kind   frameKind
	step   int8
	action box.Action
	value  int8 // strength, Labs, tokens, or the Capture's move
	flags  int8 // hf… below
	done   int8 // how many done
	hunter box.Hunter
	target int8 // the attacked sicario's slot, or the searched location
	extra  int8 // Policía's bonus (Attack) or the DEA's extra steps (Capture's move)
	_      board.Set
}

const (
	hfCard   int8 = 1 // an Action card was placed (Los Pepes and Policía may join in)
	hfLocked int8 = 2 // the hunter is locked this activation: no capture move (R15)

	haPepes  int8 = 0
	haBoost  int8 = 1 // Capture: the DEA's +2 before the move (ruling R25)
	haMain   int8 = 2
	haBonus  int8 = 3 // Attack: Policía's window
	haReveal int8 = 4 // Attack: defense revealed; Capture: the Patrón answers
	haSolve  int8 = 5
)

func (g *Game) actionHunter(f *huntFrame) box.Hunter { return f.hunter }

func (g *Game) actionLoc(f *huntFrame) board.Loc { return g.Pub.Hunters[f.hunter].Loc }

func (g *Game) pepesCanReveal(f *huntFrame) bool {
	p := &g.Pub
	return f.flags&hfCard != 0 && p.PepesMoney >= box.PepesRevealCost && g.faceDownCount() >= box.PepesReveals
}

// policiaMayBoost: a Policía mini-card is left, the attack used a placed
// Action card (decision D14), and the target's defense is still face down:
// the card "must be used before the Patrón reveals the Sicario's strength"
// (rulebook p.22), which a face-up token already shows.
func (g *Game) policiaMayBoost(f *huntFrame) bool {
	p := &g.Pub
	return f.flags&hfCard != 0 && p.PoliciaBonuses > 0 && !p.Defense[f.target].Revealed
}

// captureMayBoost: the DEA's "+2 when moving a Hunter" extends the move of a
// Capture action as it extends the regular move (ruling R25), Cali's extra
// Capture included; not for a locked hunter, whose Capture has no move
// (ruling R15).
func (g *Game) captureMayBoost(f *huntFrame) bool {
	return f.action == box.Capture && f.flags&hfLocked == 0 && g.deaMayBoost(g.actionHunter(f))
}

func huntPrompt(f *huntFrame) Prompt {
	switch f.step {
	case haPepes:
		return PromptPepes
	case haBoost:
		return PromptDEA
	case haBonus:
		return PromptPoliciaBonus
	case haReveal:
		return PromptFound
	}
	return [...]Prompt{PromptAttackTarget, PromptDestroy, PromptBlock, PromptAnswerRange, PromptAnswerType,
		PromptAnswerRegion, PromptSearch}[f.action]
}

// huntDetail: the hunter, the action and its value, what is left of it;
// the attacked sicario, the Capture's move, the searched location.
func (g *Game) huntDetail(f *huntFrame, d Detail) Detail {
	d.Hunter, d.Action, d.Value, d.Steps = f.hunter, f.action, int(f.value), int(f.value)-int(f.done)
	if f.action == box.Attack && f.step >= haBonus {
		d.Figure = g.Pub.Slots[f.target].Figure
	}
	if f.action == box.Capture && f.step == haBoost {
		d.Steps = int(f.value) + int(f.extra) // the Capture's move so far
	}
	if f.action == box.Capture && f.step >= haReveal {
		d.Loc = board.Loc(f.target)
	}
	return d
}

func (g *Game) runHunterAction(f *huntFrame) bool {
	p := &g.Pub
	switch f.step {
	case haPepes:
		if g.pepesCanReveal(f) {
			return true
		}
		f.step = haBoost
		return false
	case haBoost:
		if g.captureMayBoost(f) {
			return true
		}
		f.step = haMain
		return false
	case haMain:
		switch f.action {
		case box.Capture:
			if f.done == 0 {
				f.done = 1
				h := g.actionHunter(f)
				if steps := int(f.value) + int(f.extra); f.flags&hfLocked == 0 && g.hunterCanMove(h, steps) {
					g.pushHunterMove(h, steps, mvCapture)
					return false
				}
			}
		case box.Destroy:
			if f.done >= f.value || reach(g.actionLoc(f))&p.Lab == 0 {
				g.pop()
				return false
			}
		case box.Blockade:
			t := reach(g.actionLoc(f))
			if f.done >= f.value || (t&p.Controlled == 0 && !g.canCityToken(t, p.Blockade)) {
				g.pop()
				return false
			}
		}
		return true
	case haBonus:
		if g.policiaMayBoost(f) {
			return true
		}
		f.step = haReveal
		return false
	case haReveal:
		if f.action == box.Capture {
			return true
		}
		f.step = haSolve
		if !p.Defense[f.target].Revealed {
			g.push(frameOf(fRevealDefense, revealFrame{slot: box.Slot(f.target)}))
		}
		return false
	}
	g.resolveAttack(f)
	return false
}

func (g *Game) hunterActionSeat(f *huntFrame) Seat {
	switch f.step {
	case haPepes:
		return SeatLosPepes
	case haBoost:
		return SeatDEA
	case haBonus:
		return SeatPolicia
	case haReveal:
		return SeatPatron
	case haMain:
		switch f.action {
		case box.RangeInv, box.TypeInv, box.RegionInv:
			return SeatPatron
		}
	}
	return FactionSeat(g.actionHunter(f).Faction())
}

func (g *Game) legalHunterAction(f *huntFrame, out []Command) []Command {
	p := &g.Pub
	switch f.step {
	case haPepes:
		for a := box.Slot(0); a < box.NumSlots; a++ {
			for b := a + 1; b < box.NumSlots; b++ {
				if !p.Defense[a].Revealed && !p.Defense[b].Revealed {
					out = add(out, OpPepes, int8(p.Slots[a].Figure), int8(p.Slots[b].Figure))
				}
			}
		}
		return add(out, OpPass, -1, -1)
	case haBoost:
		return add(add(out, OpBoost, -1, -1), OpPass, -1, -1)
	case haBonus:
		return add(add(out, OpBonus, -1, -1), OpPass, -1, -1)
	case haReveal:
		return add(out, OpFound, g.boolArg(g.Sec.Hideout == board.Loc(f.target)), -1)
	}
	l := g.actionLoc(f)
	switch f.action {
	case box.Attack:
		for r := board.Map.Adj[l] & p.sicAt; r != 0; {
			out = add(out, OpAttack, int8(p.Slots[p.SicarioAt(r.Next(&r))].Figure), -1)
		}
	case box.Destroy:
		for r := reach(l) & p.Lab; r != 0; {
			out = add(out, OpDestroy, int8(r.Next(&r)), -1)
		}
		if f.done > 0 {
			out = add(out, OpDone, -1, -1)
		}
	case box.Blockade:
		out = g.cityTokenCmds(OpBlock, reach(l), p.Blockade, out)
		for r := reach(l) & p.Controlled; r != 0; {
			out = add(out, OpUncontrol, int8(r.Next(&r)), -1)
		}
		if f.done > 0 {
			out = add(out, OpDone, -1, -1)
		}
	case box.Capture:
		for r := reach(l); r != 0; {
			out = add(out, OpSearch, int8(r.Next(&r)), -1)
		}
	case box.RangeInv:
		d := int(board.Map.Dist[l][g.Sec.Hideout])
		for x := 0; x <= board.Map.Diameter; x++ {
			if x < d {
				out = add(out, OpRange, int8(x), int8(d))
			} else if x > d {
				out = add(out, OpRange, int8(d), int8(x))
			}
		}
	case box.TypeInv:
		out = add(out, OpType, g.boolArg(board.Map.City.Has(g.Sec.Hideout)), -1)
	case box.RegionInv:
		out = add(out, OpRegion, g.boolArg(board.Map.RegionOf[g.Sec.Hideout] == board.Map.RegionOf[l]), -1)
	}
	return out
}

func (g *Game) boolArg(b bool) int8 {
	if b {
		return 1
	}
	return 0
}

func (g *Game) applyHunterAction(f *huntFrame, c Command) error {
	p := &g.Pub
	switch f.step {
	case haPepes:
		switch c.Op {
		case OpPepes:
			a, b := p.SlotOf(box.Figure(c.A)), p.SlotOf(box.Figure(c.B))
			if a < 0 || b < 0 || a >= b || p.Defense[a].Revealed || p.Defense[b].Revealed {
				return refuse(ruleAbility, "Los Pepes reveal two different face-down tokens, in dashboard order")
			}
			p.PepesMoney -= box.PepesRevealCost
			g.emit(Event{Kind: EvPepesReveal, A: int16(c.A), B: int16(c.B)})
			f.step = haBoost
			g.push(frameOf(fRevealDefense, revealFrame{slot: b}))
			g.push(frameOf(fRevealDefense, revealFrame{slot: a}))
		case OpPass:
			f.step = haBoost
		default:
			return wrongOp(c, PromptPepes)
		}
		return nil
	case haBoost:
		switch c.Op {
		case OpBoost:
			if !g.captureMayBoost(f) {
				return refuse(ruleAbility, "DEA has no move mini-card left, or the hunter is locked")
			}
			p.DEABoosts--
			f.extra += box.DEABoostSteps
			g.emit(Event{Kind: EvBoost, A: int16(f.hunter)})
		case OpPass:
			f.step = haMain
		case OpRedraw:
			// Decision D13: nothing a redraw does can matter to this hunter
			// once its card is placed; the next window takes it.
			return refuse(ruleAbility, "the Action card is placed: the redraw waits for the next hunter or the next Faction turn")
		default:
			return wrongOp(c, PromptDEA)
		}
		return nil
	case haBonus:
		switch c.Op {
		case OpBonus:
			if !g.policiaMayBoost(f) {
				return refuse(ruleAbility, "the Policía's +2 comes before the defense token is shown")
			}
			p.PoliciaBonuses--
			f.extra += box.PoliciaBonus
			g.emit(Event{Kind: EvPoliciaBonus, A: int16(f.value + f.extra)})
		case OpPass:
			f.step = haReveal
		default:
			return wrongOp(c, PromptPoliciaBonus)
		}
		return nil
	case haReveal:
		return g.applyFound(f, c)
	}
	l := g.actionLoc(f)
	switch f.action {
	case box.Attack:
		if c.Op != OpAttack {
			return wrongOp(c, PromptAttackTarget)
		}
		s := p.SlotOf(box.Figure(c.A))
		if s < 0 || !p.Slots[s].OnMap() || !board.Map.Adj[l].Has(p.Slots[s].Loc) {
			return refuse(ruleAction, "%s is not on a location next to the hunter", box.Figure(c.A))
		}
		f.target = int8(s)
		f.step = haBonus
		g.emit(Event{Kind: EvAttack, A: int16(f.hunter), B: int16(c.A)})
	case box.Destroy:
		if c.Op == OpDone && f.done > 0 {
			g.pop()
			return nil
		}
		if c.Op != OpDestroy {
			return wrongOp(c, PromptDestroy)
		}
		t := board.Loc(c.A)
		if !(reach(l) & p.Lab).Has(t) {
			return refuse(ruleAction, "no Lab at %s within reach", t)
		}
		g.destroyLab(t)
		f.done++
	case box.Blockade:
		var err error
		switch c.Op {
		case OpDone:
			if f.done > 0 {
				g.pop()
				return nil
			}
			return refuse(ruleAction, "place or remove at least one token first")
		case OpBlock:
			err = g.tryBlock(c, reach(l))
		case OpUncontrol:
			err = g.removeToken(&p.Controlled, tokControlled, board.Loc(c.A), reach(l), "Controlled")
		default:
			return wrongOp(c, PromptBlock)
		}
		if err != nil {
			return err
		}
		f.done++
	case box.Capture:
		if c.Op != OpSearch {
			return wrongOp(c, PromptSearch)
		}
		t := board.Loc(c.A)
		if !reach(l).Has(t) {
			return refuse("R11", "%s is neither the hunter's location nor one road away", t)
		}
		f.target = int8(t)
		f.step = haReveal
		g.emit(Event{Kind: EvSearch, A: int16(f.hunter), B: int16(t)})
	case box.RangeInv:
		return g.answerRange(f, c, l)
	case box.TypeInv:
		return g.answerType(f, c)
	case box.RegionInv:
		return g.answerRegion(f, c, l)
	}
	return nil
}

// destroyLab removes a Lab; its cube goes to a sicario standing there
// without one (ruling R20), or back to the pool.
func (g *Game) destroyLab(t board.Loc) {
	p := &g.Pub
	p.Lab = p.Lab.Without(t)
	g.emit(Event{Kind: EvTokenRemoved, A: tokLab, B: int16(t)})
	if !p.Coca.Has(t) {
		return
	}
	p.Coca = p.Coca.Without(t)
	if s := p.SicarioAt(t); s >= 0 && !p.Slots[s].Coca {
		p.Slots[s].Coca = true
		g.emit(Event{Kind: EvPickUp, A: int16(p.Slots[s].Figure), B: int16(t)})
	}
}

// resolveAttack: strength above the defense captures the sicario (a tie
// favours the Patrón); a captured sicario's cube returns to the pool (R3).
func (g *Game) resolveAttack(f *huntFrame) {
	p := &g.Pub
	s := box.Slot(f.target)
	strength := int(f.value) + int(f.extra)
	def := p.Defense[s].Token.Value()
	g.pop()
	if strength <= def {
		g.emit(Event{Kind: EvAttackFailed, A: int16(p.Slots[s].Figure), B: int16(strength), C: int16(def)})
		return
	}
	p.Slots[s].Coca = false
	p.setSicario(s, board.NoLoc)
	p.Slots[s].Captured = true
	g.emit(Event{Kind: EvSicarioCaptured, A: int16(p.Slots[s].Figure), B: int16(strength), C: int16(def)})
}

// The Patrón's answers. On his machine (and in an audit) the engine checks
// them against the hideout; the Factions' machines take them as given.
func (g *Game) answerRange(f *huntFrame, c Command, from board.Loc) error {
	if c.Op != OpRange {
		return wrongOp(c, PromptAnswerRange)
	}
	a, b := int(c.A), int(c.B)
	if a >= b {
		return refuse("R19", "name two different numbers, the smaller first")
	}
	if b > board.Map.Diameter {
		return refuse("R19", "no distance on the map exceeds %d (decision D19)", board.Map.Diameter)
	}
	if g.checkSecrets() {
		d := int(board.Map.Dist[from][g.Sec.Hideout])
		if a != d && b != d {
			return refuse("R19", "neither %d nor %d is the true distance %d from %s", a, b, d, from)
		}
	}
	g.emit(Event{Kind: EvRangeAnswer, A: int16(f.hunter), B: int16(a), C: int16(b)})
	g.deduce(ring(from, a) | ring(from, b))
	g.pop()
	return nil
}

func ring(l board.Loc, d int) board.Set {
	if d > board.MaxDist {
		return 0
	}
	return board.Map.Ring[l][d]
}

func (g *Game) answerType(f *huntFrame, c Command) error {
	if c.Op != OpType {
		return wrongOp(c, PromptAnswerType)
	}
	city := c.A == 1
	if g.checkSecrets() && board.Map.City.Has(g.Sec.Hideout) != city {
		return refuse(ruleAnswer, "the hideout %s is not a %s", g.Sec.Hideout, pick(c.A, "Farm", "City"))
	}
	g.emit(Event{Kind: EvTypeAnswer, A: int16(f.hunter), B: int16(c.A)})
	if city {
		g.deduce(board.Map.City)
	} else {
		g.deduce(board.Map.Farm)
	}
	g.pop()
	return nil
}

func (g *Game) answerRegion(f *huntFrame, c Command, from board.Loc) error {
	if c.Op != OpRegion {
		return wrongOp(c, PromptAnswerRegion)
	}
	same := c.A == 1
	region := board.Map.RegionOf[from]
	if g.checkSecrets() && (board.Map.RegionOf[g.Sec.Hideout] == region) != same {
		return refuse(ruleAnswer, "the hideout %s is %s %s's region", g.Sec.Hideout, pick(c.A, "in", "not in"), from)
	}
	g.emit(Event{Kind: EvRegionAnswer, A: int16(f.hunter), B: int16(c.A)})
	in := board.Map.InRegion[region]
	if same {
		g.deduce(in)
	} else {
		g.deduce(board.Map.All &^ in)
	}
	g.pop()
	return nil
}

// applyFound: the Patrón says whether he is at the searched location. The
// first capture lets him escape; the second wins the game for the Factions.
func (g *Game) applyFound(f *huntFrame, c Command) error {
	if c.Op != OpFound {
		return wrongOp(c, PromptFound)
	}
	p := &g.Pub
	t := board.Loc(f.target)
	found := c.A == 1
	if g.checkSecrets() && (g.Sec.Hideout == t) != found {
		return refuse(ruleAnswer, "the Patrón %s at %s", pick(g.boolArg(g.Sec.Hideout == t), "is not", "is"), t)
	}
	g.pop()
	if !found {
		g.emit(Event{Kind: EvMissed, A: int16(t)})
		g.deduce(board.Map.All.Without(t))
		return nil
	}
	p.Captures++
	g.emit(Event{Kind: EvCaptured, A: int16(t), B: int16(p.Captures)})
	if p.Captures >= box.CapturesToWin {
		g.win(FactionsSide, ReasonCaptured)
		return nil
	}
	// The first capture: he escapes at once (ruling R17).
	p.Possible = t.Bit()
	g.push(frame{kind: fAddObj})
	g.push(frameOf(fEscape, escapeFrame{caught: t}))
	return nil
}

// An escape's view of its frame: where the Patrón was caught.
type escapeFrame struct {
	kind    frameKind
	step    int8
	caught  board.Loc
	_, _, _ int8
	_, _, _ int8
	_       board.Set
}

// escapeSet is where he may escape to: anywhere except where he was caught,
// a hunter's location, or a City with a Blockade (ruling R17).
func (g *Game) escapeSet(caught board.Loc) board.Set {
	p := &g.Pub
	return board.Map.All.Without(caught) &^ p.hunAt &^ (p.Blockade & board.Map.City)
}

func (g *Game) escapeDetail(f *escapeFrame, d Detail) Detail {
	d.Loc = f.caught
	return d
}

func (g *Game) legalEscape(f *escapeFrame, out []Command) []Command {
	for r := g.escapeSet(f.caught); r != 0; {
		out = add(out, OpHide, int8(r.Next(&r)), -1)
	}
	return out
}

func (g *Game) applyEscape(f *escapeFrame, c Command) error {
	if err := g.hide(c, g.escapeSet(f.caught), "an escape goes anywhere but the capture location, a hunter's location or a City with a Blockade (R17)"); err != nil {
		return err
	}
	g.Pub.Possible = g.escapeSet(f.caught)
	g.emit(Event{Kind: EvEscaped})
	g.pop()
	return nil
}
