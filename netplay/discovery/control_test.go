package discovery

import (
	"encoding/json"
	"testing"
)

// A game's name and version are printed where games are listed (a
// terminal for patron join): an answer with a control character in them
// (an escape sequence, a line break that forges a line) is refused.
func TestAnAnswerWithControlCharactersIsRefused(t *testing.T) {
	for _, b := range []Beacon{beacon("Ana\x1b[2J"), beacon("Ana\nfound \"Bob\""), func() Beacon { b := beacon("Ana"); b.App = "1\x1b]0;x\x07"; return b }()} {
		body, err := json.Marshal(b)
		if err != nil {
			t.Fatal(err)
		}
		if got, err := parseAnswer(append(append([]byte(nil), answerPrefix...), body...)); err == nil {
			t.Errorf("taken: %q (%q)", got.Game, got.App)
		}
	}
}
