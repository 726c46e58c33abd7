package store

import (
	"fmt"
	"sync"
	"time"

	"patron/game"
	"patron/game/savefile"
)

// Autosaver writes one game's save after every decision without holding up
// the screen. With the Patrón's part, a game whose Patrón a bot plays is
// saved with that part sealed with the store's key (Sealed). The table hands it a snapshot (a copy of the game) after each
// command; a goroutine encodes and writes the newest one. A snapshot still
// waiting when a newer one comes is dropped: the newer save holds it.
type Autosaver struct {
	store   *Store
	ID      string
	part    savefile.Part
	created time.Time

	mu      sync.Mutex
	next    *game.Game     // the newest snapshot not yet written
	table   savefile.Table // who plays, and their notes, with it
	writing bool
	err     error // the last write's error, until a write succeeds
	idle    *sync.Cond
	wake    chan struct{}
	stop    chan struct{}
	stopped chan struct{}
}

// NewAutosaver starts the writer for one game. created is when the game
// began (kept in every save of it).
func NewAutosaver(s *Store, id string, part savefile.Part, created time.Time) *Autosaver {
	a := &Autosaver{store: s, ID: id, part: part, created: created,
		wake: make(chan struct{}, 1), stop: make(chan struct{}), stopped: make(chan struct{})}
	a.idle = sync.NewCond(&a.mu)
	go a.run()
	return a
}

// Save queues a snapshot of g and its table; it returns at once.
func (a *Autosaver) Save(g *game.Game, t savefile.Table) {
	snap := g.Clone()
	a.mu.Lock()
	a.next, a.table = snap, t
	a.mu.Unlock()
	select {
	case a.wake <- struct{}{}:
	default:
	}
}

// Flush waits until the newest snapshot is on disk and returns the last
// write's error, if any.
func (a *Autosaver) Flush() error {
	a.mu.Lock()
	defer a.mu.Unlock()
	for a.next != nil || a.writing {
		a.idle.Wait()
	}
	return a.err
}

// Err is the last write's error, if it failed (nil once a write succeeds);
// it does not wait.
func (a *Autosaver) Err() error {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.err
}

// Close flushes and stops the writer.
func (a *Autosaver) Close() error {
	err := a.Flush()
	close(a.stop)
	<-a.stopped
	return err
}

func (a *Autosaver) run() {
	defer close(a.stopped)
	for {
		select {
		case <-a.stop:
			return
		case <-a.wake:
		}
		for {
			a.mu.Lock()
			g, t := a.next, a.table
			a.next, a.writing = nil, g != nil
			a.mu.Unlock()
			if g == nil {
				break
			}
			err := a.write(g, t)
			a.mu.Lock()
			a.writing, a.err = false, err
			a.idle.Broadcast()
			a.mu.Unlock()
		}
	}
}

func (a *Autosaver) write(g *game.Game, t savefile.Table) error {
	var data []byte
	var err error
	if a.part == savefile.WithSecrets && Sealed(t) && !g.Over() {
		var key *savefile.Key
		if key, err = a.store.Key(true); err != nil {
			return fmt.Errorf("the key that seals the Patrón's part: %w", err)
		}
		data, err = savefile.WriteSealed(g, t, key, a.created, time.Now())
	} else {
		data, err = savefile.Write(g, t, a.part, a.created, time.Now())
	}
	if err != nil {
		return err
	}
	return a.store.Put(a.ID, data, g.Over())
}

// Sealed says whether a game in progress at table t is saved with the
// Patrón's part sealed (savefile.WriteSealed) rather than in clear: when
// no person at this PC plays the Patrón (a bot does), the people at the
// table play the Factions only and must not read his secrets in the file.
// A person playing the Patrón here (hotseat, his tutorial) keeps his part
// in clear, as does a finished game (its replay shows every secret).
func Sealed(t savefile.Table) bool {
	return t.Patron >= 0 && t.Patron < len(t.People) && t.People[t.Patron].Bot != ""
}
