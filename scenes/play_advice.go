package scenes

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/game/advice"
	"patron/game/board"
	"patron/render/draw"
	"patron/render/theme"
	"patron/scenes/words"
)

// The hint of a seat (issue 34): the Hint button or A shows what the
// Normal bot would choose from the view on screen (game/advice), lit on
// the table as a half-made pick is, with its reason over the map. It is
// worked out on the frame it is asked for: Normal looks one move ahead
// and the Patrón's count plays one command in one drawn game, well under
// a millisecond, so no goroutine is needed (the browser has none to
// spare). It goes when the decision changes or the screen is handed off.

// adviceShown is the hint on screen, and the decision it was taken at.
type adviceShown struct {
	on   bool
	rev  int       // the match's Revision when taken
	seat game.Seat // whose decision it spoke of
	a    advice.Advice
	// counted is the Revision+1 of the last decision a hint was counted
	// at: showing it again at the same decision counts once.
	counted int
	scroll  bool      // the list must bring the advised choice into sight once drawn
	button  draw.Rect // the Hint button as last drawn (its tooltip comes over the list)
}

// advising reports whether the hint on screen is still this decision's
// and may be seen: the decision is the audience's, unchanged, and no
// hand-off blanks the screen.
func (p *Play) advising() bool {
	return p.adv.on && p.adv.rev == p.M.Revision && p.handoff == nil && p.mine() && p.view.Seat == p.adv.seat
}

// dropStaleAdvice forgets a hint whose decision has gone.
func (p *Play) dropStaleAdvice() {
	if p.adv.on && !p.advising() {
		p.adv.on = false
	}
}

// adviceRefused is why no hint can be had now ("" when one can).
func (p *Play) adviceRefused(lang *words.Lang) string {
	switch {
	case p.M.Setup.NoHints:
		return lang.T(words.AdviceOff)
	case !p.mine() || p.view.Pending.Seat != p.view.Seat:
		return lang.T(words.AdviceNotNow)
	}
	return ""
}

// updateAdvice shows or hides the hint on A or the button; it reports
// whether it took the frame's input.
func (p *Play) updateAdvice(a *App, in *Input) bool {
	if !in.Pressed(ebiten.KeyA) && !a.clickedHit(in).is(btnAdvice) {
		return false
	}
	if p.advising() {
		p.adv.on = false
		return true
	}
	if why := p.adviceRefused(a.Lang); why != "" {
		p.note, p.noteLeft = why, noteFrames
		return true
	}
	if p.showAdvice() != nil {
		p.note, p.noteLeft = a.Lang.T(words.AdviceNotNow), noteFrames
	}
	return true
}

// showAdvice puts the hint of the decision on screen and counts it (once
// a decision).
func (p *Play) showAdvice() error {
	adv, err := advice.For(&p.view)
	if err != nil {
		return err
	}
	p.ch.clear()
	p.adv.on, p.adv.rev, p.adv.seat, p.adv.a = true, p.M.Revision, p.view.Seat, adv
	if p.adv.counted != p.M.Revision+1 {
		p.adv.counted = p.M.Revision + 1
		p.M.Hints++
	}
	p.noteLeft = 0 // the hint stands where a note would
	p.adv.scroll = true
	return nil
}

// scrollToAdvice brings the advised command into the list's sight, once
// the list knows how much of it shows (drawChoiceList).
func (p *Play) scrollToAdvice(listed []game.Command) {
	if !p.adv.scroll || !p.advising() {
		return
	}
	p.adv.scroll = false
	i := slices.IndexFunc(listed, func(c game.Command) bool { return c.Equal(p.adv.a.Command) })
	if i < 0 || i >= p.ch.first && i < p.ch.first+p.ch.perPage {
		return
	}
	cols := max(p.ch.cols, 1)
	p.ch.first = min(i/cols*cols, p.ch.lastFirst(len(listed)))
}

// advised reports whether a command is the one the hint on screen advises.
func (p *Play) advised(c game.Command) bool { return p.advising() && c.Equal(p.adv.a.Command) }

// advisedPicks are what the hint lights on the table: the advised
// command's places, figures, sicarios, cards and Factions, the way a
// choice is lit.
func (p *Play) advisedPicks(pub *game.Public) pickTargets {
	return p.advisedChoices().targets(pub)
}

// advisedChoices is a list of choices holding the advised command alone.
func (p *Play) advisedChoices() *choices {
	var ch choices
	ch.reset([]game.Command{p.adv.a.Command})
	return &ch
}

// dashChoices are the choices the Action dashboard lights: the hint's
// while it is up.
func (p *Play) dashChoices() *choices {
	if p.advising() {
		return p.advisedChoices()
	}
	return &p.ch
}

