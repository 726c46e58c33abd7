package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/game/board"
	"patron/game/replay"
	"patron/render/draw"
	"patron/render/mapview"
	"patron/render/theme"
	"patron/scenes/match"
	"patron/scenes/words"
)

// End shows who won and why, the Patrón's true path, and a few numbers.
// The game is over, so his secrets are out.
type End struct {
	M     *match.Match
	board mapview.Board
	path  []game.SheetEntry
	// audit is what checking every hidden answer found: the Patrón's
	// openings against the published log (none: fair play).
	audit   []game.Finding
	audited bool
	// abandoned says why a LAN game ended before its end (lan_limit.go).
	abandoned *abandonedEnd
	story     *match.Match // the published log told again, for the numbers (end_story.go)
	// online: an online table's end (online_table.go): its way back is
	// the online lobby, and it is not played again from here.
	online bool
}

// NewEnd prepares the end screen: the Patrón's secrets are opened and
// every hidden answer he gave is checked against them.
func NewEnd(m *match.Match) *End {
	e := &End{M: m, abandoned: newAbandonedEnd(m)}
	if v := m.G.View(game.SeatPatron); v.Secret != nil {
		e.path = v.Secret.Sheet
	} else {
		e.path = m.Sheet // a Faction's computer at a LAN table: from the Patrón's openings
	}
	switch {
	case m.Audit != nil: // a LAN table: this machine checked the openings the Patrón's machine sent
		e.audit, e.audited = *m.Audit, true
	case m.G.Sec != nil && m.Net == nil:
		e.audit, e.audited = game.Audit(m.G.Pub.Opts, m.G.PublicLog(), m.G.Sec.Openings), true
	}
	return e
}

// Update waits for the way back to the menu.
func (e *End) Update(a *App, in *Input) {
	switch id := a.Clicked(in); {
	case id == named("end:again") && e.again():
		s := e.M.Setup
		s.Seed, s.Secret = 0, nil // a new game: new seeds, new secrets
		if m, err := match.New(s); err == nil {
			a.Switch(NewPlay(m))
		}
	case id == named("end:replay"):
		if tl, err := e.timeline(); err == nil {
			a.Switch(NewReplayView(tl, e.path, e))
		}
	case id == named("end:menu") || in.Pressed(ebiten.KeyEnter) || in.Pressed(ebiten.KeyEscape):
		if e.M.Net != nil {
			e.M.Net.Close() // the host's table ends for everyone; a joiner leaves it
		}
		a.Switch(e.backTo(a))
	}
}

// Draw paints the result, the path on the map and the statistics.
func (e *End) Draw(a *App, c *draw.Canvas) {
	lang := a.Lang
	l := layoutTable(a.W, a.H)
	pub := &e.M.G.Pub
	area := draw.Rect{X: 0, Y: 0, W: l.Map.Right(), H: a.H}
	e.board.Draw(c, area, &mapview.Scene{Pub: pub, Hideout: board.NoLoc, Path: e.path, Hover: board.NoLoc})
	r := l.Right.Inset(10)
	title := lang.T(words.DrawResult)
	switch pub.Result.Winner {
	case game.PatronSide:
		title = lang.T(words.PatronWins)
	case game.FactionsSide:
		title = lang.T(words.FactionsWin)
	}
	in := Panel(c, draw.Rect{X: r.X, Y: r.Y, W: r.W, H: 150}, lang.T(words.EndTitle))
	if e.abandoned != nil {
		e.abandoned.draw(lang, c, in)
	} else {
		c.Text(title, in.X, in.Y, draw.TextStyle{Font: theme.Heading, Size: 24, Color: theme.PatronRed})
		for _, ev := range e.publicStory().Events {
			if ev.Kind == game.EvGameOver {
				c.Paragraph(sentence(lang.Printer().Event(ev)), in.X, in.Y+34, in.W, Body(13))
			}
		}
		e.drawAudit(lang, c, draw.Rect{X: in.X, Y: in.Y + 70, W: in.W, H: in.H - 70})
	}
	in = Panel(c, draw.Rect{X: r.X, Y: r.Y + 160, W: r.W, H: 200}, lang.T(words.PathTitle))
	y := in.Y
	for i := range e.path {
		line := pathLine(lang, e.path, i)
		st := shrinkToFit(c, line, in.W, Body(14), 11) // long in some languages: smaller, never past the panel
		c.Text(line, in.X, y, st)
		y += 20
	}
	if len(e.path) == 0 { // why there is none (end_no_path.go)
		c.Paragraph(e.noPath(lang), in.X, y, in.W, Body(13))
	}
	in = Panel(c, draw.Rect{X: r.X, Y: r.Y + 370, W: r.W, H: r.H - 440}, lang.T(words.StatsTitle))
	y = in.Y
	for _, st := range e.stats(lang) {
		c.Text(st.label, in.X, y, Body(14))
		c.Text(st.value, in.Right(), y, draw.TextStyle{Font: theme.Heading, Size: 14, Color: theme.Ink, Align: draw.Right})
		y += 21
	}
	third := (r.W - 16) / 3
	a.Button(c, named("end:replay"), draw.Rect{X: r.X, Y: r.Bottom() - 52, W: third, H: 46}, lang.T(words.ReplayButton), Plain)
	if e.again() { // a LAN or online table is set up again from the menu
		a.Button(c, named("end:again"), draw.Rect{X: r.X + third + 8, Y: r.Bottom() - 52, W: third, H: 46}, lang.T(words.PlayAgain), Plain)
	}
	a.Button(c, named("end:menu"), draw.Rect{X: r.X + 2*(third+8), Y: r.Bottom() - 52, W: third, H: 46}, lang.T(words.ToMenu), Primary)
}

