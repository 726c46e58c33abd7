package game

import (
	"patron/game/board"
	"patron/game/box"
)

// An event's fields by their names. Event's A, B and C mean what its Kind
// makes them mean; these accessors say it, so that nobody outside the
// engine reads them by position. Each one lists the kinds it is for and,
// for any other kind, returns nothing: a none value (board.NoLoc,
// box.NoHunter, …, -1 for a number or a kind of thing without one, false).
// prose.Printer.Event says every kind in words.

// MapToken is a kind of token on the map, as EvTokenPlaced and
// EvTokenRemoved name it.
type MapToken int8

const (
	LabToken        MapToken = iota // a Lab (on a Farm)
	ControlledToken                 // a Controlled token (on a City)
	BlockadeToken                   // a Blockade (on a City)
	PartyToken                      // a Party token (Party Time)
	CoinToken                       // a $1 (Coin Toss)
)

// Loc is where the event happened:
//   - EvHunterStart: where the hunter starts;
//   - EvStep, EvMoveEnd: where the figure steps, or stops;
//   - EvPlace: where the sicario is placed;
//   - EvPickUp, EvShip: where the sicario picks up or ships a Coca cube;
//   - EvTokenPlaced, EvTokenRemoved: where the token is placed or removed;
//   - EvFlip: the Blockade turned to Controlled;
//   - EvPushed, EvFramed: where the hunter is sent;
//   - EvCaliTake: where Cali takes a Coca cube;
//   - EvSearch, EvMissed: the place searched (EvMissed: found empty);
//   - EvCaptured: where the Patrón is caught;
//   - EvCocaProduced: the Lab that produces;
//   - EvHideoutRevealed: the hideout shown.
func (e Event) Loc() board.Loc {
	switch e.Kind {
	case EvHunterStart, EvStep, EvMoveEnd, EvPlace, EvPickUp, EvShip, EvTokenPlaced, EvTokenRemoved,
		EvPushed, EvFramed, EvSearch:
		return board.Loc(e.B)
	case EvFlip, EvCaliTake, EvMissed, EvCaptured, EvCocaProduced, EvHideoutRevealed:
		return board.Loc(e.A)
	}
	return board.NoLoc
}

// Hunter is the hunter the event is about: the one who starts
// (EvHunterStart), is threatened (EvUltimatum), takes the money (EvPlata)
// or refuses it (EvPlomo), is locked (EvLock, EvLockSeason), is pushed
// (EvPushed) or framed (EvFramed), is activated (EvActivate), cannot move
// (EvLockedSkip) or act (EvNoAction), may move 2 more (EvBoost), attacks
// (EvAttack), asks (EvRangeAnswer, EvTypeAnswer, EvRegionAnswer: from his
// place) or searches (EvSearch). A step's hunter is its Mover.
func (e Event) Hunter() box.Hunter {
	switch e.Kind {
	case EvHunterStart, EvUltimatum, EvPlata, EvPlomo, EvLock, EvLockSeason, EvPushed, EvFramed,
		EvActivate, EvLockedSkip, EvNoAction, EvBoost, EvAttack,
		EvRangeAnswer, EvTypeAnswer, EvRegionAnswer, EvSearch:
		return box.Hunter(e.A)
	}
	return box.NoHunter
}

// Mover is the figure that steps (EvStep) or stops (EvMoveEnd): a hunter
// (hunter true, s -1), or the sicario on the dashboard slot s (h
// box.NoHunter).
func (e Event) Mover() (h box.Hunter, s box.Slot, hunter bool) {
	if e.Kind != EvStep && e.Kind != EvMoveEnd {
		return box.NoHunter, -1, false
	}
	if h, s, hunter = Mover(e.A); hunter {
		return h, -1, true
	}
	return box.NoHunter, s, false
}

