package game

// Event is something that happened, for logs, screens and animations.
// Events are made from public facts only: every machine gets the same ones.
// The meaning of A, B, C depends on Kind (see messages.go).
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

// String is the event in English words.
func (e Event) String() string { return e.Text() }
