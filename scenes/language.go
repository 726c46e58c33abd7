package scenes

import (
	"patron/game"
	"patron/game/box"
	"patron/render/panels"
	"patron/scenes/words"
)

// The screens speak the language of the settings: the words of this
// package's catalogue, the panels' words, the box's names and the engine's
// sentences all switch with words.Use.
func init() {
	words.Register(nil, panels.Text()...)
	words.Register(func(tr func(string) string, sprintf func(string, ...any) string) { game.SetText(tr, sprintf) }, box.Text()...)
}

// UseLanguage switches every sentence to the settings' language, or to
// the system's when none is set; English when either is unknown.
func UseLanguage(s *Settings) { useLanguage(s) }

func useLanguage(s *Settings) {
	code := s.Language
	if code == "" {
		code = words.SystemLanguage()
	}
	if words.Use(code) != nil {
		words.Use("en")
	}
}
