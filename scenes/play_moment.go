package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/game/board"
	"patron/game/box"
	"patron/render/draw"
	"patron/render/theme"
	"patron/scenes/sound"
	"patron/scenes/words"
)

// The big moments of a game: a capture of the Patrón, his escape, the
// hideout revealed, an objective completed, the End of Season and the
// game's end. Each is picked out of the match's events (never out of the
// log's sentences) and shown on its own, a banner over the map with the
// place it happened at ringed and a sound, until the player clicks it away;
// on a table of bots only it goes on by itself at the bots' pace. Each side
// has its own: in hotseat the side at the screen sees the moments that came
// since it last looked (the Patrón his after his hand-off), on a LAN table
// each computer its seat's side's. The events are public; only the
// Patrón's own escape names where he went, and it shows only with his view
// on screen. The End of Season summary and the end screen come after their
// moments.

// momentKind is a kind of big moment.
type momentKind uint8

const (
	momentCapture momentKind = iota
	momentEscape
	momentHideout
	momentObjective
	momentSeason
	momentEnd
)

// moment is one big moment, as the side that sees it is told.
type moment struct {
	kind     momentKind
	ev       game.Event
	at       board.Loc // the place it happened, ringed on the map (NoLoc: none)
	hide     board.Loc // the Patrón's own escape: where he went (his side only)
	toPatron bool      // told to the Patrón
}

// momentState is how far each side has seen the match's moments, and the
// ones waiting to be shown to the side at the screen.
type momentState struct {
	seen  [2]int   // by side (sideFactions, sidePatron): the match's events looked through
	queue []moment // the moments to show, the first on screen when open
	open  bool     // the first of queue is on screen
	age   int      // frames it has been on screen
}

// startMoments begins with the events so far seen: a loaded game's
// moments are not shown again.
func (p *Play) startMoments() {
	n := len(p.M.Events)
	p.mom = momentState{seen: [2]int{n, n}}
}

// momentSide is the side whose eyes are on the screen now, if anybody's.
func (p *Play) momentSide() (int, bool) {
	switch {
	case p.handoff != nil:
		return 0, false
	case p.watched():
		return sideFactions, true // the public view
	case p.M.Net == nil && (p.M.Screen().Empty() || p.M.Screen().Private):
		return 0, false // nobody yet, or one Faction player alone: the team sees it together
	case p.view.Secret != nil:
		return sidePatron, true
	}
	return sideFactions, true
}

// momentsIn are the big moments among the events from..to of the match,
// as side is told them.
func (p *Play) momentsIn(from, to, side int) []moment {
	var out []moment
	evs := p.M.Events
	caught := board.NoLoc
	for i := range from {
		if evs[i].Kind == game.EvCaptured {
			caught = evs[i].Loc()
		}
	}
	for _, e := range evs[from:to] {
		m := moment{ev: e, at: board.NoLoc, hide: board.NoLoc, toPatron: side == sidePatron}
		switch e.Kind {
		case game.EvCaptured:
			caught = e.Loc()
			m.kind, m.at = momentCapture, e.Loc()
		case game.EvEscaped:
			m.kind, m.at = momentEscape, caught
			if m.toPatron && p.view.Secret != nil {
				m.hide = p.view.Secret.Hideout
			}
		case game.EvHideoutRevealed:
			m.kind, m.at = momentHideout, e.Loc()
		case game.EvObjectiveCompleted:
			m.kind = momentObjective
			if atHideout(e.Objective()) {
				m.at = p.M.G.Pub.PatronToken // the hideout the End of Season revealed
			}
		case game.EvSeasonEnd:
			m.kind = momentSeason
		case game.EvGameOver:
			m.kind = momentEnd
			if e.Reason() == game.ReasonCaptured {
				m.at = caught // where the second capture happened
			}
		default:
			continue
		}
		out = append(out, m)
	}
	return out
}

// atHideout reports whether an objective is completed by what is at the
// Patrón's hideout, which the map then rings.
func atHideout(o box.Objective) bool {
	switch o {
	case box.Hostage, box.RobinHood, box.HaciendaNapoles, box.LaCatedral:
		return true
	}
	return false
}

