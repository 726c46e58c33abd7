package store

import (
	"path/filepath"
	"testing"
)

// A Mac whose games are already in Application Support keeps finding
// them there when ~/.local/share/patron appears later (an older patron run
// from source, which makes that folder when it saves a game): the folder
// that holds games wins, and the old one only when the new one holds none.
func TestDataDirOnAMacStaysWithItsGames(t *testing.T) {
	home, config := "/Users/ana", "/Users/ana/Library/Application Support"
	old := filepath.Join(home, ".local", "share", "patron")
	now := filepath.Join(config, "patron")
	for _, c := range []struct {
		name string
		dirs []string
		want string
	}{
		{"games in Application Support, an old folder made since", []string{old, filepath.Join(now, "saves")}, now},
		{"finished games only in Application Support", []string{old, filepath.Join(now, "history")}, now},
		{"games only in the old folder", []string{old, filepath.Join(old, "saves")}, old},
		{"a settings file but no games in Application Support", []string{old, now}, old},
	} {
		isDir := func(p string) bool {
			for _, d := range c.dirs {
				if p == d {
					return true
				}
			}
			return false
		}
		if got := dataDir("darwin", "", home, config, isDir); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}
