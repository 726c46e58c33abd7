package scenes

import (
	"strings"

	"fmt"
	"math"
	"slices"
	"unicode"
	"unicode/utf8"

	"patron/game"
	"patron/game/board"
	"patron/game/box"
	"patron/render/draw"
	"patron/render/mapview"
	"patron/render/panels"
	"patron/render/theme"
	"patron/scenes/words"
)

// Draw paints the table for the audience on screen, or only the hand-off.
func (p *Play) Draw(a *App, c *draw.Canvas) {
	lang := a.Lang
	if p.handoff != nil {
		p.handoff.Draw(a, c) // the blank table: nothing of the game behind the menu either
		switch {
		case p.leaving:
			c.Flush()
			p.drawLeave(a, c)
		case p.paused:
			c.Flush()
			p.drawPause(a, c)
		}
		return
	}
	if p.M.Screen().Empty() && !p.M.G.Over() && !p.watched() {
		drawTable(c, a) // bots set up before anyone looks
		return
	}
	l := p.layout(a)
	if p.shake > 0 {
		c.OX = math.Sin(float64(p.shake)*1.9) * float64(p.shake) * 0.25
	}
	pub := &p.view.Public
	var picks pickTargets
	lit := p.clues.lit(p.M)
	switch {
	case p.advising(): // the hint lights its own command, and the places its reason speaks of
		picks, lit = p.advisedPicks(pub), p.adviceLit(lit)
	case p.mine():
		picks = p.ch.targets(pub)
	}
	targets, pieces, cards := picks.Locs, picks.Pieces, picks.Cards
	sc := &mapview.Scene{Pub: pub, Hideout: board.NoLoc, Overlay: p.overlay && p.view.Secret == nil,
		Targets: targets, Pieces: pieces, Hover: p.restingOn, Moving: p.anims.positions(), Pop: p.anims.popScales(), Lit: lit, Trails: p.mapTrails()}
	p.marksScene(sc)
	if p.view.Secret != nil {
		sc.Hideout = p.view.Secret.Hideout
	}
	// The board is kept as an image too, but for the figures sliding now.
	boardKey := struct {
		applied        int
		patron         bool
		overlay        bool
		markers        board.Set
		hover          board.Loc
		pick           string
		moving, humans string
		marks          any
		lit            board.Set
		last           lastKey
		advising       bool
	}{p.M.Revision, p.view.Secret != nil, sc.Overlay, sc.Markers, sc.Hover, p.ch.signature(),
		p.anims.signature(), fmt.Sprint(p.mine()), p.M.Marks, sc.Lit, p.lastKey(), p.advising()}
	p.mapView = l.Map
	p.board.Covered = []draw.Rect{l.Dashboard} // names stay clear of the Patrón's dashboard
	area := p.zoom.boardArea(l.Map)
	p.boardLayer.draw(c, l.Map, struct {
		board any
		area  draw.Rect
	}{boardKey, area}, func(c *draw.Canvas) { p.board.Draw(c, area, sc) })
	if p.zoom.zoom <= 1 { // sliding figures are drawn straight on the table: only when no part of the map is out of view
		p.board.DrawMoving(c, sc)
	}
	for l := range board.N {
		if targets.Has(board.Loc(l)) {
			x, y := p.board.Proj.Loc[l][0], p.board.Proj.Loc[l][1]
			r := p.board.Proj.MarkerSize * 1.8
			if p.mapView.Contains(x, y) {
				a.AddHit(onLoc(board.Loc(l)), draw.Rect{X: x - r, Y: y - r, W: 2 * r, H: 2 * r})
			}
		}
	}
	for _, sp := range p.board.Proj.Spots(pub, nil) {
		if pieces[sp.Piece] && p.mapView.Contains(sp.X, sp.Y) {
			u := p.board.Proj.UnitSize
			a.AddHit(onPiece(sp.Piece), draw.Rect{X: sp.X - u*0.32, Y: sp.Y - u, W: u * 0.64, H: u * 1.1})
		}
	}
	p.zoom.drawBadge(lang, c, l.Map)
	// The panels change only with the game and the language: each is kept
	// as an image.
	wd := lang.Panels()
	key := struct {
		applied int
		patron  bool
		words   *panels.Words
	}{p.M.Revision, p.view.Secret != nil, wd}
	p.panels[0].draw(c, l.Glory, key, func(c *draw.Canvas) { panels.GloryTrack(c, l.Glory, pub.Glory) })
	p.panels[1].draw(c, l.Income, key, func(c *draw.Canvas) { panels.IncomeTrack(c, l.Income, pub.Income) })
	p.panels[2].draw(c, l.Dashboard, key, func(c *draw.Canvas) {
		p.dashHits = panels.PatronDashboard(c, wd, l.Dashboard, pub, p.view.Secret)
	})
	p.drawSlotPicks(a, c, &picks)
	p.drawEndCardPicks(a, c, &picks)
	p.panels[3].draw(c, l.Actions, key, func(c *draw.Canvas) { panels.ActionDashboard(c, wd, l.Actions, pub) })
	p.drawActionPicks(a, c, l.Actions)
	p.panels[4].draw(c, l.Factions, key, func(c *draw.Canvas) { p.cardHints = panels.Factions(c, wd, l.Factions, pub) })
	p.drawFactionPicks(a, c, l.Factions, &picks)
	p.drawLogPanel(a, c, l.Log, key)
	if p.view.Secret != nil {
		p.panels[6].draw(c, l.Sheet, key, func(c *draw.Canvas) { panels.Sheet(c, wd, l.Sheet, p.view.Secret.Sheet) })
		mx, my := a.mouse()
		var hover int
		p.handHit, hover = panels.Hand(c, wd, p.handArea(l, mx, my), p.view.Secret.Hand, func(cd box.Card) bool { return cards[cd] }, mx, my, !p.handUp)
		for i, cd := range p.view.Secret.Hand {
			if cards[cd] && i < len(p.handHit) {
				a.AddHit(onCard(cd), p.handHit[i])
			}
		}
		if hover >= 0 && hover < len(p.view.Secret.Hand) {
			cd := p.view.Secret.Hand[hover]
			tooltip(c, p.handHit[hover], l.Map, lang.Printer().Card(cd), lang.T(words.CardEffects[cd]))
		}
	} else if p.overlay {
		p.drawMarksLegend(a, c, l)
	}
	p.drawNet(a, c, l) // first: the overlays at the map's top left go under it (mapTop)
	p.drawClues(a, c, l)
	p.explainDashboard(a, c, l)
	p.explainPlace(a, c, l)
	p.drawNoteEdit(a, c, l)
	p.drawOwnObjectives(a, c, l)
	p.drawToolbar(a, c, l.Toolbar)
	p.drawPrompt(a, c, l.Prompt)
	p.drawRangePreview(a, c, l)
	p.drawUndo(a, c, l)
	p.drawAdviceTooltip(a, c, l)
	p.drawSaveError(c, l)
	p.drawNote(c, l)
	p.drawAdvice(a, c, l)
	p.tut.draw(a, c, l)
	p.drawLastTurn(a, c, l)
	p.drawResult(a, c, l)
	if !p.help && !p.paused && !p.leaving {
		p.drawMoment(a, c, l)
	}
	if !p.help && !p.paused && !p.leaving {
		p.drawSummary(a, c)
	}
	switch {
	case p.help:
		c.Flush()
		p.drawHelp(a, c)
	case p.paused:
		c.Flush()
		p.drawPause(a, c)
	case p.leaving:
		c.Flush()
		p.drawLeave(a, c)
	}
}

