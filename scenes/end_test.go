package scenes

import (
	"testing"

	"patron/game"
	"patron/game/board"
	"patron/scenes/match"
	"patron/scenes/words"
)

// The end screen checks every hidden answer: an honest game is fair play;
// a game whose openings were tampered with is a failed check.
func TestEndScreenAudits(t *testing.T) {
	lang := words.English()
	m, err := match.New(HotseatSetup(lang, 3))
	if err != nil {
		t.Fatal(err)
	}
	if err := autoplay(m, board.NoLoc, func(game.Decision) bool { return false }); err != nil {
		t.Fatal(err)
	}
	if !m.G.Over() {
		t.Fatal("the game did not end")
	}
	if e := NewEnd(m); !e.audited || !game.Fair(e.audit) {
		t.Fatalf("an honest game: audited %v, findings %v", e.audited, e.audit)
	}
	m.G.Sec.Openings[len(m.G.Sec.Openings)-1].Salt[0] ^= 1
	if e := NewEnd(m); game.Fair(e.audit) {
		t.Fatal("a tampered opening passed the end screen's check")
	}
}
