package scenes

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/game/savefile"
	"patron/render/draw"
	"patron/render/theme"
	"patron/scenes/match"
	"patron/scenes/words"
)

// The tutorial: a first game against an Easy bot, with a guide over the
// table that says what to do and waits until it is done, for either side.
// The board already lights what can be clicked; the guide names it. The
// decisions the lesson is not about are taken by the table (with its note)
// until the guide has finished, then the game goes on as any other.

// tutorialStep is one thing the guide asks for.
type tutorialStep struct {
	text string                 // what it says, in English (a words variable, said in the language in use when drawn)
	done func(t *tutorial) bool // nil: the player presses Next
	// at are the questions of the table the step speaks of: the guide
	// moves on to it once the table asks one of them (the step before
	// stays until then), so that its words match the question on screen;
	// nil: at once.
	at []game.Prompt
	// missed reports that the game went past the step without asking it
	// (a card whose sicario has no actions): the guide skips it.
	missed func(t *tutorial) bool
}

// tutorial is the guide at a table.
type tutorial struct {
	p      *Play
	patron bool
	steps  []tutorialStep
	step   int
	from   int // the match's events when the tutorial began
	auto   []game.Prompt
}

// tutorialSeed deals the same first game every time.
const tutorialSeed = 20261125

// NewTutorial starts the tutorial for one side against an Easy bot.
func NewTutorial(lang *words.Lang, patron bool) (*Play, error) {
	s := QuickSetup(lang, patron, "easy")
	s.Seed = tutorialSeed
	sec := game.SeedFrom(tutorialSeed)
	s.Secret = &sec
	m, err := match.New(s)
	if err != nil {
		return nil, err
	}
	p := NewPlay(m)
	p.tut = newGuide(p, patron)
	return p, nil
}

// newGuide is a tutorial's guide for one side over a table, at its first
// step.
func newGuide(p *Play, patron bool) *tutorial {
	t := &tutorial{p: p, patron: patron}
	if patron {
		t.steps = []tutorialStep{
			{text: words.TutPatronIntro},
			{text: words.TutHide, done: func(t *tutorial) bool { return t.did(game.EvHidden) }},
			{text: words.TutDefenses, done: func(t *tutorial) bool { return t.did(game.EvDefensesAssigned) }, at: []game.Prompt{game.PromptDefenses}},
			{text: words.TutPlay, done: func(t *tutorial) bool { return t.did(game.EvPlay) }, at: []game.Prompt{game.PromptPlay}},
			{text: words.TutPlace, done: func(t *tutorial) bool { return t.did(game.EvPlace) }, at: []game.Prompt{game.PromptPlace}},
			{text: words.TutSicarioAct, done: func(t *tutorial) bool { return t.asks() != game.PromptSicarioAction },
				at: []game.Prompt{game.PromptSicarioAction}, missed: func(t *tutorial) bool { return t.did(game.EvFactionTurn) }},
			{text: words.TutPatronEnd},
		}
		t.auto = []game.Prompt{game.PromptOrder, game.PromptObjectiveSetup, game.PromptStartHunter,
			game.PromptSpend, game.PromptBribe, game.PromptCardEffect, game.PromptStep,
			game.PromptQuicaTarget, game.PromptOffer, game.PromptPlataEffect, game.PromptFrameUp, game.PromptReward}
	} else {
		t.steps = []tutorialStep{
			{text: words.TutFactionsIntro},
			{text: words.TutActivate, done: func(t *tutorial) bool { return t.did(game.EvFactionTurn) }},
			{text: words.TutChooseHunter, done: func(t *tutorial) bool { return t.did(game.EvActivate) }, at: []game.Prompt{game.PromptChooseHunter}},
			{text: words.TutMove, done: func(t *tutorial) bool { return t.did(game.EvMoveEnd) }, at: []game.Prompt{game.PromptHunterStep}},
			{text: words.TutInvestigate, done: func(t *tutorial) bool {
				return t.did(game.EvRangeAnswer) || t.did(game.EvTypeAnswer) || t.did(game.EvRegionAnswer)
			}, at: []game.Prompt{game.PromptUseAction}},
			{text: words.TutClue, done: func(t *tutorial) bool { return t.p.overlay }},
			{text: words.TutRaid, done: func(t *tutorial) bool { return t.did(game.EvFactionTurnEnd) }},
			{text: words.TutFactionsEnd},
		}
		t.auto = []game.Prompt{game.PromptStartHunter, game.PromptDEA, game.PromptPepes, game.PromptPoliciaBonus, game.PromptCaliExtra}
	}
	return t // from 0: the lesson began with the game
}

