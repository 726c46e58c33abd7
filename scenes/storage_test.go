package scenes

import (
	"bytes"
	"errors"
	"os"
	"path"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/scenes/store"
	"patron/scenes/words"
)

// inBrowser is the browser build's platform, for a desktop build: no
// files, and kept, the browser's storage as mem (nil: a browser that
// refuses its storage). Nothing may reach the disk: the data and config
// folders point at empty folders checked at the end.
func inBrowser(t *testing.T, mem *store.Memory) Platform {
	t.Helper()
	data, config := t.TempDir(), t.TempDir()
	t.Setenv("PATRON_DATA_DIR", data)
	t.Setenv("XDG_CONFIG_HOME", config)
	t.Cleanup(func() {
		for _, dir := range []string{data, config} {
			if left, _ := os.ReadDir(dir); len(left) != 0 {
				t.Errorf("the browser build wrote %s on disk", left[0].Name())
			}
		}
	})
	if mem == nil {
		return Browser(nil)
	}
	return Browser(mem)
}

// firstDecision starts the menu's quick game (key 1: the Factions against
// a bot Patrón) and plays until the Factions have made their first
// decision, as the browser check does by keyboard.
func firstDecision(t *testing.T, a *App) *Play {
	t.Helper()
	(&Menu{}).Update(a, &Input{Keys: []ebiten.Key{ebiten.Key1}})
	p, ok := a.next.(*Play)
	if !ok {
		t.Fatalf("key 1 opened %T", a.next)
	}
	for factions := 0; factions == 0; {
		d := p.M.G.Pending()
		if d.Seat != game.SeatPatron {
			factions++
		}
		p.apply(a, p.M.G.View(d.Seat).Legal[0])
	}
	return p
}

// In the browser a game is kept in its storage after every decision: a
// reload (a new App over the same storage) offers Continue on the menu,
// as the desktop does after a restart, and Continue brings back the same
// game. Its bot Patrón's part is sealed there as on disk, the key beside
// the saves in the same storage.
func TestTheBrowserKeepsTheGameAcrossAReload(t *testing.T) {
	mem := &store.Memory{}
	browser := inBrowser(t, mem)
	lang := words.English()
	a := NewAppOn(browser, &Menu{}, &Script{})
	if a.Store == nil || a.Store.Files != store.Backend(mem) {
		t.Fatalf("the browser's store is %+v", a.Store)
	}
	p := firstDecision(t, a)
	if err := p.flushSave(); err != nil {
		t.Fatal(err)
	}
	saved, _, err := mem.ReadFile(path.Join(browserRoot, "saves", p.save.id+".json"), 1<<22)
	if err != nil {
		t.Fatalf("no save in the browser's storage: %v", err)
	}
	if bytes.Contains(saved, []byte(`"secret"`)) || !bytes.Contains(saved, []byte(`"sealed"`)) {
		t.Fatalf("the bot Patrón's part is readable in the browser's storage:\n%.600s", saved)
	}
	if _, err := mem.Stat(path.Join(browserRoot, "key", store.KeyFile)); err != nil {
		t.Fatalf("no key in the browser's storage: %v", err)
	}
	reloaded := NewAppOn(browser, &Menu{}, &Script{})
	m := &Menu{}
	if items := m.items(reloaded); items[0].id != named("menu:continue") || m.latest.Err != nil {
		t.Fatalf("after a reload the menu offers %+v (%v)", items[0], m.latest.Err)
	}
	m.Update(reloaded, &Input{Keys: []ebiten.Key{ebiten.KeyEnter}})
	back, ok := reloaded.next.(*Play)
	if !ok {
		t.Fatalf("Continue opened %T", reloaded.next)
	}
	if back.M.G.PublicHash() != p.M.G.PublicHash() || back.M.G.SecretHash() != p.M.G.SecretHash() {
		t.Fatal("Continue brought back another game")
	}
	if got := m.items(NewAppOn(browser, &Menu{}, &Script{}))[4].sub; got != lang.T(words.SavedInBrowser) {
		t.Errorf("Load game says %q", got)
	}
}