// momentHold is how long a moment stays on a table of bots only: longer
// at a slower pace.
func momentHold(a *App) int { return 60 + 4*a.Settings.BotDelay() }

// updateMoment shows the side at the screen the moments it has not seen
// and handles the one up; it reports whether a moment took the frame.
func (p *Play) updateMoment(a *App, in *Input) bool {
	if p.mom.open {
		p.mom.age++
		switch {
		case in.Pressed(ebiten.KeyEscape):
			p.paused = true // the menu over it; the moment waits behind
		case a.Clicked(in) == named("moment:go") || in.Pressed(ebiten.KeySpace) || in.Pressed(ebiten.KeyEnter) ||
			p.watched() && !p.watch.paused && p.mom.age >= momentHold(a):
			if p.mom.queue[0].kind == momentEnd {
				p.over = max(p.over, 60) // the end screen comes at once
			}
			p.mom.queue, p.mom.open, p.mom.age = p.mom.queue[1:], false, 0
		}
		return true
	}
	if p.anims.busy() {
		return false // the figures reach the place first
	}
	side, ok := p.momentSide()
	if !ok {
		return false
	}
	n := len(p.M.Events)
	if p.mom.seen[side] > n { // an undo took events back
		p.mom.seen[side] = n
	}
	if p.mom.seen[side] < n {
		p.refresh() // the view the moments are told from
		p.mom.queue = append(p.mom.queue, p.momentsIn(p.mom.seen[side], n, side)...)
		p.mom.seen[side] = n
	}
	if len(p.mom.queue) > 0 && p.mom.queue[0].toPatron != (side == sidePatron) {
		p.mom.queue = nil // told to the side that left the screen: never shown to the other
	}
	if len(p.mom.queue) == 0 {
		return false
	}
	p.mom.open, p.mom.age = true, 0
	a.Play(p.mom.queue[0].sound())
	return true
}

// sound is the effect a moment plays as it comes up.
func (m moment) sound() sound.Effect {
	switch m.kind {
	case momentCapture:
		return sound.Capture
	case momentEscape:
		return sound.Slide
	case momentHideout:
		return sound.Reveal
	case momentObjective:
		return sound.Glory
	case momentSeason:
		return sound.SeasonEnd
	}
	return sound.GameOver
}

// momentKey is what the moment on screen adds to the table's picture;
// it grows in for its first frames (momentGrow), drawn again each.
func (p *Play) momentKey() any {
	if !p.mom.open {
		return nil
	}
	return struct {
		m    moment
		left int
	}{p.mom.queue[0], len(p.mom.queue)}
}

// momentGrow is how many frames a moment's banner and ring take to come up.
const momentGrow = 18

// momentMoving reports whether the moment on screen is still coming up.
func (p *Play) momentMoving() bool { return p.mom.open && p.mom.age < momentGrow }

// text is the moment's title and sentence in a language.
func (m moment) text(lang *words.Lang) (title, body string) {
	place := func(l board.Loc) string {
		if l == board.NoLoc {
			return "—"
		}
		return lang.Sprintf("%s (%s)", board.Map.Name[l], l)
	}
	pick := func(patron, factions string) string {
		if m.toPatron {
			return patron
		}
		return factions
	}
	switch m.kind {
	case momentCapture:
		body := pick(words.MomentYouCaughtBody, words.MomentCaughtBody)
		if m.ev.Total() >= 2 {
			body = pick(words.MomentYouCaughtLast, words.MomentCaughtLast)
		}
		return lang.T(pick(words.MomentYouCaught, words.MomentCaught)), lang.Sprintf(body, place(m.at))
	case momentEscape:
		if m.toPatron && m.hide != board.NoLoc {
			return lang.T(words.MomentYouEscaped), lang.Sprintf(words.MomentYouEscapedBody, place(m.at), place(m.hide))
		}
		return lang.T(words.MomentEscaped), lang.Sprintf(words.MomentEscapedBody, place(m.at))
	case momentHideout:
		return lang.T(pick(words.MomentYourHideout, words.MomentHideout)), lang.Sprintf(pick(words.MomentYourHideoutBody, words.MomentHideoutBody), place(m.at))
	case momentObjective:
		return lang.Sprintf(words.MomentObjective, lang.Printer().Objective(m.ev.Objective())), lang.Sprintf(words.MomentObjectiveBody, m.ev.Total())
	case momentSeason:
		return lang.Sprintf(words.MomentSeason, m.ev.Season()), lang.T(words.MomentSeasonBody)
	}
	title = lang.T(words.DrawResult)
	switch m.ev.Winner() {
	case game.PatronSide:
		title = lang.T(words.PatronWins)
	case game.FactionsSide:
		title = lang.T(words.FactionsWin)
	}
	return title, sentence(lang.Printer().Event(m.ev))
}

