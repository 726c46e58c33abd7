package game

import "patron/game/board"

// Why a move offers what it offers: the engine says it in types, a
// prose.Printer in words, so that a player never looks for a choice that is
// not there without being told why.

// Note is a typed remark on a pending decision: why a choice the player
// may look for is missing. NoteNone says nothing.
type Note uint8

const (
	NoteNone Note = iota
	// NoteHunterHere: the moving hunter stands, mid-move, where another
	// hunter stands; it may pass through but not stop, so Stop is not
	// offered (rulebook: hunters move through other hunters but never end
	// a move on one; decision D23).
	NoteHunterHere
	// NoteSicarioHere: the same for a sicario passing another sicario.
	NoteSicarioHere
	numNotes
)

var noteNames = [numNotes]string{"", "hunterHere", "sicarioHere"}

// Name is the note's stable identifier ("" for NoteNone).
func (n Note) Name() string {
	if n >= numNotes {
		return "?"
	}
	return noteNames[n]
}

// moveNote is the note of a move's decision: why Stop is missing, if it is.
func (g *Game) moveNote(f *moveFrame) Note {
	if g.canStop(f) {
		return NoteNone
	}
	if f.flags&mvHunter != 0 {
		return NoteHunterHere
	}
	return NoteSicarioHere
}

// moveNext is every place one step from where the mover stands: roads,
// and for a hunter the other airport Cities (ruling R11).
func moveNext(f *moveFrame) board.Set {
	if f.flags&mvHunter != 0 {
		return hunterNeighbours(f.at.Bit()) &^ f.at.Bit()
	}
	return board.Map.Adj[f.at]
}

// whyNoStep is the refusal of a step to a place the mover may not step
// to now, saying which rule closes it.
func (g *Game) whyNoStep(f *moveFrame, to board.Loc) error {
	p := &g.Pub
	hunter := f.flags&mvHunter != 0
	switch {
	case to < 0 || int(to) >= board.N:
		return refuse(ruleMove, "there is no such place")
	case f.left <= 0:
		return refuse(ruleMove, "the move has no steps left")
	case !moveNext(f).Has(to):
		if !hunter && board.Map.Airport.Has(to) && board.Map.Airport.Has(f.at) {
			return refuse(ruleMove, "sicarios never fly: %s is not a road away from %s", to, f.at)
		}
		return refuse(ruleMove, "%s is not next to %s", to, f.at)
	case hunter && p.sicAt.Has(to):
		return refuse(ruleMove, "a hunter cannot enter %s: a sicario stands there", to)
	case hunter && (p.Controlled & board.Map.City).Has(to):
		return refuse(ruleMove, "a hunter cannot enter %s: the Patrón controls that City", to)
	case !hunter && p.hunAt.Has(to):
		return refuse(ruleMove, "a sicario cannot enter %s: a hunter stands there", to)
	case !hunter && (p.Blockade & board.Map.City).Has(to):
		return refuse(ruleMove, "a sicario cannot enter %s: a Blockade closes that City", to)
	case hunter && f.left == 1:
		return refuse(ruleMove, "a hunter cannot end a move on %s: another hunter stands there", to)
	case hunter:
		return refuse(ruleMove, "another hunter stands on %s, and %d more steps reach no free place beyond it", to, int(f.left)-1)
	case f.left == 1:
		return refuse(ruleMove, "a sicario cannot end a move on %s: another sicario stands there", to)
	}
	return refuse(ruleMove, "another sicario stands on %s, and %d more steps reach no free place beyond it", to, int(f.left)-1)
}

// movingFrame is the move waiting for its next step, if one is.
func (g *Game) movingFrame() (*moveFrame, bool) {
	if g.Pub.Result.Over || g.Pub.depth == 0 || g.top().kind != fMove {
		return nil, false
	}
	return viewOf[moveFrame](g.top()), true
}

// BlockedSteps are the places next to the moving figure that it may not
// step to now (a Controlled City, a sicario's place, a place it could
// not stop on or pass beyond): screens say why on them (StepRefusal). It
// is empty when no move waits for its next step.
func (g *Game) BlockedSteps() board.Set {
	f, ok := g.movingFrame()
	if !ok || f.left <= 0 {
		return 0
	}
	return moveNext(f) &^ g.moveSteps(f)
}

// StepRefusal is why the moving figure may not step to a place now, or
// nil when it may (or no move waits for its next step): the refusal the
// step would get, so a screen can say it before the player tries.
func (g *Game) StepRefusal(to board.Loc) error {
	f, ok := g.movingFrame()
	if !ok || to >= 0 && int(to) < board.N && g.moveSteps(f).Has(to) {
		return nil
	}
	return refused(cmd1(OpStep, int8(to)), g.whyNoStep(f, to))
}
