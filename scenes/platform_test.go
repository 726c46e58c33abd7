package scenes

import "testing"

// Where there are no files (the browser), the game opens no store, even
// with a data folder named, and its settings have no file to go to: the
// Load game and Statistics screens then say there is nothing, as they do
// for a store that could not open.
func TestNoFilesOpensNoStore(t *testing.T) {
	defer func(was bool) { filesPossible = was }(filesPossible)
	t.Setenv("PATRON_DATA_DIR", t.TempDir())
	if openStore() == nil {
		t.Fatal("with files, no store opened")
	}
	filesPossible = false
	if st := openStore(); st != nil {
		t.Errorf("without files, a store opened at %s", st.Root)
	}
	if s := LoadSettings(); s.Path != "" {
		t.Errorf("without files, the settings go to %s", s.Path)
	}
}
