package scenes

import (
	"strings"
	"testing"

	"patron/game"
	"patron/game/board"
	"patron/scenes/words"
)

// The turn clock counts while the side at the screen decides; at zero it
// warns and waits, or, when the players chose so, plays for that side.
func TestTurnClockWarnsThenPlays(t *testing.T) {
	lang := words.English()
	m := mustMatch(t, 4)
	if err := autoplay(m, board.NoLoc, func(d game.Decision) bool {
		return m.G.Pub.Season >= 1 && d.Prompt == game.PromptUseAction
	}); err != nil {
		t.Fatal(err)
	}
	a := NewApp(&Menu{}, &Script{})
	a.Settings.Path, a.Settings.ClockMinutes = "", 1
	// Asked at every chance: Los Pepes' look after the card the clock plays
	// keeps the decision at this screen, where the clock is checked last.
	a.Settings.AskWindows = true
	p := NewPlay(m)
	m.Confirm(m.Needed())
	p.refresh()
	p.Update(a, &Input{})
	if !p.clock.running || p.clock.left != 60*60-1 || p.clock.turn.patron {
		t.Fatalf("clock %+v after one frame of the Factions' turn", p.clock)
	}
	p.clock.left = 0
	before := len(m.G.Log())
	p.Update(a, &Input{})
	if len(m.G.Log()) != before || p.note != lang.T(words.ClockOut) {
		t.Fatalf("warn only: %d commands applied, note %q", len(m.G.Log())-before, p.note)
	}
	a.Settings.ClockPlays = true
	p.Update(a, &Input{})
	if len(m.G.Log()) == before || !strings.HasPrefix(p.note, "Time is up: the table played") {
		t.Fatalf("at zero with a bot to play on: %d commands, note %q", len(m.G.Log())-before, p.note)
	}
	a.Settings.ClockMinutes = 0
	p.clock.left = 0
	p.Update(a, &Input{})
	if p.clock.running {
		t.Error("the clock runs with no clock chosen")
	}
}
