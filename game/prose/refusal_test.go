package prose

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"patron/game"
	"patron/game/board"
	"patron/game/box"
)

// pig is a small language for the tests: every English text it knows is
// said in capitals between brackets, formats included; what it does not
// know stays English, as in a real catalogue.
func pig(known ...string) Printer {
	words := map[string]bool{}
	for _, k := range known {
		words[k] = true
	}
	tr := func(s string) string {
		if words[s] {
			return "[" + strings.ToUpper(s) + "]"
		}
		return s
	}
	return New(tr, func(format string, args ...any) string {
		if words[format] {
			format = "«" + format + "»"
		}
		return fmt.Sprintf(format, args...)
	})
}

// setUp plays a new game by its first legal commands until it waits for
// the prompt.
func setUp(t *testing.T, pr game.Prompt) *game.Game {
	t.Helper()
	g, err := game.New(game.Options{Players: 2, Seed: 1}, &game.SecretOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; g.Pending().Prompt != pr; i++ {
		legal := g.Legal(nil)
		if i > 200 || len(legal) == 0 {
			t.Fatalf("the game never waits for %s", pr.Name())
		}
		if _, err := g.Apply(legal[0]); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// refusal is the engine's refusal of c.
func refusal(t *testing.T, g *game.Game, c game.Command) *game.RuleError {
	t.Helper()
	_, err := g.Clone().Apply(c)
	var re *game.RuleError
	if !errors.As(err, &re) {
		t.Fatalf("%v: refused with %v, not a rule", c, err)
	}
	return re
}

// A refusal of the engine is said in the printer's language: its format
// through the catalogue, and its arguments too (a Faction's name
// translated, a hunter's name as it is, a place by its name), never the
// engine's ids; its Error stays the engine's English.
func TestRefusalIsSaidInTheLanguage(t *testing.T) {
	g := setUp(t, game.PromptStartHunter)
	d := g.Pending().Detail
	first := box.Hunter(0)
	other := first + 1

	// A hunter placed out of turn: "%s places %s now", a seat and a hunter.
	re := refusal(t, g, game.Cmd(game.OpStart, int8(other), 0))
	p := pig("%s places %s now", first.Faction().Name())
	want := fmt.Sprintf("«%s places %s now»", "[DEA]", first.Name())
	if got := p.Refusal(re); got != want {
		t.Errorf("out of turn: said %q, want %q (detail %+v)", got, want, d)
	}
	if got := re.Error(); !strings.Contains(got, "DEA places Murphy now") {
		t.Errorf("the engine's own words changed: %q", got)
	}

	// A place that is not next to an airport City: a location by its name.
	var far board.Loc = board.NoLoc
	for l := board.Loc(0); l < board.N; l++ {
		c := game.Cmd(game.OpStart, int8(first), int8(l))
		if _, err := g.Clone().Apply(c); err != nil && strings.Contains(err.Error(), "airport") {
			far = l
			break
		}
	}
	if far == board.NoLoc {
		t.Fatal("every location is next to an airport City")
	}
	re = refusal(t, g, game.Cmd(game.OpStart, int8(first), int8(far)))
	p = pig("%s is not next to an airport City (or is one)")
	want = fmt.Sprintf("«%s (%s) is not next to an airport City (or is one)»", board.Map.Name[far], far)
	if got := p.Refusal(re); got != want {
		t.Errorf("no airport: said %q, want %q", got, want)
	}

	// A command of the wrong kind: its word quoted as it is, the decision
	// awaited said as the prompt's sentence.
	re = refusal(t, g, game.Cmd(game.OpPass))
	p = pig("%q is not a legal command now (the decision is %s)", "place a hunter next to an airport City")
	want = `«"pass" is not a legal command now (the decision is [PLACE A HUNTER NEXT TO AN AIRPORT CITY])»`
	if got := p.Refusal(re); got != want {
		t.Errorf("wrong op: said %q, want %q", got, want)
	}
}

// Each kind of argument the engine gives a refusal is said in words: the
// box's names translated, people's names as they are, the engine's strings
// as English texts to translate, numbers kept for the plural forms.
func TestRefusalArguments(t *testing.T) {
	p := pig("Cali Cartel", "Destroy Labs", "Robin Hood", "Frame-up", "blue", "Andina", "Bomb",
		"Farm", "the Patrón", "the Factions", "%d Glory")
	for _, c := range []struct {
		arg  any
		want string
	}{
		{box.Cali, "[CALI CARTEL]"},
		{box.Destroy, "[DESTROY LABS]"},
		{box.Objective(0), box.Objective(0).Name()},
		{box.FrameUp, "[FRAME-UP]"},
		{box.Blue, "[BLUE]"},
		{board.Andina, "[ANDINA]"},
		{box.TokenBomb, "[BOMB]"},
		{box.Token(2), "2"},
		{box.Pena, "Javier Peña"},
		{box.Limon, "Limón"},
		{game.SeatPatron, "[THE PATRÓN]"},
		{game.SeatTeam, "[THE FACTIONS]"},
		{game.SeatCali, "[CALI CARTEL]"},
		{box.PlataGlory, "«3 Glory»"},
		{"Farm", "[FARM]"},
		{"not a text", "not a text"},
		{game.OpPass, "pass"},
		{3, "3"},
		{int8(4), "4"},
		{board.Loc(0), board.Map.Name[0] + " (" + board.Loc(0).String() + ")"},
		{&game.RuleError{Format: "%s", Args: []any{box.Cali}}, "[CALI CARTEL]"},
		{errors.New("bad syntax"), "bad syntax"},
	} {
		re := &game.RuleError{Rule: "test", Format: "%v", Args: []any{c.arg}}
		if got := p.Refusal(re); got != c.want {
			t.Errorf("%T %v: said %q, want %q", c.arg, c.arg, got, c.want)
		}
	}
	// Numbers stay numbers: the catalogue chooses a plural form by them.
	var gotArgs []any
	counting := New(func(s string) string { return s }, func(format string, args ...any) string {
		gotArgs = args
		return fmt.Sprintf(format, args...)
	})
	counting.Refusal(&game.RuleError{Format: "the escape adds %d objectives", Args: []any{2}})
	if len(gotArgs) != 1 || gotArgs[0] != 2 {
		t.Errorf("the count reached the catalogue as %#v", gotArgs)
	}
	// Anything but a refusal is its own text.
	if got := p.Refusal(errors.New("the link is down")); got != "the link is down" {
		t.Errorf("a plain error is said %q", got)
	}
}
