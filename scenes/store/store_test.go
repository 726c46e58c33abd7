package store

import (
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"

	"patron/game"
	"patron/game/savefile"
)

func played(t testing.TB, seed uint64, n int) *game.Game {
	t.Helper()
	sec := game.SeedFrom(seed)
	g, err := game.New(game.Options{Seed: seed, Players: 2}, &sec)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 1))
	for i := 0; i < n && !g.Over(); i++ {
		legal := g.Legal(nil)
		if _, err := g.Apply(legal[r.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

var twoPlayers = savefile.Table{People: []savefile.Person{{Name: "Ana"}, {Name: "Bo", Bot: "normal"}}, Patron: 0, Control: [4]int{1, 1, 1, 1}}

func TestOpenRemovesStaleTemporaryFiles(t *testing.T) {
	root := t.TempDir()
	stale := filepath.Join(root, "saves", ".g.json.123.tmp")
	os.MkdirAll(filepath.Dir(stale), 0o755)
	os.WriteFile(stale, []byte("half a save"), 0o644)
	fresh := filepath.Join(root, "saves", ".h.json.456.tmp") // another copy writing now
	os.WriteFile(fresh, []byte("a save in the making"), 0o644)
	old := time.Now().Add(-time.Hour)
	os.Chtimes(stale, old, old)
	Open(root)
	if _, err := os.Stat(stale); !os.IsNotExist(err) {
		t.Fatalf("stale temporary file still there: %v", err)
	}
	if _, err := os.Stat(fresh); err != nil {
		t.Fatalf("a temporary file being written was removed: %v", err)
	}
}

// Games in progress are listed newest first and Continue takes the newest;
// a finished game moves to the history; a damaged save is listed with its
// error and can be deleted.
func TestStoreListsContinuesAndArchives(t *testing.T) {
	s := Open(t.TempDir())
	now := time.Date(2026, 11, 24, 21, 0, 0, 0, time.UTC)
	put := func(id string, g *game.Game) {
		data, err := savefile.Write(g, twoPlayers, savefile.WithSecrets, now, now)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Put(id, data, g.Over()); err != nil {
			t.Fatal(err)
		}
	}
	older, newer := played(t, 1, 100), played(t, 2, 150)
	put("older", older)
	hourAgo := time.Now().Add(-time.Hour)
	os.Chtimes(s.path("older", false), hourAgo, hourAgo)
	put("newer", newer)
	list := s.List(false)
	if len(list) != 2 || list[0].ID != "newer" || list[1].ID != "older" {
		t.Fatalf("list %+v", list)
	}
	latest, ok := s.Latest()
	if !ok || latest.ID != "newer" || latest.File.Summary.Commands != len(newer.PublicLog()) {
		t.Fatalf("latest %+v", latest)
	}
	// A save that loads but cannot be opened (its table not rebuilt) is
	// listed with that reason, by Continue too, until it is saved again.
	s.Failed("older", errors.New("no table"))
	if list = s.List(false); list[1].Err == nil || list[1].Err.Error() != "no table" || list[1].File == nil {
		t.Fatalf("a save that did not open must show why, and who played: %+v", list[1])
	}
	put("older", older)
	os.Chtimes(s.path("older", false), hourAgo, hourAgo)
	if list = s.List(false); list[1].Err != nil {
		t.Fatalf("saved again, it may open again: %+v", list[1])
	}
	// Damage the newer one: it is listed as damaged, and Continue offers it
	// with its error rather than another game, or nothing.
	os.WriteFile(s.path("newer", false), []byte(`{"format":"patron-save","version":2}`), 0o644)
	list = s.List(false)
	if list[0].ID != "newer" || list[0].Err == nil || list[0].File != nil {
		t.Fatalf("a damaged save must show its error: %+v", list[0])
	}
	if latest, ok := s.Latest(); !ok || latest.ID != "newer" || latest.Err == nil {
		t.Fatalf("Continue should offer the newest save, damaged: %+v", latest)
	}
	if err := s.Delete("newer", false); err != nil {
		t.Fatal(err)
	}
	if latest, ok := s.Latest(); !ok || latest.ID != "older" || latest.Err != nil {
		t.Fatalf("once the damaged save is deleted, Continue takes the next: %+v", latest)
	}
	// A game that ends goes to the history.
	done := played(t, 3, 100000)
	if !done.Over() {
		t.Fatal("game did not end")
	}
	put("older", done)
	if len(s.List(false)) != 0 {
		t.Fatalf("a finished game is still in progress: %+v", s.List(false))
	}
	if h := s.List(true); len(h) != 1 || h[0].ID != "older" || !h[0].File.Summary.Over || s.Count(true) != 1 || s.Count(false) != 0 {
		t.Fatalf("history %+v", h)
	}
	for _, bad := range []string{"../x", "", "a/b", "x.json"} {
		if s.Put(bad, []byte("{}"), false) == nil || s.Delete(bad, false) == nil {
			t.Fatalf("id %q accepted", bad)
		}
	}
}

// The autosaver writes the newest snapshot; Flush waits for it.
func TestAutosaverWritesTheNewestSnapshot(t *testing.T) {
	s := Open(t.TempDir())
	a := NewAutosaver(s, "g1", savefile.WithSecrets, time.Now())
	g := played(t, 4, 0)
	r := rand.New(rand.NewPCG(4, 4))
	for i := 0; i < 300 && !g.Over(); i++ {
		legal := g.Legal(nil)
		if _, err := g.Apply(legal[r.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
		a.Save(g, twoPlayers)
	}
	if err := a.Close(); err != nil {
		t.Fatal(err)
	}
	_, back, err := s.Load("g1", g.Over())
	if err != nil {
		t.Fatal(err)
	}
	if back.PublicHash() != g.PublicHash() || back.SecretHash() != g.SecretHash() {
		t.Fatal("the autosave is not the newest game")
	}
}
