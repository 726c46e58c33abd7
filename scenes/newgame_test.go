package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// Names take letters (accents too) up to 14 of them, the seed only digits;
// Backspace removes a whole letter.
func TestSetupTyping(t *testing.T) {
	s := NewSetupScreen()
	s.focus = 1
	s.typeInto(&Input{Chars: []rune("Ana María!7")})
	if got := s.name(1); got != "Ana María7" {
		t.Errorf("name %q", got)
	}
	s.typeInto(&Input{Keys: []ebiten.Key{ebiten.KeyBackspace}})
	s.typeInto(&Input{Keys: []ebiten.Key{ebiten.KeyBackspace}})
	if got := s.name(1); got != "Ana Marí" {
		t.Errorf("after two Backspaces %q", got)
	}
	s.typeInto(&Input{Chars: []rune("abcdefghijklmnop")})
	if n := len([]rune(s.names[1])); n != 14 {
		t.Errorf("name of %d letters, want at most 14", n)
	}
	if got := s.name(0); got != "Player 1" {
		t.Errorf("an untyped name is %q", got)
	}
	s.focus = focusSeed
	s.typeInto(&Input{Chars: []rune("4x2")})
	if s.seed != "42" {
		t.Errorf("seed %q, want digits only", s.seed)
	}
	ms, err := s.setup()
	if err != nil || ms.Seed != 42 || ms.People[1].Name != s.names[1] {
		t.Errorf("setup %+v, %v", ms, err)
	}
}
