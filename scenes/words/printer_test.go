package words

import (
	"fmt"
	"testing"

	"patron/game"
)

// The printer speaks the language in use when it is asked for; what the
// engine says of itself (Error, %v) is the same in every language.
func TestPrinterAndTheEnginesOwnWords(t *testing.T) {
	defer Use("en")
	ev := game.Event{Kind: game.EvSeason, A: 2}
	re := &game.RuleError{Rule: "turn", Cmd: game.Command{Op: game.OpPass}, Format: "%q is not a legal command now (the decision is %s)", Args: []any{game.OpPass, game.PromptHide}}
	enEvent, enError, enV := Printer().Event(ev), re.Error(), fmt.Sprintf("%v %v", ev, game.PromptHide)
	if err := Use("ru"); err != nil {
		t.Fatal(err)
	}
	if ru := Printer().Event(ev); ru == enEvent {
		t.Errorf("in Russian the event is still %q", ru)
	}
	if got := re.Error(); got != enError || got != `turn: "pass" is not a legal command now (the decision is hide)` {
		t.Errorf("in Russian the refusal reads %q, in English %q", got, enError)
	}
	if got := fmt.Sprintf("%v %v", ev, game.PromptHide); got != enV {
		t.Errorf("in Russian %%v reads %q, in English %q", got, enV)
	}
}
