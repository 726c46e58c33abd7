package game

import (
	"patron/game/board"
	"patron/game/box"
)

// Args says what a command points at, so that a screen can let the player
// pick it by clicking the thing itself: a location on the map, a
// miniature, a card.
type Args struct {
	Loc     board.Loc  // the location chosen (NoLoc if none)
	From    board.Loc  // where a token comes from, when it is moved (NoLoc if none)
	Hunter  box.Hunter // NoHunter if none
	Figure  box.Figure // NoFigure if none
	Figure2 box.Figure // the second sicario (swap, pepes), NoFigure if none
	Card    box.Card   // NoCard if none
	Action  box.Action // the action on the Action dashboard (use, extra, silence), NoAction if none
	// ActionCards are the values of the available Action cards the
	// command takes (use: one; redraw: one or two), 0 where none.
	ActionCards [2]int8
}

// Args lists what the command points at.
func (c Command) Args() Args {
	a := Args{Loc: board.NoLoc, From: board.NoLoc, Hunter: box.NoHunter, Figure: box.NoFigure, Figure2: box.NoFigure, Card: box.NoCard, Action: box.NoAction}
	if c.Op == OpNone || c.Op >= numOps {
		return a
	}
	switch c.Op {
	case OpUse:
		a.ActionCards[0] = c.A
	case OpRedraw:
		a.ActionCards = [2]int8{c.A, max(c.B, 0)}
	}
	vals := [3]int8{c.A, c.B, c.C}
	for i, k := range opTable[c.Op].args {
		if i >= len(vals) || vals[i] < 0 {
			continue
		}
		v := vals[i]
		switch k {
		case argLoc, argLabTarget:
			a.Loc = board.Loc(v)
		case argLocOpt:
			// Always the second location: where the token comes from,
			// also for "lab card <from>", whose target is no location.
			a.From = board.Loc(v)
		case argHunter:
			a.Hunter = box.Hunter(v)
		case argFig:
			if a.Figure == box.NoFigure {
				a.Figure = box.Figure(v)
			} else {
				a.Figure2 = box.Figure(v)
			}
		case argCard:
			a.Card = box.Card(v)
		case argAction:
			a.Action = box.Action(v)
		}
	}
	return a
}