// drawMoment paints the moment on screen: the table dimmed a little, the
// place ringed, and the banner on the half of the map away from it.
func (p *Play) drawMoment(a *App, c *draw.Canvas, l tableLayout) {
	if !p.mom.open {
		return
	}
	m := p.mom.queue[0]
	lang := a.Lang
	c.Flush() // over the table's texts
	c.Fill(draw.Rect{W: a.W, H: a.H}, theme.Alpha(theme.Halo, 0.35))
	for i := range a.targets {
		a.targets[i].under = true
	}
	grow := min(float64(p.mom.age+1)/momentGrow, 1)
	ringed := false
	var ry float64
	for _, at := range []board.Loc{m.at, m.hide} {
		if at == board.NoLoc || p.board.Proj == nil {
			continue
		}
		x, y := p.board.Proj.Loc[at][0], p.board.Proj.Loc[at][1]
		if !p.mapView.Contains(x, y) {
			continue
		}
		col := theme.Highlight
		if at == m.hide {
			col = theme.PatronRed
		}
		r := p.board.Proj.MarkerSize * (2.2 + 3*(1-grow))
		c.Ring(x, y, r+3, 7, theme.Alpha(theme.Halo, 0.8))
		c.Ring(x, y, r, 4, col)
		c.Ring(x, y, r*1.6, 2, theme.Alpha(col, 0.6*grow))
		ringed, ry = true, y
	}
	title, body := m.text(lang)
	// at the map's foot, left of the Patrón's dashboard and over the hand's
	// strip; at its top, left of the hiding sheet, when the place is low
	left := l.Map.X + 16
	room := l.Dashboard.X - 16 - left
	top := ringed && ry >= l.Map.CY()
	if top {
		room = l.Sheet.X - 16 - left
	}
	w := max(min(560, room), 300)
	st := Body(15)
	head := draw.TextStyle{Font: theme.Heading, Size: 24, Color: theme.PatronRed, Align: draw.Center}
	heads := c.Wrap(title, w-24, head) // a long objective's name takes two lines, in the same size
	lines := c.Wrap(body, w-36, st)
	h := 20 + 6 + float64(len(heads))*head.LineHeight() + float64(len(lines))*st.LineHeight() + 12 + 36 + 22
	r := draw.Rect{X: left + max(room-w, 0)/2, Y: l.Map.Bottom() - h - handPeek - 10, W: w, H: h}
	if top {
		r.Y = l.Map.Y + 40
	}
	r.Y += (1 - grow) * 24
	c.Fill(r.Inset(-4), theme.Alpha(theme.Halo, 0.6))
	in := Panel(c, r, "")
	if m.kind == momentEnd && m.ev.Winner() == game.FactionsSide || m.kind == momentCapture || m.kind == momentHideout {
		head.Color = theme.Ink // the Factions' triumphs in ink, the Patrón's in his red
	}
	y := in.Y + 2
	for _, t := range heads {
		c.Text(t, in.CX(), y, head)
		y += head.LineHeight()
	}
	y = c.Paragraph(body, in.X+8, y+6, in.W-16, st)
	b := draw.Rect{X: in.CX() - min(130, in.W/2), Y: y + 12, W: min(260, in.W), H: 36}
	a.Button(c, named("moment:go"), b, lang.T(words.MomentGoOn), Primary)
	hint := lang.T(words.HandOffKeys)
	if p.watched() {
		hint = lang.T(words.MomentGoesOn)
	}
	c.Text(hint, in.CX(), b.Bottom()+3, draw.TextStyle{Font: theme.Label, Size: 11.5, Color: theme.InkSoft, Align: draw.Center})
}