// Load game is open in the browser and says where games are kept; a
// browser that refuses its storage greys it and says why (and not that a
// folder is missing).
func TestLoadGameInTheBrowser(t *testing.T) {
	lang := words.English()
	browser := inBrowser(t, &store.Memory{})
	a := NewAppOn(browser, &Menu{}, &Script{})
	m := &Menu{}
	if it := m.items(a)[3]; it.id != named("menu:load") || it.sub != lang.T(words.SavedInBrowser) || menuOff(a.Platform, it.id) {
		t.Fatalf("Load game: %+v (off %v)", it, menuOff(a.Platform, it.id))
	}
	m.Update(a, &Input{Keys: []ebiten.Key{ebiten.Key4}})
	if _, ok := a.next.(*LoadScreen); !ok {
		t.Fatalf("key 4 opened %T", a.next)
	}
	browser = Browser(nil)
	a = NewAppOn(browser, &Menu{}, &Script{})
	if a.Store != nil || a.Settings.Path != "" {
		t.Fatalf("without the browser's storage, a store (%v) or settings (%q)", a.Store, a.Settings.Path)
	}
	if it := m.items(a)[3]; it.sub != lang.T(words.NoStorageInBrowser) || !menuOff(a.Platform, it.id) {
		t.Fatalf("Load game without storage: %+v", it)
	}
	a.Lang = lang
	if err := openSaved(a, "any"); err == nil || err.Error() != lang.T(words.SaveNoStorage) {
		t.Fatalf("opening a game without storage says %v", err)
	}
}

// Settings changed in the browser survive a reload; a change the full
// storage refuses says so on the screen and the old settings stay.
func TestSettingsSurviveAReloadInTheBrowser(t *testing.T) {
	mem := &store.Memory{}
	browser := inBrowser(t, mem)
	a := NewAppOn(browser, &SettingsScreen{}, &Script{})
	a.Lang = words.English()
	s := &SettingsScreen{}
	click(a, s, numbered("settings:vol", 1))
	click(a, s, numbered("settings:pace", 2))
	if s.notKept != "" {
		t.Fatalf("a setting was not kept: %s", s.notKept)
	}
	if got := LoadSettings(browser); got.Volume != 1 || got.Pace != 2 || got.Path != path.Join(browserRoot, "settings.json") {
		t.Fatalf("after a reload the settings are %+v", got)
	}
	mem.Quota = mem.Used() - 1 // full: no write that does not shrink fits
	click(a, s, numbered("settings:vol", 4))
	if want := a.Lang.Sprintf(words.SettingsNotKept, a.Lang.T(words.StorageFull)); s.notKept != want {
		t.Fatalf("the screen says %q", s.notKept)
	}
	if got := LoadSettings(browser); got.Volume != 1 {
		t.Fatalf("a refused change changed the kept settings: %+v", got)
	}
}

// A game the full storage cannot keep says so on the table, in words, and
// leaving asks first; the save kept before stays.
func TestTheTableSaysTheBrowsersStorageIsFull(t *testing.T) {
	mem := &store.Memory{}
	browser := inBrowser(t, mem)
	lang := words.English()
	a := NewAppOn(browser, &Menu{}, &Script{})
	a.Lang = lang
	p := firstDecision(t, a)
	if err := p.flushSave(); err != nil {
		t.Fatal(err)
	}
	mem.Quota = mem.Used()
	d := p.M.G.Pending()
	p.apply(a, p.M.G.View(d.Seat).Legal[0])
	if err := p.flushSave(); !errors.Is(err, store.ErrFull) {
		t.Fatalf("a save over the quota: %v", err)
	}
	p.checkSave(lang)
	if want := lang.Sprintf(words.SaveFailed, lang.T(words.StorageFull)); p.saveErr != want {
		t.Fatalf("the table says %q", p.saveErr)
	}
	p.askLeave(a)
	if p.leaveErr != lang.T(words.StorageFull) {
		t.Fatalf("leaving says %q", p.leaveErr)
	}
	if l := a.Store.List(false); len(l) != 1 || l[0].Err != nil {
		t.Fatalf("the save kept before: %+v", l)
	}
}

// A game played to its end in the browser goes to its history there, so
// after a reload Statistics counts it.
func TestStatisticsSurviveAReloadInTheBrowser(t *testing.T) {
	browser := inBrowser(t, &store.Memory{})
	a := NewAppOn(browser, &Menu{}, &Script{})
	p := firstDecision(t, a)
	for !p.M.G.Over() {
		d := p.M.G.Pending()
		p.apply(a, p.M.G.View(d.Seat).Legal[0])
	}
	if err := p.stopSaving(); err != nil {
		t.Fatal(err)
	}
	s := &StatsScreen{}
	s.read(NewAppOn(browser, &Menu{}, &Script{}))
	if len(s.games) != 1 || len(s.rows) != 1 || s.rows[0].Games != 1 {
		t.Fatalf("after a reload Statistics holds %d games, rows %+v", len(s.games), s.rows)
	}
}
