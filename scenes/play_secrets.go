package scenes

import (
	"patron/game"
	"patron/game/board"
	"patron/game/box"
	"patron/render/draw"
	"patron/render/theme"
	"patron/scenes/words"
)

// ownObjective is one of the Patrón's objective cards as he orders them:
// the card, and the season it was put on (0: still to place).
type ownObjective struct {
	obj    box.Objective
	season int
}

// ownObjectives are the objective cards the Patrón is ordering, in his
// view only (none in the Factions', which never hold them): those placed,
// by season, then those still in his hand.
func (p *Play) ownObjectives() []ownObjective {
	sec := p.view.Secret
	if sec == nil || p.view.Pending.Prompt != game.PromptOrder {
		return nil
	}
	var out []ownObjective
	for _, c := range p.M.G.Log() { // his own "order <season> <objective>" so far (his machine holds them)
		if c.Op == game.OpOrder {
			out = append(out, ownObjective{box.Objective(c.B), int(c.A)})
		}
	}
	for _, o := range sec.Drawn {
		out = append(out, ownObjective{o, 0})
	}
	return out
}

// drawOwnObjectives shows, while the Patrón orders his objectives, each
// card's text over the map (the map has nothing to pick then).
func (p *Play) drawOwnObjectives(a *App, c *draw.Canvas, l tableLayout) {
	objs := p.ownObjectives()
	if len(objs) == 0 {
		return
	}
	lang := a.Lang
	const pad = 10.0
	r := draw.Rect{X: l.Map.X + 12, Y: l.Map.Y + 12, W: min(430, l.Sheet.X-l.Map.X-24)}
	head := draw.TextStyle{Font: theme.Heading, Size: 15, Color: theme.Gold}
	name := draw.TextStyle{Font: theme.Heading, Size: 14, Color: theme.Paper}
	tag := draw.TextStyle{Font: theme.Label, Size: 12, Color: theme.Gold, Align: draw.Right}
	body := OnWood(12)
	type card struct {
		name, tag string
		lines     []string
	}
	cards := make([]card, len(objs))
	h := pad + 22
	for i, o := range objs {
		cards[i] = card{name: lang.Printer().Objective(o.obj), tag: lang.T(words.ObjectiveToPut)}
		if o.season > 0 {
			cards[i].tag = lang.Sprintf(words.ObjectiveFor, o.season)
		}
		cards[i].lines = c.Wrap(lang.T(words.ObjectiveEffects[o.obj]), r.W-2*pad, body)
		h += 20 + float64(len(cards[i].lines))*body.LineHeight() + 8
	}
	r.H = h + pad - 8
	c.RoundRect(draw.Rect{X: r.X + 2, Y: r.Y + 3, W: r.W, H: r.H}, 8).Fill(theme.Alpha(theme.Halo, 0.6))
	c.RoundRect(r, 8).Fill(theme.Alpha(theme.Wood, 0.95))
	c.RoundRect(r, 8).Stroke(1.5, theme.Gold)
	title := lang.T(words.OwnObjectives)
	c.Text(title, r.X+pad, r.Y+pad-2, shrinkToFit(c, title, r.W-2*pad, head, 11))
	y := r.Y + pad + 22
	for i, cd := range cards {
		if i > 0 {
			c.Line(r.X+pad, y-4, r.Right()-pad, y-4, 1, theme.Alpha(theme.Gold, 0.35))
		}
		tw := c.Measure(cd.tag, tag)
		c.Text(cd.tag, r.Right()-pad, y+1, tag)
		c.Text(cd.name, r.X+pad, y, shrinkToFit(c, cd.name, r.W-2*pad-tw-8, name, 10))
		y += 20
		for _, ln := range cd.lines {
			c.Text(ln, r.X+pad, y, body)
			y += body.LineHeight()
		}
		y += 8
	}
}

// rangeTruth is what the Patrón's screen tells him when he answers a
// Range Investigation (ruling R19): the true road distance from the
// hunter to his hideout, and why each pair offered holds it. "" in any
// other decision, and always in the Factions' view.
func (p *Play) rangeTruth(lang *words.Lang) string {
	sec, d := p.view.Secret, p.view.Pending
	if sec == nil || d.Prompt != game.PromptAnswerRange || d.Detail.Hunter == box.NoHunter || sec.Hideout == board.NoLoc {
		return ""
	}
	from := p.view.Public.Hunters[d.Detail.Hunter].Loc
	if from == board.NoLoc {
		return ""
	}
	dist := int(board.Map.Dist[from][sec.Hideout])
	return lang.Sprintf(words.RangeTruth, board.Map.Name[from], board.Map.Name[sec.Hideout], dist, dist)
}
