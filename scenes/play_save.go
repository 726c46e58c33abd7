package scenes

import (
	"errors"
	"fmt"
	"time"

	"patron/game/savefile"
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
		p.save.saver = store.NewAutosaver(a.Store, p.save.id, p.M.Table(), savefile.WithSecrets, p.save.created)
	}
	p.save.saver.Save(p.M.G)
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

// Close saves the game before the window closes (App calls it).
func (p *Play) Close(a *App) { p.stopSaving() }

// saveProblem says in words why a save could not be opened.
func saveProblem(err error) string {
	var e *savefile.Error
	if errors.As(err, &e) && int(e.Problem) < len(words.SaveProblems) {
		return words.SaveProblems[e.Problem]
	}
	return fmt.Sprint(err)
}
