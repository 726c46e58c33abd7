package store

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// Open clears a killed writer's stale temporary files in its own folders,
// read as they are, never as a glob pattern: in a data folder named
// "[ab]" (a PATRON_DATA_DIR, a user name with brackets) a glob found none
// of its own and took instead those of the folders "a" and "b" beside it,
// deleting another program's files.
func TestOpenClearsOnlyItsOwnTemporaryFilesInAnOddFolder(t *testing.T) {
	parent := t.TempDir()
	root := filepath.Join(parent, "[ab]")
	own := filepath.Join(root, "saves", ".g.json.123.tmp")
	other := filepath.Join(parent, "a", "saves", ".x.json.9.tmp") // not the store's
	old := time.Now().Add(-time.Hour)
	for _, f := range []string{own, other} {
		if err := os.MkdirAll(filepath.Dir(f), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(f, []byte("half a save"), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(f, old, old); err != nil {
			t.Fatal(err)
		}
	}
	Open(root)
	if _, err := os.Stat(own); !os.IsNotExist(err) {
		t.Errorf("the store's stale temporary file is still there: %v", err)
	}
	if _, err := os.Stat(other); err != nil {
		t.Errorf("Open removed a file outside its folders: %v", err)
	}
}
