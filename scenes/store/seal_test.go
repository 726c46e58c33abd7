package store

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"patron/game"
	"patron/game/savefile"
	"patron/game/savefile/savefiletest"
)

// Ana plays the Factions against a bot Patrón: nobody here plays him.
var botPatron = savefile.Table{People: []savefile.Person{{Name: "Bo", Bot: "normal"}, {Name: "Ana"}}, Patron: 0, Control: [4]int{1, 1, 1, 1}}

func problem(err error) savefile.Problem {
	var e *savefile.Error
	if errors.As(err, &e) {
		return e.Problem
	}
	return 0
}

func autosave(t *testing.T, s *Store, id string, g *game.Game, table savefile.Table) {
	t.Helper()
	a := NewAutosaver(s, id, savefile.WithSecrets, time.Now())
	a.Save(g, table)
	if err := a.Close(); err != nil {
		t.Fatal(err)
	}
}

// hideout is the Patrón's first hiding command, as the clear save spells
// it ("hide O6").
func hideout(t *testing.T, g *game.Game) string {
	for _, c := range g.Log() {
		if strings.HasPrefix(c.Format(), "hide ") {
			return c.Format()
		}
	}
	t.Fatal("the Patrón has not hidden yet")
	return ""
}

// A solo Factions game (a bot Patrón) is saved with the Patrón's part
// sealed with a key in the key folder, never in the saves folder: the save
// holds neither his part nor his hideout, and opens again to the same
// game. A game whose Patrón a person plays here is saved in clear, as is a
// finished game.
func TestABotPatronsPartIsSealed(t *testing.T) {
	root := t.TempDir()
	s := Open(root)
	s.KeyDir = filepath.Join(t.TempDir(), "config", "patron")
	g := played(t, 5, 120)
	autosave(t, s, "solo", g, botPatron)
	data, err := os.ReadFile(s.path("solo", false))
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(data, []byte(`"secret"`)) || !bytes.Contains(data, []byte(`"sealed"`)) || bytes.Contains(data, []byte(hideout(t, g))) {
		t.Fatalf("the bot Patrón's part is readable:\n%.600s", data)
	}
	st, err := os.Stat(filepath.Join(s.KeyDir, KeyFile))
	if err != nil {
		t.Fatalf("no key in the key folder: %v", err)
	}
	if runtime.GOOS != "windows" && st.Mode().Perm() != 0o600 {
		t.Fatalf("the key file is %v, want 0600", st.Mode().Perm())
	}
	if keys, _ := filepath.Glob(filepath.Join(root, "*", "*key*")); len(keys) != 0 {
		t.Fatalf("a key beside the saves: %v", keys)
	}
	f, back, err := s.Load("solo", false)
	if err != nil {
		t.Fatal(err)
	}
	if back.PublicHash() != g.PublicHash() || back.SecretHash() != g.SecretHash() || f.Secret == nil {
		t.Fatal("the sealed save opens to another game")
	}
	if l := s.List(false); len(l) != 1 || l[0].Err != nil || l[0].File.Sealed == nil || l[0].File.Table.People[1].Name != "Ana" {
		t.Fatalf("list: %+v", l)
	}
	// A person plays the Patrón: his part in clear, as before.
	autosave(t, s, "hotseat", g, twoPlayers)
	if data, _ := os.ReadFile(s.path("hotseat", false)); !bytes.Contains(data, []byte(hideout(t, g))) {
		t.Fatal("a person's Patrón part should stay in clear")
	}
	// Finished, the game's replay shows every secret: in clear.
	done := played(t, 3, 100000)
	autosave(t, s, "done", done, botPatron)
	if data, _ := os.ReadFile(s.path("done", true)); !bytes.Contains(data, []byte(`"secret"`)) {
		t.Fatal("a finished game's save should hold the Patrón's part in clear")
	}
}

