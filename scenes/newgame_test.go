package scenes

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/render/draw"
	"patron/scenes/words"
)

// Names take letters (accents too) up to nameLimit of them, the seed only
// digits; Backspace removes a whole letter.
func TestSetupTyping(t *testing.T) {
	lang := words.English()
	s := NewSetupScreen()
	s.focus = 1
	s.typeInto(&Input{Chars: []rune("Ana María!7")})
	if got := s.name(lang, 1); got != "Ana María7" {
		t.Errorf("name %q", got)
	}
	s.typeInto(&Input{Keys: []ebiten.Key{ebiten.KeyBackspace}})
	s.typeInto(&Input{Keys: []ebiten.Key{ebiten.KeyBackspace}})
	if got := s.name(lang, 1); got != "Ana Marí" {
		t.Errorf("after two Backspaces %q", got)
	}
	s.typeInto(&Input{Chars: []rune("abcdefghijklmnopqrstuvwxyz")})
	if n := len([]rune(s.names[1])); n != nameLimit {
		t.Errorf("name of %d letters, want at most %d", n, nameLimit)
	}
	if got := s.name(lang, 0); got != "Player 1" {
		t.Errorf("an untyped name is %q", got)
	}
	s.focus = focusSeed
	s.typeInto(&Input{Chars: []rune("4x2")})
	if s.seed != "42" {
		t.Errorf("seed %q, want digits only", s.seed)
	}
	ms, err := s.setup(lang)
	if err != nil || ms.Seed != 42 || ms.People[1].Name != s.names[1] {
		t.Errorf("setup %+v, %v", ms, err)
	}
}

// A name cut at the limit right after a dash shows no stray dash; the
// screen says how long a name may be while one is typed.
func TestSetupNamesSayTheirLimitAndEndClean(t *testing.T) {
	lang := words.English()
	s := NewSetupScreen()
	s.focus = 1
	s.typeInto(&Input{Chars: []rune("Cara Hernández-Ospina Restrepo")})
	if n := len([]rune(s.names[1])); n != nameLimit {
		t.Fatalf("name of %d letters, want %d", n, nameLimit)
	}
	s.names[1] = "Cara Hernández-"
	if got := s.name(lang, 1); got != "Cara Hernández" {
		t.Errorf("the name shows as %q", got)
	}
	a := NewApp(s, &Script{X: -1, Y: -1})
	a.Settings, a.Store = DefaultSettings(), nil
	c := &draw.Canvas{S: 1}
	s.Draw(a, c)
	if said := strings.Join(c.QueuedTexts(), " "); !strings.Contains(said, lang.Sprintf(words.NameRoom, nameLimit)) {
		t.Errorf("typing a name, the screen does not say its limit: %q", c.QueuedTexts())
	}
}
