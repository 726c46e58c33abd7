package scenes

import (
	"path"
	"slices"
	"testing"

	"patron/scenes/store"
)

// Settings kept by hand (a settings.json edited, a value set in the
// browser's storage from its console) never give a turn clock New game
// does not offer: a clock of 2562047788015216 minutes overflowed into
// one already out, and with "the bot plays" on, bots took every
// decision of the players' from the first.
func TestSettingsOfAbsurdClockReadAsNone(t *testing.T) {
	mem := &store.Memory{}
	browser := inBrowser(t, mem)
	for _, v := range []string{"2562047788015216", "-5", "7", "1000000"} {
		if err := mem.WriteFile(path.Join(browserRoot, "settings.json"), []byte(`{"clockMinutes": `+v+`, "clockPlays": true, "volume": 1}`)); err != nil {
			t.Fatal(err)
		}
		s := LoadSettings(browser)
		if !slices.Contains(ClockChoices, s.ClockMinutes) || s.Volume != 1 {
			t.Errorf("clockMinutes %s reads as %d (volume %d)", v, s.ClockMinutes, s.Volume)
		}
	}
	if err := mem.WriteFile(path.Join(browserRoot, "settings.json"), []byte(`{"clockMinutes": 10}`)); err != nil {
		t.Fatal(err)
	}
	if s := LoadSettings(browser); s.ClockMinutes != 10 {
		t.Errorf("a clock offered (10) reads as %d", s.ClockMinutes)
	}
}