// Without its key (saved on another computer, or the key file removed) a
// sealed save says so: listed with the table and the reason, and opening
// it is a clear NoKey error, never a panic; it opens again when the key is
// back. A new key made meanwhile does not open it either.
func TestASealedSaveWithoutItsKeySaysSo(t *testing.T) {
	s := Open(t.TempDir())
	s.KeyDir = t.TempDir()
	g := played(t, 6, 150)
	autosave(t, s, "solo", g, botPatron)
	keyPath := filepath.Join(s.KeyDir, KeyFile)
	key, err := os.ReadFile(keyPath)
	if err != nil {
		t.Fatal(err)
	}
	os.Remove(keyPath)
	check := func(what string) {
		t.Helper()
		l := s.List(false)
		if len(l) != 1 || problem(l[0].Err) != savefile.NoKey || l[0].File == nil || l[0].File.Table.People[1].Name != "Ana" {
			t.Fatalf("%s: listed as %+v", what, l)
		}
		f, g, err := s.Load("solo", false)
		if f != nil || g != nil || problem(err) != savefile.NoKey || !strings.Contains(err.Error(), "another computer, or its key is gone") {
			t.Fatalf("%s: opened as %v", what, err)
		}
	}
	check("no key")
	if _, err := s.Key(true); err != nil { // another game made a new key
		t.Fatal(err)
	}
	check("another key")
	if err := os.WriteFile(keyPath, key, 0o600); err != nil {
		t.Fatal(err)
	}
	if _, back, err := s.Load("solo", false); err != nil || back.SecretHash() != g.SecretHash() {
		t.Fatalf("the key is back: %v", err)
	}
	if l := s.List(false); l[0].Err != nil {
		t.Fatalf("the key is back, the list still says %v", l[0].Err)
	}
}

// Two copies of the game making the key at once end with one key (a
// damaged one is set aside, never replaced: key_aside_test.go).
func TestTheKeyIsMadeOnce(t *testing.T) {
	s := Open(t.TempDir())
	s.KeyDir = filepath.Join(t.TempDir(), "patron")
	var wg sync.WaitGroup
	ids := make([]string, 8)
	for i := range ids {
		wg.Add(1)
		go func() {
			defer wg.Done()
			other := &Store{KeyDir: s.KeyDir} // another copy of the game
			k, err := other.Key(true)
			if err != nil {
				t.Error(err)
				return
			}
			ids[i] = k.ID()
		}()
	}
	wg.Wait()
	for _, id := range ids {
		if id != ids[0] {
			t.Fatalf("two keys: %v", ids)
		}
	}
	if left, _ := filepath.Glob(filepath.Join(s.KeyDir, ".*")); len(left) != 0 {
		t.Fatalf("temporary files left: %v", left)
	}
}

// twice repeats the first line of a save that holds "key": (as a hand edit
// would, to show an editor one value and give the game another).
func twice(t *testing.T, data []byte, key string) []byte {
	t.Helper()
	lines := strings.Split(string(data), "\n")
	for i, l := range lines {
		if strings.HasPrefix(strings.TrimSpace(l), `"`+key+`":`) {
			dup := strings.TrimSuffix(l, ",") + ","
			return []byte(strings.Join(append(lines[:i:i], append([]string{dup}, lines[i:]...)...), "\n"))
		}
	}
	t.Fatalf("no %q in the save", key)
	return nil
}

// A save with a key twice is refused as the engine's loader refuses it:
// listed as damaged when the key is in what the list reads, refused on
// opening (and listed so afterwards) when it is further on.
func TestStoreRefusesAKeyTwice(t *testing.T) {
	s := Open(t.TempDir())
	g := played(t, 7, 150)
	data, err := savefile.Write(g, twoPlayers, savefile.WithSecrets, time.Now(), time.Now())
	if err != nil {
		t.Fatal(err)
	}
	for key, where := range map[string]string{"patron": "table.patron", "turn": "summary.turn", "secretHash": "secret.secretHash", "seal": "seal"} {
		if err := s.Put("g", twice(t, data, key), false); err != nil {
			t.Fatal(err)
		}
		_, _, err := s.Load("g", false)
		var e *savefile.Error
		if !errors.As(err, &e) || e.Problem != savefile.Malformed || e.Where != where {
			t.Errorf("%s twice: opened as %v", key, err)
		}
		if l := s.List(false); len(l) != 1 || problem(l[0].Err) != savefile.Malformed {
			t.Errorf("%s twice: listed as %+v", key, l)
		}
	}
}

// crafted is a save of n bytes or so: a real save's head, then a public
// log padded with commands to that size. Every check up to the log's
// length passes; only then is it refused.
func crafted(t testing.TB, n int) []byte {
	t.Helper()
	g := played(t, 8, 100)
	data, err := savefile.Write(g, twoPlayers, savefile.WithSecrets, time.Now(), time.Now())
	if err != nil {
		t.Fatal(err)
	}
	at := bytes.Index(data, []byte(`"log": [`)) + len(`"log": [`)
	pad := bytes.Repeat([]byte(`"pass",`), (n-len(data))/7)
	return append(append(append([]byte(nil), data[:at]...), pad...), data[at:]...)
}

