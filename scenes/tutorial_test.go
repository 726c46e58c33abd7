package scenes

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"strings"
	"testing"
	"time"

	"patron/game"
	"patron/game/board"
	"patron/game/bot"
	"patron/render/draw"
	"patron/scenes/match"
	"patron/scenes/store"
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

// playTutorial plays a tutorial through the table until its guide has
// finished (see playGuide); it returns the table and every text the guide
// showed (a step or an aside), whether or not the player was asked
// something then.
func playTutorial(t *testing.T, lang *words.Lang, patron bool, saw func(p *Play, asked game.Prompt)) (*Play, map[string]bool) {
	t.Helper()
	p, err := NewTutorial(lang, patron)
	if err != nil {
		t.Fatal(err)
	}
	a := NewApp(p, &Script{X: -1, Y: -1})
	a.Settings, a.Store = DefaultSettings(), nil
	a.Settings.Path = ""
	shown := playGuide(t, a, p, true, func(*Play) bool { return false }, saw)
	if p.tut.active() {
		t.Fatalf("the guide stands at step %d of %d (over: %v)", p.tut.step+1, len(p.tut.steps), p.M.G.Over())
	}
	return p, shown
}

// playGuide plays a tutorial's table until its guide has finished or stop
// says so, the player answering with the Easy bot's choice, pressing Next,
// pressing D when told to (if pressD), and clicking away the big moments and the End
// of Season summary; at each decision of the player it calls saw (if any)
// with the table and the question on screen. It returns every text the
// guide showed.
func playGuide(t *testing.T, a *App, p *Play, pressD bool, stop func(*Play) bool, saw func(p *Play, asked game.Prompt)) map[string]bool {
	t.Helper()
	a.Settings.Pace = 2                         // the bot at its quickest
	me, err := bot.New("easy", p.tut.patron, 1) // this player lets the Factions' Season run to its end, and meets every aside
	if err != nil {
		t.Fatal(err)
	}
	shown := map[string]bool{}
	for f := 0; f < 100000 && p.tut.active() && !p.M.G.Over() && !stop(p); f++ {
		if p.mom.open || p.sum.open > 0 {
			p.Update(a, &Input{Keys: []ebiten.Key{ebiten.KeySpace}}) // clicked away
			continue
		}
		p.Update(a, &Input{})
		if p.tut.active() {
			shown[p.tut.text()] = true
			if p.tut.aside() == "" {
				shown[p.tut.steps[p.tut.step].text] = true // TutClue says TutClueRange of a Range answer
			}
		}
		if !p.tut.active() || p.M.BotTurn() || !p.mine() || p.calm > 0 || stop(p) {
			if p.M.BotTurn() {
				time.Sleep(100 * time.Microsecond)
			}
			continue
		}
		step := &p.tut.steps[p.tut.step]
		if saw != nil {
			saw(p, p.view.Pending.Prompt)
		}
		switch {
		case step.done == nil && p.tut.aside() == "":
			p.tut.next() // Next
		case step.text == words.TutClue && !p.overlay && pressD:
			p.overlay = true // D
		default:
			v := p.view
			p.apply(a, me.Choose(&v))
		}
	}
	return shown
}

// A tutorial left in the middle of its round and taken back with Continue
// stands at the step where it was (the turns of the round are told apart
// by the log, which the save keeps), and goes on from there to its end.
func TestTutorialResumesInItsRound(t *testing.T) {
	lang := words.English()
	for _, c := range []struct {
		patron   bool
		at, says string // the step, and what the guide says when the game is left
	}{
		{true, words.TutPatronWatch, words.TutAnswerRange}, // the Faction's turn, a Range question on screen
		{false, words.TutThirdFaction, words.TutThirdFaction},
	} {
		p, err := NewTutorial(lang, c.patron)
		if err != nil {
			t.Fatal(err)
		}
		a := NewApp(p, &Script{X: -1, Y: -1})
		a.Settings, a.Store = DefaultSettings(), store.Open(t.TempDir())
		a.Settings.Path = ""
		playGuide(t, a, p, true, func(p *Play) bool { return p.tut.text() == c.says && p.mine() }, nil)
		if !p.tut.active() || p.tut.steps[p.tut.step].text != c.at || p.tut.text() != c.says {
			t.Fatalf("patron %v: the guide never said %q at its step %q with the player to decide", c.patron, c.says, c.at)
		}
		step := p.tut.step
		p.askLeave(a)
		if p.leaveErr != "" {
			t.Fatal(p.leaveErr)
		}
		p.stopSaving()
		menu := &Menu{}
		menu.items(a)
		a.Switch(nil)
		if err := openSaved(a, menu.latest.ID); err != nil {
			t.Fatalf("Continue: %v", err)
		}
		back, ok := a.next.(*Play)
		if !ok || back.tut == nil {
			t.Fatalf("Continue opened %T without a guide", a.next)
		}
		if back.tut.step != step || back.tut.patron != c.patron {
			t.Fatalf("patron %v: the guide came back at step %d, it stood at %d", c.patron, back.tut.step+1, step+1)
		}
		back.Update(a, &Input{}) // a frame: the guide does not move on by itself
		if back.tut.step != step || back.tut.text() != c.says {
			t.Fatalf("patron %v: the resumed guide went from step %d to %d at once", c.patron, step+1, back.tut.step+1)
		}
		a.Store = nil
		playGuide(t, a, back, true, func(*Play) bool { return false }, nil)
		if back.tut.active() {
			t.Fatalf("patron %v: the resumed guide stands at step %d of %d", c.patron, back.tut.step+1, len(back.tut.steps))
		}
	}
}

