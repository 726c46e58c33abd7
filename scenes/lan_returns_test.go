package scenes

import (
	"fmt"
	"strings"
	"testing"

	"patron/netplay/session"
	"patron/netplay/wire"
	"patron/scenes/words"
)

// A return turned away as too soon (a seat that came back over and over)
// is said in the screen's language: on the joiner's Join screen, and on
// the host's table naming the joiner's computer.
func TestTooSoonIsSaidInTheScreensLanguage(t *testing.T) {
	refused := fmt.Errorf("joining: %w", &session.Refused{Code: wire.CodeTooSoon, Text: "too soon: seat 2 came back more than 5 times in a few seconds; try again in 0.8 s"})
	for _, code := range []string{"en", "es", "ru", "pl", "de"} {
		lang := words.Lookup(code)
		if code == "en" {
			lang = words.English()
		}
		joiner := joinProblem(lang, refused)
		if joiner != lang.T(words.TooSoon) || code != "en" && joiner == words.TooSoon {
			t.Errorf("%s: the joiner's screen says %q", code, joiner)
		}
		n := session.Note{Kind: session.NoteProblem, Code: wire.CodeTooSoon, Player: 2, Text: "seat 2 comes back over and over: its extra returns are turned away"}
		host, ok := floodText(lang, n, true, "Carla")
		if !ok || !strings.Contains(host, "Carla") || code != "en" && host == words.English().Sprintf(words.PeerTooSoon, "Carla") {
			t.Errorf("%s: the host's screen says %q (%v)", code, host, ok)
		}
	}
	if got := joinProblem(words.English(), &session.Refused{Code: "seat-taken", Text: "no free seat like that at this table"}); got != "no free seat like that at this table" {
		t.Errorf("another refusal says %q", got)
	}
}