// adviceLit is what the hint lights with the clue sheet's brackets: the
// places its reason speaks of, for the Factions (the Patrón's many places
// still suspected would hide the place he is advised to pick).
func (p *Play) adviceLit(clue board.Set) board.Set {
	if p.adv.a.Places == 0 || p.adv.a.Reason == advice.Suspect {
		return clue
	}
	return p.adv.a.Places
}

// adviceButton draws the Hint button at the right end of the prompt's
// line over the choices, whose top is y; it returns the room it takes
// from that line's width and the button's bottom. (The toolbar has no
// room left for it in every language.)
func (p *Play) adviceButton(a *App, c *draw.Canvas, in draw.Rect, y float64) (room, bottom float64) {
	lang := a.Lang
	label := lang.T(words.AdviceButton)
	w := toolWidth(c, label, 13)
	style := Quiet
	why := p.adviceRefused(lang)
	switch {
	case p.advising():
		style = Chosen
	case why != "":
		style = Disabled
	}
	b := draw.Rect{X: in.Right() - w, Y: y, W: w, H: 22}
	a.HitButton(c, onButton(btnAdvice), b, label, style)
	p.adv.button = b
	return w + 8, b.Bottom()
}

// drawAdviceTooltip says what the Hint button does, or why it cannot,
// under the mouse (over the list of choices, drawn after the button).
func (p *Play) drawAdviceTooltip(a *App, c *draw.Canvas, l tableLayout) {
	b := p.adv.button
	if mx, my := a.mouse(); !p.mine() || !b.Contains(mx, my) {
		return
	}
	lang := a.Lang
	body := lang.T(words.AdviceTooltip)
	if why := p.adviceRefused(lang); why != "" {
		body = why
	}
	tooltip(c, b, l.Right, lang.T(words.AdviceButton)+" (A)", body)
}

// drawAdvice shows the hint at the top of the map: the command, then its
// reason, in the note's place and look.
func (p *Play) drawAdvice(a *App, c *draw.Canvas, l tableLayout) {
	if !p.advising() {
		return
	}
	lang := a.Lang
	area := p.noteArea(l)
	title := draw.TextStyle{Font: theme.Heading, Size: 14, Color: theme.Gold}
	body := draw.TextStyle{Font: theme.Label, Size: 13, Color: theme.Paper}
	head, reason := lang.Sprintf(words.AdviceTitle, lang.Printer().Command(p.adv.a.Command)), adviceReason(lang, p.adv.a)
	w := min(area.W, max(360, c.Measure(head, title), c.Measure(reason, body))+28) // one line each where the map has room
	heads := c.Wrap(head, w-28, title)
	lines := c.Wrap(reason, w-28, body)
	h := 16 + float64(len(heads))*title.LineHeight() + 4 + float64(len(lines))*body.LineHeight()
	r := draw.Rect{X: area.CX() - w/2, Y: area.Y, W: w, H: h}
	c.RoundRect(r, 12).Fill(theme.Alpha(theme.Wood, 0.92))
	c.RoundRect(r, 12).Stroke(1.5, theme.Gold)
	y := r.Y + 8
	for _, s := range heads {
		c.Text(s, r.X+14, y, title)
		y += title.LineHeight()
	}
	y += 4
	for _, s := range lines {
		c.Text(s, r.X+14, y, body)
		y += body.LineHeight()
	}
}

// adviceReason says a hint's reason in words.
func adviceReason(lang *words.Lang, a advice.Advice) string {
	switch a.Reason {
	case advice.Search:
		return lang.Sprintf(words.AdviceSearch, a.Possible)
	case advice.Capture:
		return lang.Sprintf(words.AdviceCapture, a.Count, a.Possible)
	case advice.Investigate:
		if a.Count > 0 {
			return lang.Sprintf(words.AdviceRuleOut, a.Count, a.Possible, a.Most)
		}
		return lang.Sprintf(words.AdviceMayRule, a.Most, a.Possible)
	case advice.Closer:
		if a.Dist == 0 {
			return lang.T(words.AdviceOnPlace)
		}
		return lang.Sprintf(words.AdviceCloser, a.Dist)
	case advice.Attack:
		return lang.Sprintf(words.AdviceAttack, a.Percent)
	case advice.Suspect:
		return lang.Sprintf(words.AdviceSuspect, a.Count, a.Possible)
	}
	return lang.T(words.AdviceBest)
}

// choiceStyle is how a choice's button looks: chosen when the hint
// advises it.
func (p *Play) choiceStyle(c game.Command) ButtonStyle {
	if p.advised(c) {
		return Chosen
	}
	return Plain
}
