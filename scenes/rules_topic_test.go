package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/game/board"
	"patron/scenes/words"
)

// F1 at the table opens the rules reference at the page of the decision
// the player is making; over the hand-off, whose decision is not yet the
// viewer's, at its first page.
func TestF1OpensTheRulesAtTheDecision(t *testing.T) {
	f1 := func(p *Play) *Rules {
		t.Helper()
		s := &Script{X: -1, Y: -1}
		a := NewApp(p, s)
		a.Store = nil
		s.Key(ebiten.KeyF1)
		a.Update()
		r, ok := a.Scene().(*Rules)
		if !ok {
			t.Fatalf("F1 opened %T", a.Scene())
		}
		return r
	}
	for _, c := range []struct {
		prompt game.Prompt
		topic  words.RuleTopic
	}{
		{game.PromptChooseFaction, words.TopicFactionsTurn},
		{game.PromptPlace, words.TopicPatronTurn},
	} {
		m := mustMatch(t, 3)
		if err := autoplay(m, board.NoLoc, func(d game.Decision) bool { return d.Prompt == c.prompt }); err != nil || m.G.Over() {
			t.Fatalf("no %s: %v", c.prompt.Name(), err)
		}
		if r := f1(ShotPlay(m)); r.page != int(c.topic) {
			t.Errorf("at %s F1 opened page %d, want %d", c.prompt.Name(), r.page, c.topic)
		}
		if c.prompt == game.PromptPlace { // the Factions hand the screen to the Patrón
			if r := f1(handOffFromFactions(words.English(), m)); r.page != int(words.TopicOverview) {
				t.Errorf("over the hand-off to the Patrón, F1 opened page %d", r.page)
			}
		}
	}
}
