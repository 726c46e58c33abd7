package store

import (
	"bytes"
	"errors"
	"io/fs"
	"path/filepath"
	"testing"
	"time"

	"patron/game/savefile"
)

// Every backend keeps the same promises: a write replaces the file whole,
// a create never replaces one, a read is bounded and says the size, a
// list holds the folder's files with the suffix only.
func TestBackendsKeepTheSamePromises(t *testing.T) {
	for name, b := range map[string]Backend{"disk": Disk{}, "memory": &Memory{}} {
		t.Run(name, func(t *testing.T) { keepsPromises(t, b, t.TempDir()) })
	}
}

func keepsPromises(t *testing.T, b Backend, dir string) {
	p := filepath.Join(dir, "saves", "a.json")
	if _, err := b.Stat(p); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("a missing file stats as %v", err)
	}
	for _, text := range []string{"first", "second, longer", "3"} {
		if err := b.WriteFile(p, []byte(text)); err != nil {
			t.Fatal(err)
		}
		data, size, err := b.ReadFile(p, 100)
		if err != nil || string(data) != text || size != int64(len(text)) {
			t.Fatalf("read %q (%d bytes, %v), wrote %q", data, size, err, text)
		}
	}
	b.WriteFile(p, []byte("0123456789"))
	if data, size, _ := b.ReadFile(p, 4); string(data) != "0123" || size != 10 {
		t.Fatalf("4 bytes of 10 read as %q of %d", data, size)
	}
	if st, err := b.Stat(p); err != nil || st.Size != 10 || time.Since(st.Modified) > time.Minute {
		t.Fatalf("stat %+v, %v", st, err)
	}
	k := filepath.Join(dir, "key", "save.key")
	if err := b.CreateFile(k, []byte("one")); err != nil {
		t.Fatal(err)
	}
	if err := b.CreateFile(k, []byte("two")); !errors.Is(err, fs.ErrExist) {
		t.Fatalf("a second create: %v", err)
	}
	if data, _, _ := b.ReadFile(k, 100); string(data) != "one" {
		t.Fatalf("the created file was replaced: %q", data)
	}
	aside := k + ".aside"
	if err := b.Rename(k, aside); err != nil {
		t.Fatal(err)
	}
	if _, _, err := b.ReadFile(k, 100); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("the renamed file is still there: %v", err)
	}
	if err := b.Rename(k, aside+"2"); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("renaming no file: %v", err)
	}
	b.CreateFile(k, []byte("three"))
	if err := b.Rename(k, aside); !errors.Is(err, fs.ErrExist) {
		t.Fatalf("renaming onto a file: %v", err)
	}
	for name, want := range map[string]string{k: "three", aside: "one"} {
		if data, _, _ := b.ReadFile(name, 100); string(data) != want {
			t.Fatalf("after the renames %s holds %q, want %q", name, data, want)
		}
	}
	b.WriteFile(filepath.Join(dir, "saves", "b.json"), []byte("b"))
	b.WriteFile(filepath.Join(dir, "saves", "c.txt"), []byte("c"))
	b.WriteFile(filepath.Join(dir, "saves", "deeper", "d.json"), []byte("d"))
	if l := b.List(filepath.Join(dir, "saves"), ".json"); len(l) != 2 || l[0] != "a.json" || l[1] != "b.json" {
		t.Fatalf("listed %v", l)
	}
	if err := b.Remove(p); err != nil {
		t.Fatal(err)
	}
	if err := b.Remove(p); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("removed twice: %v", err)
	}
	if _, _, err := b.ReadFile(p, 10); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("a removed file reads: %v", err)
	}
}

