package scenes

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game/box"
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
	lang := a.Lang
	s.list(a)
	id := a.Clicked(in)
	if s.asking != "" {
		switch {
		case id == named("load:delete-yes"):
			if err := a.Store.Delete(s.asking, false); err != nil {
				s.err = err.Error()
			}
			s.asking, s.listed = "", false
		case id == named("load:delete-no") || in.Pressed(ebiten.KeyEscape):
			s.asking = ""
		}
		return
	}
	switch {
	case id == named("load:back") || in.Pressed(ebiten.KeyEscape):
		a.Switch(&Menu{})
	case id == named("load:next"):
		s.page++
	case id == named("load:prev"):
		s.page--
	case id.name == "load:open":
		if err := openSaved(a, id.key); err != nil {
			s.err = lang.Sprintf(words.LoadFailed, saveProblem(lang, err))
			s.listed = false // the game stays, listed with the reason
		}
	case id.name == "load:delete":
		s.asking = id.key
	}
}

// openSaved loads, checks and resumes a game in progress. On any fault
// nothing changes and the fault is returned; a save that loads but does
// not open is marked in the store, so that every list says why.
func openSaved(a *App, id string) error {
	lang := a.Lang
	if a.Store == nil {
		return fmt.Errorf("%s", noStoreProblem(a))
	}
	f, g, err := a.Store.Load(id, false)
	if err != nil {
		return err
	}
	m, err := match.Resume(f, g)
	if err != nil {
		a.Store.Failed(id, err)
		return err
	}
	for i := range m.Setup.People { // the names the game gave (You, Bot), in today's language
		m.Setup.People[i].Name = lang.GivenName(m.Setup.People[i].Name)
	}
	created, _ := time.Parse(time.RFC3339, f.Summary.Created)
	a.Switch(ResumePlay(m, id, created).guided(lang, f.Table.Tutorial))
	return nil
}

// Draw paints the list.
func (s *LoadScreen) Draw(a *App, c *draw.Canvas) {
	lang := a.Lang
	s.list(a)
	drawTable(c, a)
	cx := a.W / 2
	Heading(c, lang.T(words.LoadTitle), cx, 40, 44)
	r := draw.Rect{X: cx - 380, Y: 110, W: 760, H: 560}
	in := Panel(c, r, "")
	if len(s.entries) == 0 {
		c.Paragraph(lang.T(words.LoadEmpty), in.X+10, in.Y+10, in.W-20, Body(16))
	}
	from := s.page * loadPerPage
	for i, e := range s.entries[from:min(from+loadPerPage, len(s.entries))] {
		s.drawEntry(a, c, e, draw.Rect{X: in.X, Y: in.Y + float64(i)*90, W: in.W, H: 82})
	}
	if s.page > 0 {
		a.Button(c, named("load:prev"), draw.Rect{X: in.X, Y: in.Bottom() - 30, W: 120, H: 30}, "‹", Plain)
	}
	if from+loadPerPage < len(s.entries) {
		a.Button(c, named("load:next"), draw.Rect{X: in.Right() - 120, Y: in.Bottom() - 30, W: 120, H: 30}, "›", Plain)
	}
	if s.finished > 0 {
		c.Text(lang.Sprintf(words.LoadHistory, s.finished), cx, r.Bottom()+10, draw.TextStyle{Font: theme.Label, Size: 13, Color: theme.Muted, Align: draw.Center})
	}
	if s.err != "" {
		c.Text(s.err, cx, r.Bottom()+32, draw.TextStyle{Font: theme.Label, Size: 15, Color: theme.Danger, Align: draw.Center})
	} else if aside := s.keySetAside(a); aside != "" {
		line := lang.Sprintf(words.KeySetAside, aside)
		c.Text(line, cx, r.Bottom()+32, shrinkToFit(c, line, float64(a.W)-40, draw.TextStyle{Font: theme.Label, Size: 15, Color: theme.Danger, Align: draw.Center}, 11))
	}
	a.Button(c, named("load:back"), draw.Rect{X: cx - 150, Y: a.H - 70, W: 300, H: 44}, lang.T(words.Back), Primary)
	if s.asking != "" {
		s.drawAsk(a, c)
	}
}

// keySetAside is where the key that sealed a listed save was set aside as
// damaged (the newest such), "" when no listed save lost its key so.
func (s *LoadScreen) keySetAside(a *App) string {
	file := ""
	for _, e := range s.entries {
		var lost *store.KeyLost
		if errors.As(e.Err, &lost) && lost.SetAside.File > file { // named by when: the newest sorts last
			file = lost.SetAside.File
		}
	}
	if file == "" {
		return ""
	}
	return filepath.Join(a.Store.KeyDir, file)
}

func (s *LoadScreen) drawEntry(a *App, c *draw.Canvas, e store.Entry, r draw.Rect) {
	lang := a.Lang
	c.RoundRect(r, 6).Fill(theme.PaperDark)
	text := draw.Rect{X: r.X + 12, Y: r.Y + 8, W: r.W - 250, H: r.H - 16}
	head := draw.TextStyle{Font: theme.Heading, Size: 15, Color: theme.Ink}
	switch {
	case e.Err != nil && e.File == nil: // it did not load: its name is all there is
		c.Text(e.ID, text.X, text.Y, head)
		c.Paragraph(lang.Sprintf(words.LoadDamaged, saveProblem(lang, e.Err)), text.X, text.Y+22, text.W,
			draw.TextStyle{Font: theme.Label, Size: 13, Color: theme.Danger})
	case e.Err != nil: // it loaded, but did not open
		line := tableLine(lang, e.File.Table)
		c.Text(line, text.X, text.Y, shrinkToFit(c, line, text.W, head, 10))
		c.Paragraph(lang.Sprintf(words.LoadDamaged, saveProblem(lang, e.Err)), text.X, text.Y+22, text.W,
			draw.TextStyle{Font: theme.Label, Size: 13, Color: theme.Danger})
	default:
		c.Paragraph(tableLine(lang, e.File.Table), text.X, text.Y, text.W, head)
		c.Text(saveWhereWhen(lang, e.File.Summary), text.X, r.Bottom()-26, Body(13))
		a.Button(c, keyed("load:open", e.ID), draw.Rect{X: r.Right() - 230, Y: r.Y + 21, W: 120, H: 40}, lang.T(words.LoadOpen), Primary)
	}
	a.Button(c, keyed("load:delete", e.ID), draw.Rect{X: r.Right() - 102, Y: r.Y + 21, W: 90, H: 40}, lang.T(words.LoadDelete), Plain)
}

