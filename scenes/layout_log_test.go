package scenes

import (
	"testing"

	"patron/game"
	"patron/render/draw"
	"patron/scenes/words"
)

// Beside a prompt that took the log's room (a long list of choices), the
// log still shows its last five lines, at every size of the window.
func TestTallPromptLeavesTheLogFiveLines(t *testing.T) {
	lang := words.English()
	p := ShotPlay(mustMatch(t, 2))
	p.M.Events = nil
	for i := range 12 {
		p.M.Events = append(p.M.Events, game.Event{Kind: game.EvSeason, A: int16(i)})
	}
	for _, size := range [][2]float64{{DesignW, DesignH}, {1024, 768}, {1600, 900}} {
		a := NewApp(p, &Script{X: -1, Y: -1})
		a.Resize(size[0], size[1])
		l := layoutTable(a.W, a.H).withTallPrompt()
		c := &draw.Canvas{S: 1}
		p.drawLog(lang, c, l.Log)
		if n := len(c.QueuedTexts()) - 1 - int(numLogFilters); n < 5 { // the title and filters, then the lines
			t.Errorf("%v: the log shows %d lines beside a tall prompt", size, n)
		}
	}
}