// Figure is the sicario the event is about: whose defense token shows
// (EvDefenseRevealed), who is paid to move (EvSicarioMoveStart), picks up
// or ships a cube (EvPickUp, EvShip), is placed (EvPlace), is attacked
// (EvAttack), holds (EvAttackFailed) or is captured (EvSicarioCaptured);
// the first of the two whose tokens are swapped (EvSwap) or seen
// (EvPepesReveal), Figure2 the second. A step's sicario is its Mover.
func (e Event) Figure() box.Figure {
	switch e.Kind {
	case EvDefenseRevealed, EvSicarioMoveStart, EvPickUp, EvShip, EvPlace,
		EvSwap, EvPepesReveal, EvAttackFailed, EvSicarioCaptured:
		return box.Figure(e.A)
	case EvAttack:
		return box.Figure(e.B)
	}
	return box.NoFigure
}

// Figure2 is the second sicario of EvSwap and EvPepesReveal.
func (e Event) Figure2() box.Figure {
	switch e.Kind {
	case EvSwap, EvPepesReveal:
		return box.Figure(e.B)
	}
	return box.NoFigure
}

// Card is the Sicario card played (EvPlay), discarded for León or La
// Quica (EvDiscardForSpecial) or for nothing (EvFold), paid for (EvSpend),
// or that triggers at the End of Season (EvTrigger).
func (e Event) Card() box.Card {
	switch e.Kind {
	case EvPlay, EvDiscardForSpecial, EvFold, EvSpend, EvTrigger:
		return box.Card(e.A)
	}
	return box.NoCard
}

// Objective is the objective revealed (EvObjectiveRevealed) or completed
// (EvObjectiveCompleted).
func (e Event) Objective() box.Objective {
	switch e.Kind {
	case EvObjectiveRevealed, EvObjectiveCompleted:
		return box.Objective(e.A)
	}
	return box.NoObjective
}

// Token is the defense token shown (EvDefenseRevealed).
func (e Event) Token() box.Token {
	if e.Kind == EvDefenseRevealed {
		return box.Token(e.B)
	}
	return box.NoToken
}

// MapToken is the token placed (EvTokenPlaced) or removed
// (EvTokenRemoved); -1 for other kinds.
func (e Event) MapToken() MapToken {
	switch e.Kind {
	case EvTokenPlaced, EvTokenRemoved:
		return MapToken(e.A)
	}
	return -1
}

// Plata is the Plata o Plomo card La Quica offers (EvUltimatum) and the
// hunter takes (EvPlata); -1 for other kinds.
func (e Event) Plata() box.Plata {
	switch e.Kind {
	case EvUltimatum, EvPlata:
		return box.Plata(e.B)
	}
	return -1
}

// Action is the action whose slot is closed (EvSilence), that Cali takes
// as an extra (EvCaliExtra), or that an Action card goes on
// (EvActionCard).
func (e Event) Action() box.Action {
	switch e.Kind {
	case EvSilence, EvCaliExtra:
		return box.Action(e.A)
	case EvActionCard:
		return box.Action(e.B)
	}
	return box.NoAction
}

// Faction is the Faction that will act next (EvNextFaction), takes its
// turn (EvFactionTurn) or ends it (EvFactionTurnEnd).
func (e Event) Faction() box.Faction {
	switch e.Kind {
	case EvNextFaction, EvFactionTurn, EvFactionTurnEnd:
		return box.Faction(e.A)
	}
	return box.NoFaction
}

// Region is the region every hunter must leave (EvFrameUp); -1 for other
// kinds.
func (e Event) Region() board.Region {
	if e.Kind == EvFrameUp {
		return board.Region(e.A)
	}
	return -1
}

// Season is the season that begins (EvSeason) or is over (EvSeasonEnd),
// or until whose end the hunter cannot move (EvLockSeason).
func (e Event) Season() int {
	switch e.Kind {
	case EvSeason, EvSeasonEnd:
		return int(e.A)
	case EvLockSeason:
		return int(e.B)
	}
	return -1
}

// Amount is how much the Patrón gains (EvGlory: Glory, as won, though
// the track stops at its end; EvMoney: money) or pays (EvPay; EvSpend:
// for a card's effect, 0 for nothing).
func (e Event) Amount() int {
	switch e.Kind {
	case EvGlory, EvMoney, EvPay:
		return int(e.A)
	case EvSpend:
		return int(e.B)
	}
	return -1
}

