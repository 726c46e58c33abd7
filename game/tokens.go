package game

import (
	"patron/game/board"
	"patron/game/box"
)

// Placing and removing map tokens. A location holds at most one Blockade,
// Controlled or Lab token (ruling R12). When a pool is empty, the placing
// side may move one of its own tokens of that kind from the map instead
// (ruling R13): "lab A12 C5" moves the Lab from C5 to A12.

// labOnCardAllowed: while Established Production is active, once per Patrón
// turn one Lab he places may go on the card instead.
func (g *Game) labOnCardAllowed() bool {
	p := &g.Pub
	return p.ObjectiveActive(box.EstablishedProduction) && !p.EstUsedTurn && p.Season > 0 && p.Turn%2 == 0
}

func (g *Game) labCmds(targets board.Set, onCard bool, out []Command) []Command {
	p := &g.Pub
	farms := targets & board.Map.Farm &^ p.Tokens()
	if p.LabsLeft() > 0 {
		for r := farms; r != 0; {
			out = add(out, OpLab, int8(r.Next(&r)), -1)
		}
		if onCard {
			out = add(out, OpLab, LabOnCard, -1)
		}
		return out
	}
	for r := farms; r != 0; {
		l := r.Next(&r)
		for m := p.Lab; m != 0; {
			out = add(out, OpLab, int8(l), int8(m.Next(&m)))
		}
	}
	if onCard {
		for m := p.Lab; m != 0; {
			out = add(out, OpLab, LabOnCard, int8(m.Next(&m)))
		}
	}
	return out
}

// checkSource checks the "from" location of a token moved under ruling R13.
func checkSource(from board.Loc, left int, own board.Set, kind string) error {
	if left > 0 {
		if from != board.NoLoc {
			return refuse("R13", "the pool still has %s tokens: take one from there", kind)
		}
		return nil
	}
	if from == board.NoLoc {
		return refuse("R13", "no %s token left in the pool: name one of yours on the map to move", kind)
	}
	if !own.Has(from) {
		return refuse("R13", "%s holds no %s token to move", from, kind)
	}
	return nil
}

func (g *Game) checkLab(c Command, targets board.Set, onCard bool) error {
	p := &g.Pub
	if err := checkSource(board.Loc(c.B), p.LabsLeft(), p.Lab, "Lab"); err != nil {
		return err
	}
	if c.A == LabOnCard {
		if !onCard {
			return refuse(ruleObjective, "no Lab may go on Established Production now")
		}
		return nil
	}
	l := board.Loc(c.A)
	if !targets.Has(l) {
		return refuse(ruleTokens, "%s is out of reach", l)
	}
	if !board.Map.Farm.Has(l) {
		return refuse(ruleTokens, "Labs go on Farms; %s is a City", l)
	}
	if p.Tokens().Has(l) {
		return refuse("R12", "%s already holds a token", l)
	}
	return nil
}

func (g *Game) doLab(c Command) {
	p := &g.Pub
	if from := board.Loc(c.B); from != board.NoLoc {
		p.Lab = p.Lab.Without(from)
		p.Coca = p.Coca.Without(from)
		g.emit(Event{Kind: EvTokenRemoved, A: tokLab, B: int16(from)})
	}
	if c.A == LabOnCard {
		p.EstLabs++
		p.EstUsedTurn = true
		g.emit(Event{Kind: EvLabOnCard, A: int16(p.EstLabs)})
		return
	}
	l := board.Loc(c.A)
	p.Lab = p.Lab.With(l)
	if p.CocaLeft() > 0 {
		p.Coca = p.Coca.With(l)
	}
	g.emit(Event{Kind: EvTokenPlaced, A: tokLab, B: int16(l)})
}

// tryLab checks then places a Lab.
func (g *Game) tryLab(c Command, targets board.Set, onCard bool) error {
	if err := g.checkLab(c, targets, onCard); err != nil {
		return err
	}
	g.doLab(c)
	return nil
}

