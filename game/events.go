package game

import "fmt"

// Event is something that happened, for logs, screens and animations.
// Events are made from public facts only: every machine gets the same ones.
// What A, B and C hold depends on Kind (eventFields; prose.Printer.Event
// says it in words); outside the engine they are read by their names
// (Loc, Hunter, Figure, …: events_fields.go), never by position.
type Event struct {
	Kind    EventKind
	A, B, C int16
}

// EventKind is the kind of an event.
type EventKind uint8

const (
	EvNone EventKind = iota
	EvGameOver
	EvSeason
	EvSeasonEnd
	EvGlory
	EvMoney
	EvPay
	EvShuffled
	EvDraw
	EvHidden
	EvHunterStart
	EvObjectivesDrawn
	EvObjectivesPlaced
	EvObjectiveRevealed
	EvObjectivesAdded
	EvObjectiveCompleted
	EvDefensesAssigned
	EvDefenseRevealed
	EvSicarioMoveStart
	EvStep
	EvMoveEnd
	EvPickUp
	EvShip
	EvPlay
	EvDiscardForSpecial
	EvFold
	EvSpend
	EvPepesCut
	EvPlace
	EvBribe
	EvTokenPlaced
	EvTokenRemoved
	EvLabOnCard
	EvFlip
	EvUltimatum
	EvPlata
	EvPlomo
	EvPlataRefill
	EvIncomeTrack
	EvLock
	EvLockSeason
	EvSelfLockNext
	EvSwap
	EvPushed
	EvSilence
	EvFrameUp
	EvFramed
	EvNextFaction
	EvFactionTurn
	EvFactionTurnEnd
	EvActivate
	EvActionsRevealed
	EvActionDropped
	EvLockedSkip
	EvNoAction
	EvBoost
	EvRedraw
	EvCaliTake
	EvCaliExtra
	EvActionCard
	EvPepesReveal
	EvPoliciaBonus
	EvAttack
	EvAttackFailed
	EvSicarioCaptured
	EvRangeAnswer
	EvTypeAnswer
	EvRegionAnswer
	EvSearch
	EvMissed
	EvCaptured
	EvEscaped
	EvCocaProduced
	EvSicariosReturn
	EvHideoutRevealed
	EvBudget
	EvTrigger
	numEventKinds
)

// String is the event by its kind's id and arguments, "place 3 12 0": the
// same in every language (prose.Printer says it in words).
func (e Event) String() string { return fmt.Sprintf("%s %d %d %d", e.Kind.Name(), e.A, e.B, e.C) }

// Name is the event kind's stable identifier, e.g. "place".
func (k EventKind) Name() string {
	if k >= numEventKinds {
		return "?"
	}
	return eventNames[k]
}

var eventNames = [numEventKinds]string{
	EvNone:               "none",
	EvGameOver:           "gameOver",
	EvSeason:             "season",
	EvSeasonEnd:          "seasonEnd",
	EvGlory:              "glory",
	EvMoney:              "money",
	EvPay:                "pay",
	EvShuffled:           "shuffled",
	EvDraw:               "draw",
	EvHidden:             "hidden",
	EvHunterStart:        "hunterStart",
	EvObjectivesDrawn:    "objectivesDrawn",
	EvObjectivesPlaced:   "objectivesPlaced",
	EvObjectiveRevealed:  "objectiveRevealed",
	EvObjectivesAdded:    "objectivesAdded",
	EvObjectiveCompleted: "objectiveCompleted",
	EvDefensesAssigned:   "defensesAssigned",
	EvDefenseRevealed:    "defenseRevealed",
	EvSicarioMoveStart:   "sicarioMoveStart",
	EvStep:               "step",
	EvMoveEnd:            "moveEnd",
	EvPickUp:             "pickUp",
	EvShip:               "ship",
	EvPlay:               "play",
	EvDiscardForSpecial:  "discardForSpecial",
	EvFold:               "fold",
	EvSpend:              "spend",
	EvPepesCut:           "pepesCut",
	EvPlace:              "place",
	EvBribe:              "bribe",
	EvTokenPlaced:        "tokenPlaced",
	EvTokenRemoved:       "tokenRemoved",
	EvLabOnCard:          "labOnCard",
	EvFlip:               "flip",
	EvUltimatum:          "ultimatum",
	EvPlata:              "plata",
	EvPlomo:              "plomo",
	EvPlataRefill:        "plataRefill",
	EvIncomeTrack:        "incomeTrack",
	EvLock:               "lock",
	EvLockSeason:         "lockSeason",
	EvSelfLockNext:       "selfLockNext",
	EvSwap:               "swap",
	EvPushed:             "pushed",
	EvSilence:            "silence",
	EvFrameUp:            "frameUp",
	EvFramed:             "framed",
	EvNextFaction:        "nextFaction",
	EvFactionTurn:        "factionTurn",
	EvFactionTurnEnd:     "factionTurnEnd",
	EvActivate:           "activate",
	EvActionsRevealed:    "actionsRevealed",
	EvActionDropped:      "actionDropped",
	EvLockedSkip:         "lockedSkip",
	EvNoAction:           "noAction",
	EvBoost:              "boost",
	EvRedraw:             "redraw",
	EvCaliTake:           "caliTake",
	EvCaliExtra:          "caliExtra",
	EvActionCard:         "actionCard",
	EvPepesReveal:        "pepesReveal",
	EvPoliciaBonus:       "policiaBonus",
	EvAttack:             "attack",
	EvAttackFailed:       "attackFailed",
	EvSicarioCaptured:    "sicarioCaptured",
	EvRangeAnswer:        "rangeAnswer",
	EvTypeAnswer:         "typeAnswer",
	EvRegionAnswer:       "regionAnswer",
	EvSearch:             "search",
	EvMissed:             "missed",
	EvCaptured:           "captured",
	EvEscaped:            "escaped",
	EvCocaProduced:       "cocaProduced",
	EvSicariosReturn:     "sicariosReturn",
	EvHideoutRevealed:    "hideoutRevealed",
	EvBudget:             "budget",
	EvTrigger:            "trigger",
}
