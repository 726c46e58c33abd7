package scenes

import (
	"fmt"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/game/replay"
	"patron/game/savefile"
	"patron/render/draw"
	"patron/render/theme"
	"patron/scenes/stats"
	"patron/scenes/store"
	"patron/scenes/words"
)

// StatsScreen counts the finished games (by the side the people played
// and the bot they met: games, wins, draws, mean length) and lists them,
// each with its replay.
type StatsScreen struct {
	listed bool
	games  []store.Entry
	rows   []stats.Row
	first  int // the first finished game in sight
	err    string
}

// gamesShown is how many finished games the list shows at once.
const gamesShown = 8

func (s *StatsScreen) read(a *App) {
	if s.listed {
		return
	}
	s.listed = true
	if a.Store == nil {
		return
	}
	s.games = a.Store.List(true)
	var files []*savefile.File
	for _, e := range s.games {
		if e.Err == nil {
			files = append(files, e.File)
		}
	}
	s.rows = stats.Tally(files)
}

// Update scrolls the list and opens replays.
func (s *StatsScreen) Update(a *App, in *Input) {
	lang := a.Lang
	s.read(a)
	id := a.Clicked(in)
	switch {
	case id == named("stats:back") || in.Pressed(ebiten.KeyEscape):
		a.Switch(&Menu{})
	case in.Wheel != 0:
		s.first -= int(in.Wheel)
	case in.Pressed(ebiten.KeyPageDown):
		s.first += gamesShown
	case in.Pressed(ebiten.KeyPageUp):
		s.first -= gamesShown
	case id.name == "stats:replay":
		if err := s.openReplay(a, id.key); err != nil {
			s.err = lang.Sprintf(words.ReplayFailed, err)
		}
	}
	s.first = min(max(s.first, 0), max(len(s.games)-gamesShown, 0))
}

// openReplay rebuilds a finished game's timeline and shows it.
func (s *StatsScreen) openReplay(a *App, id string) error {
	f, g, err := a.Store.Load(id, true)
	if err != nil {
		return err
	}
	if !g.Over() {
		return fmt.Errorf("the game is not over") // a replay shows every secret
	}
	sec, err := f.SecretOptions()
	if err != nil {
		return err
	}
	log := g.Log()
	if sec == nil {
		log = g.PublicLog()
	}
	tl, err := replay.NewTimeline(f.Options, sec, log)
	if err != nil {
		return err
	}
	var path []game.SheetEntry
	if v := g.View(game.SeatPatron); v.Secret != nil {
		path = v.Secret.Sheet
	}
	a.Switch(NewReplayView(tl, path, s))
	return nil
}

// Draw paints the numbers and the list.
func (s *StatsScreen) Draw(a *App, c *draw.Canvas) {
	lang := a.Lang
	s.read(a)
	drawTable(c, a)
	cx := a.W / 2
	Heading(c, lang.T(words.StatisticsTitle), cx, 30, 34)
	in := Panel(c, draw.Rect{X: cx - 480, Y: 84, W: 960, H: 250}, "")
	s.drawTally(lang, c, in)
	in = Panel(c, draw.Rect{X: cx - 480, Y: 346, W: 960, H: 350}, lang.T(words.StatsHistory))
	s.drawGames(a, c, in)
	if s.err != "" {
		c.Paragraph(s.err, cx-480, 702, 960, draw.TextStyle{Font: theme.Label, Size: 13, Color: theme.Danger})
	}
	a.Button(c, named("stats:back"), draw.Rect{X: cx - 150, Y: a.H - 70, W: 300, H: 42}, lang.T(words.Back), Primary)
}

// statCols are the tally's columns: where each starts, from the left.
var statCols = [...]float64{0, 220, 420, 520, 610, 700, 820}

