// Package store keeps what a player can lose: games in progress
// (autosaved after every decision), finished games (the history the replay
// viewer reads) and settings, on disk or in the browser's storage (a
// Backend). Every file is written whole or not at all (package durable).
package store

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
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
	// KeyDir holds the key (KeyFile) that seals the Patrón's part of a
	// game whose Patrón no person at this PC plays. Open puts it in
	// Root/key, apart from the saves; the game's own store puts it in the
	// user's config folder (KeyDir()).
	KeyDir string
	// Files is where its files are (nil: on disk).
	Files Backend

	mu     sync.Mutex
	failed map[string]failure // saves that did not open, by path
}

// failure is why a save did not open, and which file it was: a file
// changed since (another size or time) may open.
type failure struct {
	err error
	Info
}

// staleAfter is how old a temporary file must be before Open removes it: a
// younger one may be another running copy's save in the making.
const staleAfter = 10 * time.Minute

// Open returns the store in the folder root on disk and removes what
// killed writers left behind (temporary files never renamed into place).
func Open(root string) *Store {
	s := OpenIn(Disk{}, root)
	for _, dir := range []string{s.dir(false), s.dir(true)} {
		// The folder is read, not globbed: a root with [ in it is a
		// pattern that would take other folders' files (atomic.go's Temps).
		entries, _ := os.ReadDir(dir)
		for _, e := range entries {
			n := e.Name()
			if e.IsDir() || !strings.HasPrefix(n, ".") || !strings.HasSuffix(n, ".tmp") {
				continue
			}
			t := filepath.Join(dir, n)
			if st, err := os.Stat(t); err == nil && time.Since(st.ModTime()) > staleAfter {
				os.Remove(t)
			}
		}
	}
	return s
}

// OpenIn returns the store under root in files, with its key in root/key.
func OpenIn(files Backend, root string) *Store {
	return &Store{Root: root, KeyDir: filepath.Join(root, "key"), Files: files}
}

// files is where the store's files are.
func (s *Store) files() Backend {
	if s.Files == nil {
		return Disk{}
	}
	return s.Files
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
	if err := s.files().WriteFile(s.path(id, over), data); err != nil {
		return err
	}
	s.forget(id) // a new save of the game may open
	if over {
		if err := s.files().Remove(s.path(id, false)); err != nil && !errors.Is(err, os.ErrNotExist) {
			return err
		}
	}
	return nil
}

// Entry is one saved game as a list shows it. A save that does not load
// is listed with its error, so the player can see it and delete it: with
// File nil when its head does not read, with File set when the head reads
// but the save is sealed with a key this PC does not hold or failed to
// open.
type Entry struct {
	ID       string
	Finished bool
	File     *savefile.File // its head (savefile.DecodeHead); nil when that did not read
	Err      error
	Modified time.Time
}

// Failed records that a game in progress which loads could not be opened
// (its table could not be rebuilt), so that every list shows it as
// damaged, with err, until it is saved again or deleted.
func (s *Store) Failed(id string, err error) {
	s.fail(s.path(id, false), err)
}

// fail records why the save at path did not open.
func (s *Store) fail(path string, err error) {
	st, serr := s.files().Stat(path)
	if serr != nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.failed == nil {
		s.failed = map[string]failure{}
	}
	s.failed[path] = failure{err, st}
}

func (s *Store) forget(id string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.failed, s.path(id, false))
	delete(s.failed, s.path(id, true))
}

// failure is why the save at path did not open, if it did not and has not
// changed since.
func (s *Store) failure(path string, st Info) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	f, ok := s.failed[path]
	if !ok || f.Size != st.Size || !f.Modified.Equal(st.Modified) {
		return nil
	}
	return f.err
}

// List reads every game in progress (or every finished one), newest
// first. It reads of each save only what a list shows, its head
// (savefile.DecodeHead: who plays, how far, when), and refuses a file
// over savefile.MaxBytes unread: a save whose head does not read, or
// sealed with a key this PC does not hold, or that failed to open since
// it was last written, is listed with its error, so that the player can
// see it and delete it. The rest of a save (its seal, its log) is checked
// when it is opened.
func (s *Store) List(finished bool) []Entry {
	var out []Entry
	var key *savefile.Key
	var aside []SetAsideKey
	var keyErr error // a key file that is damaged and could not be set aside
	keyRead := false
	for _, name := range s.files().List(s.dir(finished), ".json") {
		id := strings.TrimSuffix(name, ".json")
		if !validID(id) {
			continue
		}
		p := s.path(id, finished)
		e := Entry{ID: id, Finished: finished}
		st, err := s.files().Stat(p)
		if err != nil {
			continue // deleted meanwhile
		}
		e.Modified = st.Modified
		e.File, e.Err = s.readHead(p)
		if e.Err == nil && e.File.Sealed != nil {
			if !keyRead {
				key, keyErr = s.Key(false) // a damaged key is set aside (key_aside.go)
				aside, keyRead = s.SetAside(), true
			}
			if e.Err = keyErr; e.Err == nil {
				e.Err = keyProblem(e.File, key, aside)
			}
		}
		if e.Err == nil {
			e.Err = s.failure(p, st)
		}
		out = append(out, e)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Modified.After(out[j].Modified) })
	return out
}

