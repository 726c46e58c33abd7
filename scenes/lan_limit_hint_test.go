package scenes

import (
	"strings"
	"testing"

	"patron/netplay/wire"
	"patron/scenes/words"
)

// Every lobby says what its time for each decision does, with the
// Patrón's countdown the host chose; a table with no limit says nothing,
// and one that waits for the Patrón forever says so.
func TestALobbySaysWhatTheLimitDoes(t *testing.T) {
	for _, lang := range []*words.Lang{words.English(), words.Lookup("pl")} {
		if h := limitHint(lang, wire.Lobby{}); h != "" {
			t.Errorf("no limit, yet the lobby says %q", h)
		}
		h := limitHint(lang, wire.Lobby{LimitMS: 60_000, GraceMS: 300_000})
		if !strings.Contains(h, lang.Sprintf(words.ClockMinutesN, 5)) || h != lang.Sprintf(words.LobbyLimitHint, lang.Sprintf(words.ClockMinutesN, 5)) {
			t.Errorf("a 1-minute limit with 5 minutes for the Patrón: %q", h)
		}
		if h := limitHint(lang, wire.Lobby{LimitMS: 60_000}); h != lang.T(words.LobbyLimitNoEnd) {
			t.Errorf("a table that waits for the Patrón forever: %q", h)
		}
	}
}
