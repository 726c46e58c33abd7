package scenes

import (
	"errors"
	"os"
	"path"
	"path/filepath"

	"patron/scenes/store"
	"patron/scenes/words"
)

// browserStorage holds the saves, the settings and so the statistics
// where there are no files (filesPossible false): in the browser build,
// the page's localStorage (storage_js.go); nil on the desktop, and in a
// browser that refuses its storage. A variable so that tests can give a
// desktop build the browser's way, in memory.
var browserStorage = platformStorage()

// browserRoot is the folder under which the browser's storage names its
// items: patron/saves/…, patron/history/…, patron/key/save.key and
// patron/settings.json.
const browserRoot = "patron"

// browserStore is the store in the browser's storage, nil when there is
// none.
func browserStore() *store.Store {
	if browserStorage == nil {
		return nil
	}
	return store.OpenIn(browserStorage, browserRoot)
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
func noStoreProblem(lang *words.Lang) string {
	if !filesPossible {
		return lang.T(words.SaveNoStorage)
	}
	return lang.T(words.SaveNoFolder)
}

// keepsNothing is whether this game has nowhere to keep games: a browser
// that refuses its storage.
func keepsNothing() bool { return !filesPossible && browserStorage == nil }

// settingsFile is where the preferences are kept and what holds them:
// settings.json in the user's config folder, or in the browser's storage;
// no name when there is nowhere to keep them.
func settingsFile() (store.Backend, string) {
	if !filesPossible {
		if browserStorage == nil {
			return nil, ""
		}
		return browserStorage, path.Join(browserRoot, "settings.json")
	}
	dir, err := os.UserConfigDir()
	if err != nil {
		return nil, ""
	}
	return store.Disk{}, filepath.Join(dir, "patron", "settings.json")
}