// Total is how many there are once the event is over: the Patrón's
// Glory (EvGlory) or money (EvMoney, EvPay, EvSpend), Los Pepes' money
// (EvPepesCut), the money on Bribing Politicians (EvBribe), the Labs on
// Established Production (EvLabOnCard), the Coca cubes on Cali's card
// (EvCaliTake), the objectives completed (EvObjectiveCompleted), the
// captures of the Patrón, this one included (EvCaptured).
func (e Event) Total() int {
	switch e.Kind {
	case EvGlory, EvMoney, EvPay, EvCaliTake, EvObjectiveCompleted, EvCaptured:
		return int(e.B)
	case EvSpend:
		return int(e.C)
	case EvPepesCut, EvBribe, EvLabOnCard:
		return int(e.A)
	}
	return -1
}

// Count is how many cards the new Sicario deck has (EvShuffled), how
// many objectives the Patrón draws (EvObjectivesDrawn) or adds after an
// escape (EvObjectivesAdded), how many available Action cards the DEA
// discards for new ones (EvRedraw).
func (e Event) Count() int {
	switch e.Kind {
	case EvShuffled, EvObjectivesDrawn, EvObjectivesAdded, EvRedraw:
		return int(e.A)
	}
	return -1
}

// Income is where the income marker stands (EvIncomeTrack).
func (e Event) Income() int {
	if e.Kind == EvIncomeTrack {
		return int(e.A)
	}
	return -1
}

// Value is the value of the Action card discarded (EvActionDropped) or
// put on an action (EvActionCard).
func (e Event) Value() int {
	switch e.Kind {
	case EvActionDropped, EvActionCard:
		return int(e.A)
	}
	return -1
}

// Strength is an attack's strength: with Policía's +2 (EvPoliciaBonus),
// against the sicario's defense (EvAttackFailed, EvSicarioCaptured).
func (e Event) Strength() int {
	switch e.Kind {
	case EvPoliciaBonus:
		return int(e.A)
	case EvAttackFailed, EvSicarioCaptured:
		return int(e.B)
	}
	return -1
}

// Defense is the attacked sicario's defense (EvAttackFailed,
// EvSicarioCaptured).
func (e Event) Defense() int {
	switch e.Kind {
	case EvAttackFailed, EvSicarioCaptured:
		return int(e.C)
	}
	return -1
}

// Range is a Range answer's two distances from the hunter's place, the
// smaller first (EvRangeAnswer); -1, -1 for other kinds.
func (e Event) Range() (lo, hi int) {
	if e.Kind == EvRangeAnswer {
		return int(e.B), int(e.C)
	}
	return -1, -1
}

// City reports a Type answer's: the Patrón hides in a City, not a Farm
// (EvTypeAnswer).
func (e Event) City() bool { return e.Kind == EvTypeAnswer && e.B != 0 }

// SameRegion reports a Region answer's: the Patrón is in the asking
// hunter's region (EvRegionAnswer).
func (e Event) SameRegion() bool { return e.Kind == EvRegionAnswer && e.B != 0 }

// Steps is how many spaces the Patrón may move at the End of Season
// (EvBudget).
func (e Event) Steps() int {
	if e.Kind == EvBudget {
		return int(e.A)
	}
	return -1
}

// Free reports that the End of Season's move is free, thanks to Limón
// (EvBudget).
func (e Event) Free() bool { return e.Kind == EvBudget && e.B != 0 }

// Winner is the side that wins the game over (EvGameOver).
func (e Event) Winner() Side {
	if e.Kind == EvGameOver {
		return Side(e.A)
	}
	return NoSide
}

// Reason is why the game is over (EvGameOver).
func (e Event) Reason() Reason {
	if e.Kind == EvGameOver {
		return Reason(e.B)
	}
	return NoReason
}

// Mover reads the figure an EvStep's or EvMoveEnd's A names: a hunter, or
// the slot of a sicario. Outside the engine, Event.Mover says it.
func Mover(a int16) (h box.Hunter, s box.Slot, hunter bool) {
	if int8(a) >= moverHunter {
		return box.Hunter(int8(a) - moverHunter), 0, true
	}
	return 0, box.Slot(a), false
}
