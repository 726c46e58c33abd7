package scenes

import (
	"fmt"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game/savefile"
	"patron/render/draw"
	"patron/render/theme"
	"patron/scenes/match"
	"patron/scenes/store"
	"patron/scenes/words"
)

// LoadScreen lists the games in progress, newest first: who plays, how far
// they are, when they were saved. A game opens with one click; deleting
// asks first. A save that does not load is listed with the reason.
type LoadScreen struct {
	entries  []store.Entry
	finished int
	listed   bool
	page     int
	asking   string // the id of the game whose deletion is asked about
	err      string
}

const loadPerPage = 6

func (s *LoadScreen) list(a *App) {
	if s.listed || a.Store == nil {
		return
	}
	s.listed = true
	s.entries = a.Store.List(false)
	s.finished = a.Store.Count(true)
	s.page = min(s.page, max(0, (len(s.entries)-1)/loadPerPage))
}

// Update handles the list's buttons.
func (s *LoadScreen) Update(a *App, in *Input) {
	s.list(a)
	id := a.Clicked(in)
	if s.asking != "" {
		switch {
		case id == "load:delete-yes":
			if err := a.Store.Delete(s.asking, false); err != nil {
				s.err = err.Error()
			}
			s.asking, s.listed = "", false
		case id == "load:delete-no" || in.Pressed(ebiten.KeyEscape):
			s.asking = ""
		}
		return
	}
	switch {
	case id == "load:back" || in.Pressed(ebiten.KeyEscape):
		a.Switch(&Menu{})
	case id == "load:next":
		s.page++
	case id == "load:prev":
		s.page--
	case strings.HasPrefix(id, "load:open:"):
		if err := openSaved(a, strings.TrimPrefix(id, "load:open:")); err != nil {
			s.err = words.Sprintf(words.LoadFailed, saveProblem(err)) // the list stays as it was
		}
	case strings.HasPrefix(id, "load:delete:"):
		s.asking = strings.TrimPrefix(id, "load:delete:")
	}
}

// openSaved loads, checks and resumes a game in progress. On any fault
// nothing changes and the fault is returned.
func openSaved(a *App, id string) error {
	if a.Store == nil {
		return fmt.Errorf("%s", words.SaveNoFolder)
	}
	f, g, err := a.Store.Load(id, false)
	if err != nil {
		return err
	}
	m, err := match.Resume(f, g)
	if err != nil {
		return err
	}
	created, _ := time.Parse(time.RFC3339, f.Summary.Created)
	a.Switch(ResumePlay(m, id, created).guided(f.Table.Tutorial))
	return nil
}

// Draw paints the list.
func (s *LoadScreen) Draw(a *App, c *draw.Canvas) {
	s.list(a)
	drawTable(c, a)
	cx := a.W / 2
	Heading(c, words.LoadTitle, cx, 40, 44)
	r := draw.Rect{X: cx - 380, Y: 110, W: 760, H: 560}
	in := Panel(c, r, "")
	if len(s.entries) == 0 {
		c.Paragraph(words.LoadEmpty, in.X+10, in.Y+10, in.W-20, Body(16))
	}
	from := s.page * loadPerPage
	for i, e := range s.entries[from:min(from+loadPerPage, len(s.entries))] {
		s.drawEntry(a, c, e, draw.Rect{X: in.X, Y: in.Y + float64(i)*90, W: in.W, H: 82})
	}
	if s.page > 0 {
		a.Button(c, "load:prev", draw.Rect{X: in.X, Y: in.Bottom() - 30, W: 120, H: 30}, "‹", Plain)
	}
	if from+loadPerPage < len(s.entries) {
		a.Button(c, "load:next", draw.Rect{X: in.Right() - 120, Y: in.Bottom() - 30, W: 120, H: 30}, "›", Plain)
	}
	if s.finished > 0 {
		c.Text(words.Sprintf(words.LoadHistory, s.finished), cx, r.Bottom()+10, draw.TextStyle{Font: theme.Label, Size: 13, Color: theme.Muted, Align: draw.Center})
	}
	if s.err != "" {
		c.Text(s.err, cx, r.Bottom()+32, draw.TextStyle{Font: theme.Label, Size: 15, Color: theme.Danger, Align: draw.Center})
	}
	a.Button(c, "load:back", draw.Rect{X: cx - 150, Y: a.H - 70, W: 300, H: 44}, words.Back, Primary)
	if s.asking != "" {
		s.drawAsk(a, c)
	}
}

