package scenes

import (
	"testing"

	"patron/scenes/words"
)

// An end screen with no path of the Patrón says why instead of an empty
// panel: a Faction's computer whose game was abandoned never saw his
// hiding sheet; on his own computer the game ended before his hideout.
func TestAnEndWithNoPathSaysWhy(t *testing.T) {
	lang := words.Lookup("es")
	m := mustMatch(t, 3)
	fm, err := m.FactionsCopy()
	if err != nil {
		t.Fatal(err)
	}
	factions := &End{M: fm}
	if got := factions.noPath(lang); got != lang.T(words.PathNeverOpened) || got == words.PathNeverOpened {
		t.Errorf("a Faction's computer says %q", got)
	}
	if got := (&End{M: m}).noPath(lang); got != lang.T(words.PathNoHideout) {
		t.Errorf("the Patrón's computer says %q", got)
	}
}
