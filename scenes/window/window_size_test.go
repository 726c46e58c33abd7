package window

import (
	"testing"

	"patron/scenes"
)

// The window opens at a size that fits its monitor with room for the
// desktop's bars: the design size on a large monitor, smaller on a small
// one (a 1024×768 screen had Quit and the decision panel below its edge).
func TestWindowFitsItsMonitor(t *testing.T) {
	for _, m := range [][2]int{{1024, 768}, {1280, 800}, {1366, 768}, {1280, 1024}, {1920, 1080}, {3840, 2160}, {800, 600}, {640, 480}} {
		w, h := windowSize(m[0], m[1])
		if w > scenes.DesignW || h > scenes.DesignH {
			t.Errorf("on %dx%d: %dx%d, larger than the design", m[0], m[1], w, h)
		}
		if w+desktopW > m[0] || h+desktopH > m[1] {
			t.Errorf("on %dx%d: %dx%d leaves no room for the desktop's bars", m[0], m[1], w, h)
		}
		if m[0] >= scenes.DesignW+desktopW && m[1] >= scenes.DesignH+desktopH && (w != scenes.DesignW || h != scenes.DesignH) {
			t.Errorf("on %dx%d: %dx%d, the design size fits", m[0], m[1], w, h)
		}
		if w < min(m[0]-desktopW, scenes.DesignW) || h < min(m[1]-desktopH, scenes.DesignH) {
			t.Errorf("on %dx%d: %dx%d, smaller than it need be", m[0], m[1], w, h)
		}
	}
	if w, h := windowSize(0, 0); w != scenes.DesignW || h != scenes.DesignH {
		t.Errorf("no monitor known: %dx%d", w, h)
	}
}
