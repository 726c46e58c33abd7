// Package lang is the game's languages: the catalogues beside this file,
// <code>.json, each mapping an English text to its translation (a string,
// or, where the words change with a number, an object of CLDR plural
// forms: "one", "few", "many", "other"), and the choice of one by the
// system's locale. en.json holds English's own plural forms.
//
// A Catalog is one language, an unchanging value that any number of
// goroutines may share. The English texts themselves are written where
// they are said (scenes/words for the screens, netplay/lan for the
// headless host and join); this package keeps no language of its own and
// imports nothing of the game, the screens or the network.
package lang

import (
	"embed"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"sync"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
)

// Files holds the catalogues, <code>.json.
//
//go:embed *.json
var Files embed.FS

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

// Catalog is one language's catalogue. A nil Catalog is English.
type Catalog struct {
	code    string
	tag     language.Tag
	entries map[string]entry
	byText  map[string]entry // plural entries by their "other" form, for Sprintf
}

// English is the English catalogue (its own plural forms), loaded once.
var English = sync.OnceValue(func() *Catalog {
	c, err := Load("en")
	if err != nil { // the catalogue is embedded: a test keeps it readable
		return &Catalog{code: "en", tag: language.English, entries: map[string]entry{}, byText: map[string]entry{}}
	}
	return c
})

// Lookup is the language of code, English when it is unknown or its
// catalogue does not read.
func Lookup(code string) *Catalog {
	if c, err := Load(code); err == nil {
		return c
	}
	return English()
}

var formNames = map[string]plural.Form{"zero": plural.Zero, "one": plural.One, "two": plural.Two, "few": plural.Few, "many": plural.Many, "other": plural.Other}

// Load reads a language's catalogue.
func Load(code string) (*Catalog, error) {
	tag, err := language.Parse(code)
	if err != nil {
		return nil, err
	}
	c := &Catalog{code: code, tag: tag, entries: map[string]entry{}, byText: map[string]entry{}}
	data, err := Files.ReadFile(code + ".json")
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
	return c, nil
}

// Code is the language's code ("en", "es", …).
func (c *Catalog) Code() string { return c.orEnglish().code }

// T is an English text in this language (itself when the catalogue has
// no translation for it).
func (c *Catalog) T(en string) string {
	if e, ok := c.orEnglish().entries[en]; ok {
		return e.text
	}
	return en
}

// Sprintf formats like fmt.Sprintf an English text in this language,
// choosing the plural form by the first integer argument when the
// language has forms for it.
func (c *Catalog) Sprintf(format string, args ...any) string {
	c = c.orEnglish()
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

// orEnglish is c, or English for no catalogue: a caller made without one
// (a test's, a probe's) speaks English.
func (c *Catalog) orEnglish() *Catalog {
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

// System is FromLocale for this process.
func System() string { return FromLocale(os.Getenv) }
