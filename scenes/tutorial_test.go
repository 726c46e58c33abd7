package scenes

import (
	"slices"
	"strings"
	"testing"

	"patron/game"
	"patron/game/board"
	"patron/render/draw"
	"patron/scenes/match"
	"patron/scenes/words"
)

// The Factions' guide stands where the log is: the step that says to
// read the clue quotes it, as the log tells it.
func TestTutorialGuideQuotesTheClue(t *testing.T) {
	p, err := NewTutorial(false)
	if err != nil {
		t.Fatal(err)
	}
	tut := p.tut
	if err := autoplay(p.M, board.NoLoc, func(game.Decision) bool { return tut.clue() != "" }); err != nil {
		t.Fatal(err)
	}
	clue := tut.clue()
	if clue == "" || !slices.Contains(p.M.Log, clue) {
		t.Fatalf("clue %q, not a line of the log %q", clue, p.M.Log)
	}
	for tut.steps[tut.step].text != &words.TutClue { // the steps the bot's play has done
		if d := tut.steps[tut.step].done; d != nil && !d(tut) {
			t.Fatalf("step %d not done before the clue", tut.step+1)
		}
		tut.next()
	}
	a := NewApp(p, &Script{X: -1, Y: -1})
	a.Settings, a.Store = DefaultSettings(), nil
	c := &draw.Canvas{S: 1} // the texts queue up; nothing is drawn
	tut.draw(a, c, layoutTable(DesignW, DesignH))
	said := strings.Join(c.QueuedTexts(), " ")
	if !strings.Contains(said, clue) {
		t.Errorf("the guide says to read the clue, but writes only %q", c.QueuedTexts())
	}
	tut.next() // the next step has no clue to quote
	c = &draw.Canvas{S: 1}
	tut.draw(a, c, layoutTable(DesignW, DesignH))
	if strings.Contains(strings.Join(c.QueuedTexts(), " "), clue) {
		t.Error("the clue is still quoted after its step")
	}
}

// A game of bots only says on its prompt who plays, and how well.
func TestBotsOnlyPromptSaysWhoPlays(t *testing.T) {
	s := HotseatSetup(3)
	for i := range s.People {
		s.People[i].Bot = "normal"
	}
	m, err := match.New(s)
	if err != nil {
		t.Fatal(err)
	}
	for m.G.Pending().Forced { // the rules' own steps say nothing of who plays
		if _, err := m.Apply(m.BotCommand()); err != nil {
			t.Fatal(err)
		}
	}
	p := NewPlay(m)
	if !p.watched() {
		t.Fatal("a game of bots only is not watched")
	}
	a := NewApp(p, &Script{X: -1, Y: -1})
	a.Settings, a.Store = DefaultSettings(), nil
	c := &draw.Canvas{S: 1}
	p.drawPrompt(a, c, layoutTable(DesignW, DesignH).Prompt)
	person, _ := m.Actor()
	want := words.Sprintf(words.BotPlaying, m.Setup.People[person].Name, words.BotLevelNormal)
	if !strings.Contains(strings.Join(c.QueuedTexts(), " "), want) {
		t.Errorf("the prompt says %q, not %q", c.QueuedTexts(), want)
	}
	if q := NewPlay(mustMatch(t, 3)); q.watched() {
		t.Error("a game with people at the table counted as bots only")
	}
}
