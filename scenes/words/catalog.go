package words

import (
	"sync"

	"patron/assets/lang"
	"patron/game/prose"
	"patron/render/panels"
)

// Languages. Every sentence of the screens is written in English in this
// package (the engine's values are said by game/prose, the panels' words
// are in render/panels); each other language is a catalogue of
// assets/lang (<code>.json, read there) that maps the English text to its
// translation, with plural forms where the words change with a number. A
// Lang is one catalogue and the panels' words said in it, a value: the
// window holds the one of its settings and says every sentence through
// it; this package keeps no language of its own, and its texts are never
// changed.

// Language is one language the game speaks.
type Language = lang.Language

// Languages are those the game speaks, English first.
var Languages = lang.Languages

// Lang is one language's catalogue, and the panels' words said in it.
// It never changes once loaded, so any number of screens and goroutines
// may share it.
type Lang struct {
	cat    *lang.Catalog
	panels *panels.Words // the panels' words in this language
}

// English is the English catalogue (its own plural forms), loaded once.
var English = sync.OnceValue(func() *Lang {
	l, err := Load("en")
	if err != nil { // the catalogue is embedded: a test keeps it readable
		return &Lang{cat: lang.English(), panels: panels.English()}
	}
	return l
})

// Lookup is the language of code, English when it is unknown or its
// catalogue does not read.
func Lookup(code string) *Lang {
	if l, err := Load(code); err == nil {
		return l
	}
	return English()
}

// Load reads a language's catalogue.
func Load(code string) (*Lang, error) {
	cat, err := lang.Load(code)
	if err != nil {
		return nil, err
	}
	c := &Lang{cat: cat}
	c.panels = c.panelWords()
	return c, nil
}

// Code is the language's code ("en", "es", …).
func (c *Lang) Code() string { return c.orEnglish().cat.Code() }

// T is an English text of the screens in this language (itself when the
// catalogue has no translation for it).
func (c *Lang) T(en string) string { return c.orEnglish().cat.T(en) }

func (c *Lang) text(en string) string { return c.cat.T(en) }

// Sprintf formats like fmt.Sprintf an English text in this language,
// choosing the plural form by the first integer argument when the
// language has forms for it.
func (c *Lang) Sprintf(format string, args ...any) string {
	return c.orEnglish().cat.Sprintf(format, args...)
}

func (c *Lang) sprintf(format string, args ...any) string { return c.cat.Sprintf(format, args...) }

// Printer says the engine's events, prompts, commands and refusals in this
// language.
func (c *Lang) Printer() prose.Printer {
	c = c.orEnglish()
	return prose.New(c.text, c.sprintf)
}

// Panels are the panels' words in this language.
func (c *Lang) Panels() *panels.Words { return c.orEnglish().panels }

// orEnglish is c, or English for no language: a screen made without one
// (a test's, a probe's) speaks English.
func (c *Lang) orEnglish() *Lang {
	if c == nil {
		return English()
	}
	return c
}

// FromLocale is the language the system's locale asks for (LC_ALL,
// LC_MESSAGES, LANG), when the game speaks it; "en" otherwise.
func FromLocale(getenv func(string) string) string { return lang.FromLocale(getenv) }

// SystemLanguage is FromLocale for this process.
func SystemLanguage() string { return lang.System() }
