package scenes

import (
	"patron/game/board"
	"patron/render/draw"
	"patron/render/theme"
	"patron/scenes/words"
)

// What a move does not offer, said on the table: why Stop is missing (the
// decision's note), and why a place next to the moving figure cannot be
// stepped to (the engine's refusal), on a click or while the mouse rests
// on it, instead of nothing.

// drawPromptNote writes the decision's note under the prompt, if it has
// one; it returns where the text below goes.
func (p *Play) drawPromptNote(lang *words.Lang, c *draw.Canvas, in draw.Rect, y float64) float64 {
	note := lang.Printer().Note(p.view.Pending.Detail.Note)
	if note == "" {
		return y
	}
	return c.Paragraph(note, in.X, y+2, in.W, draw.TextStyle{Font: theme.Label, Size: 12, Color: theme.Danger})
}

// blockedAt is the place next to the moving figure under the mouse that
// it may not step to, on the player's own decision (NoLoc if none).
func (p *Play) blockedAt(x, y float64) board.Loc {
	if !p.mine() || p.board.Proj == nil || !p.mapView.Contains(x, y) {
		return board.NoLoc
	}
	if l := p.board.LocAt(x, y); l != board.NoLoc && p.M.G.BlockedSteps().Has(l) {
		return l
	}
	return board.NoLoc
}

// sayBlockedClick: a click on such a place shows why it is closed, where
// a refused choice is shown.
func (p *Play) sayBlockedClick(a *App, in *Input) {
	if !in.Click || a.clickedHit(in).kind != hitNone {
		return
	}
	if l := p.blockedAt(in.X, in.Y); l != board.NoLoc {
		p.err = problemText(a.Lang, p.M.G.StepRefusal(l))
	}
}

// blockedWhy is the line a place's name gains while the mouse rests on it,
// when it is such a place: why the figure may not go there ("" if not).
func (p *Play) blockedWhy(lang *words.Lang, l board.Loc) string {
	if l == board.NoLoc || !p.mine() || !p.M.G.BlockedSteps().Has(l) {
		return ""
	}
	return "\n" + sentence(problemText(lang, p.M.G.StepRefusal(l))) + "."
}

// refusalStyle is how a refused choice's reason is written on the prompt.
var refusalStyle = draw.TextStyle{Font: theme.Label, Size: 12, Color: theme.Danger}
