package scenes

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"patron/scenes/words"
	"strings"
	"testing"

	"patron/scenes/match"
	"patron/scenes/store"
)

// Every decision is saved; closing the window (even from the rules
// reference opened over the table) leaves the newest game on disk.
func TestTableSavesAndClosingFlushes(t *testing.T) {
	lang := words.English()
	a := &App{Store: store.Open(t.TempDir())}
	m, err := match.New(HotseatSetup(lang, 5))
	if err != nil {
		t.Fatal(err)
	}
	p := NewPlay(m)
	r := rand.New(rand.NewPCG(5, 5))
	for i := 0; i < 120 && !m.G.Over(); i++ {
		legal := m.G.View(m.G.Pending().Seat).Legal
		p.apply(a, legal[r.IntN(len(legal))])
	}
	(&Rules{Return: p}).Close(a)
	_, g, err := a.Store.Load(p.save.id, false)
	if err != nil {
		t.Fatal(err)
	}
	if g.PublicHash() != m.G.PublicHash() || g.SecretHash() != m.G.SecretHash() {
		t.Fatal("the save on disk is not the game at the table")
	}
	latest, ok := a.Store.Latest()
	if !ok || latest.ID != p.save.id {
		t.Fatalf("Continue would not resume this game: %+v", latest)
	}
}

// A game that cannot be saved says so on the table, and closing the window
// keeps it open once to say so.
func TestTableSaysWhenItCannotSave(t *testing.T) {
	lang := words.English()
	root := filepath.Join(t.TempDir(), "a-file")
	if err := os.WriteFile(root, []byte("not a folder"), 0o644); err != nil {
		t.Fatal(err)
	}
	a := &App{Store: store.Open(root)}
	m, err := match.New(HotseatSetup(lang, 6))
	if err != nil {
		t.Fatal(err)
	}
	p := NewPlay(m)
	legal := m.G.View(m.G.Pending().Seat).Legal
	p.apply(a, legal[0])
	if err := p.flushSave(); err == nil {
		t.Fatal("a save into a file's place succeeded")
	}
	p.checkSave(lang)
	if p.saveErr == "" {
		t.Fatal("the table does not say the game is not being saved")
	}
	if err := p.Close(a); err == nil || !strings.Contains(p.saveErr, "Close the window again") {
		t.Fatalf("closing: %v, %q", err, p.saveErr)
	}
}