// handPeek is how much of the hand shows while the mouse is elsewhere:
// the cards' names, so that the map's south stays visible and clickable.
const handPeek = 30

// handArea is where the hand fans: raised while the mouse is over it,
// lowered to a strip of card tops otherwise.
func (p *Play) handArea(l tableLayout, mx, my float64) draw.Rect {
	strip := draw.Rect{X: l.Hand.X, Y: l.Map.Bottom() - handPeek, W: l.Hand.W, H: handPeek}
	if strip.Contains(mx, my) || p.handUp && l.Hand.Contains(mx, my) {
		p.handUp = true
		return l.Hand
	}
	p.handUp = false
	r := l.Hand
	r.Y = l.Map.Bottom() - handPeek
	return r
}

func (p *Play) drawToolbar(a *App, c *draw.Canvas, r draw.Rect) {
	lang := a.Lang
	pub := &p.view.Public
	status := seasonStatus(lang, pub.Season, pub.Turn)
	who := lang.T(words.WhoFactions)
	if p.view.Secret != nil {
		who = lang.T(words.WhoPatron)
	}
	// Buttons from the right: Menu, the keys' help, the clue sheet, then
	// the Factions' tools, each as wide as its label (the status needs the room).
	mw := toolWidth(c, lang.T(words.MenuButton), 15)
	bx := r.Right() - mw
	a.HitButton(c, onButton(btnMenu), draw.Rect{X: bx, Y: r.Y, W: mw, H: r.H}, lang.T(words.MenuButton), Quiet)
	bx -= 38
	help := draw.Rect{X: bx, Y: r.Y, W: 30, H: r.H}
	a.HitButton(c, onButton(btnHelp), help, lang.T(words.KeysButton), Quiet)
	bx = p.clueButton(a, c, r, bx)
	if mx, my := a.mouse(); help.Contains(mx, my) && !p.help {
		tooltipBelow(c, help, draw.Rect{X: r.X, Y: r.Y, W: r.W, H: 400}, lang.T(words.KeysHint), lang.T(words.KeysBody))
	}
	if p.view.Secret == nil {
		style := Quiet
		if p.overlay {
			style = Chosen
		}
		ow := toolWidth(c, lang.T(words.Overlay), 13)
		bx -= ow + 8
		a.HitButton(c, onButton(btnOverlay), draw.Rect{X: bx, Y: r.Y, W: ow, H: r.H}, lang.T(words.Overlay), style)
	}
	// The status takes what room the buttons leave: whose screen it is,
	// then the season, on one line, or on two when one would be too small.
	st := draw.TextStyle{Font: theme.Heading, Size: 15, Color: theme.Paper}
	room := bx - r.X - 8
	text := who + " · " + status
	if one := shrinkToFit(c, text, room, st, 13); c.Measure(text, one) <= room {
		c.Text(text, r.X, r.Y+6+(15-one.Size)/2, one)
		return
	}
	c.Text(who, r.X, r.Y-1, shrinkToFit(c, who, room, draw.TextStyle{Font: theme.Heading, Size: 13, Color: theme.Paper}, 10))
	c.Text(status, r.X, r.Y+15, shrinkToFit(c, status, room, draw.TextStyle{Font: theme.Label, Size: 12.5, Color: theme.PaperDark}, 10))
}

