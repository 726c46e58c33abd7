package scenes

import (
	"math"
	"testing"

	"patron/render/draw"
)

// settingsGaps draws the Settings screen on a window of w×h pixels at a
// Size, and returns the room left above its first button and below its
// last.
func settingsGaps(t *testing.T, w, h float64, percent int) (above, below float64) {
	t.Helper()
	a := &App{Settings: DefaultSettings()}
	a.Settings.UIScale = percent
	a.Resize(w, h)
	(&SettingsScreen{}).Draw(a, &draw.Canvas{S: 1}) // the texts queue up; nothing is drawn
	if len(a.Targets()) == 0 {
		t.Fatal("no buttons")
	}
	top, bottom := math.Inf(1), math.Inf(-1)
	for _, tg := range a.Targets() {
		top, bottom = min(top, tg.R.Y), max(bottom, tg.R.Bottom())
	}
	return top, a.H - bottom
}

// At Size 80% (or on a tall window) the Settings screen stands in the
// middle, as at 100%, not at the top with the lower half empty.
func TestSettingsStayInTheMiddleAtEverySize(t *testing.T) {
	above, below := settingsGaps(t, DesignW, DesignH, 100)
	for _, c := range []struct {
		w, h    float64
		percent int
	}{{DesignW, DesignH, 80}, {DesignW, DesignH, 90}, {1280, 1024, 100}, {2560, 1600, 80}} {
		a, b := settingsGaps(t, c.w, c.h, c.percent)
		if math.Abs((a-b)-(above-below)) > 1 || a < above-1 {
			t.Errorf("%gx%g at %d%%: %.0f above the buttons, %.0f below (at 100%%: %.0f and %.0f)", c.w, c.h, c.percent, a, b, above, below)
		}
	}
}
