package words

import (
	"fmt"
	"testing"

	"patron/game"
)

// Each language's printer speaks it; what the
// engine says of itself (Error, %v) is the same in every language.
func TestPrinterAndTheEnginesOwnWords(t *testing.T) {
	ev := game.Event{Kind: game.EvSeason, A: 2}
	re := &game.RuleError{Rule: "turn", Cmd: game.Command{Op: game.OpPass}, Format: "%q is not a legal command now (the decision is %s)", Args: []any{game.OpPass, game.PromptHide}}
	enEvent, enError, enV := English().Printer().Event(ev), re.Error(), fmt.Sprintf("%v %v", ev, game.PromptHide)
	if ru := Lookup("ru").Printer().Event(ev); ru == enEvent {
		t.Errorf("in Russian the event is still %q", ru)
	}
	if got := re.Error(); got != enError || got != `turn: "pass" is not a legal command now (the decision is hide)` {
		t.Errorf("in Russian the refusal reads %q, in English %q", got, enError)
	}
	if got := fmt.Sprintf("%v %v", ev, game.PromptHide); got != enV {
		t.Errorf("in Russian %%v reads %q, in English %q", got, enV)
	}
}
