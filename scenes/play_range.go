package scenes

import (
	"patron/game"
	"patron/game/board"
	"patron/render/draw"
	"patron/render/mapview"
	"patron/render/theme"
	"patron/scenes/words"
)

// rangeKept is, while the Patrón's mouse rests on one of his Range
// answers, the places the Factions would keep after it: those still
// possible at either distance named from the hunter (ruling R19), and the
// answer's two numbers. ok is false in any other case, and always in the
// Factions' view.
func (p *Play) rangeKept(a *App) (kept board.Set, lo, hi int, ok bool) {
	sec, d := p.view.Secret, p.view.Pending
	if sec == nil || d.Prompt != game.PromptAnswerRange || !p.mine() || d.Detail.Hunter < 0 {
		return 0, 0, 0, false
	}
	from := p.view.Public.Hunters[d.Detail.Hunter].Loc
	mx, my := a.mouse()
	t, found := a.targetAt(mx, my)
	if !found || from == board.NoLoc || t.Hit.kind != hitCommand || t.Hit.cmd.Op != game.OpRange {
		return 0, 0, 0, false
	}
	lo, hi = t.Hit.cmd.Range()
	for _, x := range []int{lo, hi} {
		if x >= 0 && x <= board.MaxDist {
			kept |= board.Map.Ring[from][x]
		}
	}
	return kept & p.view.Public.Possible, lo, hi, true
}

// drawRangePreview lights, while the Patrón's mouse rests on a Range
// answer, the places the Factions would keep after it (the deduction
// overlay's diamonds), and says how many.
func (p *Play) drawRangePreview(a *App, c *draw.Canvas, l tableLayout) {
	kept, lo, hi, ok := p.rangeKept(a)
	if !ok || p.board.Proj == nil {
		return
	}
	pr := p.board.Proj
	d := pr.MarkerSize * 2.5
	for r := kept; r != 0; {
		at := pr.Loc[r.Next(&r)]
		x, y := at[0], at[1]
		if !l.Map.Contains(x, y) {
			continue
		}
		pts := []float64{x, y - d, x + d, y, x, y + d, x - d, y}
		c.Polygon(pts...).Stroke(pr.MarkerSize*0.55, theme.Alpha(theme.Halo, 0.7))
		c.Polygon(pts...).Stroke(pr.MarkerSize*0.3, mapview.DeduceLight)
	}
	text := a.Lang.Sprintf(words.RangeKeeps, lo, hi, kept.Count())
	st := OnWood(13)
	w := c.Measure(text, st) + 20
	r := draw.Rect{X: l.Map.X + 12, Y: p.mapTop(l) + 12, W: w, H: 28}
	c.RoundRect(r, 6).Fill(theme.Alpha(theme.Wood, 0.92))
	c.RoundRect(r, 6).Stroke(1.5, mapview.DeduceLight)
	c.Text(text, r.X+10, r.Y+6, st)
}
