package scenes

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"patron/game/savefile"
	"patron/scenes/store"
	"patron/scenes/words"
)

// A save whose key was damaged here says so in the player's language, the
// same on the Load game list, on Continue and when opened; the Load game
// screen names where the damaged key was kept; a new game against a bot
// Patrón is saved and opens again from the list.
func TestALostKeyIsSaidInWordsEverywhere(t *testing.T) {
	lang := words.Lookup("es")
	st := store.Open(t.TempDir())
	autosaved := func(seed uint64) string { // sealed: a bot plays the Patrón
		m := quickGame(t, lang, seed, 40)
		now := time.Now()
		id := store.NewID(now)
		a := store.NewAutosaver(st, id, savefile.WithSecrets, now)
		a.Save(m.G, m.Table())
		if err := a.Close(); err != nil {
			t.Fatal(err)
		}
		return id
	}
	old := autosaved(1)
	if err := os.WriteFile(filepath.Join(st.KeyDir, store.KeyFile), []byte("zzz"), 0o600); err != nil {
		t.Fatal(err)
	}
	a := &App{Store: st, Lang: lang}
	m := &Menu{}
	want := lang.T(words.SaveKeyLost)
	if items := m.items(a); items[0].id != named("menu:continue") || !strings.Contains(items[0].sub, want) {
		t.Fatalf("Continue says %q, want %q in it", items[0].sub, want)
	}
	if err := openSaved(a, old); err == nil || saveProblem(lang, err) != want {
		t.Fatalf("opening says %v", err)
	}
	fresh := autosaved(2)
	s := &LoadScreen{}
	s.list(a)
	for _, e := range s.entries {
		switch e.ID {
		case old:
			if saveProblem(lang, e.Err) != want {
				t.Fatalf("listed as %v", e.Err)
			}
		case fresh:
			if e.Err != nil {
				t.Fatalf("the new game is listed as %v", e.Err)
			}
		}
	}
	aside := s.keySetAside(a)
	if kept, err := os.ReadFile(aside); err != nil || string(kept) != "zzz" {
		t.Fatalf("the Load game screen names %q, which holds %q (%v)", aside, kept, err)
	}
	if err := openSaved(a, fresh); err != nil {
		t.Fatalf("the new game does not open: %v", err)
	}
}