// saved is the guide as the game's save keeps it: nil once it has
// finished (the game then goes on as any other), and in other games.
func (t *tutorial) saved() *savefile.Tutorial {
	if !t.active() {
		return nil
	}
	return &savefile.Tutorial{Patron: t.patron, Step: t.step}
}

// guided puts a saved tutorial's guide back over the resumed table, at
// the step where it stood.
func (p *Play) guided(lang *words.Lang, s *savefile.Tutorial) *Play {
	if s != nil {
		p.tut = newGuide(p, s.Patron)
		p.tut.step = min(max(s.Step, 0), len(p.tut.steps))
	}
	return p
}

// did reports whether an event of kind k happened since the tutorial
// began (a player who acts before reading a step has done it).
func (t *tutorial) did(k game.EventKind) bool {
	return slices.ContainsFunc(t.p.M.Events[min(t.from, len(t.p.M.Events)):], func(e game.Event) bool { return e.Kind == k })
}

// clue is the newest answer the Patrón gave since the tutorial began, as
// the log tells it (in the language of the moment); "" before any.
func (t *tutorial) clue(lang *words.Lang) string {
	evs := t.p.M.Events[min(t.from, len(t.p.M.Events)):]
	for i := len(evs) - 1; i >= 0; i-- {
		switch evs[i].Kind {
		case game.EvRangeAnswer, game.EvTypeAnswer, game.EvRegionAnswer:
			return sentence(lang.Printer().Event(evs[i]))
		}
	}
	return ""
}

// asks is the question the table puts to the player now (PromptNone
// while a bot or another machine decides).
func (t *tutorial) asks() game.Prompt {
	if !t.p.mine() {
		return game.PromptNone
	}
	return t.p.view.Pending.Prompt
}

// ready reports whether the guide may stand at step i: the table asks
// what it speaks of, or the game went past it (it is done or missed).
func (t *tutorial) ready(i int) bool {
	if i >= len(t.steps) {
		return true
	}
	s := t.steps[i]
	return s.at == nil || slices.Contains(s.at, t.asks()) || s.done != nil && s.done(t) || s.missed != nil && s.missed(t)
}

// active reports whether the guide is still speaking.
func (t *tutorial) active() bool { return t != nil && t.step < len(t.steps) }

// next moves to the following step.
func (t *tutorial) next() { t.step++ }

// update advances the guide; it reports whether it took the frame's input
// (its own buttons).
func (t *tutorial) update(a *App, in *Input) bool {
	if !t.active() {
		return false
	}
	was := t.step
	defer func() {
		if m := t.p.M; t.step != was && m.Applied > 0 && !m.G.Over() {
			t.p.autosave(a) // the save keeps where the guide stands
		}
	}()
	switch id := a.Clicked(in); {
	case id == named("tutor:skip"):
		t.step = len(t.steps)
		return true
	case id == named("tutor:next") || t.steps[t.step].done == nil && in.Pressed(ebiten.KeyEnter):
		if t.steps[t.step].done == nil {
			t.next()
		}
		return true
	}
	if s := t.steps[t.step]; (s.done != nil && s.done(t) || s.missed != nil && s.missed(t)) && t.ready(t.step+1) {
		t.next()
	}
	return false
}

// takeFor plays, with the Easy bot's choice, a decision the lesson is not
// about; it reports whether it did.
func (t *tutorial) takeFor(a *App) bool {
	lang := a.Lang
	if !t.active() { // also when there is no guide: t is nil
		return false
	}
	p := t.p
	if !p.mine() || !slices.Contains(t.auto, p.view.Pending.Prompt) {
		return false
	}
	p.playFor(a, uint64(len(p.M.G.Log())), lang.T(words.TutTaken))
	return true
}