// seasonStatus says where a game stands (its season and turn as the
// engine counts them) in words a player counts in: the season, its round
// (a Patrón turn, then a Faction turn: four a season) and whose turn it
// is, or its end. The table's header and the list of saves say it alike.
func seasonStatus(lang *words.Lang, season, turn int) string {
	switch {
	case season == 0:
		return lang.T(words.SetupPhase)
	case turn >= box.TurnsPerSeason:
		return lang.Sprintf(words.SeasonEnding, season)
	case turn%2 == 0:
		return lang.Sprintf(words.SeasonPatron, season, turn/2+1)
	}
	return lang.Sprintf(words.SeasonFactions, season, turn/2+1)
}

// who names the seat that decides now, in words.
func (p *Play) who(lang *words.Lang) string {
	d := p.view.Pending
	switch {
	case d.Seat == game.SeatPatron:
		return lang.T(words.WhoPatron)
	case d.Seat.Faction() != box.NoFaction:
		return lang.Printer().Faction(d.Seat.Faction())
	}
	return lang.T(words.WhoFactions)
}

func (p *Play) drawPrompt(a *App, c *draw.Canvas, r draw.Rect) {
	lang := a.Lang
	in := Panel(c, r, p.who(lang))
	p.drawClock(c, draw.Rect{X: undoRect(layoutTable(a.W, a.H)).X - 78, Y: r.Y + 4, W: 70, H: 22})
	d := p.view.Pending
	y := in.Y
	text := lang.Printer().Prompt(d.Prompt)
	if r, size := utf8.DecodeRuneInString(text); size > 0 {
		text = string(unicode.ToUpper(r)) + text[size:] // by letter: not every letter is one byte
	}
	y = c.Paragraph(text, in.X, y, in.W, Body(14))
	if dt := detailText(lang, d.Detail); dt != "" {
		y = c.Paragraph(dt, in.X, y, in.W, draw.TextStyle{Font: theme.Heading, Size: 12, Color: theme.InkSoft})
	}
	y = p.drawPromptNote(lang, c, in, y)
	y = p.drawLastChance(a, c, in, y)
	if !p.mine() {
		p.drawAbilities(a, c, p.abilityBar(a, c, in.W), in.X, in.W, in.Bottom())
		person, b := p.M.Actor()
		msg := ""
		switch {
		case p.netWaits() || p.M.Net != nil && p.M.G.Over() && p.M.Audit == nil:
			var standIn bool
			msg, standIn = p.netWaiting(lang)
			if standIn {
				a.HitButton(c, onButton(btnStandIn), draw.Rect{X: in.X, Y: y + 30, W: in.W, H: 32},
					lang.Sprintf(words.LetBotPlay, p.M.Setup.People[person].Name), Plain)
			}
			p.drawLimitButton(a, c, in, y)
		case person < 0 || p.M.G.Over() || p.M.G.Pending().Forced:
		case p.mom.open && len(p.view.Legal) > 0: // the audience's own decision, after the big moment
		case b == nil:
			msg = lang.Sprintf(words.WaitingFor, p.M.Setup.People[person].Name)
		case p.watched(): // a game of bots only: who plays, and how well
			msg = lang.Sprintf(words.BotPlaying, p.M.Setup.People[person].Name, botLevel(lang, p.M.Setup.People[person].Bot))
		case p.M.Setup.People[person].Name == lang.T(words.BotName):
			msg = lang.T(words.TheBotPlays)
		default:
			msg = lang.Sprintf(words.BotThinking, p.M.Setup.People[person].Name)
		}
		c.Paragraph(msg, in.X, y+6, in.W, draw.TextStyle{Font: theme.Label, Size: 13, Color: theme.InkSoft})
		return
	}
	vis := p.ch.visible()
	hint := p.promptHint(lang, d, vis)
	hintStyle := draw.TextStyle{Font: theme.Label, Size: 12, Color: theme.InkSoft}
	if lost := p.lostHint(); lost != "" { // the decision sent as the host dropped: make it again
		hint, hintStyle = lost, refusalStyle
	}
	if p.err != "" { // a refused choice says why where the hint stood, above the choices
		hint, hintStyle = lang.Sprintf(words.Refused, p.err), refusalStyle
	}
	room, bottom := p.adviceButton(a, c, in, y+2)
	y = max(c.Paragraph(hint, in.X, y+2, in.W-room, hintStyle), bottom) + 4
	exits, listed := splitExits(vis)
	by := in.Bottom() - exitH
	// The abilities' buttons stand over the bottom row (play_optional.go),
	// or in its place when it would be empty: nothing to pass, nothing to
	// cancel, and every choice in sight without More…. The list keeps a
	// row at least: a row of buttons that leaves it none is not drawn
	// (their keys still ask).
	bar, foot := p.abilityBar(a, c, in.W), by-gapH
	if len(bar.rows) > 0 && len(exits) == 0 && !p.ch.narrowed() && p.ch.first == 0 &&
		len(listed) <= listRows(in.Bottom()-barH(len(bar.rows))-gapH-y)*p.listCols(lang, c, listed, in.W) {
		foot = in.Bottom()
	}
	for len(bar.rows) > 0 && len(listed) > 0 && foot-barH(len(bar.rows))-gapH-y < rowH {
		bar.rows = bar.rows[:len(bar.rows)-1]
	}
	ly := by
	if len(bar.rows) > 0 {
		ly = foot - barH(len(bar.rows))
	}
	p.drawChoiceList(a, c, draw.Rect{X: in.X, Y: y, W: in.W, H: ly - gapH - y}, listed)
	p.drawAbilities(a, c, bar, in.X, in.W, foot)
	_, after := p.ch.shown(listed)
	// The bottom row never scrolls: passing (or being done) is always in
	// sight, beside More… with what it has left to show, and Cancel.
	type exit struct {
		on    hit
		label string
		style ButtonStyle
	}
	var row []exit
	for i, cmd := range exits {
		label := lang.Printer().Command(cmd)
		if i == 0 {
			label = "0  " + label // the key that passes
		}
		row = append(row, exit{onCommand(cmd), label, p.choiceStyle(cmd)})
	}
	switch {
	case after > 0:
		row = append(row, exit{onButton(btnMore), lang.Sprintf(words.MoreLeft, after), Quiet})
	case p.ch.first > 0:
		row = append(row, exit{onButton(btnMore), lang.T(words.BackToTop), Quiet})
	}
	if p.ch.narrowed() {
		row = append(row, exit{onButton(btnCancel), lang.T(words.Cancel) + " (Esc)", Quiet})
	}
	ew := (in.W - gapH*float64(max(len(row), 2)-1)) / float64(max(len(row), 2))
	for i, e := range row {
		a.HitButton(c, e.on, draw.Rect{X: in.X + float64(i)*(ew+gapH), Y: by, W: ew, H: exitH}, e.label, e.style)
	}
}

