package scenes

import (
	"patron/game"
	"patron/game/board"
	"patron/scenes/match"
	"patron/scenes/words"
)

// browserShot is a scene as the browser build shows it (the Platform
// Browser): no LAN, no Quit, and its games kept in the browser's storage
// (here in memory), or nowhere (off: a browser that refuses its storage).
type browserShot struct {
	Scene
	off bool
}

// captureStorage shows what the browser build says of its storage: the
// menu's Load game line (kept there, or nowhere), and a settings change and a save refused because
// the browser's storage is full.
func captureStorage(lang *words.Lang, seed uint64, capture func(string, Scene) error) error {
	if err := capture("browser-menu", browserShot{&Menu{}, false}); err != nil {
		return err
	}
	if err := capture("browser-menu-storage-off", browserShot{&Menu{}, true}); err != nil {
		return err
	}
	full := lang.T(words.StorageFull)
	if err := capture("browser-settings-full", browserShot{&SettingsScreen{notKept: lang.Sprintf(words.SettingsNotKept, full)}, false}); err != nil {
		return err
	}
	quick, same := QuickSetup(lang, false, "normal"), HotseatSetup(lang, seed)
	quick.Seed, quick.Secret = same.Seed, same.Secret
	m, err := match.New(quick)
	if err != nil {
		return err
	}
	// The Factions' first decision (the Patrón's bot has set up): the
	// quick game's table as the browser check sees it.
	if err := autoplay(m, board.NoLoc, func(d game.Decision) bool { return d.Seat != game.SeatPatron }); err != nil {
		return err
	}
	p := ShotPlay(m)
	p.saveErr = lang.Sprintf(words.SaveFailed, full)
	return capture("browser-save-full", browserShot{p, false})
}
