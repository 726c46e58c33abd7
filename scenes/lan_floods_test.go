package scenes

import (
	"strings"
	"testing"

	"patron/netplay/session"
	"patron/scenes/words"
)

// The fair shares' notes are said in the screen's language, the host's
// naming the joiner's computer; other problems are not taken for them.
func TestFloodNotesAreSaidInTheScreensLanguage(t *testing.T) {
	for _, lang := range []*words.Lang{words.English(), words.Lookup("es"), words.Lookup("ru")} {
		slow := session.Note{Kind: session.NoteProblem, Code: session.CodeSlowDown, Player: 2,
			Text: "slow down: 41230 chat messages dropped (2 a second at most, 10 at once)"}
		host, ok := floodText(lang, slow, true, "Carla")
		if !ok || !strings.Contains(host, "Carla") || strings.Contains(host, "41230") {
			t.Errorf("the host's screen says %q (%v)", host, ok)
		}
		joiner, ok := floodText(lang, slow, false, "Carla")
		if !ok || joiner == host || strings.Contains(joiner, "41230") {
			t.Errorf("the flooder's screen says %q (%v)", joiner, ok)
		}
		floods, ok := floodText(lang, session.Note{Kind: session.NoteProblem, Code: session.CodeHostFloods, Text: "the host sends too much"}, false, "")
		if !ok || floods == joiner || strings.Contains(floods, "too much") && lang != words.English() {
			t.Errorf("a flooded joiner's screen says %q (%v)", floods, ok)
		}
		if lang != words.English() && (host == words.English().Sprintf(words.PeerSlowDown, "Carla") || joiner == words.SlowDown) {
			t.Errorf("the notes stay English: %q, %q", host, joiner)
		}
	}
	for _, n := range []session.Note{{Kind: session.NoteProblem, Code: "malformed"}, {Kind: session.NoteChat, Code: session.CodeSlowDown}} {
		if s, ok := floodText(words.English(), n, true, "Carla"); ok {
			t.Errorf("%+v is said as a flood: %q", n, s)
		}
	}
}
