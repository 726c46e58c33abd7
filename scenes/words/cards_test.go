package words

import (
	"os"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// The component list and the English rulebook, relative to this package's directory.
const (
	cardsComponentsFile = "../../../shared/spec/COMPONENTS.md"
	cardsRulebookFile   = "../../../shared/seeds/003_3b6ccd4280dc2a46.txt"
)

// cardWords lowercases text and splits it into words of letters and digits,
// so that punctuation, markup and line breaks do not hide a copy.
func cardWords(text string) []string {
	return strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
}

// cardTexts is every card and objective text with a label for messages.
func cardTexts() map[string]string {
	out := map[string]string{}
	for i, s := range CardEffects {
		out["card "+itoa(i)] = s
	}
	for i, s := range ObjectiveEffects {
		out["objective "+itoa(i)] = s
	}
	return out
}

func itoa(i int) string {
	if i < 10 {
		return string(rune('0' + i))
	}
	return itoa(i/10) + string(rune('0'+i%10))
}

func TestCardTextsAreSane(t *testing.T) {
	for label, s := range cardTexts() {
		if strings.TrimSpace(s) == "" {
			t.Errorf("%s: empty text", label)
			continue
		}
		if n := utf8.RuneCountInString(s); n > 240 {
			t.Errorf("%s: %d characters, want at most 240", label, n)
		}
		if strings.TrimSpace(s) != s || strings.Contains(s, "\n") || strings.Contains(s, "  ") {
			t.Errorf("%s: text %q is not one clean line", label, s)
		}
	}
}

// No text copies the component list or the rulebook: no run of eight words
// of a text appears in either.
func TestCardTextsAreOurOwnWords(t *testing.T) {
	texts := cardTexts()
	for _, file := range []string{cardsComponentsFile, cardsRulebookFile} {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Skipf("%s not found: %v", file, err)
		}
		source := " " + strings.Join(cardWords(string(data)), " ") + " "
		const window = 8
		for label, s := range texts {
			w := cardWords(s)
			for i := 0; i+window <= len(w); i++ {
				run := strings.Join(w[i:i+window], " ")
				if strings.Contains(source, " "+run+" ") {
					t.Errorf("%s copies %s: %q", label, file, run)
				}
			}
		}
	}
}
