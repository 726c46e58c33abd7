package scenes

import (
	"slices"
	"testing"

	"patron/game"
	"patron/game/board"
	"patron/render/draw"
	"patron/scenes/words"
)

// The header counts what a player counts: the season's round (a Patrón
// turn and a Faction turn) and whose turn it is, or the season's end.
func TestSeasonStatusCountsRounds(t *testing.T) {
	lang := words.English()
	for _, c := range []struct {
		season, turn int
		want         string
	}{
		{0, 0, lang.T(words.SetupPhase)},
		{1, 0, "Season 1 · round 1 · Patrón"},
		{1, 1, "Season 1 · round 1 · Factions"},
		{2, 6, "Season 2 · round 4 · Patrón"},
		{2, 7, "Season 2 · round 4 · Factions"},
		{1, 8, "Season 1 · End of Season"},
	} {
		pub := &game.Public{Season: c.season, Turn: c.turn}
		if got := seasonStatus(lang, pub.Season, pub.Turn); got != c.want {
			t.Errorf("season %d turn %d: %q, want %q", c.season, c.turn, got, c.want)
		}
	}
}

// In every language and window size, the Factions' header says whose
// screen it is and where the season stands, each whole and legible.
func TestHeaderSaysWhoseScreenInEveryLanguage(t *testing.T) {
	m := mustMatch(t, 3)
	if err := autoplay(m, board.NoLoc, func(d game.Decision) bool {
		return m.G.Pub.Season >= 1 && d.Prompt == game.PromptUseAction
	}); err != nil {
		t.Fatal(err)
	}
	p := ShotPlay(m)
	if p.view.Secret != nil {
		t.Fatal("not the Factions' view")
	}
	for _, l := range words.Languages {
		lang := words.Lookup(l.Code)
		for _, size := range [][2]float64{{DesignW, DesignH}, {1024, 768}} {
			a := NewApp(p, &Script{X: -1, Y: -1})
			a.Settings, a.Store, a.Lang = DefaultSettings(), nil, lang
			a.W, a.H = size[0], size[1]
			c := &draw.Canvas{S: 1}
			p.drawToolbar(a, c, layoutTable(a.W, a.H).Toolbar)
			said := c.QueuedTexts()
			status := seasonStatus(lang, p.view.Public.Season, p.view.Public.Turn)
			if !slices.ContainsFunc(said, func(s string) bool {
				return s == lang.T(words.WhoFactions) || s == lang.T(words.WhoFactions)+" · "+status
			}) {
				t.Errorf("%s %v: the header %q does not say it is the Factions' screen", l.Code, size, said)
			}
			if !slices.ContainsFunc(said, func(s string) bool { return s == status || s == lang.T(words.WhoFactions)+" · "+status }) {
				t.Errorf("%s %v: the header %q does not say %q", l.Code, size, said, status)
			}
		}
	}
}
