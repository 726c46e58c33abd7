package store

import (
	"path/filepath"
	"testing"
)

// Each system keeps the games where its players look for an app's data;
// a Mac's games from before the macOS build stay where they are.
func TestDataDirPerSystem(t *testing.T) {
	none := func(string) bool { return false }
	old := filepath.Join("/Users/ana", ".local", "share", "patron")
	hasOld := func(p string) bool { return p == old }
	for _, c := range []struct {
		name, goos, xdg, home, config string
		isDir                         func(string) bool
		want                          string
	}{
		{"linux", "linux", "", "/home/ana", "/home/ana/.config", none, "/home/ana/.local/share/patron"},
		{"linux XDG", "linux", "/data", "/home/ana", "/home/ana/.config", none, "/data/patron"},
		{"mac", "darwin", "", "/Users/ana", "/Users/ana/Library/Application Support", none,
			"/Users/ana/Library/Application Support/patron"},
		{"mac with games from before", "darwin", "", "/Users/ana", "/Users/ana/Library/Application Support", hasOld, old},
		{"mac XDG", "darwin", "/data", "/Users/ana", "/Users/ana/Library/Application Support", none, "/data/patron"},
		{"windows", "windows", "", `C:\Users\ana`, `C:\Users\ana\AppData\Roaming`, none,
			filepath.Join(`C:\Users\ana\AppData\Roaming`, "patron")},
		{"no home", "linux", "", "", "/etc/cfg", none, "/etc/cfg/patron"},
		{"nothing", "linux", "", "", "", none, ""},
	} {
		if got := dataDir(c.goos, c.xdg, c.home, c.config, c.isDir); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}
