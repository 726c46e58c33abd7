package scenes

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game/savefile"
	"patron/scenes/store"
	"patron/scenes/words"
)

// Each item of the menu keeps its number key whether Continue is there
// or not (Continue takes 0, and Enter); H opens the keys' help, as at the
// table, and H again closes it.
func TestMenuKeysStayWhenContinueAppears(t *testing.T) {
	lang := words.English()
	st := store.Open(t.TempDir())
	for _, waiting := range []bool{false, true} {
		if waiting {
			saveGame(t, lang, st, 1, savefile.WithSecrets, time.Now().Add(-time.Hour))
		}
		a := NewApp(&Menu{}, &Script{})
		a.Store = st
		m := &Menu{}
		if got := m.items(a)[0].id == named("menu:continue"); got != waiting {
			t.Fatalf("Continue on the menu: %v, want %v", got, waiting)
		}
		m.Update(a, &Input{Keys: []ebiten.Key{ebiten.Key3}})
		if _, ok := a.next.(*NewSetup); !ok {
			t.Errorf("Continue there %v: key 3 opened %T, not New game", waiting, a.next)
		}
		a.next = nil
		m.Update(a, &Input{Keys: []ebiten.Key{ebiten.KeyH}})
		if !m.help {
			t.Errorf("Continue there %v: H did not open the keys' help", waiting)
		}
		m.Update(a, &Input{Keys: []ebiten.Key{ebiten.Key3}})
		if a.next != nil {
			t.Error("a number key under the help chose an item")
		}
		m.Update(a, &Input{Keys: []ebiten.Key{ebiten.KeyH}})
		if m.help {
			t.Error("H again did not close the help")
		}
	}
}
