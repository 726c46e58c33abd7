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

// The level of Quick game's and the stand-ins' bots is saved with the
// other settings and read back; a level the game does not offer (edited
// by hand, or a kind no player may seat) reads as Normal, and so does
// none at all (a file saved before the setting was).
func TestSettingsBotLevelIsKeptAndSane(t *testing.T) {
	mem := &store.Memory{}
	browser := inBrowser(t, mem)
	s := LoadSettings(browser)
	if s.BotLevel != "normal" {
		t.Fatalf("a first run's level is %q", s.BotLevel)
	}
	s.BotLevel = "expert"
	if err := s.Save(); err != nil {
		t.Fatal(err)
	}
	if got := LoadSettings(browser); got.BotLevel != "expert" || got.botLevel() != "expert" {
		t.Errorf("saved expert, read back %q", got.BotLevel)
	}
	for _, v := range []string{`"godlike"`, `"random"`, `"Expert"`, `""`, `7`, `null`} {
		if err := mem.WriteFile(path.Join(browserRoot, "settings.json"), []byte(`{"botLevel": `+v+`, "volume": 1}`)); err != nil {
			t.Fatal(err)
		}
		if s := LoadSettings(browser); s.BotLevel != "normal" || s.Volume != 1 {
			t.Errorf("botLevel %s reads as %q (volume %d)", v, s.BotLevel, s.Volume)
		}
	}
	if got := (Settings{BotLevel: "hard!"}).botLevel(); got != "normal" {
		t.Errorf("a level never read from a file seats %q", got)
	}
}
