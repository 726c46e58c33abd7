package lan

import (
	"bytes"
	"testing"

	"patron/netplay/session"
)

// A joiner that came back to its seat in the lobby (its host died there
// and came back) and then sees the game begin says the game has begun,
// even when the host's bots played a first command before the note was
// printed (a loaded machine); only a sync to a game under way is a return
// to the game.
func TestAReturnInTheLobbyIsNotABackToTheGame(t *testing.T) {
	for _, c := range []struct {
		code string
		want string
	}{
		{"", "the game has begun: 1 command so far\n"},
		{session.StartedFromLog, "back in the game after command 1\n"},
	} {
		var out bytes.Buffer
		w := &watcher{out: &out, back: true, log: func() []string { return []string{"hidden abc"} }}
		w.note(session.Note{Kind: session.NoteStarted, Code: c.code})
		if out.String() != c.want {
			t.Errorf("code %q: said %q, want %q", c.code, out.String(), c.want)
		}
	}
}