// promptHint is the line over the choices: where to pick (on the table,
// or below when nothing of the table is lit), what a half-made pick
// narrowed to, what a card's payment buys, or which Range answer is true.
func (p *Play) promptHint(lang *words.Lang, d game.Decision, vis []game.Command) string {
	hint := lang.T(words.PickOnMap)
	if !slices.ContainsFunc(vis, func(c game.Command) bool { return onTable(c.Args()) }) {
		hint = lang.T(words.PickBelow) // nothing is lit: the prompt does not send the eye to the map
	}
	switch {
	case p.ch.loc != board.NoLoc:
		hint = lang.Sprintf(words.ChoicesFor, board.Map.Name[p.ch.loc])
	case p.ch.hunter != box.NoHunter:
		hint = lang.Sprintf(words.ChoicesForFig, p.ch.hunter.Name())
	case len(p.ch.figs) > 0:
		hint = lang.Sprintf(words.ChoicesForFig, p.ch.figs[0].Name())
		if len(vis) > 1 && len(p.ch.figs) == 1 && pairChoice(vis) {
			hint = lang.Sprintf(words.PickSecond, p.ch.figs[0].Name())
		}
	case p.ch.card != box.NoCard:
		hint = lang.Sprintf(words.ChoicesForCard, lang.Printer().Card(p.ch.card))
	case pairChoice(vis):
		hint = lang.T(words.PickPair)
	}
	hint = p.dashHint(lang, hint)
	if card := d.Detail.Card; d.Prompt == game.PromptSpend && card != box.NoCard {
		// The card has left the hand: what it does, and so what paying
		// buys, stands over the choices.
		hint = lang.T(words.CardEffects[card]) // under "Card: <name>"
	}
	if t := p.rangeTruth(lang); t != "" {
		hint = t
	}
	return hint
}

