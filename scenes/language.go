package scenes

import (
	"patron/scenes/words"
)

// UseLanguage makes the window speak the settings' language, or the
// system's when none is set; English when either is unknown.
func UseLanguage(a *App) { a.Lang = settingsLanguage(&a.Settings) }

func settingsLanguage(s *Settings) *words.Lang {
	code := s.Language
	if code == "" {
		code = words.SystemLanguage()
	}
	return words.Lookup(code)
}