// draw shows the guide where the game log stands (the log waits until
// the lesson is over): its step, what to do, and its buttons.
func (t *tutorial) draw(a *App, c *draw.Canvas, l tableLayout) {
	lang := a.Lang
	if !t.active() {
		return
	}
	r := l.Log
	c.Flush()
	c.RoundRect(r, 8).Fill(theme.Paper)
	c.RoundRect(r, 8).Stroke(2, theme.Gold)
	c.Text(lang.Sprintf(words.TutStep, t.step+1, len(t.steps)), r.X+10, r.Y+6, draw.TextStyle{Font: theme.Heading, Size: 14, Color: theme.PatronRed})
	by := r.Bottom() - 34
	room := by - 2 // the step's words end above this
	if clue := t.clue(lang); t.steps[t.step].text == words.TutClue && clue != "" {
		// The step that says to read the clue quotes it, as the log
		// writes it, above the buttons: the guide stands where the log is.
		q := draw.TextStyle{Font: theme.Mono, Size: 12, Color: theme.Paper}
		lines := c.Wrap(clue, r.W-40, q)
		box := draw.Rect{X: r.X + 10, W: r.W - 20, H: float64(len(lines))*q.LineHeight() + 12}
		box.Y = by - 6 - box.H
		c.RoundRect(box, 6).Fill(theme.Alpha(theme.WoodEdge, 0.9))
		c.RoundRect(box, 6).Stroke(1.5, theme.Gold)
		c.Paragraph(clue, box.X+10, box.Y+6, box.W-20, q)
		room = box.Y - 4
	}
	body := Body(13)
	text := lang.T(t.steps[t.step].text)
	for body.Size > 10.5 && r.Y+26+float64(len(c.Wrap(text, r.W-20, body)))*body.LineHeight() > room {
		body.Size -= 0.5 // a long step in a long language: smaller, never cut
	}
	c.Paragraph(text, r.X+10, r.Y+26, r.W-20, body)
	if t.steps[t.step].done == nil {
		label := lang.T(words.TutNext)
		if t.step == len(t.steps)-1 {
			label = lang.T(words.TutFinish)
		}
		a.Button(c, named("tutor:next"), draw.Rect{X: r.Right() - 130, Y: by, W: 120, H: 28}, label, Primary)
	} else {
		c.Text(lang.T(words.TutWaiting), r.Right()-10, by+7, draw.TextStyle{Font: theme.Label, Size: 12, Color: theme.InkSoft, Align: draw.Right})
	}
	if t.step < len(t.steps)-1 {
		a.Button(c, named("tutor:skip"), draw.Rect{X: r.X + 10, Y: by, W: 150, H: 28}, lang.T(words.TutSkip), Quiet)
	}
}

// TutorialChoice asks which side the tutorial teaches.
type TutorialChoice struct{ err string }

// Update starts the chosen lesson.
func (s *TutorialChoice) Update(a *App, in *Input) {
	lang := a.Lang
	switch id := a.Clicked(in); {
	case id == named("tutorial:patron") || id == named("tutorial:factions"):
		p, err := NewTutorial(lang, id == named("tutorial:patron"))
		if err != nil {
			s.err = problemText(lang, err)
			return
		}
		a.Switch(p)
	case id == named("tutorial:back") || in.Pressed(ebiten.KeyEscape):
		a.Switch(&Menu{})
	}
}

// Draw offers the two lessons.
func (s *TutorialChoice) Draw(a *App, c *draw.Canvas) {
	lang := a.Lang
	drawTable(c, a)
	cx := a.W / 2
	Heading(c, lang.T(words.TutorialTitle), cx, 90, 40)
	for i, o := range []struct {
		id         buttonID
		label, sub string
	}{
		{named("tutorial:patron"), lang.T(words.TutAsPatron), lang.T(words.TutAsPatronSub)},
		{named("tutorial:factions"), lang.T(words.TutAsFactions), lang.T(words.TutAsFactionsSub)},
	} {
		y := 210 + float64(i)*130 // room for a sub-line of three lines
		a.Button(c, o.id, draw.Rect{X: cx - 220, Y: y, W: 440, H: 48}, o.label, Primary)
		c.Paragraph(o.sub, cx-220, y+56, 440, draw.TextStyle{Font: theme.Label, Size: 13, Color: theme.Muted})
	}
	if s.err != "" {
		c.Text(s.err, cx, 470, draw.TextStyle{Font: theme.Label, Size: 14, Color: theme.Danger, Align: draw.Center})
	}
	a.Button(c, named("tutorial:back"), draw.Rect{X: cx - 150, Y: 520, W: 300, H: 42}, lang.T(words.Back), Plain)
}

// tutStep is the guide's step, for the screen's cache (-1: no guide).
func (p *Play) tutStep() int {
	if !p.tut.active() {
		return -1
	}
	return p.tut.step
}
