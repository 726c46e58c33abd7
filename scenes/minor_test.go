package scenes

import (
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/render/draw"
	"patron/scenes/match"
	"patron/scenes/words"
)

// Enter answers "Leave this game?" with its highlighted button, Leave.
func TestEnterConfirmsLeaving(t *testing.T) {
	p := ShotPlay(mustMatch(t, 2))
	a := NewApp(p, &Script{X: -1, Y: -1})
	a.Settings, a.Store = DefaultSettings(), nil
	p.leaving = true
	p.Update(a, &Input{Keys: []ebiten.Key{ebiten.KeyEnter}})
	if _, ok := a.next.(*Menu); !ok {
		t.Fatalf("Enter on the leave question: next %T, leaving %v", a.next, p.leaving)
	}
}

// The in-game menu offers the bots' pace only in a game that has bots.
func TestPauseOffersBotPaceOnlyWithBots(t *testing.T) {
	lang := words.English()
	for _, bots := range []bool{false, true} {
		s := HotseatSetup(lang, 2)
		if bots {
			s.People[1].Bot = "easy"
		}
		p := ShotPlay(mustMatchSetup(t, s))
		a := NewApp(p, &Script{X: -1, Y: -1})
		a.Settings, a.Store = DefaultSettings(), nil
		c := &draw.Canvas{S: 1}
		p.drawPause(a, c)
		if got := slices.Contains(c.QueuedTexts(), lang.T(words.PaceLabel)); got != bots {
			t.Errorf("bots %v: the menu says %q (Bot pace shown: %v)", bots, c.QueuedTexts(), got)
		}
	}
}

// Statistics write a whole mean without decimals.
func TestStatsWriteWholeNumbersWhole(t *testing.T) {
	for v, want := range map[float64]string{3: "3", 2.5: "2.5", 3.04: "3", 2.96: "3", 0: "0"} {
		if got := tenths(v); got != want || strings.HasSuffix(got, ".0") {
			t.Errorf("%v: %q, want %q", v, got, want)
		}
	}
}

func mustMatchSetup(t *testing.T, s match.Setup) *match.Match {
	t.Helper()
	m, err := match.New(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}
