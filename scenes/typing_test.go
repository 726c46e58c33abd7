package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// typed feeds frames of typed characters through the window's own path
// (App.Update: the input source, then the scene) and returns nothing; the
// scene holds what was typed.
func typed(a *App, frames ...string) {
	src := a.Input.(*Script)
	for _, f := range frames {
		src.Push(Input{Chars: []rune(f)})
	}
	for src.Pending() > 0 {
		a.Update()
	}
}

// Typing fast (about 12 keys a second, so that two keys may fall in one
// frame, or one in each of two frames in a row) loses no letter: every
// character of every frame reaches the New game name field, the seed and
// the LAN join screen's name.
func TestFastTypingLosesNoLetter(t *testing.T) {
	s := NewSetupScreen()
	a := NewApp(s, &Script{})
	a.Settings.Path, a.Store = "", nil
	s.focus = 0
	typed(a, "An", "a", "", " M", "a", "r", "íaX")
	if got := s.names[0]; got != "Ana MaríaX" {
		t.Errorf("name typed as %q", got)
	}
	s.focus = 2
	typed(a, "Ana", "Bo", "b")
	if got := s.names[2]; got != "AnaBob" {
		t.Errorf("third name typed as %q", got)
	}
	a.Input.(*Script).Push(Input{Chars: []rune("x"), Keys: []ebiten.Key{ebiten.KeyBackspace}}) // typed and taken back in one frame
	a.Update()
	if got := s.names[2]; got != "AnaBob" {
		t.Errorf("a letter typed and erased in one frame left %q", got)
	}
	s.focus = focusSeed
	typed(a, "12", "3", "45")
	if s.seed != "12345" {
		t.Errorf("seed typed as %q", s.seed)
	}

	j := &JoinScreen{seat: -1} // no search on the network
	a = NewApp(j, &Script{})
	a.Settings.Path, a.Store = "", nil
	typed(a, "An", "a")
	if j.name != "Ana" {
		t.Errorf("LAN name typed as %q", j.name)
	}
}
