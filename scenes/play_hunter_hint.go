package scenes

import (
	"patron/game/box"
	"patron/render/draw"
	"patron/render/panels"
	"patron/scenes/words"
)

// hunterUnder is the hunter figure on the map under the mouse, and where
// it is drawn (the same box a click on it takes).
func (p *Play) hunterUnder(mx, my float64) (box.Hunter, draw.Rect, bool) {
	if p.board.Proj == nil || !p.mapView.Contains(mx, my) {
		return box.NoHunter, draw.Rect{}, false
	}
	u := p.board.Proj.UnitSize
	for _, sp := range p.board.Proj.Spots(&p.view.Public, nil) {
		r := draw.Rect{X: sp.X - u*0.32, Y: sp.Y - u, W: u * 0.64, H: u * 1.1}
		if sp.Piece.Hunter && r.Contains(mx, my) {
			return box.Hunter(sp.Piece.Index), r, true
		}
	}
	return box.NoHunter, draw.Rect{}, false
}

// explainHunter says, while the mouse rests on a hunter on the map, who
// he is and what his Faction can do (its card's header says the same); it
// reports whether it did, in place of the place's own name.
func (p *Play) explainHunter(a *App, c *draw.Canvas, l tableLayout) bool {
	mx, my := a.mouse()
	h, r, ok := p.hunterUnder(mx, my)
	if !ok {
		return false
	}
	title, body := hunterTip(a.Lang, h)
	tooltip(c, r, l.Map, title, body)
	return true
}

// hunterTip is what a hunter's tooltip says: his name and Faction, and
// the Faction's ability as its card's header says it.
func hunterTip(lang *words.Lang, h box.Hunter) (title, body string) {
	f := h.Faction()
	w := lang.Hint(panels.FactionHints[f])
	return h.Name() + " · " + lang.Printer().Faction(f), w.Title + "\n" + w.Body
}
