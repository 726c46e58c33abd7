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
	lang := words.English()
	p := ShotPlay(mustMatch(t, 2))
	p.M.Events = []game.Event{{Kind: game.EvSeason, A: 1}, {Kind: game.EvDraw}}
	l := layoutTable(DesignW, DesignH)
	lines := func() []string {
		c := &draw.Canvas{S: 1}
		p.drawLog(lang, c, l.Log)
		return c.QueuedTexts()[1:] // the title, then the lines
	}
	en := lines()
	if !slices.Contains(en, "Season 1 begins.") {
		t.Fatalf("the English log: %q", en)
	}
	lang = words.Lookup("ru") // what Settings does to the window's language
	ru := lines()
	if len(ru) != len(en) || slices.Contains(ru, "Season 1 begins.") || !slices.Contains(ru, sentence(lang.Printer().Event(p.M.Events[0]))) {
		t.Fatalf("after the switch to Russian the log reads %q (in English %q)", ru, en)
	}
}
