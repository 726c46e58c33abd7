package scenes

import (
	"patron/game"
	"patron/game/advice"
	"patron/game/board"
	"patron/render/draw"
	"patron/render/theme"
	"patron/scenes/words"
)

// How the hint of a seat shows (play_advice.go keeps it): its button, the
// tooltip, the banner over the map, the reason in words, and the advised
// choice marked in the list.

// adviceButton draws the Hint button at the right end of the prompt's
// line over the choices, whose top is y; it returns the room it takes
// from that line's width and the button's bottom. (The toolbar has no
// room left for it in every language.)
func (p *Play) adviceButton(a *App, c *draw.Canvas, in draw.Rect, y float64) (room, bottom float64) {
	lang := a.Lang
	label := lang.T(words.AdviceButton)
	w := toolWidth(c, label, 13)
	style := Quiet
	why := p.adviceRefused(lang)
	switch {
	case p.advising():
		style = Chosen
	case why != "":
		style = Disabled
	}
	b := draw.Rect{X: in.Right() - w, Y: y, W: w, H: 22}
	a.HitButton(c, onButton(btnAdvice), b, label, style)
	p.adv.button = b
	return w + 8, b.Bottom()
}

// drawAdviceTooltip says what the Hint button does, or why it cannot,
// under the mouse (over the list of choices, drawn after the button).
func (p *Play) drawAdviceTooltip(a *App, c *draw.Canvas, l tableLayout) {
	b := p.adv.button
	if mx, my := a.mouse(); !p.mine() || !b.Contains(mx, my) {
		return
	}
	lang := a.Lang
	body := lang.T(words.AdviceTooltip)
	if why := p.adviceRefused(lang); why != "" {
		body = why
	}
	tooltip(c, b, l.Right, lang.T(words.AdviceButton)+" (A)", body)
}

// drawAdvice shows the hint over the map (adviceSpot): the command, then
// its reason, in the note's look.
func (p *Play) drawAdvice(a *App, c *draw.Canvas, l tableLayout) {
	if !p.advising() {
		return
	}
	lang := a.Lang
	area := p.noteArea(l)
	title := draw.TextStyle{Font: theme.Heading, Size: 14, Color: theme.Gold}
	body := draw.TextStyle{Font: theme.Label, Size: 13, Color: theme.Paper}
	head, reason := lang.Sprintf(words.AdviceTitle, lang.Printer().Command(p.adv.a.Command)), adviceReason(lang, p.adv.a)
	// wrap lays the box out w wide: its lines and its height.
	wrap := func(w float64) (heads, lines []string, h float64) {
		heads, lines = c.Wrap(head, w-28, title), c.Wrap(reason, w-28, body)
		return heads, lines, 16 + float64(len(heads))*title.LineHeight() + 4 + float64(len(lines))*body.LineHeight()
	}
	w := min(area.W, max(360, c.Measure(head, title), c.Measure(reason, body))+28) // one line each where the map has room
	r := p.adviceSpot(l, area, w, func(w float64) float64 { _, _, h := wrap(w); return h })
	heads, lines, _ := wrap(r.W)
	p.adv.box = r
	c.RoundRect(r, 12).Fill(theme.Alpha(theme.Wood, 0.92))
	c.RoundRect(r, 12).Stroke(1.5, theme.Gold)
	y := r.Y + 8
	for _, s := range heads {
		c.Text(s, r.X+14, y, title)
		y += title.LineHeight()
	}
	y += 4
	for _, s := range lines {
		c.Text(s, r.X+14, y, body)
		y += body.LineHeight()
	}
}

// adviceSpot places the hint's box, w wide and height(w) high, where it
// hides the least of the map: at the top of the note's area (its middle,
// its left or its right end) or at the map's bottom left, narrower there
// when the Patrón's dashboard leaves less room; never over a panel the
// map shows (the objectives', the dashboard), and least of all over what
// the hint lights. Of spots as good, the first.
func (p *Play) adviceSpot(l tableLayout, area draw.Rect, w float64, height func(w float64) float64) draw.Rect {
	h := height(w)
	low := w
	if l.Dashboard.W > 0 && l.Dashboard.X-12 > l.Map.X+12 {
		low = max(min(w, l.Dashboard.X-12-(l.Map.X+12)), min(w, 300))
	}
	lowH := height(low)
	spots := []draw.Rect{
		{X: area.CX() - w/2, Y: area.Y, W: w, H: h},
		{X: area.X, Y: area.Y, W: w, H: h},
		{X: area.Right() - w, Y: area.Y, W: w, H: h},
		{X: l.Map.X + 12, Y: l.Map.Bottom() - 70 - lowH, W: low, H: lowH},
	}
	if p.board.Proj == nil {
		return spots[0]
	}
	lit := p.advisedPlaces()
	best, least := spots[0], -1
	for _, r := range spots {
		cost := 0
		if p.adv.avoid.W > 0 && r.Overlaps(p.adv.avoid) || r.Overlaps(l.Dashboard) {
			cost += 1000
		}
		near := draw.Rect{X: r.X - 40, Y: r.Y - 14, W: r.W + 80, H: r.H + 28} // a place's name stands beside it
		for loc := board.Loc(0); loc < board.N; loc++ {
			if at := p.board.Proj.Loc[loc]; near.Contains(at[0], at[1]) {
				cost++
				if lit.Has(loc) {
					cost += 20 // a lit place under the hint cannot be seen
				}
			}
		}
		if least < 0 || cost < least {
			best, least = r, cost
		}
	}
	return best
}

// adviceReason says a hint's reason in words.
func adviceReason(lang *words.Lang, a advice.Advice) string {
	switch a.Reason {
	case advice.Search:
		return lang.Sprintf(words.AdviceSearch, a.Possible)
	case advice.Capture:
		return lang.Sprintf(words.AdviceCapture, a.Count, a.Possible)
	case advice.Investigate:
		switch {
		case a.Count > 0 && a.Count == a.Most: // every answer rules out as many
			return lang.Sprintf(words.AdviceRuleAll, a.Count, a.Possible)
		case a.Count > 0:
			return lang.Sprintf(words.AdviceRuleOut, a.Count, a.Possible, a.Most)
		}
		return lang.Sprintf(words.AdviceMayRule, a.Most, a.Possible)
	case advice.Closer:
		if a.Dist == 0 {
			return lang.T(words.AdviceOnPlace)
		}
		return lang.Sprintf(words.AdviceCloser, a.Dist)
	case advice.Attack:
		return lang.Sprintf(words.AdviceAttack, a.Percent)
	case advice.Suspect:
		return lang.Sprintf(words.AdviceSuspect, a.Count, a.Possible)
	}
	return lang.T(words.AdviceBest)
}

// choiceStyle is how a choice's button looks: chosen when the hint
// advises it.
func (p *Play) choiceStyle(c game.Command) ButtonStyle {
	if p.advised(c) {
		return Chosen
	}
	return Plain
}