// drawAudit says whether every hidden answer checked out, or what did not.
func (e *End) drawAudit(lang *words.Lang, c *draw.Canvas, r draw.Rect) {
	if !e.audited {
		return
	}
	if game.Fair(e.audit) {
		c.Paragraph(lang.T(words.AuditFair), r.X, r.Y, r.W, draw.TextStyle{Font: theme.Heading, Size: 14, Color: theme.Good})
		return
	}
	text := lang.Sprintf(words.AuditFailed, len(e.audit), lang.Printer().Finding(e.audit[0]))
	c.Paragraph(text, r.X, r.Y, r.W, draw.TextStyle{Font: theme.Label, Size: 12, Color: theme.Danger})
}

// pathLine tells one line of the hiding sheet, numbered as on the map.
func pathLine(lang *words.Lang, path []game.SheetEntry, i int) string {
	s, name := path[i], board.Map.Name[path[i].Loc]
	switch {
	case i == 0 || s.Season == 0:
		return lang.Sprintf(words.PathStart, i+1, name)
	case s.Escape:
		return lang.Sprintf(words.PathEscaped, i+1, s.Season, name)
	case s.Loc == path[i-1].Loc:
		return lang.Sprintf(words.PathStayed, i+1, s.Season, name)
	}
	line := lang.Sprintf(words.PathMoved, i+1, s.Season, name)
	if s.Paid > 0 {
		line += lang.Sprintf(words.PathPaid, s.Paid)
	}
	return line
}

type stat struct{ label, value string }

func (e *End) stats(lang *words.Lang) []stat {
	pub := &e.M.G.Pub
	told := e.publicStory()
	n := func(k game.EventKind) string { return fmt.Sprint(told.Counts[k]) }
	labs := 0
	for _, ev := range told.Events {
		if ev.Kind == game.EvTokenPlaced && ev.MapToken() == game.LabToken {
			labs++
		}
	}
	return []stat{
		{lang.T(words.StatSeasons), fmt.Sprint(pub.Season)},
		{lang.T(words.StatGlory), fmt.Sprint(pub.Glory)},
		{lang.T(words.StatMoney), fmt.Sprintf("$%d", pub.Money)},
		{lang.T(words.StatObjective), fmt.Sprint(pub.Completed)},
		{lang.T(words.StatCaptures), fmt.Sprint(pub.Captures)},
		{lang.T(words.StatSicarios), n(game.EvSicarioCaptured)},
		{lang.T(words.StatLabs), fmt.Sprint(labs)},
		{lang.T(words.StatShipped), n(game.EvShip)},
		{lang.T(words.StatSearches), n(game.EvSearch)},
		{lang.T(words.StatCommands), fmt.Sprint(len(e.M.G.PublicLog()))}, // the published log's: the same on every computer (the Patrón's also applies private steps)
		{lang.T(words.StatHints), hintsTaken(lang, e.M)},
	}
}

// hintsTaken is how many hints the people at this computer took, or that
// the table played without them.
func hintsTaken(lang *words.Lang, m *match.Match) string {
	if m.Setup.NoHints {
		return lang.T(words.Off)
	}
	return fmt.Sprint(m.Hints)
}

// timeline is the finished game cut into turns, for its replay: the whole
// log with the Patrón's secrets on a computer that held them, the
// published log on a Faction's computer.
func (e *End) timeline() (*replay.Timeline, error) {
	if e.M.G.Sec != nil && e.M.Setup.Secret != nil {
		return replay.NewTimeline(e.M.G.Pub.Opts, e.M.Setup.Secret, e.M.G.Log())
	}
	return replay.NewTimeline(e.M.G.Pub.Opts, nil, e.M.G.PublicLog())
}
