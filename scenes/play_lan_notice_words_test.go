package scenes

import (
	"strings"
	"testing"

	"patron/netplay/session"
	"patron/scenes/words"
)

// A joiner says in its screen's language what its host sent that it
// ignored (a second start, openings before the end: a lying host's), and
// its own report of a differing game refused, without naming another
// person's computer (it said the host's English words, and the Patrón's
// name for its own refused report).
func TestAJoinersProblemsAreSaidInItsLanguage(t *testing.T) {
	for _, code := range []string{"en", "es", "ru", "pl", "de"} {
		lang := words.Lookup(code)
		if code == "en" {
			lang = words.English()
		}
		start := session.Note{Kind: session.NoteProblem, Code: session.CodeHostUnusable, Text: "the host started the game again: refused, the game goes on"}
		if got, ok := tableProblemText(lang, start, false, "Ana"); !ok || got != lang.T(words.HostUnusable) || code != "en" && got == words.HostUnusable {
			t.Errorf("%s: a second start is said %q", code, got)
		}
		mine := session.Note{Kind: session.NoteProblem, Code: "false-desync", Text: "a desync report from Bruno that does not hold"}
		if got, _ := tableProblemText(lang, mine, false, "Ana"); got != lang.T(words.DesyncFalseMine) || strings.Contains(got, "Ana") {
			t.Errorf("%s: this computer's refused report is said %q", code, got)
		}
		if got, _ := tableProblemText(lang, mine, true, "Bruno"); !strings.Contains(got, "Bruno") {
			t.Errorf("%s: the host names no computer for a false report: %q", code, got)
		}
	}
}
