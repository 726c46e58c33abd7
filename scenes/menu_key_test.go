package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// The menu is painted again only when something it shows changes: its
// key stays while nothing happens, and changes when the mouse moves, the
// keys' help opens, or the window's size changes.
func TestMenuKeyChangesOnlyWithWhatItShows(t *testing.T) {
	a := NewApp(&Menu{}, &Script{})
	a.Store = nil
	m := &Menu{}
	still := m.DrawKey(a)
	if m.DrawKey(a) != still {
		t.Fatal("the menu's key changed with nothing changing")
	}
	a.lastX, a.lastY = 640, 210
	moved := m.DrawKey(a)
	if moved == still {
		t.Error("the menu's key stayed when the mouse moved")
	}
	m.Update(a, &Input{Keys: []ebiten.Key{ebiten.KeyH}})
	if m.DrawKey(a) == moved {
		t.Error("the menu's key stayed when the keys' help opened")
	}
	a.Resize(1000, 700)
	if m.DrawKey(a) == moved {
		t.Error("the menu's key stayed when the window changed size")
	}
}
