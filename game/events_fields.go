package game

import (
	"patron/game/board"
	"patron/game/box"
)

// An event's fields by their names. Event's A, B and C hold what its Kind
// makes them hold (eventFields); these accessors say it, so that nobody
// outside the engine reads them by position. Each one lists the kinds it
// is for and, for any other kind, returns nothing: a none value
// (board.NoLoc, box.NoHunter, …, -1 for a number or a kind of thing
// without one, false). prose.Printer.Event says every kind in words.

// evField is what one of an event's A, B and C holds.
type evField uint8

const (
	efNone evField = iota
	efLoc
	efHunter
	efMover // a hunter or the slot of a sicario: Mover
	efFigure
	efFigure2
	efCard
	efObjective
	efToken
	efMapToken
	efPlata
	efAction
	efFaction
	efRegion
	efSeason
	efAmount
	efTotal
	efCount
	efIncome
	efValue
	efStrength
	efDefense
	efNear // a Range answer's smaller distance
	efFar  // and its greater
	efCity
	efSameRegion
	efSteps
	efFree
	efWinner
	efReason
)

// eventFields is what each kind's A, B and C hold, in that order.
var eventFields = [numEventKinds][3]evField{
	EvGameOver:           {efWinner, efReason},
	EvSeason:             {efSeason},
	EvSeasonEnd:          {efSeason},
	EvGlory:              {efAmount, efTotal},
	EvMoney:              {efAmount, efTotal},
	EvPay:                {efAmount, efTotal},
	EvShuffled:           {efCount},
	EvHunterStart:        {efHunter, efLoc},
	EvObjectivesDrawn:    {efCount},
	EvObjectiveRevealed:  {efObjective},
	EvObjectivesAdded:    {efCount},
	EvObjectiveCompleted: {efObjective, efTotal},
	EvDefenseRevealed:    {efFigure, efToken},
	EvSicarioMoveStart:   {efFigure},
	EvStep:               {efMover, efLoc},
	EvMoveEnd:            {efMover, efLoc},
	EvPickUp:             {efFigure, efLoc},
	EvShip:               {efFigure, efLoc},
	EvPlay:               {efCard},
	EvDiscardForSpecial:  {efCard},
	EvFold:               {efCard},
	EvSpend:              {efCard, efAmount, efTotal},
	EvPepesCut:           {efTotal},
	EvPlace:              {efFigure, efLoc},
	EvBribe:              {efTotal},
	EvTokenPlaced:        {efMapToken, efLoc},
	EvTokenRemoved:       {efMapToken, efLoc},
	EvLabOnCard:          {efTotal},
	EvFlip:               {efLoc},
	EvUltimatum:          {efHunter, efPlata},
	EvPlata:              {efHunter, efPlata},
	EvPlomo:              {efHunter},
	EvIncomeTrack:        {efIncome},
	EvLock:               {efHunter},
	EvLockSeason:         {efHunter, efSeason},
	EvSwap:               {efFigure, efFigure2},
	EvPushed:             {efHunter, efLoc},
	EvSilence:            {efAction},
	EvFrameUp:            {efRegion},
	EvFramed:             {efHunter, efLoc},
	EvNextFaction:        {efFaction},
	EvFactionTurn:        {efFaction},
	EvFactionTurnEnd:     {efFaction},
	EvActivate:           {efHunter},
	EvActionDropped:      {efValue},
	EvLockedSkip:         {efHunter},
	EvNoAction:           {efHunter},
	EvBoost:              {efHunter},
	EvRedraw:             {efCount},
	EvCaliTake:           {efLoc, efTotal},
	EvCaliExtra:          {efAction},
	EvActionCard:         {efValue, efAction},
	EvPepesReveal:        {efFigure, efFigure2},
	EvPoliciaBonus:       {efStrength},
	EvAttack:             {efHunter, efFigure},
	EvAttackFailed:       {efFigure, efStrength, efDefense},
	EvSicarioCaptured:    {efFigure, efStrength, efDefense},
	EvRangeAnswer:        {efHunter, efNear, efFar},
	EvTypeAnswer:         {efHunter, efCity},
	EvRegionAnswer:       {efHunter, efSameRegion},
	EvSearch:             {efHunter, efLoc},
	EvMissed:             {efLoc},
	EvCaptured:           {efLoc, efTotal},
	EvCocaProduced:       {efLoc},
	EvHideoutRevealed:    {efLoc},
	EvBudget:             {efSteps, efFree},
	EvTrigger:            {efCard},
}

// get is the field of the event that holds f; -1 where its kind has none.
func (e Event) get(f evField) int16 {
	if e.Kind >= numEventKinds {
		return -1
	}
	for i, g := range eventFields[e.Kind] {
		if g == f {
			return [3]int16{e.A, e.B, e.C}[i]
		}
	}
	return -1
}

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
func (e Event) Loc() board.Loc { return board.Loc(e.get(efLoc)) }

// Hunter is the hunter the event is about: the one who starts
// (EvHunterStart), is threatened (EvUltimatum), takes the money (EvPlata)
// or refuses it (EvPlomo), is locked (EvLock, EvLockSeason), is pushed
// (EvPushed) or framed (EvFramed), is activated (EvActivate), cannot move
// (EvLockedSkip) or act (EvNoAction), may move 2 more (EvBoost), attacks
// (EvAttack), asks (EvRangeAnswer, EvTypeAnswer, EvRegionAnswer: from his
// place) or searches (EvSearch). A step's hunter is its Mover.
func (e Event) Hunter() box.Hunter { return box.Hunter(e.get(efHunter)) }

