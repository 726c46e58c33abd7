package scenes

import (
	"slices"
	"testing"

	"patron/game"
	"patron/render/draw"
	"patron/scenes/words"
)

// The log is said from the game's events when it is drawn: after a switch
// of language its earlier lines are in the new language.
func TestLogFollowsTheLanguage(t *testing.T) {
	defer words.Use("en")
	p := ShotPlay(mustMatch(t, 2))
	p.M.Events = []game.Event{{Kind: game.EvSeason, A: 1}, {Kind: game.EvDraw}}
	l := layoutTable(DesignW, DesignH)
	lines := func() []string {
		c := &draw.Canvas{S: 1}
		p.drawLog(c, l.Log)
		return c.QueuedTexts()[1:] // the title, then the lines
	}
	en := lines()
	if !slices.Contains(en, "Season 1 begins.") {
		t.Fatalf("the English log: %q", en)
	}
	if err := words.Use("ru"); err != nil {
		t.Fatal(err)
	}
	ru := lines()
	if len(ru) != len(en) || slices.Contains(ru, "Season 1 begins.") || !slices.Contains(ru, sentence(words.Printer().Event(p.M.Events[0]))) {
		t.Fatalf("after the switch to Russian the log reads %q (in English %q)", ru, en)
	}
}
