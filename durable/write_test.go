package durable

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

func TestWriteFileReplacesWholeAndLeavesNoTemporaryFile(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "sub", "x.json")
	for _, text := range []string{"first", "second, longer", "3"} {
		if err := WriteFile(p, []byte(text)); err != nil {
			t.Fatal(err)
		}
		if b, _ := os.ReadFile(p); string(b) != text {
			t.Fatalf("read %q, wrote %q", b, text)
		}
	}
	if left, _ := filepath.Glob(filepath.Join(dir, "sub", ".*")); len(left) != 0 {
		t.Fatalf("temporary files left: %v", left)
	}
}

// Create makes a file once: a second Create finds it and leaves it as it
// was; Move gives a file a free name and refuses a taken one.
func TestCreateOnceAndMoveToAFreeName(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "k", "key")
	if err := Create(p, []byte("one")); err != nil {
		t.Fatal(err)
	}
	if err := Create(p, []byte("two")); !errors.Is(err, fs.ErrExist) {
		t.Fatalf("a second create: %v", err)
	}
	if st, _ := os.Stat(p); st.Mode().Perm() != 0o600 {
		t.Fatalf("created as %v, want 0600", st.Mode().Perm())
	}
	aside := p + ".aside"
	if err := Move(p, aside); err != nil {
		t.Fatal(err)
	}
	Create(p, []byte("three"))
	if err := Move(p, aside); !errors.Is(err, fs.ErrExist) {
		t.Fatalf("a move onto a file: %v", err)
	}
	for name, want := range map[string]string{p: "three", aside: "one"} {
		if b, _ := os.ReadFile(name); string(b) != want {
			t.Fatalf("%s holds %q, want %q", name, b, want)
		}
	}
	if left, _ := filepath.Glob(filepath.Join(dir, "k", ".*")); len(left) != 0 {
		t.Fatalf("temporary files left: %v", left)
	}
}