// botLevel names a bot's kind as New game offers it ("Bot: normal").
func botLevel(lang *words.Lang, kind string) string {
	for _, k := range seatKinds(lang) {
		if k.bot == kind {
			return k.label
		}
	}
	return kind
}

// The choice list's measures: a listed row, the bottom row, the gap.
const (
	rowH  = 22.0
	exitH = 26.0
	gapH  = 3.0
)

// drawChoiceList lists the choices in r, in two columns when their labels
// allow, as many as fit from the first in sight, with a scroll bar when
// some are out of sight. The first nine carry their number key.
func (p *Play) drawChoiceList(a *App, c *draw.Canvas, r draw.Rect, listed []game.Command) {
	lang := a.Lang
	cols := p.listCols(lang, c, listed, r.W)
	rows := listRows(r.H)
	if p.ch.cols != cols || p.ch.perPage != rows*cols {
		p.ch.cols, p.ch.perPage = cols, rows*cols
		p.ch.first = min(p.ch.first, p.ch.lastFirst(len(listed)))
	}
	p.scrollToAdvice(listed)
	bar := len(listed) > p.ch.perPage
	w := r.W
	if bar {
		w -= 10
	}
	bw := (w - gapH*float64(cols-1)) / float64(cols)
	shown, _ := p.ch.shown(listed)
	keys := p.ch.numbers(shown)
	for i, cmd := range shown {
		col, row := i%cols, i/cols
		br := draw.Rect{X: r.X + float64(col)*(bw+gapH), Y: r.Y + float64(row)*(rowH+gapH), W: bw, H: rowH}
		text := p.choiceText(lang, cmd)
		if keys[i] > 0 {
			text = fmt.Sprintf("%d  %s", keys[i], text)
		}
		a.HitButton(c, onCommand(cmd), br, text, p.choiceStyle(cmd))
	}
	if bar { // where the part in sight lies in the whole list
		scrollBar(c, draw.Rect{X: r.Right() - 6, Y: r.Y, W: 6, H: float64(rows)*(rowH+gapH) - gapH}, p.ch.first, len(shown), len(listed))
	}
}

