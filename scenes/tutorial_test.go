package scenes

import (
	"slices"
	"strings"
	"testing"
	"time"

	"patron/game"
	"patron/game/board"
	"patron/game/bot"
	"patron/render/draw"
	"patron/scenes/match"
	"patron/scenes/words"
)

// The Factions' guide stands where the log is: the step that says to
// read the clue quotes it, as the log tells it.
func TestTutorialGuideQuotesTheClue(t *testing.T) {
	lang := words.English()
	p, err := NewTutorial(lang, false)
	if err != nil {
		t.Fatal(err)
	}
	tut := p.tut
	if err := autoplay(p.M, board.NoLoc, func(game.Decision) bool { return tut.clue(lang) != "" }); err != nil {
		t.Fatal(err)
	}
	clue := tut.clue(lang)
	if clue == "" || !slices.ContainsFunc(p.M.Events, func(e game.Event) bool { return sentence(lang.Printer().Event(e)) == clue }) {
		t.Fatalf("clue %q, not a line of the log %v", clue, p.M.Events)
	}
	for tut.steps[tut.step].text != words.TutClue { // the steps the bot's play has done
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
	lang := words.English()
	s := HotseatSetup(lang, 3)
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
	want := lang.Sprintf(words.BotPlaying, m.Setup.People[person].Name, lang.T(words.BotLevelNormal))
	if !strings.Contains(strings.Join(c.QueuedTexts(), " "), want) {
		t.Errorf("the prompt says %q, not %q", c.QueuedTexts(), want)
	}
	if q := NewPlay(mustMatch(t, 3)); q.watched() {
		t.Error("a game with people at the table counted as bots only")
	}
}

// playTutorial plays a tutorial's first turns through the table, the
// player answering with the Easy bot's choice and pressing Next; at each
// decision of the player it calls saw with the table, the guide's step and
// the question on screen.
func playTutorial(t *testing.T, lang *words.Lang, patron bool, saw func(p *Play, step *tutorialStep, asked game.Prompt)) *Play {
	t.Helper()
	p, err := NewTutorial(lang, patron)
	if err != nil {
		t.Fatal(err)
	}
	a := NewApp(p, &Script{X: -1, Y: -1})
	a.Settings, a.Store = DefaultSettings(), nil
	a.Settings.Path = ""
	me, err := bot.New("easy", patron, 7)
	if err != nil {
		t.Fatal(err)
	}
	for f := 0; f < 100000 && p.tut.active() && !p.M.G.Over(); f++ {
		p.Update(a, &Input{})
		if !p.tut.active() || p.M.BotTurn() || !p.mine() || p.calm > 0 {
			if p.M.BotTurn() {
				time.Sleep(100 * time.Microsecond)
			}
			continue
		}
		step := &p.tut.steps[p.tut.step]
		saw(p, step, p.view.Pending.Prompt)
		switch {
		case step.done == nil:
			p.tut.next() // Next
		case step.text == words.TutClue:
			p.overlay = true // D
		default:
			v := p.view
			p.apply(a, me.Choose(&v))
		}
	}
	if p.tut.active() {
		t.Fatalf("the guide stands at step %d of %d", p.tut.step+1, len(p.tut.steps))
	}
	return p
}

// Each step of the guide speaks of the question on screen: a step made
// for a question shows while the table asks it, the Factions are told to
// choose their first hunter when asked to, and told that their turn is
// over only once both hunters have acted.
func TestTutorialStepsMatchTheTable(t *testing.T) {
	lang := words.English()
	for _, patron := range []bool{true, false} {
		shown := map[string]bool{}
		p := playTutorial(t, lang, patron, func(p *Play, step *tutorialStep, asked game.Prompt) {
			shown[step.text] = true
			if step.at != nil && step.done != nil && !step.done(p.tut) && !slices.Contains(step.at, asked) {
				t.Errorf("step %q shows while the table asks %v", step.text, asked)
			}
			switch asked {
			case game.PromptChooseHunter:
				if !p.tut.did(game.EvActivate) && step.text != words.TutChooseHunter {
					t.Errorf("asked which hunter acts first, the guide says %q", step.text)
				}
			case game.PromptDefenses:
				if !p.tut.did(game.EvDefensesAssigned) && step.text != words.TutDefenses {
					t.Errorf("asked for the defense tokens, the guide says %q", step.text)
				}
			case game.PromptSicarioAction:
				if step.text != words.TutSicarioAct && step.text != words.TutPatronEnd {
					t.Errorf("asked for the sicario's actions, the guide says %q", step.text)
				}
			}
			if step.text == words.TutFactionsEnd && !p.tut.did(game.EvFactionTurnEnd) {
				t.Error("the guide says the Faction's turn is over while it goes on")
			}
		})
		for _, s := range p.tut.steps {
			if !shown[s.text] && (s.missed == nil || !s.missed(p.tut)) {
				t.Errorf("patron %v: step %q never showed", patron, s.text)
			}
		}
	}
}
