package store

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"patron/game/savefile"
)

// damagedKeyIsSetAside plays the trial that found this: a game against a
// bot Patrón is saved; its key file is then damaged (damage writes it).
// Before, every new game against a bot Patrón failed to save until the
// player deleted the file by hand, and the list ("this computer holds no
// key") and opening ("the key file is damaged") said two things. Now the
// damaged key is set aside, kept as it was; a new game against a bot
// Patrón is played, saved and resumed; the old save is listed and refused
// on opening with the same words, naming the file set aside, and is left
// as it was.
func damagedKeyIsSetAside(t *testing.T, s *Store, damage func(data []byte)) {
	t.Helper()
	autosave(t, s, "before", played(t, 9, 120), botPatron)
	old, err := s.Key(false)
	if err != nil || old == nil {
		t.Fatalf("no key after a sealed save: %v", err)
	}
	before, _, err := s.files().ReadFile(s.path("before", false), savefile.MaxBytes)
	if err != nil {
		t.Fatal(err)
	}
	damage([]byte("not a key\n"))

	// A new game against a bot Patrón: saved, listed, resumed.
	g := played(t, 10, 140)
	autosave(t, s, "after", g, botPatron)
	f, back, err := s.Load("after", false)
	if err != nil || f.Sealed == nil || back.SecretHash() != g.SecretHash() {
		t.Fatalf("the new game after the key was damaged: %v", err)
	}
	fresh, err := s.Key(false)
	if err != nil || fresh == nil || fresh.ID() == old.ID() {
		t.Fatalf("the new key: %v (the old one was %s)", err, old.ID())
	}

	// The damaged key, kept as it was, and recorded with the save it sealed.
	aside := s.SetAside()
	if len(aside) != 1 || !strings.HasPrefix(aside[0].File, KeyFile+".damaged-") || !strings.Contains(aside[0].Why, "damaged") {
		t.Fatalf("set aside: %+v", aside)
	}
	if kept, _, err := s.files().ReadFile(filepath.Join(s.KeyDir, aside[0].File), 100); err != nil || string(kept) != "not a key\n" {
		t.Fatalf("the damaged key was not kept as it was: %q, %v", kept, err)
	}
	if len(aside[0].Sealed) != 1 || aside[0].Sealed[0] != old.ID() {
		t.Fatalf("the record names the keys %v, want the old one's %s", aside[0].Sealed, old.ID())
	}

	// The old save: the list and the open path say the same, in words
	// that name the file set aside; the save is left as it was.
	var listed error
	for _, e := range s.List(false) {
		switch e.ID {
		case "before":
			listed = e.Err
		case "after":
			if e.Err != nil {
				t.Fatalf("the new game is listed as %v", e.Err)
			}
		}
	}
	_, _, opened := s.Load("before", false)
	var lost *KeyLost
	if !errors.As(listed, &lost) || !errors.As(opened, &lost) || listed.Error() != opened.Error() {
		t.Fatalf("listed as %v, opened as %v", listed, opened)
	}
	if lost.SetAside.File != aside[0].File || !strings.Contains(opened.Error(), aside[0].File) || problem(opened) != savefile.NoKey {
		t.Fatalf("the words do not name the key set aside: %v", opened)
	}
	if now, _, _ := s.files().ReadFile(s.path("before", false), savefile.MaxBytes); !bytes.Equal(now, before) {
		t.Fatal("the old save was changed")
	}

	// Damaged again: a second file set aside, the first kept.
	damage([]byte("still not a key\n"))
	if k, err := s.Key(true); err != nil || k == nil || k.ID() == fresh.ID() {
		t.Fatalf("after a second damage: %v", err)
	}
	if again := s.SetAside(); len(again) != 2 || again[0].File == again[1].File {
		t.Fatalf("set aside twice: %+v", again)
	}
	if kept, _, _ := s.files().ReadFile(filepath.Join(s.KeyDir, aside[0].File), 100); string(kept) != "not a key\n" {
		t.Fatal("the first damaged key was lost")
	}
}

func TestADamagedKeyIsSetAsideOnDisk(t *testing.T) {
	s := Open(t.TempDir())
	s.KeyDir = filepath.Join(t.TempDir(), "config", "patron")
	damagedKeyIsSetAside(t, s, func(data []byte) {
		if err := os.WriteFile(filepath.Join(s.KeyDir, KeyFile), data, 0o600); err != nil {
			t.Fatal(err)
		}
	})
}

// A key file that does not read at all (here a folder in its place) is set
// aside the same way.
func TestAnUnreadableKeyIsSetAside(t *testing.T) {
	s := Open(t.TempDir())
	s.KeyDir = t.TempDir()
	path := filepath.Join(s.KeyDir, KeyFile)
	if err := os.Mkdir(path, 0o700); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(path, "inside"), []byte("kept"), 0o600)
	g := played(t, 11, 80)
	autosave(t, s, "g", g, botPatron)
	if _, back, err := s.Load("g", false); err != nil || back.SecretHash() != g.SecretHash() {
		t.Fatalf("a game saved past an unreadable key: %v", err)
	}
	aside := s.SetAside()
	if len(aside) != 1 {
		t.Fatalf("set aside: %+v", aside)
	}
	if b, err := os.ReadFile(filepath.Join(s.KeyDir, aside[0].File, "inside")); err != nil || string(b) != "kept" {
		t.Fatalf("what stood in the key's place was not kept: %v", err)
	}
}
