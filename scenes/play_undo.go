package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"patron/render/draw"
	"patron/scenes/match"
	"patron/scenes/words"
)

// Undo takes back the last decision of the person at the screen, while it
// showed nothing new (match.CanUndo). The button stays in its place, greyed
// out with the reason on hover when it cannot.

func undoWhy(lang *words.Lang) []string {
	return []string{
		match.UndoOK:        lang.T(words.UndoReady),
		match.UndoNothing:   lang.T(words.UndoNothingYet),
		match.UndoOver:      lang.T(words.UndoGameOver),
		match.UndoRevealed:  lang.T(words.UndoShown),
		match.UndoForced:    lang.T(words.UndoForcedMove),
		match.UndoBot:       lang.T(words.UndoByBot),
		match.UndoOtherSeat: lang.T(words.UndoByOther),
		match.UndoLAN:       lang.T(words.UndoOnLAN),
	}
}

// undoRect is the button's place: the right end of the prompt panel's title.
func undoRect(l tableLayout) draw.Rect {
	return draw.Rect{X: l.Prompt.Right() - 158, Y: l.Prompt.Y + 4, W: 150, H: 22}
}

// updateUndo takes the decision back on a click or Ctrl+Z; it reports
// whether it did.
func (p *Play) updateUndo(a *App, in *Input) bool {
	asked := a.clickedHit(in).is(btnUndo) || in.Ctrl && in.Pressed(ebiten.KeyZ)
	if !asked || p.M.CanUndo() != match.UndoOK {
		return false
	}
	if _, err := p.M.Undo(); err != nil {
		p.err = problemText(a.Lang, err)
		return true
	}
	p.err = ""
	p.ch.clear()
	p.anims = animations{} // figures stand where the game now has them
	// Back at an optional window the players answered: show it again, even
	// when the table passes the windows nobody asked for.
	p.askPending()
	p.last.undone(len(p.M.Events), &p.M.G.Pub)
	p.clues.back, p.clues.picked = 0, 0 // the sheet's newest entries may be gone
	p.refresh()
	p.autosave(a)
	return true
}

func (p *Play) drawUndo(a *App, c *draw.Canvas, l tableLayout) {
	lang := a.Lang
	if p.M.G.Over() {
		return
	}
	why := p.M.CanUndo()
	style := Quiet
	if why != match.UndoOK {
		style = Disabled
	}
	r := undoRect(l)
	a.HitButton(c, onButton(btnUndo), r, lang.T(words.Undo), style)
	if mx, my := a.mouse(); r.Contains(mx, my) {
		tooltip(c, r, l.Right, lang.T(words.UndoTitle), undoWhy(lang)[why])
	}
}
