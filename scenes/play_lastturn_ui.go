package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"patron/render/draw"
	"patron/render/theme"
	"patron/scenes/words"
)

// The "Last turn" steps over the table, and the watch controls of a game
// of bots only (play_lastturn.go holds what they show).

// The buttons of the last turn and of a watched game, numbered apart
// from play_hit.go's list.
const (
	btnLastTurn   tableButton = 64 + iota // the map: the other side's last turn, step by step
	btnStepBack                           // the last turn: the step before
	btnStepNext                           // the last turn: the next step
	btnStepClose                          // the last turn: back to the game
	btnWatchPause                         // a game of bots only: pause, or play on
	btnWatchStep                          // a game of bots only, paused: one decision
)

// watchState is a game of bots only held still: paused, and one decision
// asked for.
type watchState struct {
	paused bool
	step   bool
}

// updateLastTurn handles the last turn's keys and buttons, and a watched
// game's pause and step; it reports whether it took the frame (the steps
// are up: the game waits behind them).
func (p *Play) updateLastTurn(a *App, in *Input) bool {
	h := a.clickedHit(in)
	if p.last.open {
		n := p.last.view.to - p.last.view.from
		switch {
		case in.Pressed(ebiten.KeyL) || in.Pressed(ebiten.KeyEscape) || h.is(btnLastTurn) || h.is(btnStepClose):
			p.last.open = false
		case in.Pressed(ebiten.KeyRight) || h.is(btnStepNext):
			p.last.step = min(p.last.step+1, n-1)
		case in.Pressed(ebiten.KeyLeft) || h.is(btnStepBack):
			p.last.step = max(p.last.step-1, 0)
		}
		return true
	}
	if in.Pressed(ebiten.KeyL) || h.is(btnLastTurn) {
		if s := p.stepSpan(); !s.empty() {
			p.last.open, p.last.view, p.last.step = true, s, 0
			return true
		}
	}
	if p.watched() {
		switch {
		case in.Pressed(ebiten.KeyP) || h.is(btnWatchPause):
			p.watch.paused, p.watch.step = !p.watch.paused, false
		case (in.Pressed(ebiten.KeyS) || h.is(btnWatchStep)) && p.watch.paused:
			p.watch.step = true
		}
	}
	return false
}

// watchHolds keeps a paused game of bots still: it reports whether the
// bot's decision waits. A step asked for plays the next one as soon as
// it is ready; decisions the rules force go on at once.
func (p *Play) watchHolds(a *App, ready bool) bool {
	if !p.watched() || !p.watch.paused || p.M.G.Pending().Forced {
		return false
	}
	if !p.watch.step || !ready {
		return true
	}
	p.watch.step = false
	p.wait = a.Settings.BotDelay() // no pause before it: it was asked for
	return false
}

// drawLastTurn draws the "Last turn" button on the map, the steps over the
// prompt while they are up, and a watched game's pause and step.
func (p *Play) drawLastTurn(a *App, c *draw.Canvas, l tableLayout) {
	lang := a.Lang
	if p.handoff != nil {
		return
	}
	if s := p.stepSpan(); !s.empty() && !p.handUp {
		y := l.Map.Bottom() - handPeek - 36 // the map's south-west sea, over the Patrón's lowered hand (a LAN chat is at the top)
		st := Plain
		if p.last.open {
			st = Chosen
		}
		label := lang.T(words.LastTurnButton)
		w := max(c.Measure(label, draw.TextStyle{Font: theme.Label, Size: 14})+28, 130)
		a.HitButton(c, onButton(btnLastTurn), draw.Rect{X: l.Map.X + 8, Y: y, W: w, H: 28}, label, st)
	}
	if p.last.open {
		c.Flush() // over the prompt's words and the undo button
		p.drawSteps(a, c, l.Prompt)
	} else if p.watched() {
		p.drawWatch(a, c, l.Prompt)
	}
}

// drawSteps shows one event of the last turn over the prompt: which of
// how many, its sentence, and the buttons to go back, on, or close.
func (p *Play) drawSteps(a *App, c *draw.Canvas, r draw.Rect) {
	lang := a.Lang
	v := p.last.view
	n := v.to - v.from
	in := Panel(c, r, lang.T(words.LastTurnTitle))
	c.Text(lang.Sprintf(words.LastTurnStep, p.last.step+1, n), in.X, in.Y, draw.TextStyle{Font: theme.Heading, Size: 13, Color: theme.InkSoft})
	text := ""
	if i := v.from + p.last.step; i < len(p.M.Events) {
		text = sentence(lang.Printer().Event(p.M.Events[i]))
	}
	c.Paragraph(text, in.X, in.Y+22, in.W, Body(15))
	by := in.Bottom() - exitH
	keys := lang.T(words.LastTurnKeys)
	c.Text(keys, in.X, by-48, shrinkToFit(c, keys, in.W, draw.TextStyle{Font: theme.Label, Size: 12, Color: theme.InkSoft}, 10))
	bw := (in.W - gapH) / 2
	back, next := Plain, Primary
	if p.last.step == 0 {
		back = Disabled
	}
	if p.last.step >= n-1 {
		next = Disabled
	}
	a.HitButton(c, onButton(btnStepBack), draw.Rect{X: in.X, Y: by - exitH - 6, W: bw, H: exitH}, lang.T(words.LastTurnBack), back)
	a.HitButton(c, onButton(btnStepNext), draw.Rect{X: in.X + bw + gapH, Y: by - exitH - 6, W: bw, H: exitH}, lang.T(words.LastTurnNext), next)
	a.HitButton(c, onButton(btnStepClose), draw.Rect{X: in.X, Y: by, W: in.W, H: exitH}, lang.T(words.LastTurnClose), Quiet)
}

// drawWatch puts a watched game's pause and step at the prompt's foot,
// with the bots' pace (the menu changes it).
func (p *Play) drawWatch(a *App, c *draw.Canvas, r draw.Rect) {
	lang := a.Lang
	in := r.Inset(10)
	by := in.Bottom() - exitH
	pace := []string{words.PaceSlow, words.PaceNormal, words.PaceFast}[min(max(a.Settings.Pace, 0), 2)]
	note := lang.Sprintf(words.WatchPace, lang.T(pace))
	if p.watch.paused {
		note = lang.T(words.WatchPaused) + " " + note
	}
	c.Paragraph(note, in.X, by-40, in.W, draw.TextStyle{Font: theme.Label, Size: 12, Color: theme.InkSoft})
	bw := (in.W - gapH) / 2
	label, st := lang.T(words.WatchPause), Plain
	step := Disabled
	if p.watch.paused {
		label, st, step = lang.T(words.WatchResume), Primary, Plain
	}
	a.HitButton(c, onButton(btnWatchPause), draw.Rect{X: in.X, Y: by, W: bw, H: exitH}, label, st)
	a.HitButton(c, onButton(btnWatchStep), draw.Rect{X: in.X + bw + gapH, Y: by, W: bw, H: exitH}, lang.T(words.WatchStep), step)
}
