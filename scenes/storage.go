package scenes

import (
	"errors"
	"os"
	"path"
	"path/filepath"

	"patron/scenes/store"
	"patron/scenes/words"
)

// browserRoot is the folder under which the browser's storage names its
// items: patron/saves/…, patron/history/…, patron/key/save.key and
// patron/settings.json.
const browserRoot = "patron"

// browserStore is the store in the browser's storage, nil when there is
// none.
func browserStore(p Platform) *store.Store {
	if p.Storage == nil {
		return nil
	}
	return store.OpenIn(p.Storage, browserRoot)
}

// storageProblem says in words why a save or the settings were not
// written: the browser's storage full (the old ones stay), or the error.
func storageProblem(lang *words.Lang, err error) string {
	if errors.Is(err, store.ErrFull) {
		return lang.T(words.StorageFull)
	}
	return err.Error()
}

// noStoreProblem says why there is no store: no folder for games, or in
// a browser, its storage turned off.
func noStoreProblem(a *App) string {
	lang := a.Lang
	if !a.Platform.Files {
		return lang.T(words.SaveNoStorage)
	}
	return lang.T(words.SaveNoFolder)
}

// settingsFile is where the preferences are kept and what holds them:
// settings.json in the user's config folder, or in the browser's storage;
// no name when there is nowhere to keep them.
func settingsFile(p Platform) (store.Backend, string) {
	if !p.Files {
		if p.Storage == nil {
			return nil, ""
		}
		return p.Storage, path.Join(browserRoot, "settings.json")
	}
	dir, err := os.UserConfigDir()
	if err != nil {
		return nil, ""
	}
	return store.Disk{}, filepath.Join(dir, "patron", "settings.json")
}
