package scenes

import (
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

// storeShot is a scene captured with a store of saved games behind it.
type storeShot struct {
	Scene
	store *store.Store
}

// captureSaves shows what keeps games: the menu with Continue, the Load
// game list (with a damaged save), the question before deleting, the
// question before leaving a table, and the Undo button explained.
func captureSaves(lang *words.Lang, seed uint64, capture func(string, Scene) error) error {
	dir, err := os.MkdirTemp("", "patron-shots-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	st := store.Open(dir)
	// A table of four with a bot, still setting up; a quick game begun in
	// English (its "You" is said in the language of the screen); a table
	// of four people.
	for i, n := range []int{3, 260, 700} {
		setup := HotseatSetup(lang, seed+uint64(i))
		switch i {
		case 0:
			setup.People[3].Bot = "normal"
		case 1:
			quick := QuickSetup(lang, false, "normal")
			quick.People[0].Name, quick.People[1].Name = "You", "Bot"
			quick.Seed, quick.Secret = setup.Seed, setup.Secret
			setup = quick
		}
		m, err := match.New(setup)
		if err != nil {
			return err
		}
		played := 0
		if err := autoplay(m, board.NoLoc, func(game.Decision) bool { played++; return played > n }); err != nil {
			return err
		}
		when := time.Date(2026, 11, 20+i, 18, 30, 0, 0, time.Local)
		data, err := savefile.Write(m.G, m.Table(), savefile.WithSecrets, when, when)
		if err != nil {
			return err
		}
		id := store.NewID(when)
		if err := st.Put(id, data, false); err != nil {
			return err
		}
		os.Chtimes(filepath.Join(dir, "saves", id+".json"), when, when)
	}
	bad := filepath.Join(dir, "saves", "2026-11-19T10-00-00-bad.json")
	os.WriteFile(bad, []byte(`{"format":"patron-save","version":2}`), 0o644)
	older := time.Date(2026, 11, 19, 10, 0, 0, 0, time.Local)
	os.Chtimes(bad, older, older)
	shots := []namedShot{
		{"menu-continue", storeShot{&Menu{}, st}},
		{"menu-continue-80", storeShot{sizeShot{&Menu{}, 80}, st}}, // the sub-lines stay legible
		{"load", storeShot{&LoadScreen{}, st}},
	}
	ask := &LoadScreen{}
	ask.list(&App{Store: st})
	ask.asking = ask.entries[0].ID
	shots = append(shots, namedShot{"load-delete", storeShot{ask, st}})
	for _, s := range shots {
		if err := capture(s.Name, s.Scene); err != nil {
			return err
		}
	}
	// The damaged save the newest: Continue says why it does not open,
	// and when asked, offers Load game and Delete.
	now := time.Date(2026, 11, 23, 9, 0, 0, 0, time.Local)
	os.Chtimes(bad, now, now)
	broken := &Menu{}
	broken.items(&App{Store: st})
	shots = []namedShot{{"menu-continue-damaged", storeShot{&Menu{}, st}}, {"menu-continue-broken", storeShot{&Menu{listed: true, resume: true, latest: broken.latest, broken: true}, st}}}
	// The host's LAN table left last, after a crash (menu_continue_lan.go).
	table := lanBack{host: true, name: lang.Sprintf(words.TableOf, "Ana"), when: now.Add(time.Hour)}
	shots = append(shots, namedShot{"menu-continue-lan", storeShot{&Menu{listed: true, resume: true, toLAN: true, lan: table}, st}})
	// A table in play, just after a decision that can be taken back (a
	// hunter's step: the same person decides next), then after one that
	// cannot.
	m, err := match.New(HotseatSetup(lang, seed+7))
	if err != nil {
		return err
	}
	stepped := 0
	if err := autoplay(m, board.NoLoc, func(d game.Decision) bool {
		if _, block := m.G.LastDecision(); block == game.UndoAllowed && d.Prompt == game.PromptHunterStep {
			stepped++
		}
		return stepped > 3
	}); err != nil {
		return err
	}
	for _, s := range shots {
		if err := capture(s.Name, s.Scene); err != nil {
			return err
		}
	}
	p := ShotPlay(m)
	p.leaving = true
	if err := capture("leave", p); err != nil {
		return err
	}
	p = ShotPlay(m)
	p.saveErr = lang.Sprintf(words.SaveFailed, "open /home/ana/.local/share/patron/saves: permission denied")
	if err := capture("save-failed", p); err != nil {
		return err
	}
	r := undoRect(layoutTable(DesignW, DesignH))
	if err := capture("undo-hover", mouseShot{ShotPlay(m), r.CX(), r.CY()}); err != nil {
		return err
	}
	if err := autoplay(m, board.NoLoc, func(game.Decision) bool {
		_, block := m.G.LastDecision()
		return block == game.UndoRevealed
	}); err != nil {
		return err
	}
	if err := capture("undo-greyed", mouseShot{ShotPlay(m), r.CX(), r.CY()}); err != nil {
		return err
	}
	return captureKeySetAside(lang, seed, capture)
}