// A player who never presses D is not held at the step that asks for it:
// once the first Faction's turn is over the guide goes on with the Season.
func TestTutorialGoesOnWithoutTheOverlay(t *testing.T) {
	p, err := NewTutorial(words.English(), false)
	if err != nil {
		t.Fatal(err)
	}
	a := NewApp(p, &Script{X: -1, Y: -1})
	a.Settings, a.Store = DefaultSettings(), nil
	a.Settings.Path, a.Settings.Overlay = "", false
	shown := playGuide(t, a, p, false, func(*Play) bool { return false }, nil)
	if p.tut.active() || p.overlay {
		t.Fatalf("the guide stands at step %d of %d, the overlay on: %v", p.tut.step+1, len(p.tut.steps), p.overlay)
	}
	if !shown[words.TutSecondFaction] || !shown[words.TutFactionsEnd] {
		t.Error("the guide skipped the Season's steps")
	}
}

// The step that stands when the Factions choose who acts, by the turns
// the Factions have had this Season.
var tutorialChoosing = []string{words.TutActivate, words.TutSecondFaction, words.TutThirdFaction, words.TutLastFaction}

// Each step of the guide speaks of the question on screen, through the
// whole round each side's guide teaches: a step made for a question shows
// while the table asks it; the Factions are told to choose their first
// hunter when asked to, told which of the Season's Faction turns they are
// choosing for, and told that the Season is over only once the four have
// played; the Patrón is told of his next turn only once a Faction has
// played; a Range question or a Plata o Plomo offer is explained whenever
// it comes.
func TestTutorialStepsMatchTheTable(t *testing.T) {
	lang := words.English()
	for _, patron := range []bool{true, false} {
		p, shown := playTutorial(t, lang, patron, func(p *Play, asked game.Prompt) {
			tut := p.tut
			step, says := &tut.steps[tut.step], tut.text()
			turns := tut.count(game.EvFactionTurnEnd)
			// A step of a Faction's turn begins at its choice and stays
			// through the turn.
			through := slices.Equal(step.at, tutorialTurn) && tut.count(game.EvFactionTurn) > turns
			if says == step.text && step.at != nil && step.done != nil && !step.done(tut) && !slices.Contains(step.at, asked) && !through {
				t.Errorf("step %q shows while the table asks %v", step.text, asked)
			}
			switch asked {
			case game.PromptChooseHunter:
				if !tut.did(game.EvActivate) && says != words.TutChooseHunter {
					t.Errorf("asked which hunter acts first, the guide says %q", says)
				}
			case game.PromptChooseFaction:
				if turns < len(tutorialChoosing) && says != tutorialChoosing[turns] {
					t.Errorf("asked which Faction takes the Season's turn %d, the guide says %q", turns+1, says)
				}
			case game.PromptDefenses:
				if !tut.did(game.EvDefensesAssigned) && says != words.TutDefenses {
					t.Errorf("asked for the defense tokens, the guide says %q", says)
				}
			case game.PromptSicarioAction:
				if says != words.TutSicarioAct {
					t.Errorf("asked for the sicario's actions, the guide says %q", says)
				}
			case game.PromptPlay:
				if turns == 0 && says != words.TutPlay || turns > 0 && says != words.TutPatronBack && says != words.TutPatronEnd {
					t.Errorf("asked for a card after %d Faction turns, the guide says %q", turns, says)
				}
			case game.PromptAnswerRange:
				if says != words.TutAnswerRange {
					t.Errorf("asked for a Range answer, the guide says %q", says)
				}
			case game.PromptQuicaTarget, game.PromptOffer:
				if says != words.TutQuica {
					t.Errorf("asked for La Quica's offer, the guide says %q", says)
				}
			case game.PromptPlataPlomo:
				if says != words.TutPlata {
					t.Errorf("offered Plata o Plomo, the guide says %q", says)
				}
			}
			if says == words.TutFactionsEnd && turns < 4 {
				t.Errorf("the guide says the Season's Faction turns are over after %d", turns)
			}
			if says == words.TutPatronBack && turns < 1 {
				t.Error("the guide says the Faction's turn is over while it goes on")
			}
		})
		for _, s := range p.tut.steps {
			if !shown[s.text] && (s.missed == nil || !s.missed(p.tut)) {
				t.Errorf("patron %v: step %q never showed", patron, s.text)
			}
		}
		for _, s := range p.tut.asides { // the scripted player meets each question an aside explains
			if !shown[s.text] {
				t.Errorf("patron %v: the aside %q never showed", patron, s.text)
			}
		}
	}
}

// Every step and aside of both guides, in every language, fits in the
// guide's box above its buttons (at the least type size if need be), and
// the step that quotes the clue above the clue: a long one ran into the
// Play on button.
func TestTutorialTextsFitTheGuide(t *testing.T) {
	l := layoutTable(DesignW, DesignH)
	r := l.Log
	room := r.Bottom() - 34 - 2 // as draw has it
	c := &draw.Canvas{S: 1}
	for _, code := range words.Languages {
		lang := words.Lookup(code.Code)
		for _, patron := range []bool{true, false} {
			g := newGuide(&Play{}, patron)
			texts := []string{}
			for _, s := range g.steps {
				texts = append(texts, s.text)
			}
			for _, s := range g.asides {
				texts = append(texts, s.text)
			}
			texts = append(texts, words.TutClueRange)
			for _, en := range texts {
				room := room
				if en == words.TutClue || en == words.TutClueRange { // above the clue it quotes, the longest
					clue := lang.Sprintf("From %s, the Patrón is %d or %d spaces away.", "Gilberto Rodríguez", 2, 5)
					box, _ := clueBox(c, clue, r, room+2)
					room = box.Y - 2
				}
				if _, fits := guideStyle(c, lang.T(en), r, room); !fits {
					t.Errorf("%s: %q does not fit the guide", code.Code, lang.T(en))
				}
			}
		}
	}
}
