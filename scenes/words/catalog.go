package words

import (
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"strings"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"

	"patron/assets"
	"patron/game/prose"
	"patron/render/panels"
)

// Languages. Every sentence of the screens is written in English in this
// package (and in the engine's messages and the box's names); each other
// language is a catalogue, assets/lang/<code>.json, that maps the English
// text to its translation: a string, or, where the words change with a
// number, an object of CLDR plural forms ("one", "few", "many", "other").
// Use switches every sentence at once.

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

type catalog struct {
	code    string
	tag     language.Tag
	entries map[string]entry
	byText  map[string]entry // plural entries by their "other" form, for Sprintf
	panels  *panels.Words    // the panels' words in this language, once made
}

var (
	current = &catalog{code: "en", tag: language.English, entries: map[string]entry{}, byText: map[string]entry{}}
	english = map[*string]string{} // every registered string's English text
)

// English has its catalogue too: its own plural forms.
func init() {
	if c, err := load("en"); err == nil {
		current = c
	}
}

var formNames = map[string]plural.Form{"zero": plural.Zero, "one": plural.One, "two": plural.Two, "few": plural.Few, "many": plural.Many, "other": plural.Other}

// load reads a language's catalogue.
func load(code string) (*catalog, error) {
	tag, err := language.Parse(code)
	if err != nil {
		return nil, err
	}
	c := &catalog{code: code, tag: tag, entries: map[string]entry{}, byText: map[string]entry{}}
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
	return c, nil
}

// Use makes code the language of every sentence. An unknown code, or a
// catalogue that does not read, leaves the language as it was.
func Use(code string) error {
	c, err := load(code)
	if err != nil {
		return err
	}
	current = c
	for p, en := range english {
		*p = T(en)
	}
	return nil
}

// Current is the code of the language in use.
func Current() string { return current.code }

// T is an English text in the language in use (itself when the catalogue
// has no translation for it).
func T(en string) string {
	if e, ok := current.entries[en]; ok {
		return e.text
	}
	return en
}

// Sprintf formats like fmt.Sprintf a text of this package (already in the
// language in use) or an English text, choosing the plural form by the
// first integer argument when the language has forms for it.
func Sprintf(format string, args ...any) string { return current.sprintf(format, args...) }

// Printer says the engine's events, prompts and refusals in the language
// in use. It carries its catalogue: what it says does not follow a later
// switch, so the screens ask for it when they draw.
func Printer() prose.Printer { return current.printer() }

func (c *catalog) printer() prose.Printer { return prose.New(c.text, c.sprintf) }

// sprintf is Sprintf in this catalogue's language.
func (c *catalog) sprintf(format string, args ...any) string {
	e, ok := c.byText[format]
	if !ok {
		if e, ok = c.entries[format]; !ok {
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

// register adds the strings under roots (pointers to strings, or to
// arrays, slices, maps and structs of them) to those Use translates.
func register(roots ...any) {
	for _, r := range roots {
		walk(reflect.ValueOf(r))
	}
}

// walk finds every settable string under v and remembers its English.
// Map values are not settable: maps hold their strings by value, so they
// must be registered as maps of pointers or not at all.
func walk(v reflect.Value) {
	switch v.Kind() {
	case reflect.Pointer:
		walk(v.Elem())
	case reflect.String:
		if v.CanAddr() {
			p := v.Addr().Interface().(*string)
			if _, seen := english[p]; !seen {
				english[p] = *p
			}
			*p = T(english[p])
		}
	case reflect.Array, reflect.Slice:
		for i := range v.Len() {
			walk(v.Index(i))
		}
	case reflect.Struct:
		for i := range v.NumField() {
			walk(v.Field(i))
		}
	case reflect.Map:
		for _, k := range v.MapKeys() {
			walk(v.MapIndex(k))
		}
	}
}

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
