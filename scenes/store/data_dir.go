package store

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
)

// DataDir is where the game keeps its data: $XDG_DATA_HOME/patron when
// set; on macOS ~/Library/Application Support/patron, beside the settings
// and the key (os.UserConfigDir), where Mac games keep theirs; on other
// Unix systems ~/.local/share/patron; on Windows %AppData%\patron.
func DataDir() (string, error) {
	home, _ := os.UserHomeDir()
	config, _ := os.UserConfigDir()
	isDir := func(p string) bool {
		st, err := os.Stat(p)
		return err == nil && st.IsDir()
	}
	d := dataDir(runtime.GOOS, os.Getenv("XDG_DATA_HOME"), home, config, isDir)
	if d == "" {
		return "", errors.New("store: no home or config folder for the games")
	}
	return d, nil
}

// dataDir is DataDir's choice for the system goos, given $XDG_DATA_HOME,
// the home and config folders ("" when unknown), and a way to ask whether
// a folder exists. A Mac that ran the game before it had a macOS build
// keeps its games in ~/.local/share/patron: that folder, when there, stays
// the one used, so no game is left behind, unless Application Support
// already holds games (the old folder made since, by an older patron run
// from source): those stay in sight.
func dataDir(goos, xdg, home, config string, isDir func(string) bool) string {
	if xdg != "" {
		return filepath.Join(xdg, "patron")
	}
	var unix string
	if home != "" && goos != "windows" {
		unix = filepath.Join(home, ".local", "share", "patron")
	}
	if goos == "darwin" && config != "" {
		mac := filepath.Join(config, "patron")
		// The folder with games in it wins: a Mac with its games here
		// keeps them in sight when ~/.local/share/patron appears later.
		if unix == "" || !isDir(unix) || isDir(filepath.Join(mac, "saves")) || isDir(filepath.Join(mac, "history")) {
			return mac
		}
	}
	if unix != "" {
		return unix
	}
	if config != "" {
		return filepath.Join(config, "patron")
	}
	return ""
}