// allocated is how many bytes f allocates.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// Listing reads what the list shows: a 31 MiB file is refused unread, as
// too large; a crafted save under the bound is read no further than its
// head (it lists, and is refused when opened, and listed so afterwards).
// Bounded by allocation, not time: a list that parsed these files whole
// allocated hundreds of megabytes.
func TestListingReadsOnlyTheHead(t *testing.T) {
	s := Open(t.TempDir())
	huge, big := crafted(t, 31<<20), crafted(t, savefile.MaxBytes-1000)
	if len(huge) < 31<<20-100 || len(big) > savefile.MaxBytes {
		t.Fatalf("crafted %d and %d bytes", len(huge), len(big))
	}
	s.Put("huge", huge, false)
	s.Put("big", big, false)
	var l []Entry
	if n := allocated(func() { l = s.List(false) }); n > 4<<20 {
		t.Fatalf("listing allocated %d bytes", n)
	}
	byID := map[string]Entry{}
	for _, e := range l {
		byID[e.ID] = e
	}
	if e := byID["huge"]; problem(e.Err) != savefile.TooLarge || e.File != nil {
		t.Fatalf("the 31 MiB file: %+v", e)
	}
	if e := byID["big"]; e.Err != nil || e.File == nil || e.File.Summary.Commands == 0 {
		t.Fatalf("the crafted save's head: %+v", e)
	}
	if _, _, err := s.Load("big", false); problem(err) == 0 {
		t.Fatalf("the crafted save opened as %v", err)
	}
	if _, _, err := s.Load("huge", false); problem(err) != savefile.TooLarge {
		t.Fatalf("the 31 MiB file opened as %v", err)
	}
	for _, e := range s.List(false) {
		if e.Err == nil {
			t.Fatalf("after it failed to open, %s lists as sound", e.ID)
		}
	}
	// Whatever its size, the head alone is read.
	if n := allocated(func() { s.readHead(s.path("big", false)) }); n > 2*savefile.HeadBytes+(1<<20) {
		t.Fatalf("reading a head allocated %d bytes", n)
	}
}

// BenchmarkListCrafted lists a saves folder holding one crafted file of
// 31 MiB (a real save's head, its log padded).
func BenchmarkListCrafted(b *testing.B) {
	for _, c := range []struct {
		name string
		size int
	}{{"31MiB", 31 << 20}, {"under-4MiB", savefile.MaxBytes - 1000}} {
		b.Run(c.name, func(b *testing.B) {
			s := Open(b.TempDir())
			s.Put("crafted", crafted(b, c.size), false)
			b.ReportAllocs()
			for b.Loop() {
				if l := s.List(false); len(l) != 1 {
					b.Fatalf("listed as %+v", l)
				}
			}
		})
	}
}

// A bot Patrón's save edited to put a person in his seat, or to give his
// seat another bot, its outer seal made again, is refused as tampered on
// opening, listed so, and left as it was on disk.
func TestAnEditedBotPatronsSaveIsRefusedAndKept(t *testing.T) {
	s := Open(t.TempDir())
	s.KeyDir = t.TempDir()
	autosave(t, s, "solo", played(t, 12, 150), botPatron)
	data, err := os.ReadFile(s.path("solo", false))
	if err != nil {
		t.Fatal(err)
	}
	for what, edit := range map[string]func(f *savefile.File){
		"a person in the Patrón's seat": func(f *savefile.File) { f.Table.People[0].Bot = "" },
		"another bot in his seat":       func(f *savefile.File) { f.Table.People[0].Bot = "easy" },
		"the Factions' player renamed":  func(f *savefile.File) { f.Table.People[1].Name = "Eve" },
	} {
		edited, err := savefiletest.Edited(data, edit)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(s.path("solo", false), edited, 0o644); err != nil {
			t.Fatal(err)
		}
		if f, g, err := s.Load("solo", false); g != nil || problem(err) != savefile.Tampered {
			t.Fatalf("%s: opened as %v (seat %+v)", what, err, f)
		}
		if l := s.List(false); len(l) != 1 || problem(l[0].Err) != savefile.Tampered {
			t.Fatalf("%s: listed as %+v", what, l)
		}
		if now, _ := os.ReadFile(s.path("solo", false)); !bytes.Equal(now, edited) {
			t.Fatalf("%s: the refused save was changed", what)
		}
	}
}
