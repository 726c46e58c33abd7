package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"patron/render/draw"
	"patron/render/theme"
	"patron/scenes/words"
)

// Leaving the table asks first, and says whether the game is safe: it is
// saved after every decision, so Continue on the menu resumes it.

func (p *Play) askLeave(a *App) {
	lang := a.Lang
	p.paused, p.leaving, p.leaveErr = false, true, ""
	switch {
	case a.Store == nil:
		p.leaveErr = noStoreProblem(a)
	case p.M.Applied > 0:
		p.autosave(a) // nothing new is lost if the last write was dropped
		if err := p.flushSave(); err != nil {
			p.leaveErr = storageProblem(lang, err)
		}
	}
}

func (p *Play) updateLeave(a *App, in *Input) {
	h := a.clickedHit(in)
	if in.Pressed(ebiten.KeyEnter) || in.Pressed(ebiten.KeyKPEnter) {
		h = onButton(btnLeaveYes) // the question's first button, as its colour says
	}
	switch {
	case h.is(btnLeaveYes):
		p.stopSaving()
		if p.M.Net != nil {
			p.M.Net.Close()
		}
		a.Switch(p.leaveTo(a))
	case h.is(btnLeaveNo):
		p.leaving = false
	}
	if in.Pressed(ebiten.KeyEscape) {
		p.leaving = false
	}
}

func (p *Play) drawLeave(a *App, c *draw.Canvas) {
	lang := a.Lang
	a.dim(c)
	r := draw.Rect{X: a.W/2 - 210, Y: a.H/2 - 110, W: 420, H: 200}
	in := Panel(c, r, lang.T(words.LeaveTitle))
	text, st := lang.T(words.LeaveSaved), Body(15)
	if p.net.online != nil { // the server keeps the seat
		text = lang.T(words.OnlineLeave)
	}
	if p.leaveErr != "" {
		text, st.Color = lang.Sprintf(words.LeaveNotSaved, p.leaveErr), theme.Danger
	}
	c.Paragraph(text, in.X, in.Y+4, in.W, st)
	half := (in.W - 8) / 2
	a.HitButton(c, onButton(btnLeaveNo), draw.Rect{X: in.X, Y: in.Bottom() - 40, W: half, H: 38}, lang.T(words.LeaveNo), Plain)
	a.HitButton(c, onButton(btnLeaveYes), draw.Rect{X: in.X + half + 8, Y: in.Bottom() - 40, W: half, H: 38}, lang.T(words.LeaveYes), Primary)
}
