package words

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"sync"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"

	"patron/assets"
	"patron/game/prose"
	"patron/render/panels"
)

// Languages. Every sentence of the screens is written in English in this
// package (the engine's values are said by game/prose, the panels' words
// are in render/panels); each other language is a catalogue,
// assets/lang/<code>.json, that maps the English text to its translation:
// a string, or, where the words change with a number, an object of CLDR
// plural forms ("one", "few", "many", "other"). A Lang is one catalogue, a
// value: the window holds the one of its settings and says every sentence
// through it; this package keeps no language of its own, and its texts
// are never changed.

// Language is one language the game speaks.
type Language struct {
	Code string // BCP 47: "en", "es", "ru", "pl", "de"
	Name string // in itself: "Español"
}

// Languages are those the game speaks, English first.
var Languages = []Language{{"en", "English"}, {"es", "Español"}, {"ru", "Русский"}, {"pl", "Polski"}, {"de", "Deutsch"}}

// entry is one catalogue's translation of an English text.
type entry struct {
	text  string                 // the translation, or the "other" plural form
	forms map[plural.Form]string // the plural forms, when the text has them
}

// Lang is one language's catalogue, and the panels' words said in it.
// It never changes once loaded, so any number of screens and goroutines
// may share it.
type Lang struct {
	code    string
	tag     language.Tag
	entries map[string]entry
	byText  map[string]entry // plural entries by their "other" form, for Sprintf
	panels  *panels.Words    // the panels' words in this language
}

// English is the English catalogue (its own plural forms), loaded once.
var English = sync.OnceValue(func() *Lang {
	l, err := Load("en")
	if err != nil { // the catalogue is embedded: a test keeps it readable
		return &Lang{code: "en", tag: language.English, entries: map[string]entry{}, byText: map[string]entry{}, panels: panels.English()}
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

var formNames = map[string]plural.Form{"zero": plural.Zero, "one": plural.One, "two": plural.Two, "few": plural.Few, "many": plural.Many, "other": plural.Other}

// Load reads a language's catalogue.
func Load(code string) (*Lang, error) {
	tag, err := language.Parse(code)
	if err != nil {
		return nil, err
	}
	c := &Lang{code: code, tag: tag, entries: map[string]entry{}, byText: map[string]entry{}}
	data, err := assets.Lang.ReadFile("lang/" + code + ".json")
	if err != nil {
		return nil, fmt.Errorf("no catalogue for %q", code)
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, fmt.Errorf("catalogue %s: %w", code, err)
	}
	for en, v := range raw {
		var s string
		if json.Unmarshal(v, &s) == nil {
			c.entries[en] = entry{text: s}
			continue
		}
		var forms map[string]string
		if err := json.Unmarshal(v, &forms); err != nil {
			return nil, fmt.Errorf("catalogue %s: %q: neither a text nor plural forms", code, en)
		}
		e := entry{forms: map[plural.Form]string{}}
		for name, text := range forms {
			f, ok := formNames[name]
			if !ok {
				return nil, fmt.Errorf("catalogue %s: %q: no plural form %q", code, en, name)
			}
			e.forms[f] = text
		}
		if e.text = e.forms[plural.Other]; e.text == "" {
			return nil, fmt.Errorf("catalogue %s: %q: no \"other\" form", code, en)
		}
		c.entries[en] = e
		c.byText[e.text] = e
	}
	c.panels = c.panelWords()
	return c, nil
}

// Code is the language's code ("en", "es", …).
func (c *Lang) Code() string { return c.orEnglish().code }

// T is an English text of the screens in this language (itself when the
// catalogue has no translation for it).
func (c *Lang) T(en string) string { return c.orEnglish().text(en) }

func (c *Lang) text(en string) string {
	if e, ok := c.entries[en]; ok {
		return e.text
	}
	return en
}

// Sprintf formats like fmt.Sprintf an English text in this language,
// choosing the plural form by the first integer argument when the
// language has forms for it.
func (c *Lang) Sprintf(format string, args ...any) string {
	return c.orEnglish().sprintf(format, args...)
}

func (c *Lang) sprintf(format string, args ...any) string {
	e, ok := c.entries[format]
	if !ok {
		if e, ok = c.byText[format]; !ok {
			return fmt.Sprintf(format, args...)
		}
	}
	text := e.text
	if e.forms != nil {
		for _, a := range args {
			if n, ok := asInt(a); ok {
				if f, ok := e.forms[plural.Cardinal.MatchPlural(c.tag, n, 0, 0, 0, 0)]; ok {
					text = f
				}
				break
			}
		}
	}
	return fmt.Sprintf(text, args...)
}

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

func asInt(a any) (int, bool) {
	switch n := a.(type) {
	case int:
		return abs(n), true
	case int8:
		return abs(int(n)), true
	case int16:
		return abs(int(n)), true
	case int32:
		return abs(int(n)), true
	case int64:
		return abs(int(n)), true
	case uint8:
		return int(n), true
	}
	return 0, false
}

func abs(n int) int { return max(n, -n) }

// FromLocale is the language the system's locale asks for (LC_ALL,
// LC_MESSAGES, LANG), when the game speaks it; "en" otherwise.
func FromLocale(getenv func(string) string) string {
	for _, k := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		v := getenv(k)
		if v == "" {
			continue
		}
		code := strings.ToLower(strings.SplitN(strings.SplitN(v, ".", 2)[0], "_", 2)[0])
		for _, l := range Languages {
			if l.Code == code {
				return code
			}
		}
		return "en"
	}
	return "en"
}

// SystemLanguage is FromLocale for this process.
func SystemLanguage() string { return FromLocale(os.Getenv) }
