package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/render/draw"
	"patron/scenes/words"
)

// Where there are no files and no browser storage (a browser that refuses
// it), the game opens no store, even with a data folder named, and its
// settings have no file to go to: the Load game and Statistics screens
// then say there is nothing, as they do for a store that could not open.
// (With the browser's storage: storage_test.go.)
func TestNoFilesOpensNoStore(t *testing.T) {
	t.Setenv("PATRON_DATA_DIR", t.TempDir())
	if openStore(ThisPlatform()) == nil {
		t.Fatal("with files, no store opened")
	}
	noFiles := ThisPlatform()
	noFiles.Files = false
	if st := openStore(noFiles); st != nil {
		t.Errorf("without files, a store opened at %s", st.Root)
	}
	if s := LoadSettings(noFiles); s.Path != "" {
		t.Errorf("without files, the settings go to %s", s.Path)
	}
}

// Without files or the browser's storage the menu's Load game is greyed
// and says games are not kept; its key opens nothing.
func TestMenuWithoutFilesGreysLoad(t *testing.T) {
	noFiles := ThisPlatform()
	noFiles.Files = false
	lang := words.English()
	a := NewAppOn(noFiles, &Menu{}, &Script{})
	m := &Menu{}
	if it := m.items(a)[3]; it.id != named("menu:load") || it.sub != lang.T(words.NoStorageInBrowser) {
		t.Errorf("item 4 is %s saying %q", it.id, it.sub)
	}
	m.Update(a, &Input{Keys: []ebiten.Key{ebiten.Key4}})
	if a.next != nil {
		t.Errorf("key 4 opened %T without files", a.next)
	}
	m.Draw(a, &draw.Canvas{S: 1})
	for _, tg := range a.Targets() {
		if tg.ID == named("menu:load") {
			t.Error("Load game is clickable without files")
		}
	}
}
