package game

// Taking a decision back. The engine does not reverse a command: a game
// without its last commands is rebuilt by replaying the rest of the log
// (game/replay). What the engine keeps is, for every logged command, who
// applied it and whether it showed anybody something new, so that a table
// can say whether the last decision may still be taken back.

// Step is what the log remembers of one applied command besides its text.
type Step struct {
	Seat   Seat   // who decided
	Prompt Prompt // what about
	// Forced: the rules dictated it (an answer or a reveal the Patrón
	// cannot choose).
	Forced bool
	// Revealed: it showed something hidden or drew something unknown: a
	// card drawn or turned up, a token or objective revealed, an answer
	// given, a deck shuffled, the game ended.
	Revealed bool
}

// Steps are the logged commands' steps, one per entry of Log.
func (g *Game) Steps() []Step { return g.steps }

// UndoBlock says why the last decision cannot be taken back.
type UndoBlock uint8

const (
	UndoAllowed  UndoBlock = iota
	UndoNothing            // no decision has been made yet
	UndoOver               // the game is over
	UndoRevealed           // it showed something hidden, or drew or shuffled
	UndoForced             // the rules dictated it: nobody chose it
	UndoNoLog              // this game keeps no log to replay
)

var undoBlockNames = [...]string{"allowed", "nothing", "over", "revealed", "forced", "noLog"}

// String is the block's stable identifier, e.g. "revealed".
func (b UndoBlock) String() string {
	if int(b) >= len(undoBlockNames) {
		return "?"
	}
	return undoBlockNames[b]
}

// LastDecision is the seat that applied the last logged command, and
// whether it may be taken back as far as the rules of undo go (the table
// adds who may ask: only the person who decided, never a bot).
func (g *Game) LastDecision() (Seat, UndoBlock) { return g.DecisionAt(len(g.steps) - 1) }

// DecisionAt is LastDecision for the i-th logged command: whether the game
// could go back to just before it, were the commands after it taken back
// too.
func (g *Game) DecisionAt(i int) (Seat, UndoBlock) {
	switch {
	case g.noLog:
		return NoSeat, UndoNoLog
	case i < 0 || i >= len(g.steps):
		return NoSeat, UndoNothing
	}
	st := g.steps[i]
	switch {
	case g.Pub.Result.Over:
		return st.Seat, UndoOver
	case st.Forced:
		return st.Seat, UndoForced
	case st.Revealed:
		return st.Seat, UndoRevealed
	}
	return st.Seat, UndoAllowed
}

// reveals lists the events after which a decision can no longer be taken
// back: something hidden was shown, something unknown was drawn, dealt or
// shuffled, or the game ended.
func (k EventKind) reveals() bool {
	switch k {
	case EvGameOver, EvSeason, EvShuffled, EvDraw, EvObjectivesDrawn, EvObjectiveRevealed,
		EvObjectivesAdded, EvDefenseRevealed, EvActionsRevealed, EvPlataRefill, EvRangeAnswer,
		EvTypeAnswer, EvRegionAnswer, EvMissed, EvCaptured, EvHideoutRevealed, EvObjectiveCompleted,
		EvSicarioCaptured, EvAttackFailed:
		return true
	}
	return false
}
