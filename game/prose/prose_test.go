package prose

import (
	"strings"
	"testing"

	"patron/game"
	"patron/game/box"
)

func TestEnglish(t *testing.T) {
	p := English()
	if got := p.Event(game.Event{Kind: game.EvSeason, A: 2}); got != "Season 2 begins." {
		t.Errorf("season: %q", got)
	}
	if got := p.Event(game.Event{Kind: game.EvStep, A: 1, B: 0}); !strings.HasPrefix(got, "the blue sicario moves to ") {
		t.Errorf("step: %q", got)
	}
	if got := p.Prompt(game.PromptHide); got != "the Patrón chooses his first hideout" {
		t.Errorf("prompt: %q", got)
	}
	// The extra placement's prompt offers no $1 move, as its options.
	if strings.Contains(p.Prompt(game.PromptPlayExtra), "$1") {
		t.Errorf("the extra placement's prompt offers a move: %q", p.Prompt(game.PromptPlayExtra))
	}
	if got := p.Plata(box.PlataGlory); got != "3 Glory" {
		t.Errorf("plata: %q", got)
	}
}

// Every event kind and prompt has its sentence.
func TestEverySentence(t *testing.T) {
	p := English()
	for k := game.EvNone + 1; k.Name() != "?"; k++ {
		if s := p.Event(game.Event{Kind: k}); s == "?" || s == "" {
			t.Errorf("event %s has no sentence", k.Name())
		}
	}
	for pr := game.PromptNone; pr.Name() != "?"; pr++ {
		if s := p.Prompt(pr); s == "?" || s == "" {
			t.Errorf("prompt %s has no sentence", pr.Name())
		}
	}
}

// A refusal carries its command; the printer says the decision it names
// in words, its Error keeps the engine's English with ids.
func TestRefusal(t *testing.T) {
	g, err := game.New(game.Options{Players: 2, Seed: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	_, err = g.Apply(game.Command{Op: game.OpPass})
	re, ok := err.(*game.RuleError)
	if !ok || re.Cmd.Op != game.OpPass {
		t.Fatalf("refusal %#v does not carry its command", err)
	}
	re = &game.RuleError{Rule: "turn", Format: "%q is not a legal command now (the decision is %s)", Args: []any{game.OpPass, game.PromptHide}}
	if got := re.Error(); got != `turn: "pass" is not a legal command now (the decision is hide)` {
		t.Errorf("error %q", got)
	}
	if got := English().Refusal(re); got != `"pass" is not a legal command now (the decision is the Patrón chooses his first hideout)` {
		t.Errorf("said %q", got)
	}
}