// A save that does not fit the storage's quota is refused whole: the
// store's Put says the storage is full and the game's last save that fit
// still opens as it was, in progress (a game that ends and does not fit
// its history stays among the saves).
func TestAWriteOverTheQuotaKeepsTheOldSave(t *testing.T) {
	mem := &Memory{}
	s := OpenIn(mem, "patron")
	now := time.Now()
	early, later := played(t, 4, 40), played(t, 4, 300)
	first, _ := savefile.Write(early, twoPlayers, savefile.WithSecrets, now, now)
	if err := s.Put("g", first, false); err != nil {
		t.Fatal(err)
	}
	mem.Quota = mem.Used() + 100 // room for a few bytes more, not the later save
	second, _ := savefile.Write(later, twoPlayers, savefile.WithSecrets, now, now)
	if len(second) <= len(first)+100 {
		t.Fatalf("the later save (%d bytes) is not larger than the first (%d)", len(second), len(first))
	}
	if err := s.Put("g", second, later.Over()); !errors.Is(err, ErrFull) {
		t.Fatalf("a save over the quota: %v", err)
	}
	_, g, err := s.Load("g", false)
	if err != nil || len(g.Log()) != len(early.Log()) {
		t.Fatalf("after a refused write, the old save opens as %v", err)
	}
	if kept, _, _ := mem.ReadFile(s.path("g", false), savefile.MaxBytes); !bytes.Equal(kept, first) {
		t.Fatal("the old save changed")
	}
	done := played(t, 3, 100000)
	over, _ := savefile.Write(done, twoPlayers, savefile.WithSecrets, now, now)
	if err := s.Put("g", over, true); !errors.Is(err, ErrFull) {
		t.Fatalf("a finished game over the quota: %v", err)
	}
	if s.Count(true) != 0 || s.Count(false) != 1 {
		t.Fatalf("after a refused end: %d finished, %d in progress", s.Count(true), s.Count(false))
	}
	mem.Quota = 0
	if err := s.Put("g", over, true); err != nil || s.Count(true) != 1 || s.Count(false) != 0 {
		t.Fatalf("with room, the finished game goes to the history: %v", err)
	}
}

// A stored value changed behind the game's back (a byte of its log, or
// cut short) is refused on opening with the save's own error, listed as
// damaged, and stays as it was: nothing replaces or removes it until the
// player deletes it or the game saves again.
func TestADamagedStoredSaveIsRefusedAndKept(t *testing.T) {
	mem := &Memory{}
	s := OpenIn(mem, "patron")
	g := played(t, 5, 120)
	data, _ := savefile.Write(g, twoPlayers, savefile.WithSecrets, time.Now(), time.Now())
	at := bytes.Index(data, []byte(`"log": [`))
	if at < 0 {
		t.Fatal("no log in the save")
	}
	at += bytes.IndexByte(data[at+len(`"log": [`):], '"') + len(`"log": [`) + 1
	flipped := bytes.Clone(data)
	flipped[at] ^= 1 // the first command's first letter: still JSON, not the same game
	for name, c := range map[string]struct {
		bad  []byte
		want savefile.Problem
	}{"a byte changed": {flipped, savefile.SealBroken}, "cut short": {data[:len(data)/2], savefile.NotASave}} {
		bad := c.bad
		if err := mem.WriteFile(s.path("g", false), bad); err != nil {
			t.Fatal(err)
		}
		_, _, err := s.Load("g", false)
		var e *savefile.Error
		if !errors.As(err, &e) || e.Problem != c.want {
			t.Fatalf("%s: opened as %v", name, err)
		}
		if l := s.List(false); len(l) != 1 || l[0].Err == nil {
			t.Fatalf("%s: listed as %+v", name, l)
		}
		if kept, _, _ := mem.ReadFile(s.path("g", false), savefile.MaxBytes); !bytes.Equal(kept, bad) {
			t.Fatalf("%s: the damaged save was changed", name)
		}
	}
	if err := s.Put("g", data, false); err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.Load("g", false); err != nil {
		t.Fatalf("saved again, it opens: %v", err)
	}
}

// In memory as on disk, a bot Patrón's part is sealed with a key made
// once, beside the saves; a damaged key is set aside, never replaced.
func TestTheKeyInAnotherBackend(t *testing.T) {
	mem := &Memory{}
	s := OpenIn(mem, "patron")
	table := savefile.Table{People: []savefile.Person{{Name: "Ana"}, {Name: "Bot", Bot: "normal"}}, Patron: 1, Control: [4]int{0, 0, 0, 0}}
	a := NewAutosaver(s, "g", savefile.WithSecrets, time.Now())
	g := played(t, 6, 60)
	a.Save(g, table)
	if err := a.Close(); err != nil {
		t.Fatal(err)
	}
	k1, err := s.Key(false)
	if err != nil || k1 == nil {
		t.Fatalf("no key after a sealed save: %v", err)
	}
	if f, _, err := s.Load("g", false); err != nil || f.Sealed == nil {
		t.Fatalf("the sealed save opens as %v", err)
	}
	if k2, _ := s.Key(true); k2.ID() != k1.ID() {
		t.Fatal("a second key was made")
	}
	damagedKeyIsSetAside(t, s, func(data []byte) { mem.WriteFile(filepath.Join(s.KeyDir, KeyFile), data) })
}
