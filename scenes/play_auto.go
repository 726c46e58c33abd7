package scenes

import (
	"patron/game"
	"patron/game/bot"
	"patron/render/draw"
	"patron/render/theme"
	"patron/scenes/words"
)

// A decision with one legal command is not always a decision. When it is
// the rest of an action already chosen (its only target, the last token
// or objective to lay down), the table takes it for the player and says
// so in a short note. When it begins something (a move, a card, where the
// Patrón hides), it still asks, even with a single option: the player
// should see it happen.

// autoTakes reports whether the table takes a prompt's only command itself.
func autoTakes(pr game.Prompt) bool {
	switch pr {
	case game.PromptDefenses, game.PromptOrder, game.PromptAttackTarget, game.PromptDestroy,
		game.PromptQuicaTarget, game.PromptBlock, game.PromptUseAction:
		return true
	}
	return false
}

// noteFrames is how long the note of a command taken for the player shows
// (two and a half seconds).
const noteFrames = 150

// autoTake carries out the decision on screen when it has one command and
// is no real decision; it reports whether it did. After an undo the table
// asks again, so that the player can see what was taken back.
func (p *Play) autoTake(a *App) bool {
	lang := a.Lang
	if !p.mine() || len(p.view.Legal) != 1 || !autoTakes(p.view.Pending.Prompt) || p.noAuto {
		return false
	}
	c := p.view.Legal[0]
	at := len(p.M.G.Log())
	if !p.apply(a, c) {
		return false
	}
	p.M.Auto = append(p.M.Auto, at)
	p.note, p.noteLeft = lang.Sprintf(words.TakenForYou, lang.Printer().Command(c)), noteFrames
	p.calm = max(p.calm, takenCalm) // a key pressed for the lone choice must not decide the next
	return true
}

// noteArea is where the note of a command taken for the player may stand:
// along the top of the map, left of the hiding sheet and the deduction
// legend, whose headers it must never cover, and under the zoom badge when
// the map is zoomed.
func (p *Play) noteArea(l tableLayout) draw.Rect {
	r := draw.Rect{X: l.Map.X + 12, Y: p.mapTop(l) + 12, W: min(l.Sheet.X, l.Legend.X) - 10 - (l.Map.X + 12)}
	if p.zoom.zoom > 1 {
		r.Y += 30
	}
	return r
}

// drawNote shows the note of a command taken for the player at the top of
// the map (see noteArea), on two lines or more when one is too long,
// fading out at its end.
func (p *Play) drawNote(c *draw.Canvas, l tableLayout) {
	if p.noteLeft <= 0 || p.note == "" {
		return
	}
	alpha := min(1, float64(p.noteLeft)/30)
	st := draw.TextStyle{Font: theme.Label, Size: 14, Color: theme.Alpha(theme.Paper, alpha), Align: draw.Center}
	area := p.noteArea(l)
	lines := c.Wrap(p.note, area.W-32, st)
	w := 0.0
	for _, line := range lines {
		w = max(w, c.Measure(line, st))
	}
	w = min(w+32, area.W)
	r := draw.Rect{X: area.CX() - w/2, Y: area.Y, W: w, H: 12 + float64(len(lines))*st.LineHeight()}
	c.RoundRect(r, 15).Fill(theme.Alpha(theme.Wood, 0.9*alpha))
	c.RoundRect(r, 15).Stroke(1.5, theme.Alpha(theme.Gold, alpha))
	for i, line := range lines {
		c.Text(line, r.CX(), r.Y+6+float64(i)*st.LineHeight(), st)
	}
}

// noteAfterDecision lets the note go once the player at the screen has
// decided again (the table's revision moved on during their frame): it
// spoke of the decision before.
func (p *Play) noteAfterDecision(revision int) {
	if p.M.Revision != revision {
		p.note, p.noteLeft = "", 0
	}
}

// playFor makes the decision on screen for the player with the Easy bot's
// choice (the turn clock at zero, a tutorial's side decisions) and notes it
// with note, a format of the command's text; it reports whether the game
// took the command.
func (p *Play) playFor(a *App, seed uint64, note string) bool {
	lang := a.Lang
	v := p.view
	c, err := bot.FreshTurn("easy", &v, seed)
	if err != nil {
		return false
	}
	if !p.apply(a, c) {
		return false
	}
	p.note, p.noteLeft = lang.Sprintf(note, lang.Printer().Command(c)), noteFrames
	p.calm = max(p.calm, takenCalm)
	return true
}
