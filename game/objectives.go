package game

import (
	"patron/game/board"
	"patron/game/box"
)

// An objective's setup when it is revealed.

// An objective setup's view of its frame: the objective, and how many
// coins, labs, tokens or Party tokens it has placed.
type objSetupFrame struct {
	kind      frameKind
	step      int8
	objective box.Objective
	placed    int8
	_, _, _   int8
	_, _      int8
	_         board.Set
}

func (g *Game) runObjSetup(f *objSetupFrame) bool {
	p := &g.Pub
	all := board.Map.All
	switch f.objective {
	case box.Hostage:
		return f.step == 0
	case box.RobinHood:
		if f.step == 0 {
			return true
		}
		if f.placed < box.RobinHoodCities && p.Money >= 1 && board.Map.City&^p.Coins != 0 {
			return true
		}
	case box.EstablishedProduction:
		if f.placed < box.EstablishedSetupLabs && g.canLab(all, false) {
			return true
		}
	case box.BribingPoliticians:
		if f.step == 0 && p.availableCount() > 0 {
			return true
		}
	case box.MedellinWithoutSlums:
		if f.placed < box.PoolParty && p.PartyLeft() > 0 {
			return true
		}
	case box.HaciendaNapoles:
		g.pop()
		g.gainMoney(3)
		return false
	case box.AirBridge:
		if f.placed < 1 && g.canLab(all, false) {
			return true
		}
	case box.LaCatedral:
		if f.placed < 1 && g.canCityToken(board.Map.InRegion[board.Andina], p.Controlled) {
			return true
		}
	case box.LosExtraditables:
		g.pop()
		g.gainMoney(2)
		return false
	}
	g.pop()
	return false
}

func (g *Game) legalObjSetup(f *objSetupFrame, out []Command) []Command {
	p := &g.Pub
	switch f.objective {
	case box.Hostage:
		for h := box.Hunter(0); h < box.NumHunters; h++ {
			out = add(out, OpLock, int8(h), -1)
		}
		return out
	case box.RobinHood:
		if f.step == 0 {
			for fa := box.Faction(0); fa < box.NumFactions; fa++ {
				if !p.FactionActed[fa] {
					out = add(out, OpNext, int8(fa), -1)
				}
			}
			return out
		}
		for r := board.Map.City &^ p.Coins; r != 0; {
			out = add(out, OpCoin, int8(r.Next(&r)), -1)
		}
	case box.EstablishedProduction, box.AirBridge:
		return g.labCmds(board.Map.All, false, out)
	case box.BribingPoliticians:
		for v := int8(1); v <= 3; v++ {
			if p.hasAvailable(v) {
				out = add(out, OpDrop, v, -1)
			}
		}
		return out
	case box.MedellinWithoutSlums:
		for r := board.Map.City &^ p.Party; r != 0; {
			out = add(out, OpParty, int8(r.Next(&r)), -1)
		}
		return out
	case box.LaCatedral:
		return g.cityTokenCmds(OpControl, board.Map.InRegion[board.Andina], p.Controlled, out)
	}
	return add(out, OpDone, -1, -1) // Robin Hood's coins: "up to 6"
}

