package scenes

import (
	"math"
	"slices"
	"strings"
	"testing"

	"patron/game/bot"
	"patron/render/draw"
	"patron/render/theme"
	"patron/scenes/store"
	"patron/scenes/words"
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

// settingsApp is an App on the Settings screen, drawn once (its buttons
// registered), with the defaults and nowhere to save them.
func settingsApp() (*App, *SettingsScreen) {
	a := &App{Settings: DefaultSettings(), Lang: words.English()}
	a.Resize(DesignW, DesignH)
	s := &SettingsScreen{}
	s.Draw(a, &draw.Canvas{S: 1})
	return a, s
}

// drawnKeys are the keys of the buttons named name, in the order drawn.
func drawnKeys(a *App, name string) []string {
	var keys []string
	for _, tg := range a.Targets() {
		if tg.ID.name == name {
			keys = append(keys, tg.ID.key)
		}
	}
	return keys
}

// Every language of words.Languages has its button on the Settings
// screen, and a click on it sets the setting and speaks it: the buttons
// are drawn and read from that one list, so a language added to it is
// never drawn as a button that does nothing.
func TestSettingsHaveAWorkingButtonForEveryLanguage(t *testing.T) {
	a, _ := settingsApp()
	drawn := drawnKeys(a, "settings:lang")
	var listed []string
	for _, l := range words.Languages {
		listed = append(listed, l.Code)
	}
	if !slices.Equal(drawn, listed) {
		t.Errorf("the language buttons are %v, the languages %v", drawn, listed)
	}
	for _, l := range words.Languages {
		a, s := settingsApp()
		s.Update(a, clickID(t, a, keyed("settings:lang", l.Code)))
		if a.Settings.Language != l.Code || a.Lang.Code() != l.Code {
			t.Errorf("a click on %s (%s) set the language %q and speaks %q", l.Name, l.Code, a.Settings.Language, a.Lang.Code())
		}
	}
}

// Each step of the settings chosen among numbers (the size, the pace, the
// bots' thinking, the two volumes) sets the number its button stands for.
func TestSettingsStepsSetTheirNumber(t *testing.T) {
	rows := map[string]func(Settings) int{
		"settings:ui":    func(s Settings) int { return s.UIScale },
		"settings:pace":  func(s Settings) int { return s.Pace },
		"settings:think": func(s Settings) int { return s.Think },
		"settings:vol":   func(s Settings) int { return s.Volume },
		"settings:music": func(s Settings) int { return s.Music },
	}
	count := map[string]int{}
	a, _ := settingsApp()
	for _, tg := range a.Targets() {
		got, ok := rows[tg.ID.name]
		if !ok {
			continue
		}
		count[tg.ID.name]++
		a, s := settingsApp()
		a.Settings.UIScale, a.Settings.Pace, a.Settings.Think, a.Settings.Volume, a.Settings.Music = -1, -1, -1, -1, -1
		s.Update(a, clickID(t, a, tg.ID))
		if n := got(a.Settings); n != tg.ID.n {
			t.Errorf("a click on %v set %d", tg.ID, n)
		}
	}
	for name, want := range map[string]int{"settings:ui": len(UIScales), "settings:pace": 3, "settings:think": 4, "settings:vol": 5, "settings:music": 5} {
		if count[name] != want {
			t.Errorf("%d buttons of %s, want %d", count[name], name, want)
		}
	}
}

// The row of Quick game's and the stand-ins' bots has a button for every
// level a player may seat, named as New game names it, and a click on one
// chooses it, saved.
func TestSettingsBotLevelRowChoosesEveryLevel(t *testing.T) {
	a, _ := settingsApp()
	levels := drawnKeys(a, "settings:bots")
	if !slices.Equal(levels, bot.Levels) {
		t.Fatalf("the row offers %v, want %v", levels, bot.Levels)
	}
	for _, l := range bot.Levels {
		a, s := settingsApp()
		a.Settings.Path, a.Settings.files = "settings.json", &store.Memory{}
		s.Update(a, clickID(t, a, keyed("settings:bots", l)))
		if a.Settings.BotLevel != l {
			t.Errorf("a click on %s chose %q", l, a.Settings.BotLevel)
		}
		if b, _, err := a.Settings.files.ReadFile("settings.json", settingsMax); err != nil || !strings.Contains(string(b), `"botLevel": "`+l+`"`) {
			t.Errorf("a click on %s saved %s (%v)", l, b, err)
		}
		if name := levelOnly(a.Lang, l); !strings.Contains(strings.ToLower(a.Lang.T(levelWords[l].name)), strings.ToLower(name)) {
			t.Errorf("the button of %s says %q", l, name)
		}
	}
}

// The colours row switches the palette every screen is drawn in (the
// App's, which each frame's canvas carries) with the setting, and back.
func TestSettingsColoursSwitchThePalette(t *testing.T) {
	a, s := settingsApp()
	for _, want := range []theme.Palette{theme.ClearPalette, theme.BookPalette} {
		s.Update(a, clickID(t, a, named("settings:colors")))
		if a.Palette != want || a.Settings.ClearColors != (want == theme.ClearPalette) {
			t.Errorf("after a click the palette is %d and the setting %v, want palette %d", a.Palette, a.Settings.ClearColors, want)
		}
	}
}

// However many languages the game speaks, their buttons share the row's
// room: none is drawn past the panel's edge or over another, and the five
// of today keep their places (78 units apart, 72 wide).
func TestLanguageButtonsFitTheirRow(t *testing.T) {
	const right = 1000.0
	for n := 1; n <= 9; n++ {
		rs := languageButtons(right, 0, n)
		for i, r := range rs {
			if r.X < right-languageRoom || r.Right() > right || r.W < 30 {
				t.Errorf("%d languages: button %d at %.1f-%.1f, outside the row %.0f-%.0f", n, i, r.X, r.Right(), right-languageRoom, right)
			}
			if i > 0 && r.X < rs[i-1].Right() {
				t.Errorf("%d languages: buttons %d and %d overlap", n, i-1, i)
			}
		}
	}
	if rs := languageButtons(right, 0, 5); rs[1].X-rs[0].X != 78 || rs[0].W != 72 {
		t.Errorf("five languages moved: %+v", rs)
	}
}