// Mover is the figure that steps (EvStep) or stops (EvMoveEnd): a hunter
// (hunter true, s -1), or the sicario on the dashboard slot s (h
// box.NoHunter).
func (e Event) Mover() (h box.Hunter, s box.Slot, hunter bool) {
	a := e.get(efMover)
	if a < 0 {
		return box.NoHunter, -1, false
	}
	if h, s, hunter = Mover(a); hunter {
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
func (e Event) Figure() box.Figure { return box.Figure(e.get(efFigure)) }

// Figure2 is the second sicario of EvSwap and EvPepesReveal.
func (e Event) Figure2() box.Figure { return box.Figure(e.get(efFigure2)) }

// Card is the Sicario card played (EvPlay), discarded for León or La
// Quica (EvDiscardForSpecial) or for nothing (EvFold), paid for (EvSpend),
// or that triggers at the End of Season (EvTrigger).
func (e Event) Card() box.Card { return box.Card(e.get(efCard)) }

// Objective is the objective revealed (EvObjectiveRevealed) or completed
// (EvObjectiveCompleted).
func (e Event) Objective() box.Objective { return box.Objective(e.get(efObjective)) }

// Token is the defense token shown (EvDefenseRevealed).
func (e Event) Token() box.Token { return box.Token(e.get(efToken)) }

// MapToken is the token placed (EvTokenPlaced) or removed
// (EvTokenRemoved); -1 for other kinds.
func (e Event) MapToken() MapToken { return MapToken(e.get(efMapToken)) }

// Plata is the Plata o Plomo card La Quica offers (EvUltimatum) and the
// hunter takes (EvPlata); -1 for other kinds.
func (e Event) Plata() box.Plata { return box.Plata(e.get(efPlata)) }

// Action is the action whose slot is closed (EvSilence), that Cali takes
// as an extra (EvCaliExtra), or that an Action card goes on
// (EvActionCard).
func (e Event) Action() box.Action { return box.Action(e.get(efAction)) }

// Faction is the Faction that will act next (EvNextFaction), takes its
// turn (EvFactionTurn) or ends it (EvFactionTurnEnd).
func (e Event) Faction() box.Faction { return box.Faction(e.get(efFaction)) }

// Region is the region every hunter must leave (EvFrameUp); -1 for other
// kinds.
func (e Event) Region() board.Region { return board.Region(e.get(efRegion)) }

// Season is the season that begins (EvSeason) or is over (EvSeasonEnd),
// or until whose end the hunter cannot move (EvLockSeason).
func (e Event) Season() int { return int(e.get(efSeason)) }

// Amount is how much the Patrón gains (EvGlory: Glory, as won, though
// the track stops at its end; EvMoney: money) or pays (EvPay; EvSpend:
// for a card's effect, 0 for nothing).
func (e Event) Amount() int { return int(e.get(efAmount)) }

// Total is how many there are once the event is over: the Patrón's
// Glory (EvGlory) or money (EvMoney, EvPay, EvSpend), Los Pepes' money
// (EvPepesCut), the money on Bribing Politicians (EvBribe), the Labs on
// Established Production (EvLabOnCard), the Coca cubes on Cali's card
// (EvCaliTake), the objectives completed (EvObjectiveCompleted), the
// captures of the Patrón, this one included (EvCaptured).
func (e Event) Total() int { return int(e.get(efTotal)) }

// Count is how many cards the new Sicario deck has (EvShuffled), how
// many objectives the Patrón draws (EvObjectivesDrawn) or adds after an
// escape (EvObjectivesAdded), how many available Action cards the DEA
// discards for new ones (EvRedraw).
func (e Event) Count() int { return int(e.get(efCount)) }

// Income is where the income marker stands (EvIncomeTrack).
func (e Event) Income() int { return int(e.get(efIncome)) }

// Value is the value of the Action card discarded (EvActionDropped) or
// put on an action (EvActionCard).
func (e Event) Value() int { return int(e.get(efValue)) }

// Strength is an attack's strength: with Policía's +2 (EvPoliciaBonus),
// against the sicario's defense (EvAttackFailed, EvSicarioCaptured).
func (e Event) Strength() int { return int(e.get(efStrength)) }

// Defense is the attacked sicario's defense (EvAttackFailed,
// EvSicarioCaptured).
func (e Event) Defense() int { return int(e.get(efDefense)) }

// Range is a Range answer's two distances from the hunter's place, the
// smaller first (EvRangeAnswer); -1, -1 for other kinds.
func (e Event) Range() (lo, hi int) { return int(e.get(efNear)), int(e.get(efFar)) }

// City reports a Type answer's: the Patrón hides in a City, not a Farm
// (EvTypeAnswer).
func (e Event) City() bool { return e.get(efCity) > 0 }

// SameRegion reports a Region answer's: the Patrón is in the asking
// hunter's region (EvRegionAnswer).
func (e Event) SameRegion() bool { return e.get(efSameRegion) > 0 }

// Steps is how many spaces the Patrón may move at the End of Season
// (EvBudget).
func (e Event) Steps() int { return int(e.get(efSteps)) }

// Free reports that the End of Season's move is free, thanks to Limón
// (EvBudget).
func (e Event) Free() bool { return e.get(efFree) > 0 }

// Winner is the side that wins the game over (EvGameOver); NoSide for
// other kinds.
func (e Event) Winner() Side { return Side(max(e.get(efWinner), 0)) }

// Reason is why the game is over (EvGameOver); NoReason for other kinds.
func (e Event) Reason() Reason { return Reason(max(e.get(efReason), 0)) }

// Mover reads the figure an EvStep's or EvMoveEnd's A names: a hunter, or
// the slot of a sicario. Outside the engine, Event.Mover says it.
func Mover(a int16) (h box.Hunter, s box.Slot, hunter bool) {
	if int8(a) >= moverHunter {
		return box.Hunter(int8(a) - moverHunter), 0, true
	}
	return 0, box.Slot(a), false
}