func (g *Game) applyObjSetup(f *objSetupFrame, c Command) error {
	p := &g.Pub
	o := f.objective
	if c.Op == OpDone {
		// Setups are orders, not options (decision D18): only Robin Hood's
		// coins, "up to 6", may stop early. A setup with nothing legal
		// left ends by itself.
		if o != box.RobinHood {
			return refuse(ruleObjective, "%s's setup must be carried out while a legal place remains", o.Name())
		}
		if f.step == 0 {
			return refuse(ruleObjective, "Robin Hood: name the Faction that acts next")
		}
		g.pop()
		return nil
	}
	switch {
	case o == box.Hostage && c.Op == OpLock:
		h := box.Hunter(c.A)
		p.Hunters[h].LockUntil = max(p.Hunters[h].LockUntil, p.Season)
		g.emit(Event{Kind: EvLockSeason, A: int16(h), B: int16(p.Season)})
		g.pop()
		return nil
	case o == box.RobinHood && c.Op == OpNext && f.step == 0:
		if err := g.chooseNextFaction(box.Faction(c.A)); err != nil {
			return err
		}
		f.step = 1
		return nil
	case o == box.RobinHood && c.Op == OpCoin && f.step == 1:
		l := board.Loc(c.A)
		if !(board.Map.City &^ p.Coins).Has(l) {
			return refuse(ruleObjective, "Robin Hood puts $1 on a City without one")
		}
		if p.Money < 1 {
			return refuse(ruleMoney, "no money left")
		}
		p.Coins = p.Coins.With(l)
		g.payMoney(1)
		g.emit(Event{Kind: EvTokenPlaced, A: tokCoin, B: int16(l)})
	case (o == box.EstablishedProduction || o == box.AirBridge) && c.Op == OpLab:
		if err := g.tryLab(c, board.Map.All, false); err != nil {
			return err
		}
	case o == box.BribingPoliticians && c.Op == OpDrop:
		v := c.A
		if !p.hasAvailable(v) {
			return refuse(ruleObjective, "no available Action card of value %d", v)
		}
		for i, x := range p.Available {
			if x == v {
				p.Available[i] = 0
				p.ActionDiscard[v]++
				break
			}
		}
		g.emit(Event{Kind: EvActionDropped, A: int16(v)})
		g.pop()
		return nil
	case o == box.MedellinWithoutSlums && c.Op == OpParty:
		l := board.Loc(c.A)
		if !(board.Map.City &^ p.Party).Has(l) {
			return refuse(ruleObjective, "Party tokens go on three different Cities")
		}
		p.Party = p.Party.With(l)
		g.emit(Event{Kind: EvTokenPlaced, A: tokParty, B: int16(l)})
	case o == box.LaCatedral && c.Op == OpControl:
		if err := g.tryControl(c, board.Map.InRegion[board.Andina]); err != nil {
			return err
		}
	default:
		return wrongOp(c, PromptObjectiveSetup)
	}
	f.placed++
	return nil
}

// 4.5: each active objective is checked, in the order they were revealed.

// The check's view of its frame: the objective checked, by its index in
// ObjOrder.
type objCheckFrame struct {
	kind    frameKind
	step    int8
	next    int8
	_, _, _ int8
	_, _, _ int8
	_       board.Set
}

func (g *Game) specialHolder(t box.Token) box.Slot {
	for s := range g.Pub.Defense {
		if d := g.Pub.Defense[s]; d.Revealed && d.Token == t {
			return box.Slot(s)
		}
	}
	return -1
}

func objectiveToken(o box.Objective) box.Token {
	switch o {
	case box.Hostage:
		return box.TokenHostage
	case box.Avianca203:
		return box.TokenBomb
	}
	return box.NoToken
}

func (g *Game) runObjCheck(f *objCheckFrame) bool {
	p := &g.Pub
	for ; int(f.next) < p.ObjRevealed; f.next++ {
		o := p.ObjOrder[f.next]
		if p.ObjStatus[o] != ObjActive {
			continue
		}
		if t := objectiveToken(o); t != box.NoToken && g.specialHolder(t) < 0 {
			return true // the Patrón shows which sicario holds it
		}
		if g.objectiveDone(o) {
			g.complete(o)
			if p.Result.Over {
				return false
			}
			if o == box.Hostage || o == box.LosExtraditables {
				f.next++
				g.push(frameOf(fReward, rewardFrame{objective: o}))
				return false
			}
		}
	}
	g.pop()
	return false
}

func (g *Game) legalObjCheck(f *objCheckFrame, out []Command) []Command {
	t := objectiveToken(g.Pub.ObjOrder[f.next])
	for s := range g.Sec.Defense {
		if g.Sec.Defense[s] == t {
			c := cmd2(OpDefense, int8(g.Pub.Slots[s].Figure), int8(t))
			c.Salt = g.Sec.DefSalts[s]
			out = append(out, c)
		}
	}
	return out
}

func (g *Game) applyObjCheck(f *objCheckFrame, c Command) error {
	if c.Op != OpDefense {
		return wrongOp(c, PromptRevealSpecial)
	}
	t := objectiveToken(g.Pub.ObjOrder[f.next])
	if box.Token(c.B) != t {
		return refuse(ruleObjective, "show the sicario holding the %s token", t)
	}
	s := g.Pub.SlotOf(box.Figure(c.A))
	if s < 0 {
		return refuse(ruleTurn, "no such sicario in this game")
	}
	return g.revealToken(s, c)
}