// listCols is how many columns the list takes in a width w: two, unless
// a label is too long for half of it.
func (p *Play) listCols(lang *words.Lang, c *draw.Canvas, listed []game.Command, w float64) int {
	label := draw.TextStyle{Font: theme.Label, Size: 12}
	for _, cmd := range listed {
		if c.Measure("0  "+p.choiceText(lang, cmd), label) > (w-gapH-10)/2-12 {
			return 1 // long labels: one button a row
		}
	}
	return 2
}

// listRows is how many rows of choices a height h holds.
func listRows(h float64) int { return max(1, int((h+gapH)/(rowH+gapH))) }

// choiceText is a choice's label in the list: the command's own words,
// but for a payment for a card's effect, which says what it costs.
func (p *Play) choiceText(lang *words.Lang, cmd game.Command) string {
	if card, tiers := p.view.Pending.Detail.Card, cmd.Tiers(); cmd.Op == game.OpSpend && card != box.NoCard && tiers > 0 {
		cost := card.PayFor(tiers)
		switch {
		case tiers >= 2:
			return lang.Sprintf(words.SpendBoth, cost)
		case card.Tiers() > 1:
			return lang.Sprintf(words.SpendFirst, cost)
		}
		return lang.Sprintf(words.SpendPay, cost)
	}
	return lang.Printer().Command(cmd)
}

// pairChoice reports whether the choices are pairs of sicarios (Los Pepes'
// look, a swap): picked in two clicks.
func pairChoice(vis []game.Command) bool {
	for _, c := range vis {
		if a := c.Args(); a.Figure != box.NoFigure && a.Figure2 != box.NoFigure {
			return true
		}
	}
	return false
}

// drawFactionPicks lights the Faction cards a click can pick (choosing
// which Faction acts: its hunters on the map are lit too).
func (p *Play) drawFactionPicks(a *App, c *draw.Canvas, r draw.Rect, t *pickTargets) {
	for f, card := range panels.FactionLayout(r) {
		if t.Factions[f] {
			c.RoundRect(card.Inset(-2), 6).Stroke(2.5, theme.Highlight)
			a.AddHit(onFaction(box.Faction(f)), card)
		}
	}
}

// drawEndCardPicks lights the End of Season cards on the Patrón's
// dashboard that a click can pick (which one triggers next).
func (p *Play) drawEndCardPicks(a *App, c *draw.Canvas, t *pickTargets) {
	for _, h := range p.dashHits.EndCards {
		if t.Cards[h.Card] {
			c.RoundRect(h.R.Inset(-1.5), 4).Stroke(2.5, theme.Highlight)
			a.AddHit(onCard(h.Card), h.R)
		}
	}
}

