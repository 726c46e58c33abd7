package scenes

import (
	"errors"
	"fmt"
	"time"

	"patron/game/savefile"
	"patron/render/draw"
	"patron/render/theme"
	"patron/scenes/store"
	"patron/scenes/words"
)

// saving is the table's own save: which file it is, and the autosaver that
// rewrites it after every decision. A hotseat game is saved with the
// Patrón's part (this PC runs his seat too).
type saving struct {
	id      string
	created time.Time
	saver   *store.Autosaver
	lan     bool // a LAN table's own save (play_lan.go)
}

// newSaving names the save of a game begun now.
func newSaving() saving {
	now := time.Now()
	return saving{id: store.NewID(now), created: now}
}

// autosave queues the game's save; the first call starts the writer.
func (p *Play) autosave(a *App) {
	if a.Store == nil {
		return
	}
	if p.save.saver == nil {
		st, part := a.Store, savefile.WithSecrets
		if p.save.lan {
			st = lanStore(a)
			if p.net.online != nil {
				st = onlineStore(a)
			}
			if p.M.G.Sec == nil || p.M.Setup.People[0].Bot != "" {
				// A Faction's computer never held a secret; a host's bot
				// Patrón needs none kept (a host cannot be resumed).
				part = savefile.PublicPart
			}
		}
		p.save.saver = store.NewAutosaver(st, p.save.id, part, p.save.created)
	}
	t := p.M.Table()
	t.Tutorial = p.tut.saved()
	if p.M.Net != nil {
		t.Abandoned = lanAbandonedMark(p.M.Net)
	}
	p.save.saver.Save(p.M.G, t)
}

// flushSave waits until the newest save is on disk; it says why not when
// it could not be written.
func (p *Play) flushSave() error {
	if p.save.saver == nil {
		return nil
	}
	return p.save.saver.Flush()
}

// stopSaving flushes and stops the writer, when the table is left.
func (p *Play) stopSaving() error {
	if p.save.saver == nil {
		return nil
	}
	err := p.save.saver.Close()
	p.save.saver = nil
	return err
}

// Close saves the game before the window closes (App calls it); when the
// save fails, the table says so and the window stays open once.
func (p *Play) Close(a *App) error {
	lang := a.Lang
	if err := p.stopSaving(); err != nil {
		p.saveErr = lang.Sprintf(words.SaveFailedClose, storageProblem(lang, err))
		return err // the window stays open once, and the table with it
	}
	if p.M.Net != nil {
		p.M.Net.Close()
	}
	return nil
}

// checkSave shows, without waiting, whether the last autosave failed.
func (p *Play) checkSave(lang *words.Lang) {
	if p.save.saver == nil {
		return
	}
	if err := p.save.saver.Err(); err != nil {
		p.saveErr = lang.Sprintf(words.SaveFailed, storageProblem(lang, err))
	} else {
		p.saveErr = ""
	}
}

// drawSaveError is a red line over the sea north-west of the map while the
// game cannot be saved.
func (p *Play) drawSaveError(c *draw.Canvas, l tableLayout) {
	if p.saveErr == "" {
		return
	}
	r := draw.Rect{X: l.Map.X + 8, Y: p.mapTop(l) + 8, W: 330, H: 0}
	st := draw.TextStyle{Font: theme.Label, Size: 13, Color: theme.Paper}
	lines := c.Wrap(p.saveErr, r.W-16, st)
	r.H = 12 + float64(len(lines))*st.LineHeight()
	c.RoundRect(r, 6).Fill(theme.Danger)
	y := r.Y + 6
	for _, line := range lines {
		c.Text(line, r.X+8, y, st)
		y += st.LineHeight()
	}
}

// saveProblem says in words why a save could not be opened.
func saveProblem(lang *words.Lang, err error) string {
	var lost *store.KeyLost
	if errors.As(err, &lost) { // a NoKey whose key was damaged here
		return lang.T(words.SaveKeyLost)
	}
	var e *savefile.Error
	if errors.As(err, &e) && int(e.Problem) < len(words.SaveProblems) {
		return lang.T(words.SaveProblems[e.Problem])
	}
	return fmt.Sprint(err)
}
