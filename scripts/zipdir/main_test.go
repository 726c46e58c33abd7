package main

import (
	"archive/zip"
	"bytes"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// Two packs of one tree give the same bytes whatever the files' own times;
// names come sorted under the folder's own name, and an executable stays one.
func TestPackIsReproducible(t *testing.T) {
	dir := t.TempDir()
	tree := filepath.Join(dir, "Patron.app")
	os.MkdirAll(filepath.Join(tree, "Contents", "MacOS"), 0o755)
	os.WriteFile(filepath.Join(tree, "Contents", "Info.plist"), []byte("<plist/>"), 0o644)
	os.WriteFile(filepath.Join(tree, "Contents", "MacOS", "patron"), []byte("binary"), 0o755)
	stamp := time.Unix(1700000000, 0).UTC()
	one, two := filepath.Join(dir, "1.zip"), filepath.Join(dir, "2.zip")
	if err := pack(one, tree, stamp); err != nil {
		t.Fatal(err)
	}
	later := time.Now().Add(time.Hour)
	os.Chtimes(filepath.Join(tree, "Contents", "Info.plist"), later, later)
	if err := pack(two, tree, stamp); err != nil {
		t.Fatal(err)
	}
	a, _ := os.ReadFile(one)
	b, _ := os.ReadFile(two)
	if !bytes.Equal(a, b) {
		t.Fatal("two packs of the same tree differ")
	}
	r, err := zip.OpenReader(one)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	want := []string{"Patron.app/", "Patron.app/Contents/", "Patron.app/Contents/Info.plist",
		"Patron.app/Contents/MacOS/", "Patron.app/Contents/MacOS/patron"}
	if len(r.File) != len(want) {
		t.Fatalf("%d entries, want %d", len(r.File), len(want))
	}
	for i, f := range r.File {
		if f.Name != want[i] || !f.Modified.Equal(stamp) {
			t.Errorf("entry %d: %s at %v, want %s at %v", i, f.Name, f.Modified, want[i], stamp)
		}
	}
	if m := r.File[4].Mode(); m&0o111 == 0 {
		t.Errorf("the app's binary lost its executable bit: %v", m)
	}
	if m := r.File[2].Mode(); m&0o111 != 0 {
		t.Errorf("Info.plist became executable: %v", m)
	}
}