func (s *LoadScreen) drawAsk(a *App, c *draw.Canvas) {
	lang := a.Lang
	c.Flush()
	a.dim(c)
	r := draw.Rect{X: a.W/2 - 240, Y: a.H/2 - 100, W: 480, H: 190}
	in := Panel(c, r, lang.T(words.DeleteAsk))
	for _, e := range s.entries {
		if e.ID == s.asking {
			describeSave(lang, c, e, in, Body(14))
		}
	}
	half := (in.W - 8) / 2
	a.Button(c, named("load:delete-no"), draw.Rect{X: in.X, Y: in.Bottom() - 38, W: half, H: 36}, lang.T(words.DeleteNo), Primary)
	a.Button(c, named("load:delete-yes"), draw.Rect{X: in.X + half + 8, Y: in.Bottom() - 38, W: half, H: 36}, lang.T(words.DeleteYes), Plain)
}

// describeSave says in the top of r which game a save holds (who played
// which side, how far, when it was saved), or its file's name and why it
// does not open.
func describeSave(lang *words.Lang, c *draw.Canvas, e store.Entry, r draw.Rect, st draw.TextStyle) {
	y := r.Y
	if e.File == nil {
		c.Text(e.ID, r.X, y, st)
		y += st.LineHeight()
	} else {
		y = c.Paragraph(tableLine(lang, e.File.Table), r.X, y, r.W, st)
		c.Text(saveWhereWhen(lang, e.File.Summary), r.X, y+2, st)
		y += st.LineHeight() + 2
	}
	if e.Err != nil {
		c.Paragraph(lang.Sprintf(words.LoadDamaged, saveProblem(lang, e.Err)), r.X, y+4, r.W, draw.TextStyle{Font: st.Font, Size: st.Size, Color: theme.Danger})
	}
}

// saveWhereWhen is how far a saved game is, and when it was saved.
func saveWhereWhen(lang *words.Lang, s savefile.Summary) string {
	return saveWhere(lang, s) + " · " + lang.Sprintf(words.LoadSaved, savedWhen(lang, s.Saved))
}

// saveWhere is how far a saved game is: its season, round and whose
// turn, as the table's header says it, or its setting up (season 0).
func saveWhere(lang *words.Lang, s savefile.Summary) string {
	if s.Season > 0 {
		return seasonStatus(lang, s.Season, s.Turn)
	}
	return lang.T(words.LoadSetup)
}

// tableLine says which side the people played and against whom, the
// people's side first: "You: the Factions — against the Patrón (Bot:
// normal)"; at a table of several, each player with the Factions they ran.
// A bot the game named (a quick game's "Bot") is called by its side alone.
// A tutorial's game says it is one.
func tableLine(lang *words.Lang, t savefile.Table) string {
	if t.Tutorial != nil { // a tutorial's game is named so, apart from the player's own games
		t.Tutorial = nil
		return lang.Sprintf(words.TutorialSave, tableLine(lang, t))
	}
	valid := func(i int) bool { return i >= 0 && i < len(t.People) }
	who := func(i int, side string) string {
		p := t.People[i]
		name := lang.GivenName(p.Name)
		if p.Bot == "" {
			return lang.Sprintf(words.PlaysSide, name, side)
		}
		side = lang.Sprintf(words.BotSide, side, levelName(lang, p.Bot))
		if name == lang.T(words.BotName) {
			return side
		}
		return lang.Sprintf(words.PlaysSide, name, side)
	}
	var order []int // the Factions' players, in the order of their first Faction
	held := map[int][]string{}
	for f, i := range t.Control {
		if !valid(i) || i == t.Patron {
			continue
		}
		if _, ok := held[i]; !ok {
			order = append(order, i)
		}
		held[i] = append(held[i], lang.Printer().Faction(box.Faction(f)))
	}
	var factions []string
	peopleHunt := false
	for _, i := range order {
		side := strings.Join(held[i], " + ")
		if len(held[i]) == box.NumFactions {
			side = lang.T(words.StatsAsFactions)
		}
		factions = append(factions, who(i, side))
		peopleHunt = peopleHunt || t.People[i].Bot == ""
	}
	hunters := strings.Join(factions, ", ")
	if !valid(t.Patron) {
		return hunters
	}
	patron := who(t.Patron, lang.T(words.StatsAsPatron))
	if hunters == "" {
		return patron
	}
	if t.People[t.Patron].Bot != "" && peopleHunt {
		return lang.Sprintf(words.AgainstSide, hunters, patron)
	}
	return lang.Sprintf(words.AgainstSide, patron, hunters)
}

// savedWhen is a save's date in the player's local time.
func savedWhen(lang *words.Lang, rfc3339 string) string {
	t, err := time.Parse(time.RFC3339, rfc3339)
	if err != nil {
		return rfc3339
	}
	return t.Local().Format(lang.T(words.DateFormat))
}