func (s *StatsScreen) drawTally(lang *words.Lang, c *draw.Canvas, in draw.Rect) {
	if len(s.rows) == 0 {
		c.Paragraph(s.noneText(lang), in.X+10, in.Y+10, in.W-20, Body(16))
		return
	}
	head := draw.TextStyle{Font: theme.Heading, Size: 14, Color: theme.InkSoft}
	for i, h := range []string{lang.T(words.StatsRole), lang.T(words.StatsAgainst), lang.T(words.StatsGames), lang.T(words.StatsWins), lang.T(words.StatsDraws), lang.T(words.StatsSeasons), lang.T(words.StatsTime)} {
		c.Text(h, in.X+10+statCols[i], in.Y+4, head)
	}
	c.Line(in.X, in.Y+26, in.Right(), in.Y+26, 1, theme.PaperDark)
	y := in.Y + 34
	for _, r := range s.rows {
		if y > in.Bottom()-40 {
			break
		}
		role := [...]string{stats.AsPatron: lang.T(words.StatsAsPatron), stats.AsFactions: lang.T(words.StatsAsFactions), stats.BothSides: lang.T(words.StatsBothSides)}[r.Role]
		cells := []string{role, levelName(lang, r.Against), fmt.Sprint(r.Games), fmt.Sprintf("%d (%d%%)", r.Wins, 100*r.Wins/r.Games),
			fmt.Sprint(r.Draws), tenths(r.Seasons), minutes(lang, r.Duration)}
		for i, cell := range cells {
			c.Text(cell, in.X+10+statCols[i], y, Body(15))
		}
		y += 24
	}
	c.Text(lang.T(words.StatsWinsNote), in.X+10, in.Bottom()-16, draw.TextStyle{Font: theme.Label, Size: 12, Color: theme.InkSoft})
}

// noneText says why there are no numbers: no finished game at all, or
// none the tally counts (games of bots alone, saves that do not read),
// though the list below holds some.
func (s *StatsScreen) noneText(lang *words.Lang) string {
	if len(s.games) == 0 {
		return lang.T(words.StatsNone)
	}
	return lang.T(words.StatsNoneCounted)
}

func (s *StatsScreen) drawGames(a *App, c *draw.Canvas, in draw.Rect) {
	lang := a.Lang
	y := in.Y
	for i := s.first; i < len(s.games) && i < s.first+gamesShown; i++ {
		e := s.games[i]
		if e.Err != nil {
			c.Text(lang.Sprintf(words.StatsDamaged, saveProblem(lang, e.Err)), in.X, y+8, draw.TextStyle{Font: theme.Label, Size: 13, Color: theme.Danger})
			y += 36
			continue
		}
		f := e.File
		winner := lang.T(words.DrawResult)
		switch f.Summary.Winner {
		case "Patron":
			winner = lang.T(words.PatronWins)
		case "Factions":
			winner = lang.T(words.FactionsWin)
		}
		c.Text(lang.Sprintf(words.StatsGameLine, savedWhen(lang, f.Summary.Saved), winner, f.Summary.Season), in.X, y+2, Body(14))
		line, st := tableLine(lang, f.Table), draw.TextStyle{Font: theme.Label, Size: 12, Color: theme.InkSoft}
		if f.Table.Hints > 0 {
			line += fmt.Sprintf(" · %s: %d", lang.T(words.StatHints), f.Table.Hints)
		}
		c.Text(line, in.X, y+20, shrinkToFit(c, line, in.W-130, st, 9))
		a.Button(c, keyed("stats:replay", e.ID), draw.Rect{X: in.Right() - 120, Y: y + 4, W: 120, H: 28}, lang.T(words.StatsReplay), Plain)
		y += 38
	}
}

// levelName is a bot level, or people, in words.
func levelName(lang *words.Lang, l string) string {
	switch l {
	case stats.People:
		return lang.T(words.StatsPeople)
	case "mixed":
		return lang.T(words.StatsMixed)
	}
	if w, ok := levelWords[l]; ok {
		return lang.T(w.name)
	}
	return l
}

func minutes(lang *words.Lang, d time.Duration) string {
	m := int(d.Round(time.Minute) / time.Minute)
	if m < 60 {
		return lang.Sprintf(words.StatsMinutes, m)
	}
	return lang.Sprintf(words.StatsHoursMinute, m/60, m%60)
}

// tenths writes a mean to a tenth, without ".0" when it is whole.
func tenths(v float64) string {
	t := fmt.Sprintf("%.1f", v)
	return strings.TrimSuffix(t, ".0")
}
