package words

import (
	"os"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// rulebook is the English rulebook, relative to this package's directory.
const rulebook = "../../../shared/seeds/003_3b6ccd4280dc2a46.txt"

// wordsOf lowercases text and splits it into words of letters and digits,
// so that markup, punctuation and line breaks do not hide a copy.
func wordsOf(text string) []string {
	return strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
}

func TestRulesSectionsAreSane(t *testing.T) {
	if n := len(Rules); n < 10 || n > 14 {
		t.Errorf("%d rule sections, want 10 to 14", n)
	}
	titles := map[string]bool{}
	for i, s := range Rules {
		if strings.TrimSpace(s.Title) == "" || len(s.Title) > 40 {
			t.Errorf("section %d: bad title %q", i, s.Title)
		}
		if titles[s.Title] {
			t.Errorf("section %d: title %q twice", i, s.Title)
		}
		titles[s.Title] = true
		n := utf8.RuneCountInString(s.Body)
		if n < 200 || n > 950 {
			t.Errorf("%q: body has %d characters, want 200 to 950", s.Title, n)
		}
		for _, p := range strings.Split(s.Body, "\n\n") {
			if strings.TrimSpace(p) != p || p == "" || strings.Contains(p, "\n") {
				t.Errorf("%q: paragraph %q is not one clean line", s.Title, p)
			}
		}
	}
}

// No body copies a sentence of the English rulebook: no run of eight words
// of a body appears in it.
func TestRulesAreOurOwnWords(t *testing.T) {
	data, err := os.ReadFile(rulebook)
	if err != nil {
		t.Skipf("rulebook not found: %v", err)
	}
	book := " " + strings.Join(wordsOf(string(data)), " ") + " "
	const window = 8
	for _, s := range Rules {
		w := wordsOf(s.Body)
		for i := 0; i+window <= len(w); i++ {
			run := strings.Join(w[i:i+window], " ")
			if strings.Contains(book, " "+run+" ") {
				t.Errorf("%q copies the rulebook: %q", s.Title, run)
			}
		}
	}
}