// drawSlotPicks lights the sicarios on the Patrón's dashboard that a click
// can pick (the others dim), and marks those picked already.
func (p *Play) drawSlotPicks(a *App, c *draw.Canvas, t *pickTargets) {
	if !slices.Contains(t.Slots[:], true) && len(p.ch.figs) == 0 {
		return
	}
	pub := &p.view.Public
	for s, r := range p.dashHits.Slots {
		switch {
		case t.Slots[s]:
			c.RoundRect(r, 4).Stroke(2.5, theme.Highlight)
			a.AddHit(onSlot(box.Slot(s)), r)
		case p.ch.picked(pub.Slots[s].Figure):
			c.RoundRect(r, 4).Fill(theme.Alpha(theme.Highlight, 0.25))
			c.RoundRect(r, 4).Stroke(2.5, theme.Gold)
		default:
			c.RoundRect(r, 4).Fill(theme.Alpha(theme.Paper, 0.6))
		}
	}
}

// splitExits parts the choices into the ways out of the decision (pass,
// done, stop moving), shown always, and the rest, listed a page at a time.
func splitExits(vis []game.Command) (exits, listed []game.Command) {
	for _, c := range vis {
		if isExit(c) {
			exits = append(exits, c)
		} else {
			listed = append(listed, c)
		}
	}
	return exits, listed
}

func (p *Play) drawPause(a *App, c *draw.Canvas) {
	lang := a.Lang
	a.dim(c)
	pace := p.hasBots() // the bots' pace, in a game that has some
	h := 322.0
	if !pace {
		h -= 78
	}
	r := draw.Rect{X: a.W/2 - 170, Y: a.H/2 - h/2, W: 340, H: h}
	in := Panel(c, r, lang.T(words.MenuButton))
	// Numbered as the table's choices are: the keys take them (updatePause).
	a.HitButton(c, onButton(btnResume), draw.Rect{X: in.X, Y: in.Y + 4, W: in.W, H: 36}, pauseKeyLabel(pauseResume, lang.T(words.Resume)), Primary)
	y := in.Y + 48
	if pace {
		c.Text(lang.T(words.PaceLabel), in.X, in.Y+58, Body(14))
		for i, label := range []string{lang.T(words.PaceSlow), lang.T(words.PaceNormal), lang.T(words.PaceFast)} {
			st := Plain
			if a.Settings.Pace == i {
				st = Chosen
			}
			w := (in.W - 16) / 3
			a.HitButton(c, onPace(i), draw.Rect{X: in.X + float64(i)*(w+8), Y: in.Y + 80, W: w, H: 30}, label, st)
		}
		y += 78
	}
	a.HitButton(c, onButton(btnRules), draw.Rect{X: in.X, Y: y, W: in.W, H: 36}, pauseKeyLabel(pauseRules, lang.T(words.RulesRef)), Plain)
	a.HitButton(c, onButton(btnLeaveGame), draw.Rect{X: in.X, Y: y + 44, W: in.W, H: 36}, pauseKeyLabel(pauseLeave, lang.T(words.LeaveGame)), Plain)
	// The Factions' optional windows, as Settings has them (play_optional.go).
	c.Text(lang.T(words.WindowsLabel), in.X, y+92, Body(14))
	ask := lang.T(words.WindowsOnRequest)
	if a.Settings.AskWindows {
		ask = lang.T(words.WindowsAsk)
	}
	a.HitButton(c, onButton(btnAskWindows), draw.Rect{X: in.X, Y: y + 112, W: in.W, H: 32}, pauseKeyLabel(pauseAsk, ask), Plain)
}

// hasBots reports whether a bot plays at this table: on this computer,
// or as the stand-in of a LAN player who is away.
func (p *Play) hasBots() bool {
	for _, who := range p.M.Setup.People {
		if who.Bot != "" {
			return true
		}
	}
	return p.M.Net != nil
}

// explainDashboard shows what a revealed objective or an End of Season
// card on the Patrón dashboard does, while the mouse rests on it.
func (p *Play) explainDashboard(a *App, c *draw.Canvas, l tableLayout) {
	lang := a.Lang
	mx, my := a.mouse()
	i := p.dashHover(l, mx, my)
	switch n := len(p.dashHits.Objectives); {
	case i < 0:
		p.explainHints(lang, c, l, mx, my)
	case i < n:
		h := p.dashHits.Objectives[i]
		tooltip(c, h.R, l.Map, lang.Printer().Objective(h.Objective), lang.T(words.ObjectiveEffects[h.Objective]))
	default:
		h := p.dashHits.EndCards[i-n]
		tooltip(c, h.R, l.Map, lang.Printer().Card(h.Card), lang.T(words.CardEffects[h.Card]))
	}
}

