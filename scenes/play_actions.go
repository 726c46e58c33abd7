package scenes

import (
	"slices"

	"patron/game/box"
	"patron/render/draw"
	"patron/render/panels"
	"patron/render/theme"
	"patron/scenes/words"
)

// drawActionPicks lights the Action dashboard's rows and available cards
// that a click can pick in the player's decision (placing a card on an
// action, Cali's extra action, a silenced action, the DEA's redraw), and
// marks the cards picked already; each lit one is a typed target.
func (p *Play) drawActionPicks(a *App, c *draw.Canvas, r draw.Rect) {
	if !p.mine() {
		return
	}
	pub := &p.view.Public
	rows, avail := p.dashChoices().dashTargets(pub)
	hits := panels.ActionLayout(r)
	for i, on := range avail {
		q := hits.Available[i].Inset(-2)
		switch {
		case on:
			c.RoundRect(q, 5).Stroke(2.5, theme.Highlight)
			a.AddHit(onAvail(i), q)
		case p.ch.dash.picked(i):
			c.RoundRect(q, 5).Stroke(2.5, theme.Gold)
		}
	}
	for ac, on := range rows {
		if !on {
			continue
		}
		q := hits.Actions[ac]
		if p.ch.dash.row == ac+1 {
			c.RoundRect(q, 3).Fill(theme.Alpha(theme.Highlight, 0.25))
		}
		c.RoundRect(q, 3).Stroke(2, theme.Highlight)
		a.AddHit(onAction(box.Action(ac)), q)
	}
}

// dashHint is the prompt's hint when the choice is picked on the Action
// dashboard: the action picked, or where to pick when nothing on the map
// or in the hand is lit; else hint as it was.
func (p *Play) dashHint(lang *words.Lang, hint string) string {
	if p.ch.dash.row > 0 {
		return lang.Sprintf(words.ChoicesForFig, lang.Printer().Action(p.ch.dash.action()))
	}
	pub := &p.view.Public
	rows, avail := p.ch.dashTargets(pub)
	t := p.ch.targets(pub)
	if (slices.Contains(rows[:], true) || slices.Contains(avail[:], true)) && t.Locs == 0 && len(t.Pieces) == 0 && len(t.Cards) == 0 && !slices.Contains(t.Slots[:], true) {
		return lang.T(words.PickOnBoard)
	}
	return hint
}
