package words

import (
	"encoding/json"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomedium"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/sfnt"

	"patron/assets/lang"
)

// raw reads a catalogue as it is written.
func raw(t *testing.T, code string) map[string]json.RawMessage {
	t.Helper()
	data, err := lang.Files.ReadFile(code + ".json")
	if err != nil {
		t.Fatalf("%s: %v", code, err)
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatalf("%s: %v", code, err)
	}
	return m
}

// texts are every text of a catalogue entry: the string, or each plural form.
func texts(v json.RawMessage) []string {
	var s string
	if json.Unmarshal(v, &s) == nil {
		return []string{s}
	}
	var forms map[string]string
	json.Unmarshal(v, &forms)
	var out []string
	for _, f := range forms {
		out = append(out, f)
	}
	slices.Sort(out)
	return out
}

var verb = regexp.MustCompile(`%(?:\[\d+\])?[-+# 0]*\d*(?:\.\d+)?[a-zA-Z%]`)

// verbs are a format's verbs, argument indexes left out, sorted.
func verbs(s string) []string {
	var out []string
	for _, v := range verb.FindAllString(s, -1) {
		out = append(out, regexp.MustCompile(`\[\d+\]`).ReplaceAllString(v, ""))
	}
	slices.Sort(out)
	return out
}

// Every catalogue translates every English text, and nothing else: a text
// missing, or one that no screen says any more, fails. Every translation
// keeps the English text's format verbs, and the plural forms are the
// language's own.
func TestCataloguesAreWhole(t *testing.T) {
	english := corpus(t)
	forms := map[string][]string{"en": {"one", "other"}, "es": {"one", "other"}, "de": {"one", "other"},
		"ru": {"few", "many", "one", "other"}, "pl": {"few", "many", "one", "other"}}
	for _, l := range Languages {
		cat := raw(t, l.Code)
		for _, en := range english {
			v, ok := cat[en]
			if !ok {
				if l.Code != "en" {
					t.Errorf("%s: no translation of %q", l.Code, en)
				}
				continue
			}
			for _, tr := range texts(v) {
				if !slices.Equal(verbs(tr), verbs(en)) {
					t.Errorf("%s: %q changes the verbs of %q", l.Code, tr, en)
				}
				if strings.TrimSpace(tr) == "" {
					t.Errorf("%s: %q is translated by nothing", l.Code, en)
				}
			}
			var pf map[string]string
			if json.Unmarshal(v, &pf) == nil {
				var got []string
				for k := range pf {
					got = append(got, k)
				}
				slices.Sort(got)
				if !slices.Equal(got, forms[l.Code]) {
					t.Errorf("%s: %q has plural forms %v, want %v", l.Code, en, got, forms[l.Code])
				}
			}
		}
		for k := range cat {
			if !slices.Contains(english, k) {
				t.Errorf("%s: %q is translated, but no screen says it", l.Code, k)
			}
		}
	}
}

// The Go fonts draw every letter of every language: no text shows a box.
func TestFontsCoverEveryLanguage(t *testing.T) {
	var fonts []*sfnt.Font
	for _, ttf := range [][]byte{gomedium.TTF, gobold.TTF, gomono.TTF} {
		f, err := sfnt.Parse(ttf)
		if err != nil {
			t.Fatal(err)
		}
		fonts = append(fonts, f)
	}
	var buf sfnt.Buffer
	for _, l := range Languages {
		missing := map[rune]bool{}
		for _, v := range raw(t, l.Code) {
			for _, s := range texts(v) {
				for _, r := range s {
					if unicode.IsSpace(r) || missing[r] {
						continue
					}
					for _, f := range fonts {
						if i, err := f.GlyphIndex(&buf, r); err != nil || i == 0 {
							missing[r] = true
						}
					}
				}
			}
		}
		for r := range missing {
			t.Errorf("%s: the fonts have no %q (U+%04X)", l.Code, r, r)
		}
	}
}

// Each language says the screens' texts, the rules and the hints in its
// own words, and loading one changes nothing of another nor of this
// package's English texts; plural forms follow the number.
func TestEachLanguageIsAValue(t *testing.T) {
	if _, err := Load("xx"); err == nil {
		t.Fatal("an unknown language was taken")
	}
	if Lookup("xx") != English() {
		t.Error("an unknown language is not English")
	}
	before := Cancel
	en := English()
	for _, l := range Languages[1:] {
		lg, err := Load(l.Code)
		if err != nil {
			t.Fatal(err)
		}
		if lg.T(Cancel) == Cancel || lg.Code() != l.Code {
			t.Errorf("%s: Cancel is still %q", l.Code, lg.T(Cancel))
		}
		if r := lg.Rules(); r[0].Title == Rules[0].Title || lg.Hint("defense").Title == Hints["defense"].Title {
			t.Errorf("%s: the rules or hints were not translated", l.Code)
		}
	}
	if Cancel != before || en.T(Cancel) != Cancel || English().Rules()[0].Title != Rules[0].Title {
		t.Errorf("after the others, English reads %q", en.T(Cancel))
	}
}

// Russian and Polish choose among their plural forms by the number.
func TestPluralFormsFollowTheNumber(t *testing.T) {
	for _, code := range []string{"ru", "pl"} {
		lg, err := Load(code)
		if err != nil {
			t.Fatal(err)
		}
		one, few, many := lg.Sprintf(ReplayDeduced, 1), lg.Sprintf(ReplayDeduced, 3), lg.Sprintf(ReplayDeduced, 5)
		if one == few || few == many || !strings.Contains(one, "1") || !strings.Contains(many, "5") {
			t.Errorf("%s: 1, 3, 5 places read %q, %q, %q", code, one, few, many)
		}
	}
	if got := English().Sprintf(ReplayDeduced, 1); !strings.Contains(got, "1 place ") {
		t.Errorf("English, one place: %q", got)
	}
}

// The language of the system's locale, when the game speaks it.
func TestFromLocale(t *testing.T) {
	for env, want := range map[string]string{"ru_RU.UTF-8": "ru", "pl_PL": "pl", "de_AT.UTF-8": "de", "es_CO.UTF-8": "es",
		"fr_FR.UTF-8": "en", "C.UTF-8": "en", "": "en"} {
		got := FromLocale(func(k string) string {
			if k == "LANG" {
				return env
			}
			return ""
		})
		if got != want {
			t.Errorf("LANG=%q gives %q, want %q", env, got, want)
		}
	}
}