func (s *LoadScreen) drawEntry(a *App, c *draw.Canvas, e store.Entry, r draw.Rect) {
	c.RoundRect(r, 6).Fill(theme.PaperDark)
	text := draw.Rect{X: r.X + 12, Y: r.Y + 8, W: r.W - 250, H: r.H - 16}
	if e.Err != nil {
		c.Text(e.ID, text.X, text.Y, draw.TextStyle{Font: theme.Heading, Size: 15, Color: theme.Ink})
		c.Paragraph(words.Sprintf(words.LoadDamaged, saveProblem(e.Err)), text.X, text.Y+22, text.W,
			draw.TextStyle{Font: theme.Label, Size: 13, Color: theme.Danger})
	} else {
		f := e.File
		c.Paragraph(peopleLine(f.Table), text.X, text.Y, text.W, draw.TextStyle{Font: theme.Heading, Size: 15, Color: theme.Ink})
		where := words.LoadSetup
		if f.Summary.Season > 0 {
			where = words.Sprintf(words.LoadSeason, f.Summary.Season, f.Summary.Turn+1)
		}
		c.Text(where+" · "+words.Sprintf(words.LoadSaved, savedWhen(f.Summary.Saved)), text.X, r.Bottom()-26, Body(13))
		a.Button(c, "load:open:"+e.ID, draw.Rect{X: r.Right() - 230, Y: r.Y + 21, W: 120, H: 40}, words.LoadOpen, Primary)
	}
	a.Button(c, "load:delete:"+e.ID, draw.Rect{X: r.Right() - 102, Y: r.Y + 21, W: 90, H: 40}, words.LoadDelete, Plain)
}

func (s *LoadScreen) drawAsk(a *App, c *draw.Canvas) {
	c.Flush()
	c.Fill(draw.Rect{W: a.W, H: a.H}, theme.Alpha(theme.Halo, 0.7))
	r := draw.Rect{X: a.W/2 - 200, Y: a.H/2 - 80, W: 400, H: 150}
	in := Panel(c, r, words.DeleteAsk)
	for _, e := range s.entries {
		if e.ID == s.asking && e.File != nil {
			c.Paragraph(peopleLine(e.File.Table), in.X, in.Y, in.W, Body(14))
		}
	}
	half := (in.W - 8) / 2
	a.Button(c, "load:delete-no", draw.Rect{X: in.X, Y: in.Bottom() - 38, W: half, H: 36}, words.DeleteNo, Primary)
	a.Button(c, "load:delete-yes", draw.Rect{X: in.X + half + 8, Y: in.Bottom() - 38, W: half, H: 36}, words.DeleteYes, Plain)
}

// peopleLine names the players: the Patrón's marked, bots marked.
func peopleLine(t savefile.Table) string {
	var names []string
	for i, p := range t.People {
		n := p.Name
		if p.Bot != "" {
			n = words.Sprintf(words.BotTag, n)
		}
		if i == t.Patron {
			n = words.Sprintf(words.PatronTag, n)
		}
		names = append(names, n)
	}
	return strings.Join(names, ", ")
}

// savedWhen is a save's date in the player's local time.
func savedWhen(rfc3339 string) string {
	t, err := time.Parse(time.RFC3339, rfc3339)
	if err != nil {
		return rfc3339
	}
	return t.Local().Format(words.DateFormat)
}
