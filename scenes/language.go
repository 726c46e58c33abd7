package scenes

import (
	"patron/scenes/words"
)

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
