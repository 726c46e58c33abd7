package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/render/draw"
	"patron/scenes/match"
	"patron/scenes/words"
)

// Undo takes back the last decision of the person at the screen, while it
// showed nothing new (match.CanUndo). The button stays in its place, greyed
// out with the reason on hover when it cannot.

func undoWhy() []string {
	return []string{
		match.UndoOK:        words.UndoReady,
		match.UndoNothing:   words.UndoNothingYet,
		match.UndoOver:      words.UndoGameOver,
		match.UndoRevealed:  words.UndoShown,
		match.UndoForced:    words.UndoForcedMove,
		match.UndoBot:       words.UndoByBot,
		match.UndoOtherSeat: words.UndoByOther,
		match.UndoLAN:       words.UndoOnLAN,
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
		p.err = err.Error()
		return true
	}
	p.err = ""
	p.ch.clear()
	p.anims = animations{} // figures stand where the game now has them
	// Back at a DEA window the players answered: show it again, even when
	// the table answers the windows nobody asked for.
	p.deaAsk = p.M.G.Pending().Prompt == game.PromptDEA
	p.refresh()
	p.autosave(a)
	return true
}

func (p *Play) drawUndo(a *App, c *draw.Canvas, l tableLayout) {
	if p.M.G.Over() {
		return
	}
	why := p.M.CanUndo()
	style := Quiet
	if why != match.UndoOK {
		style = Disabled
	}
	r := undoRect(l)
	a.HitButton(c, onButton(btnUndo), r, words.Undo, style)
	if mx, my := a.mouse(); r.Contains(mx, my) {
		tooltip(c, r, l.Right, words.UndoTitle, undoWhy()[why])
	}
}
