package scenes

import (
	"patron/game"
	"patron/game/board"
	"patron/game/box"
	"patron/render/draw"
	"patron/render/panels"
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
			out = append(out, ownObjective{c.Objective(), c.Season()})
		}
	}
	for _, o := range sec.Drawn {
		out = append(out, ownObjective{o, 0})
	}
	return out
}

// setupObjective is the objective whose setup is being carried out (the
// last revealed: public, on every screen), or none.
func (p *Play) setupObjective() []ownObjective {
	pub := &p.view.Public
	if p.view.Pending.Prompt != game.PromptObjectiveSetup || pub.ObjRevealed == 0 {
		return nil
	}
	return []ownObjective{{pub.ObjOrder[pub.ObjRevealed-1], -1}}
}

// drawOwnObjectives shows, while the Patrón orders his objectives, each
// card's text over the map (the map has nothing to pick then); and while
// an objective's setup is carried out, that card's text.
func (p *Play) drawOwnObjectives(a *App, c *draw.Canvas, l tableLayout) {
	lang := a.Lang
	p.adv.avoid = draw.Rect{}
	if objs := p.ownObjectives(); len(objs) > 0 {
		p.adv.avoid = drawObjectiveCards(lang, c, l, lang.T(words.OwnObjectives), objs, p.clearestCorner)
	} else if objs := p.setupObjective(); len(objs) > 0 {
		p.adv.avoid = drawObjectiveCards(lang, c, l, lang.T(words.ObjectiveSetup), objs, p.clearestCorner)
	}
}

// clearestCorner places a panel of width w and height h over the map
// where it covers the fewest places and figures a click may pick: the
// top left, the bottom left (above the hand) or the east.
func (p *Play) clearestCorner(l tableLayout, w, h float64) draw.Rect {
	corners := []draw.Rect{
		{X: l.Map.X + 12, Y: p.mapTop(l) + 12, W: w, H: h},
		{X: l.Map.X + 12, Y: l.Map.Bottom() - 70 - h, W: w, H: h},
		{X: l.Sheet.Right() - w, Y: l.Sheet.Bottom() + 180, W: w, H: h},
	}
	if !p.mine() || p.board.Proj == nil {
		return corners[0]
	}
	picks := p.ch.targets(&p.view.Public)
	best, least := corners[0], -1
	for _, r := range corners {
		n := 0
		for t := picks.Locs; t != 0; {
			at := p.board.Proj.Loc[t.Next(&t)]
			if r.Inset(-12).Contains(at[0], at[1]) {
				n++
			}
		}
		for _, sp := range p.board.Proj.Spots(&p.view.Public, nil) {
			if picks.Pieces[sp.Piece] && r.Inset(-12).Contains(sp.X, sp.Y) {
				n++
			}
		}
		if least < 0 || n < least {
			best, least = r, n
		}
	}
	return best
}

// drawObjectiveCards lists objective cards with their texts in a panel
// at the map's top left; a card's season (0: still to place, -1: none
// shown) is written beside its name. It returns where the panel stands.
func drawObjectiveCards(lang *words.Lang, c *draw.Canvas, l tableLayout, title string, objs []ownObjective, place func(l tableLayout, w, h float64) draw.Rect) draw.Rect {
	const pad = 10.0
	r := draw.Rect{W: min(430, l.Sheet.X-l.Map.X-24)}
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
		cards[i] = card{name: lang.Printer().Objective(o.obj)}
		switch {
		case o.season > 0:
			cards[i].tag = lang.Sprintf(words.ObjectiveFor, o.season)
		case o.season == 0:
			cards[i].tag = lang.T(words.ObjectiveToPut)
		}
		cards[i].lines = c.Wrap(lang.T(words.ObjectiveEffects[o.obj]), r.W-2*pad, body)
		h += 20 + float64(len(cards[i].lines))*body.LineHeight() + 8
	}
	r = place(l, r.W, h+pad-8)
	c.RoundRect(draw.Rect{X: r.X + 2, Y: r.Y + 3, W: r.W, H: r.H}, 8).Fill(theme.Alpha(theme.Halo, 0.6))
	c.RoundRect(r, 8).Fill(theme.Alpha(theme.Wood, 0.95))
	c.RoundRect(r, 8).Stroke(1.5, theme.Gold)
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
	return r
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

// ownToken is what the Patrón's screen adds, under the mouse, to the
// explanation of one of his face-down defense tokens: which token it is
// (the Hostage and the Bomb named, not a plain 2). Nothing in the
// Factions' view, nor for a token already revealed.
func (p *Play) ownToken(lang *words.Lang, h panels.Hint) string {
	sec := p.view.Secret
	if sec == nil || h.ID != panels.HintDefense {
		return ""
	}
	for s, col := range p.dashHits.Slots {
		tok := sec.Defense[s]
		if !col.Contains(h.R.CX(), h.R.CY()) || tok == box.NoToken || p.view.Public.Defense[s].Revealed {
			continue
		}
		switch tok {
		case box.TokenHostage:
			return "\n" + lang.T(words.OwnHostage)
		case box.TokenBomb:
			return "\n" + lang.T(words.OwnBomb)
		}
		return "\n" + lang.Sprintf(words.OwnTokenValue, tok.Value())
	}
	return ""
}
