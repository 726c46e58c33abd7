package scenes

import (
	"math/rand/v2"
	"testing"

	"patron/scenes/match"
	"patron/scenes/store"
)

// Every decision is saved; closing the window (even from the rules
// reference opened over the table) leaves the newest game on disk.
func TestTableSavesAndClosingFlushes(t *testing.T) {
	a := &App{Store: store.Open(t.TempDir())}
	m, err := match.New(HotseatSetup(5))
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