// explainHints says what the icon or counter under the mouse means, on
// the Patrón's dashboard or a Faction card.
func (p *Play) explainHints(lang *words.Lang, c *draw.Canvas, l tableLayout, mx, my float64) {
	if h, ok := p.hintUnder(mx, my); ok {
		w := lang.Hint(h.ID)
		w.Body += p.ownToken(lang, h)
		tooltip(c, h.R, draw.Rect{W: l.Right.Right(), H: l.Map.Bottom()}, w.Title, w.Body)
	}
}

// hintUnder is the panels' hint under the mouse, if any.
func (p *Play) hintUnder(mx, my float64) (panels.Hint, bool) {
	if p.clues.covers(mx, my) {
		return panels.Hint{}, false
	}
	for _, set := range [][]panels.Hint{p.dashHits.Hints, p.cardHints} {
		for _, h := range set {
			if h.R.Contains(mx, my) {
				return h, true
			}
		}
	}
	return panels.Hint{}, false
}

// hintAt is the hint under the mouse, for the screen's cache ("" if none).
func (p *Play) hintAt(mx, my float64) string {
	if h, ok := p.hintUnder(mx, my); ok {
		return h.ID + fmt.Sprint(h.R)
	}
	if h, _, ok := p.hunterUnder(mx, my); ok {
		return "hunter " + h.String()
	}
	return ""
}

// dashHover is the index of the dashboard item under the mouse (the
// objectives, then the End of Season cards), or -1.
func (p *Play) dashHover(l tableLayout, mx, my float64) int {
	if !l.Dashboard.Contains(mx, my) {
		return -1
	}
	for i, h := range p.dashHits.Objectives {
		if h.R.Contains(mx, my) {
			return i
		}
	}
	for i, h := range p.dashHits.EndCards {
		if h.R.Contains(mx, my) {
			return len(p.dashHits.Objectives) + i
		}
	}
	return -1
}

// explainPlace names the location under the mouse, its kind and region
// (and, with the deduction overlay on, whether the Patrón may be there).
func (p *Play) explainPlace(a *App, c *draw.Canvas, l tableLayout) {
	lang := a.Lang
	loc := p.restingOn
	if loc == board.NoLoc || p.restFrames < restDelay || p.handUp {
		return
	}
	if p.explainHunter(a, c, l) {
		return
	}
	kind := lang.T(words.PlaceFarm)
	if board.Map.City.Has(loc) {
		kind = lang.T(words.PlaceCity)
	}
	if board.Map.Airport.Has(loc) {
		kind += ", " + lang.T(words.PlaceAirport)
	}
	body := lang.Sprintf(words.PlaceLine, loc, kind, lang.T(words.RegionNames[board.Map.RegionOf[loc]]))
	// What is known of the place, on a line after its name's: the
	// deduction's word and the player's marker, then the note.
	var known []string
	if p.overlay && p.view.Secret == nil {
		if p.view.Public.Possible.Has(loc) {
			known = append(known, lang.T(words.MaybeHere))
		} else {
			known = append(known, lang.T(words.NotHere))
		}
	}
	mark, note := p.placeMarks(lang, loc)
	if mark != "" {
		known = append(known, mark)
	}
	if len(known) > 0 {
		body += "\n" + strings.Join(known, " ")
	}
	if note != "" {
		body += "\n" + note
	}
	body += p.blockedWhy(lang, loc)
	x, y := p.board.Proj.Loc[loc][0], p.board.Proj.Loc[loc][1]
	if !l.Map.Contains(x, y) {
		return
	}
	r := p.board.Proj.UnitSize
	tooltip(c, draw.Rect{X: x - r, Y: y - r*1.2, W: 2 * r, H: r}, l.Map, board.Map.Name[loc], body)
}

// layout is where the table's parts sit in this window: the same for
// every decision, so that the log keeps its place and height however long
// the choice list is (a long list scrolls in the prompt).
func (p *Play) layout(a *App) tableLayout { return layoutTable(a.W, a.H) }
