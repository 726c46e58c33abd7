package scenes

import (
	"fmt"
	"os"
	"path/filepath"
	"time"

	"patron/game"
	"patron/game/board"
	"patron/game/savefile"
	"patron/scenes/match"
	"patron/scenes/store"
	"patron/scenes/words"
)

// captureKeySetAside shows a damaged key set aside: a game against a bot
// Patrón saved, its key file then damaged, a newer game saved with the
// new key; the Load game list names the file the old key was kept as and
// says the old game can no longer be opened here, as Continue does when
// that game is the newest.
func captureKeySetAside(lang *words.Lang, seed uint64, capture func(string, Scene) error) error {
	dir, err := os.MkdirTemp("", "patron-shots-key-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	st := store.Open(dir)
	save := func(n int, when time.Time) (string, error) {
		setup := QuickSetup(lang, false, "normal")
		setup.People[0].Name, setup.People[1].Name = "You", "Bot"
		same := HotseatSetup(lang, seed+uint64(n)) // its seeds, so the pictures are the same every time
		setup.Seed, setup.Secret = same.Seed, same.Secret
		m, err := match.New(setup)
		if err != nil {
			return "", err
		}
		played := 0
		if err := autoplay(m, board.NoLoc, func(game.Decision) bool { played++; return played > n }); err != nil {
			return "", err
		}
		if m.G.Over() { // a finished game is saved in clear
			return "", fmt.Errorf("screenshot: the game against a bot Patrón ended within %d decisions", n)
		}
		id := store.NewID(when)
		saver := store.NewAutosaver(st, id, savefile.WithSecrets, when) // sealed: a bot plays the Patrón
		saver.Save(m.G, m.Table())
		if err := saver.Close(); err != nil {
			return "", err
		}
		os.Chtimes(filepath.Join(dir, "saves", id+".json"), when, when)
		return id, nil
	}
	older := time.Date(2026, 11, 21, 18, 30, 0, 0, time.Local)
	if _, err := save(160, older); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(st.KeyDir, store.KeyFile), []byte("damaged\n"), 0o600); err != nil {
		return err
	}
	if err := capture("menu-continue-key-set-aside", storeShot{&Menu{}, st}); err != nil {
		return err
	}
	if _, err := save(90, older.Add(48*time.Hour)); err != nil {
		return err
	}
	return capture("load-key-set-aside", storeShot{&LoadScreen{}, st})
}
