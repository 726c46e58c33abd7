package game

import (
	"errors"
	"strings"
	"testing"

	"patron/game/board"
	"patron/game/box"
)

// Scenario tests of what a move's decision says of itself: why Stop is
// missing, whose move it is, and why a neighbour cannot be stepped to.

// expectNote checks the pending decision's note and that Stop is offered
// exactly when there is nothing to say.
func expectNote(s *scen, want Note) {
	s.t.Helper()
	d := s.g.Pending()
	if d.Detail.Note != want {
		s.t.Fatalf("at %s on %v: note %q, want %q (legal %v)", d.Prompt, d.Detail.Loc, d.Detail.Note.Name(), want.Name(), s.legalText())
	}
	if s.hasLegal("stop") == (want != NoteNone) {
		s.t.Fatalf("note %q with stop offered %v (legal %v)", want.Name(), s.hasLegal("stop"), s.legalText())
	}
}

// murphyBehindPena: the DEA's turn, Murphy on C3 about to move, Peña on
// C4 in his way (C3, C4, C5 lie on one road), no mini-card to play.
func murphyBehindPena(t *testing.T) *scen {
	s := newScen(t)
	abQuiet(s)
	abClear(s, box.Murphy)
	s.hunterAt(box.Murphy, "C3")
	s.hunterAt(box.Pena, "C4")
	s.factionTurn(box.DEA)
	s.do("hunter Murphy")
	return s
}

// Rulebook p.15 (hunters move through other hunters but never end a move on
// one; decision D23): on Peña's place Murphy is offered no Stop, and the
// decision says why; before and after it, Stop is there and nothing is said.
func TestNoteHunterMayNotStopOnAHunter(t *testing.T) {
	s := murphyBehindPena(t)
	abSeat(s, SeatDEA, PromptHunterStep)
	expectNote(s, NoteNone) // his own start
	s.do("step C4")
	expectNote(s, NoteHunterHere)
	s.do("step C5") // his last step: the move ends there
	s.expectPrompt(PromptUseAction)
	if s.g.Pub.Hunters[box.Murphy].Loc != loc("C5") {
		t.Fatalf("Murphy on %v", s.g.Pub.Hunters[box.Murphy].Loc)
	}
}

// The same for the Capture's move (ruling R25: a Capture's move is a move
// of the hunter like the regular one), which is told apart by its prompt.
func TestNoteCaptureMoveIsTheRaidsAndMayNotStopOnAHunter(t *testing.T) {
	s := murphyBehindPena(t)
	abSeat(s, SeatDEA, PromptHunterStep) // the regular move is a plain one
	s.do("stop")
	s.available(2, 2, 2)
	s.do("use 2 capture")
	abSeat(s, SeatDEA, PromptCaptureStep)
	expectNote(s, NoteNone)
	s.do("step C4")
	abSeat(s, SeatDEA, PromptCaptureStep)
	expectNote(s, NoteHunterHere)
	s.do("step C5")
	s.expectPrompt(PromptSearch)
	// A refusal during the Capture's move names the Capture's prompt.
	if PromptCaptureStep.Name() != "captureStep" || PromptHunterStep.Name() != "hunterStep" {
		t.Fatalf("prompt ids %q %q", PromptCaptureStep.Name(), PromptHunterStep.Name())
	}
}

// rulebook p.12: sicarios pass other sicarios but do not stop on them.
func TestNoteSicarioMayNotStopOnASicario(t *testing.T) {
	s := newScen(t)
	s.sicarioAt(box.Gustavo, "C2")
	s.sicarioAt(box.Blackie, "C1")
	s.do("move Gustavo")
	abSeat(s, SeatPatron, PromptStep)
	expectNote(s, NoteNone)
	s.do("step C1")
	expectNote(s, NoteSicarioHere)
	s.do("step C6")
	expectNote(s, NoteNone)
}