// Count is how many games there are (in progress, or finished), without
// reading them.
func (s *Store) Count(finished bool) int {
	n := 0
	for _, name := range s.files().List(s.dir(finished), ".json") {
		if validID(strings.TrimSuffix(name, ".json")) {
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

// Saved is when the game in progress id was last written (ok: it is
// there), without reading it: Continue weighs it against a LAN table's.
func (s *Store) Saved(id string) (when time.Time, ok bool) {
	if !validID(id) {
		return time.Time{}, false
	}
	st, err := s.files().Stat(s.path(id, false))
	if err != nil {
		return time.Time{}, false
	}
	return st.Modified, true
}

// headFirst is how much of a save a list reads first: a head is a few
// kilobytes (more only with a sealed part of a long game).
const headFirst = 16 << 10

// readHead reads what a list shows of the save at path: its first
// headFirst bytes, or when the head is longer, its first
// savefile.HeadBytes.
func (s *Store) readHead(path string) (*savefile.File, error) {
	for n := int64(headFirst); ; n = savefile.HeadBytes {
		data, size, err := s.readSave(path, n)
		if err != nil {
			return nil, err
		}
		h, err := savefile.DecodeHead(data)
		if err == nil || int64(len(data)) == size || n == savefile.HeadBytes {
			return h, err
		}
	}
}

// readSave reads at most n bytes from the start of the save at path and
// says its size, after refusing a file over savefile.MaxBytes unread.
func (s *Store) readSave(path string, n int64) ([]byte, int64, error) {
	st, err := s.files().Stat(path)
	if err != nil {
		return nil, 0, err
	}
	if st.Size > savefile.MaxBytes {
		return nil, 0, tooLarge(st.Size)
	}
	data, size, err := s.files().ReadFile(path, n)
	if err == nil && size > savefile.MaxBytes { // it grew meanwhile
		return nil, 0, tooLarge(size)
	}
	return data, size, err
}

func tooLarge(size int64) error {
	return &savefile.Error{Problem: savefile.TooLarge, Detail: fmt.Sprintf("%d bytes; a save is at most %d", size, savefile.MaxBytes)}
}

// Load reads, checks and replays one save, with the store's key when its
// Patrón's part is sealed. A save that does not open is remembered, so
// that lists show it as damaged, with the reason, until it changes.
func (s *Store) Load(id string, finished bool) (*savefile.File, *game.Game, error) {
	if !validID(id) {
		return nil, nil, fmt.Errorf("store: bad game id %q", id)
	}
	path := s.path(id, finished)
	f, g, err := s.load(path)
	var bad *savefile.Error
	if errors.As(err, &bad) && bad.Problem != savefile.NoKey { // the list sees the key itself
		s.fail(path, err)
	}
	return f, g, err
}

func (s *Store) load(path string) (*savefile.File, *game.Game, error) {
	data, _, err := s.readSave(path, savefile.MaxBytes)
	if err != nil {
		return nil, nil, err
	}
	f, err := savefile.Decode(data)
	if err != nil {
		return nil, nil, err
	}
	if f.Sealed != nil {
		key, err := s.Key(false)
		if err != nil {
			return nil, nil, err
		}
		if err := keyProblem(f, key, s.SetAside()); err != nil {
			return nil, nil, err
		}
		if err := f.Unseal(key); err != nil {
			return nil, nil, err
		}
	}
	g, err := f.Game()
	if err != nil {
		return nil, nil, err
	}
	return f, g, nil
}

// Delete removes a game's save for good.
func (s *Store) Delete(id string, finished bool) error {
	if !validID(id) {
		return fmt.Errorf("store: bad game id %q", id)
	}
	if err := s.files().Remove(s.path(id, finished)); err != nil {
		return err
	}
	s.forget(id)
	return nil
}