// objectiveDone checks an objective's completion, after the hideout reveal.
func (g *Game) objectiveDone(o box.Objective) bool {
	p := &g.Pub
	m := board.Map
	hide := p.PatronToken
	switch o {
	case box.Hostage:
		s := g.specialHolder(box.TokenHostage)
		return p.Slots[s].OnMap() && p.Slots[s].Loc == hide
	case box.RobinHood:
		return (m.City & p.Coins).Has(hide)
	case box.EstablishedProduction:
		return p.EstLabs >= box.EstablishedLabsToWin
	case box.BribingPoliticians:
		return p.BribeMoney >= box.BribingTarget
	case box.Avianca203:
		s := g.specialHolder(box.TokenBomb)
		return p.Slots[s].OnMap() && m.Airport.Has(p.Slots[s].Loc)
	case box.MedellinWithoutSlums:
		return p.Party != 0 && p.Party&^p.Controlled == 0
	case box.HaciendaNapoles:
		return (m.Farm & p.Lab).Has(hide)
	case box.AirBridge:
		return p.ShippedSeason >= box.AirBridgeShipped
	case box.LaCatedral:
		return (m.City & m.InRegion[board.Andina] & p.Controlled).Has(hide)
	case box.LosExtraditables:
		regions := 0
		for r := range m.InRegion {
			if p.Controlled&m.InRegion[r] != 0 {
				regions++
			}
		}
		return p.Controlled.Count() >= box.ExtraditablesControlled && regions >= box.ExtraditablesRegions
	}
	return false
}

// complete scores an objective: tokens and money on it go back, the reward
// is given, and a third completion wins at once (ruling R6).
func (g *Game) complete(o box.Objective) {
	p := &g.Pub
	p.ObjStatus[o] = ObjCompleted
	p.Completed++
	g.emit(Event{Kind: EvObjectiveCompleted, A: int16(o), B: int16(p.Completed)})
	if p.Completed >= box.ObjectivesToWin {
		g.win(PatronSide, ReasonObjectives)
		return
	}
	switch o {
	case box.RobinHood:
		p.Coins = 0
		g.gainGlory(2)
	case box.EstablishedProduction:
		p.EstLabs = 0
		g.gainMoney(3)
	case box.BribingPoliticians:
		p.BribeMoney = 0
		g.gainGlory(2)
	case box.Avianca203:
		g.gainGlory(3)
	case box.MedellinWithoutSlums:
		p.Party = 0
		g.gainGlory(3)
	case box.HaciendaNapoles, box.LaCatedral:
		g.gainGlory(2)
	case box.AirBridge:
		g.gainMoney(5)
	case box.LosExtraditables:
		g.gainGlory(1)
	}
}

// The lock rewards of Hostage and Los Extraditables: one hunter cannot move
// until the end of next season.

// A reward's view of its frame: the objective completed.
type rewardFrame struct {
	kind      frameKind
	step      int8
	objective box.Objective
	_, _, _   int8
	_, _, _   int8
	_         board.Set
}

func (g *Game) runReward(f *rewardFrame) bool { return true }

func (g *Game) legalReward(f *rewardFrame, out []Command) []Command {
	for h := box.Hunter(0); h < box.NumHunters; h++ {
		out = add(out, OpLock, int8(h), -1)
	}
	return out
}

func (g *Game) applyReward(f *rewardFrame, c Command) error {
	if c.Op != OpLock {
		return wrongOp(c, PromptReward)
	}
	h := box.Hunter(c.A)
	p := &g.Pub
	p.Hunters[h].LockUntil = max(p.Hunters[h].LockUntil, p.Season+1)
	g.emit(Event{Kind: EvLockSeason, A: int16(h), B: int16(p.Season + 1)})
	g.pop()
	return nil
}

// bribeAllowed: while Bribing Politicians is active, each placement lets
// the Patrón put $3 on it.
func (g *Game) bribeAllowed() bool {
	return g.Pub.ObjectiveActive(box.BribingPoliticians) && g.Pub.Money >= box.BribingStake
}

func (g *Game) bribe() {
	p := &g.Pub
	p.BribeMoney += box.BribingStake
	g.payMoney(box.BribingStake)
	g.emit(Event{Kind: EvBribe, A: int16(p.BribeMoney)})
}
