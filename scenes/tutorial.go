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

// tutorialAside is what the guide says, in place of its step, while the
// table asks one of the questions that may come at any point of the lesson
// (a Range question to the Patrón, a Plata o Plomo offer to the Factions):
// it explains the question whenever it comes; the step shows again once it
// is answered.
type tutorialAside struct {
	text string
	at   []game.Prompt
}

// tutorial is the guide at a table.
type tutorial struct {
	p      *Play
	patron bool
	steps  []tutorialStep
	step   int
	from   int // the match's events when the tutorial began
	auto   []game.Prompt
	asides []tutorialAside
}

// tutorialTurn are the questions a Faction's turn begins with: which
// Faction acts (not asked when a card chose it), which hunter first.
var tutorialTurn = []game.Prompt{game.PromptChooseFaction, game.PromptChooseHunter}

// tutorialSeed deals the same first game every time: one in which the
// Easy bot's turns meet every aside of both sides' guides (the tests play
// it through; a change to Easy or Normal may call for another deal).
const tutorialSeed = 43

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
			{text: words.TutPlay, done: func(t *tutorial) bool { return t.did(game.EvPlay) || t.did(game.EvDiscardForSpecial) }, at: []game.Prompt{game.PromptPlay}},
			{text: words.TutPlace, done: func(t *tutorial) bool { return t.did(game.EvPlace) }, at: []game.Prompt{game.PromptPlace}},
			// It stays to the turn's end: a Plata reward may send out
			// another sicario. León and La Quica have no such actions: the
			// guide passes over it then.
			{text: words.TutSicarioAct, done: func(t *tutorial) bool { return t.did(game.EvFactionTurn) },
				at: []game.Prompt{game.PromptSicarioAction}, missed: func(t *tutorial) bool { return t.did(game.EvFactionTurn) }},
			// The Faction's turn, as the Patrón sees it: a Range question
			// comes to him on its way (the aside TutAnswerRange).
			{text: words.TutPatronWatch, done: func(t *tutorial) bool { return t.count(game.EvFactionTurnEnd) >= 1 }},
			{text: words.TutPatronBack, at: []game.Prompt{game.PromptPlay}},
			{text: words.TutPatronEnd},
		}
		t.asides = []tutorialAside{
			{text: words.TutAnswerRange, at: []game.Prompt{game.PromptAnswerRange}},
			{text: words.TutQuica, at: []game.Prompt{game.PromptQuicaTarget, game.PromptOffer}},
		}
		t.auto = []game.Prompt{game.PromptOrder, game.PromptObjectiveSetup, game.PromptStartHunter,
			game.PromptSpend, game.PromptBribe, game.PromptCardEffect, game.PromptStep,
			game.PromptPlataEffect, game.PromptFrameUp, game.PromptReward}
	} else {
		// The Patrón's turn after the Factions' nth is over once the
		// (n+1)th Faction is chosen, or its choice is asked.
		patronPlayed := func(n int) func(t *tutorial) bool {
			return func(t *tutorial) bool {
				return t.count(game.EvFactionTurn) > n || t.count(game.EvFactionTurnEnd) >= n && slices.Contains(tutorialTurn, t.asks())
			}
		}
		turnsOver := func(n int) func(t *tutorial) bool {
			return func(t *tutorial) bool { return t.count(game.EvFactionTurnEnd) >= n }
		}
		t.steps = []tutorialStep{
			{text: words.TutFactionsIntro},
			{text: words.TutActivate, done: func(t *tutorial) bool { return t.did(game.EvFactionTurn) }},
			{text: words.TutChooseHunter, done: func(t *tutorial) bool { return t.did(game.EvActivate) }, at: []game.Prompt{game.PromptChooseHunter}},
			{text: words.TutMove, done: func(t *tutorial) bool { return t.did(game.EvMoveEnd) }, at: []game.Prompt{game.PromptHunterStep}},
			{text: words.TutInvestigate, done: func(t *tutorial) bool {
				return t.did(game.EvRangeAnswer) || t.did(game.EvTypeAnswer) || t.did(game.EvRegionAnswer)
			}, at: []game.Prompt{game.PromptUseAction}, missed: turnsOver(1)},
			// Passed over once the first turn is over: with no clue, or
			// D never pressed, it would stand through the whole Season.
			{text: words.TutClue, done: func(t *tutorial) bool { return t.p.overlay }, missed: turnsOver(1)},
			{text: words.TutRaid, done: turnsOver(1)},
			// The Patrón's turn between, as the Factions see it; a Plata o
			// Plomo offer comes to them in it (the aside TutPlata).
			{text: words.TutPatronSeen, done: patronPlayed(1)},
			{text: words.TutSecondFaction, done: turnsOver(2), at: tutorialTurn},
			{text: words.TutThirdFaction, done: turnsOver(3), at: tutorialTurn},
			{text: words.TutLastFaction, done: turnsOver(4), at: tutorialTurn},
			{text: words.TutFactionsEnd},
		}
		t.asides = []tutorialAside{{text: words.TutPlata, at: []game.Prompt{game.PromptPlataPlomo}}}
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

// count is how many events of kind k happened since the tutorial began:
// the steps of a round tell its turns apart by them, as the log does (a
// resumed guide counts the same).
func (t *tutorial) count(k game.EventKind) int {
	n := 0
	for _, e := range t.p.M.Events[min(t.from, len(t.p.M.Events)):] {
		if e.Kind == k {
			n++
		}
	}
	return n
}

// aside is what the guide says in place of its step while the table asks
// a question one of its asides explains; "" otherwise.
func (t *tutorial) aside() string {
	if !t.active() {
		return ""
	}
	asked := t.asks()
	for _, s := range t.asides {
		if slices.Contains(s.at, asked) {
			return s.text
		}
	}
	return ""
}

// text is what the guide says now, in English: an aside, or its step;
// the step that quotes the clue says what the clue's kind means (a Range
// answer's two distances, only one of them true).
func (t *tutorial) text() string {
	if s := t.aside(); s != "" {
		return s
	}
	if s := t.steps[t.step].text; s != words.TutClue || t.clueEvent().Kind != game.EvRangeAnswer {
		return s
	}
	return words.TutClueRange
}

// clue is the newest answer the Patrón gave since the tutorial began, as
// the log tells it (in the language of the moment); "" before any.
func (t *tutorial) clue(lang *words.Lang) string {
	if e := t.clueEvent(); e.Kind != game.EvNone {
		return sentence(lang.Printer().Event(e))
	}
	return ""
}

// clueEvent is the newest answer the Patrón gave since the tutorial
// began; its Kind is EvNone before any.
func (t *tutorial) clueEvent() game.Event {
	evs := t.p.M.Events[min(t.from, len(t.p.M.Events)):]
	for i := len(evs) - 1; i >= 0; i-- {
		switch evs[i].Kind {
		case game.EvRangeAnswer, game.EvTypeAnswer, game.EvRegionAnswer:
			return evs[i]
		}
	}
	return game.Event{}
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
	case t.aside() != "":
		// An aside waits for the table's question to be answered: no Next.
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
	said := t.text()
	if clue := t.clue(lang); (said == words.TutClue || said == words.TutClueRange) && clue != "" {
		// The step that says to read the clue quotes it, as the log
		// writes it, above the buttons: the guide stands where the log is.
		box, q := clueBox(c, clue, r, by)
		c.RoundRect(box, 6).Fill(theme.Alpha(theme.WoodEdge, 0.9))
		c.RoundRect(box, 6).Stroke(1.5, theme.Gold)
		c.Paragraph(clue, box.X+10, box.Y+4, box.W-20, q)
		room = box.Y - 2
	}
	text := lang.T(said)
	body, _ := guideStyle(c, text, r, room)
	c.Paragraph(text, r.X+10, r.Y+26, r.W-20, body)
	switch {
	case t.steps[t.step].done == nil && said == t.steps[t.step].text:
		label := lang.T(words.TutNext)
		if t.step == len(t.steps)-1 {
			label = lang.T(words.TutFinish)
		}
		a.Button(c, named("tutor:next"), draw.Rect{X: r.Right() - 130, Y: by, W: 120, H: 28}, label, Primary)
	case t.p.M.BotTurn():
		c.Text(lang.T(words.TutBotPlays), r.Right()-10, by+7, draw.TextStyle{Font: theme.Label, Size: 12, Color: theme.InkSoft, Align: draw.Right})
	default:
		c.Text(lang.T(words.TutWaiting), r.Right()-10, by+7, draw.TextStyle{Font: theme.Label, Size: 12, Color: theme.InkSoft, Align: draw.Right})
	}
	if t.step < len(t.steps)-1 {
		a.Button(c, named("tutor:skip"), draw.Rect{X: r.X + 10, Y: by, W: 150, H: 28}, lang.T(words.TutSkip), Quiet)
	}
}

// clueBox is where the guide quotes a clue, above its buttons' row at by
// in its box r, and the type it is written in: the guide's own (a
// typewriter's took two lines, and left the step no room).
func clueBox(c *draw.Canvas, clue string, r draw.Rect, by float64) (draw.Rect, draw.TextStyle) {
	q := Body(12)
	q.Color = theme.Paper
	lines := c.Wrap(clue, r.W-40, q)
	box := draw.Rect{X: r.X + 10, W: r.W - 20, H: float64(len(lines))*q.LineHeight() + 8}
	box.Y = by - 4 - box.H
	return box, q
}

// guideStyle is the type a step's words are written in, in the guide's
// box r above the line room: smaller for a long step in a long language,
// down to a least size; fits reports whether they end above room then.
func guideStyle(c *draw.Canvas, text string, r draw.Rect, room float64) (body draw.TextStyle, fits bool) {
	body = Body(13)
	end := func() float64 { return r.Y + 26 + float64(len(c.Wrap(text, r.W-20, body)))*body.LineHeight() }
	for body.Size > 10.5 && end() > room {
		body.Size -= 0.5
	}
	return body, end() <= room
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

// tutorKey is what the guide shows, for the screen's cache.
type tutorKey struct {
	step int    // -1: no guide
	says string // its step's words or an aside's
	bot  bool   // it waits for a bot
}

// tutStep is the guide's step and words, for the screen's cache.
func (p *Play) tutStep() tutorKey {
	if !p.tut.active() {
		return tutorKey{step: -1}
	}
	return tutorKey{step: p.tut.step, says: p.tut.text(), bot: p.M.BotTurn()}
}
