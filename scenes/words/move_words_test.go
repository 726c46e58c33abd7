package words

import (
	"strings"
	"testing"

	"patron/game"
	"patron/game/board"
)

// Every language says the Capture's move as the raid's own, unlike a
// hunter's plain move, and says why Stop is missing on another hunter's or
// sicario's place; the note of a decision with nothing missing is silent.
func TestMoveWordsInEveryLanguage(t *testing.T) {
	en := English().Printer()
	for _, l := range Languages {
		p := Lookup(l.Code).Printer()
		capture, plain := p.Prompt(game.PromptCaptureStep), p.Prompt(game.PromptHunterStep)
		if capture == "" || capture == "?" || capture == plain {
			t.Errorf("%s: the Capture's move reads %q, a plain move %q", l.Code, capture, plain)
		}
		if p.Note(game.NoteNone) != "" {
			t.Errorf("%s: no note reads %q", l.Code, p.Note(game.NoteNone))
		}
		hunter, sicario := p.Note(game.NoteHunterHere), p.Note(game.NoteSicarioHere)
		if hunter == "" || sicario == "" || hunter == sicario {
			t.Errorf("%s: the notes read %q and %q", l.Code, hunter, sicario)
		}
		if l.Code != "en" && (capture == en.Prompt(game.PromptCaptureStep) || hunter == en.Note(game.NoteHunterHere) || sicario == en.Note(game.NoteSicarioHere)) {
			t.Errorf("%s: a move's words are still English", l.Code)
		}
	}
}

// A refused step says the place and the rule in every language: a
// Controlled City, a sicario's place.
func TestStepRefusalsInEveryLanguage(t *testing.T) {
	c2 := board.Loc(1) // C2
	for _, l := range Languages {
		p := Lookup(l.Code).Printer()
		controlled := p.Refusal(&game.RuleError{Rule: "movement", Format: "a hunter cannot enter %s: the Patrón controls that City", Args: []any{c2}})
		sicario := p.Refusal(&game.RuleError{Rule: "movement", Format: "a hunter cannot enter %s: a sicario stands there", Args: []any{c2}})
		for _, s := range []string{controlled, sicario} {
			if !strings.Contains(s, board.Map.Name[c2]) || strings.Contains(s, "%") {
				t.Errorf("%s: %q does not name %s", l.Code, s, board.Map.Name[c2])
			}
		}
		if controlled == sicario {
			t.Errorf("%s: both refusals read %q", l.Code, controlled)
		}
	}
}