// refusalSays checks the refusal of a step: rule "movement", and its reason
// naming what closes the place.
func refusalSays(t *testing.T, err error, says string) {
	t.Helper()
	var re *RuleError
	if !errors.As(err, &re) || re.Rule != ruleMove || !strings.Contains(re.Format, says) {
		t.Fatalf("refusal %v; want a movement refusal saying %q", err, says)
	}
	if re.Cmd.Op != OpStep {
		t.Fatalf("refusal names %v, want the step", re.Cmd)
	}
}

// rulebook p.15: hunters cannot enter a sicario's place or a Controlled
// City. The neighbours so closed are the blocked steps, each with the
// refusal that says which rule closes it (the playtest's Controlled
// neighbour that could not be clicked, with no word why); the open ones
// are not blocked and have none.
func TestBlockedStepsSayWhy(t *testing.T) {
	s := newScen(t)
	abQuiet(s)
	abClear(s, box.Murphy)
	s.hunterAt(box.Murphy, "C3")
	s.sicarioAt(box.Gustavo, "C4")
	s.controlled("C2")
	if s.g.BlockedSteps() != 0 || s.g.StepRefusal(loc("C2")) != nil {
		t.Fatal("blocked steps with no move under way")
	}
	s.factionTurn(box.DEA)
	s.do("hunter Murphy")
	abSeat(s, SeatDEA, PromptHunterStep)
	blocked := s.g.BlockedSteps()
	if !blocked.Has(loc("C2")) || !blocked.Has(loc("C4")) || blocked.Has(loc("C5")) {
		t.Fatalf("blocked steps %v", blocked)
	}
	refusalSays(t, s.g.StepRefusal(loc("C2")), "controls that City")
	refusalSays(t, s.g.StepRefusal(loc("C4")), "a sicario stands there")
	refusalSays(t, s.g.StepRefusal(loc("O13")), "is not next to")
	if err := s.g.StepRefusal(loc("C5")); err != nil {
		t.Fatalf("the open step C5 refused: %v", err)
	}
	// The refusal the engine gives a step is the same.
	_, err := s.g.Apply(cmd1(OpStep, int8(loc("C2"))))
	refusalSays(t, err, "controls that City")
	for r := blocked; r != 0; {
		if l := r.Next(&r); s.isLegal(cmd1(OpStep, int8(l))) {
			t.Fatalf("blocked %v is legal", l)
		}
	}
	for r := moveNext(viewOf[moveFrame](s.g.top())) &^ blocked; r != 0; {
		if l := r.Next(&r); !s.isLegal(cmd1(OpStep, int8(l))) {
			t.Fatalf("open %v is not legal", l)
		}
	}
}

// rulebook p.12: sicarios cannot enter a hunter's place or a Blockaded
// City; ruling R11: they never fly.
func TestBlockedSicarioStepsSayWhy(t *testing.T) {
	s := newScen(t)
	s.sicarioAt(box.Gustavo, "C2")
	s.blockade("C6")
	abClear(s)
	s.hunterAt(box.Murphy, "C3")
	s.do("move Gustavo")
	abSeat(s, SeatPatron, PromptStep)
	refusalSays(t, s.g.StepRefusal(loc("C6")), "Blockade")
	refusalSays(t, s.g.StepRefusal(loc("C3")), "a hunter stands there")
	if !s.g.BlockedSteps().Has(loc("C6")) || !s.g.BlockedSteps().Has(loc("C3")) || s.g.BlockedSteps().Has(loc("C1")) {
		t.Fatalf("blocked %v", s.g.BlockedSteps())
	}
	var airports []board.Loc
	for r := board.Map.Airport; r != 0; {
		airports = append(airports, r.Next(&r))
	}
	s2 := newScen(t)
	s2.sicarioAt(box.Gustavo, airports[0].String())
	s2.do("move Gustavo")
	abSeat(s2, SeatPatron, PromptStep)
	if !board.Map.Adj[airports[0]].Has(airports[1]) {
		refusalSays(t, s2.g.StepRefusal(airports[1]), "never fly")
	}
}