// Controlled tokens (the Patrón) and Blockades (the Factions) share one pool
// of two-sided tokens and go on Cities only.
func (g *Game) cityTokenCmds(op Op, targets board.Set, own board.Set, out []Command) []Command {
	p := &g.Pub
	cities := targets & board.Map.City &^ p.Tokens()
	if p.BlockadeTokensLeft() > 0 {
		for r := cities; r != 0; {
			out = add(out, op, int8(r.Next(&r)), -1)
		}
		return out
	}
	for r := cities; r != 0; {
		l := r.Next(&r)
		for m := own; m != 0; {
			out = add(out, op, int8(l), int8(m.Next(&m)))
		}
	}
	return out
}

func (g *Game) checkCityToken(c Command, targets, own board.Set, kind string) error {
	p := &g.Pub
	if err := checkSource(board.Loc(c.B), p.BlockadeTokensLeft(), own, kind); err != nil {
		return err
	}
	l := board.Loc(c.A)
	if !targets.Has(l) {
		return refuse(ruleTokens, "%s is out of reach", l)
	}
	if !board.Map.City.Has(l) {
		return refuse(ruleTokens, "%s tokens go on Cities; %s is a Farm", kind, l)
	}
	if p.Tokens().Has(l) {
		return refuse("R12", "%s already holds a token", l)
	}
	return nil
}

func (g *Game) tryControl(c Command, targets board.Set) error {
	return g.tryCityToken(c, targets, &g.Pub.Controlled, tokControlled, "Controlled")
}

func (g *Game) tryBlock(c Command, targets board.Set) error {
	return g.tryCityToken(c, targets, &g.Pub.Blockade, tokBlockade, "Blockade")
}

// tryCityToken checks then places a Controlled token or a Blockade (own is
// that side's tokens on the map), moving one of its own when the pool is
// empty (ruling R13).
func (g *Game) tryCityToken(c Command, targets board.Set, own *board.Set, kind int16, name string) error {
	if err := g.checkCityToken(c, targets, *own, name); err != nil {
		return err
	}
	if from := board.Loc(c.B); from != board.NoLoc {
		*own = own.Without(from)
		g.emit(Event{Kind: EvTokenRemoved, A: kind, B: int16(from)})
	}
	*own = own.With(board.Loc(c.A))
	g.emit(Event{Kind: EvTokenPlaced, A: kind, B: int16(c.A)})
	return nil
}

// removeToken takes a token of one kind off a location in targets.
func (g *Game) removeToken(set *board.Set, kind int16, l board.Loc, targets board.Set, name string) error {
	if !targets.Has(l) {
		return refuse(ruleTokens, "%s is out of reach", l)
	}
	if !set.Has(l) {
		return refuse(ruleTokens, "%s holds no %s token", l, name)
	}
	*set = set.Without(l)
	g.emit(Event{Kind: EvTokenRemoved, A: kind, B: int16(l)})
	return nil
}

// Token kinds in events (Event.MapToken names them).
const (
	tokLab        = int16(LabToken)
	tokControlled = int16(ControlledToken)
	tokBlockade   = int16(BlockadeToken)
	tokParty      = int16(PartyToken)
	tokCoin       = int16(CoinToken)
)

// reach is a location and its road neighbours: where a figure's actions land.
func reach(l board.Loc) board.Set { return board.Map.Within[l][1] }

// canLab reports whether some Lab can be placed on targets (or the card).
func (g *Game) canLab(targets board.Set, onCard bool) bool {
	p := &g.Pub
	if p.LabsLeft() == 0 && p.Lab == 0 {
		return false
	}
	return onCard || targets&board.Map.Farm&^p.Tokens() != 0
}

// canCityToken reports whether a Controlled token (own = Controlled) or a
// Blockade (own = Blockade) can be placed on targets.
func (g *Game) canCityToken(targets, own board.Set) bool {
	p := &g.Pub
	if p.BlockadeTokensLeft() == 0 && own == 0 {
		return false
	}
	return targets&board.Map.City&^p.Tokens() != 0
}
