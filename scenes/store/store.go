package store

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"patron/game"
	"patron/game/savefile"
)

// Store is the player's folder of games: saves/ holds the games in
// progress, history/ the finished ones. A game is one file, named by its
// ID, rewritten after every decision.
type Store struct {
	Root string

	mu     sync.Mutex
	failed map[string]error // games in progress that loaded but did not open, by ID
}

// DataDir is where the game keeps its data: $XDG_DATA_HOME/patron, else
// ~/.local/share/patron on Unix, else the user's config folder.
func DataDir() (string, error) {
	if d := os.Getenv("XDG_DATA_HOME"); d != "" {
		return filepath.Join(d, "patron"), nil
	}
	if home, err := os.UserHomeDir(); err == nil && filepath.Separator == '/' {
		return filepath.Join(home, ".local", "share", "patron"), nil
	}
	d, err := os.UserConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(d, "patron"), nil
}

// staleAfter is how old a temporary file must be before Open removes it: a
// younger one may be another running copy's save in the making.
const staleAfter = 10 * time.Minute

// Open returns the store under root and removes what killed writers left
// behind (temporary files never renamed into place).
func Open(root string) *Store {
	s := &Store{Root: root}
	for _, dir := range []string{s.dir(false), s.dir(true)} {
		tmps, _ := filepath.Glob(filepath.Join(dir, ".*.tmp"))
		for _, t := range tmps {
			if st, err := os.Stat(t); err == nil && time.Since(st.ModTime()) > staleAfter {
				os.Remove(t)
			}
		}
	}
	return s
}

func (s *Store) dir(finished bool) string {
	if finished {
		return filepath.Join(s.Root, "history")
	}
	return filepath.Join(s.Root, "saves")
}

func (s *Store) path(id string, finished bool) string {
	return filepath.Join(s.dir(finished), id+".json")
}

// NewID names a new game: when it began, and a few random letters so two
// games begun in the same second never share a file.
func NewID(now time.Time) string {
	var b [3]byte
	rand.Read(b[:])
	return now.UTC().Format("2006-01-02T15-04-05") + "-" + hex.EncodeToString(b[:])
}

// validID keeps IDs to file names this store made.
func validID(id string) bool {
	if id == "" || len(id) > 64 {
		return false
	}
	for _, r := range id {
		if !(r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r == '-' || r == '_') {
			return false
		}
	}
	return true
}

// Put writes a game's save: into saves/ while it goes on; into history/,
// and out of saves/, once it is over.
func (s *Store) Put(id string, data []byte, over bool) error {
	if !validID(id) {
		return fmt.Errorf("store: bad game id %q", id)
	}
	if err := WriteFile(s.path(id, over), data); err != nil {
		return err
	}
	s.forget(id) // a new save of the game may open
	if over {
		if err := os.Remove(s.path(id, false)); err != nil && !errors.Is(err, os.ErrNotExist) {
			return err
		}
	}
	return nil
}

// Entry is one saved game as a list shows it. A save that does not load
// is listed with its error, so the player can see it and delete it.
type Entry struct {
	ID       string
	Finished bool
	File     *savefile.File // nil when the file did not load; set when it loaded but did not open (Failed)
	Err      error
	Modified time.Time
}

// Failed records that a game in progress which loads could not be opened
// (its table could not be rebuilt), so that every list shows it as
// damaged, with err, until it is saved again or deleted.
func (s *Store) Failed(id string, err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.failed == nil {
		s.failed = map[string]error{}
	}
	s.failed[id] = err
}

func (s *Store) forget(id string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.failed, id)
}

func (s *Store) failure(id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.failed[id]
}

// List reads every game in progress (or every finished one), newest
// first. Each save is checked (decoded and replayed): a damaged file shows
// as damaged instead of failing later.
func (s *Store) List(finished bool) []Entry {
	paths, _ := filepath.Glob(filepath.Join(s.dir(finished), "*.json"))
	var out []Entry
	for _, p := range paths {
		id := strings.TrimSuffix(filepath.Base(p), ".json")
		if !validID(id) {
			continue
		}
		e := Entry{ID: id, Finished: finished}
		if st, err := os.Stat(p); err == nil {
			e.Modified = st.ModTime()
		}
		e.File, _, e.Err = s.Load(id, finished)
		if e.Err == nil && !finished {
			e.Err = s.failure(id)
		}
		out = append(out, e)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Modified.After(out[j].Modified) })
	return out
}

// Count is how many games there are (in progress, or finished), without
// reading them.
func (s *Store) Count(finished bool) int {
	paths, _ := filepath.Glob(filepath.Join(s.dir(finished), "*.json"))
	n := 0
	for _, p := range paths {
		if validID(strings.TrimSuffix(filepath.Base(p), ".json")) {
			n++
		}
	}
	return n
}

// Latest is the most recently saved game in progress, if any: the one
// Continue resumes. It may be damaged (Err set): Continue then says so
// rather than resume an older game, or vanish.
func (s *Store) Latest() (Entry, bool) {
	if l := s.List(false); len(l) > 0 {
		return l[0], true
	}
	return Entry{}, false
}

// Load reads, checks and replays one save.
func (s *Store) Load(id string, finished bool) (*savefile.File, *game.Game, error) {
	if !validID(id) {
		return nil, nil, fmt.Errorf("store: bad game id %q", id)
	}
	f, err := os.Open(s.path(id, finished))
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	// One byte past the limit is enough for the decoder to refuse it.
	data, err := io.ReadAll(io.LimitReader(f, savefile.MaxBytes+1))
	if err != nil {
		return nil, nil, err
	}
	return savefile.Load(data)
}

// Delete removes a game's save for good.
func (s *Store) Delete(id string, finished bool) error {
	if !validID(id) {
		return fmt.Errorf("store: bad game id %q", id)
	}
	if err := os.Remove(s.path(id, finished)); err != nil {
		return err
	}
	s.forget(id)
	return nil
}
