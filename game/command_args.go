package game

import (
	"patron/game/board"
	"patron/game/box"
)

// Args says what a command points at, so that a screen can let the player
// pick it by clicking the thing itself: a location on the map, a
// miniature, a card.
type Args struct {
	Loc     board.Loc   // the location chosen (NoLoc if none)
	From    board.Loc   // where a token comes from, when it is moved (NoLoc if none)
	Hunter  box.Hunter  // NoHunter if none
	Figure  box.Figure  // NoFigure if none
	Figure2 box.Figure  // the second sicario (swap, pepes), NoFigure if none
	Card    box.Card    // NoCard if none
	Action  box.Action  // the action on the Action dashboard (use, extra, silence), NoAction if none
	Faction box.Faction // the Faction chosen to act (next, activate), NoFaction if none
	// ActionCards are the values of the available Action cards the
	// command takes (use: one; redraw: one or two), 0 where none.
	ActionCards [2]int8
}

// Args lists what the command points at.
func (c Command) Args() Args {
	a := Args{Loc: c.Loc(), From: c.From(), Hunter: c.Hunter(), Figure: c.Figure(), Figure2: c.Figure2(), Card: c.Card(), Action: c.Action(), Faction: c.Faction()}
	switch c.Op {
	case OpUse:
		a.ActionCards[0] = int8(c.Value())
	case OpRedraw:
		a.ActionCards = [2]int8{int8(c.Value()), int8(max(c.Value2(), 0))}
	}
	return a
}

// A command's arguments by their names. Command's A, B and C mean what
// its Op makes them mean, in the order of its text form (opTable); these
// accessors say it, so that nobody outside the engine reads them by
// position. Each one names the ops (by their text) it is for and, for any
// other op, returns nothing: a none value (board.NoLoc, box.NoHunter, …,
// -1 for a number or a kind of thing without one, false).

// arg is the nth (from 0) of the command's arguments of kind k, in the
// order of its text form; -1 where its op takes no such argument or it
// was left out.
func (c Command) arg(k argKind, nth int) int8 {
	if c.Op == OpNone || c.Op >= numOps {
		return -1
	}
	vals := [3]int8{c.A, c.B, c.C}
	i := 0
	for _, a := range opTable[c.Op].args {
		if a == argSalt || a == argDigests {
			continue
		}
		if a == k {
			if nth == 0 {
				return max(vals[i], -1)
			}
			nth--
		}
		i++
	}
	return -1
}

// Loc is the place the command names: hide, reveal, step, start, place,
// lab (NoLoc for "lab card": OnCard), control, unblock, flip, push, coin,
// party, destroy, block, uncontrol, search, frame.
func (c Command) Loc() board.Loc {
	if c.Op == OpLab {
		return board.Loc(c.arg(argLabTarget, 0))
	}
	return board.Loc(c.arg(argLoc, 0))
}

// OnCard reports "lab card": the Lab goes on the Established Production
// objective, not on the map.
func (c Command) OnCard() bool { return c.Op == OpLab && c.A == LabOnCard }

// From is where the token that lab, control and block put down comes
// from, when it is moved from the map (ruling R13); NoLoc when it is not.
func (c Command) From() board.Loc { return board.Loc(c.arg(argLocOpt, 0)) }

// Hunter is the hunter the command names: start, target, lock, push,
// selflock, hunter, frame.
func (c Command) Hunter() box.Hunter { return box.Hunter(c.arg(argHunter, 0)) }

// Figure is the sicario the command names: defend, defense, move, place,
// attack; the first of swap's and pepes' two, Figure2 the second.
func (c Command) Figure() box.Figure { return box.Figure(c.arg(argFig, 0)) }

// Figure2 is the second sicario of swap and pepes.
func (c Command) Figure2() box.Figure { return box.Figure(c.arg(argFig, 1)) }

// Card is the Sicario card played (play), discarded (discard, fold) or
// that triggers (trigger).
func (c Command) Card() box.Card { return box.Card(c.arg(argCard, 0)) }

// Faction is the Faction that acts next (next) or is activated
// (activate).
func (c Command) Faction() box.Faction { return box.Faction(c.arg(argFaction, 0)) }

// Action is the action the command names: silence, use, extra.
func (c Command) Action() box.Action { return box.Action(c.arg(argAction, 0)) }

// Token is the defense token given (defend) or shown (defense).
func (c Command) Token() box.Token { return box.Token(c.arg(argToken, 0)) }

// Plata is the Plata o Plomo card offered (offer); -1 for other ops.
func (c Command) Plata() box.Plata { return box.Plata(c.arg(argPlata, 0)) }

// Region is the region named (name); -1 for other ops.
func (c Command) Region() board.Region { return board.Region(c.arg(argRegion, 0)) }

// Objective is the objective put in a slot (order) or revealed
// (objective).
func (c Command) Objective() box.Objective { return box.Objective(c.arg(argObjective, 0)) }

// Season is the objective slot of order and objective: the season, from
// 1, whose objective it is.
func (c Command) Season() int { return int(c.arg(argSeason, 0)) }

// Range is a Range answer's two distances, the smaller first (range);
// -1, -1 for other ops.
func (c Command) Range() (lo, hi int) { return int(c.arg(argDist, 0)), int(c.arg(argDist, 1)) }

// Tiers is how many of a card's effects the Patrón pays for (spend): 0
// none, 1 the first, 2 both.
func (c Command) Tiers() int { return int(c.arg(argTiers, 0)) }

// Value is the value of the available Action card the command takes
// (use), discards (drop), or the first of those redraw discards, Value2
// the second.
func (c Command) Value() int { return int(c.arg(argValue, 0)) }

// Value2 is the second Action card redraw discards; -1 when it discards
// one.
func (c Command) Value2() int { return int(c.arg(argValueOpt, 0)) }

// Glory is how much Glory the Patrón buys from Velasco (buy).
func (c Command) Glory() int { return int(c.arg(argGlory, 0)) }

// Budget is how many spaces the Patrón may move at the End of Season, as
// many as the dollars he declares (budget).
func (c Command) Budget() int { return int(c.arg(argMoney, 0)) }

// City reports a Type answer's: a City, not a Farm (type).
func (c Command) City() bool { return c.arg(argCityFarm, 0) > 0 }

// SameRegion reports a Region answer's: the asking hunter's region
// (region).
func (c Command) SameRegion() bool { return c.arg(argSame, 0) > 0 }

// Found reports a search's answer: the Patrón is there (found).
func (c Command) Found() bool { return c.arg(argYes, 0) > 0 }
