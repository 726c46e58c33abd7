//go:build !js

package cli

import (
	"os"
	"path/filepath"
	"testing"
)

// webBuild writes a browser build's three files into dir.
func webBuild(t *testing.T, dir string) {
	t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"index.html", "patron.wasm", "wasm_exec.js"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(name), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// patron serve finds the browser build each package puts beside its
// binary, the flag choosing another, and serves none when there is none.
func TestServeFindsTheBrowserEditionBesideItsBinary(t *testing.T) {
	root := t.TempDir()
	exe := filepath.Join(root, "bin", "patron")
	webBuild(t, filepath.Dir(exe)) // a build's files beside the binary, not in a folder named web: nothing
	if err := os.WriteFile(exe, nil, 0o755); err != nil {
		t.Fatal(err)
	}
	if got := findWeb("", exe); got != "" {
		t.Errorf("no web folder yet, found %q", got)
	}
	half := filepath.Join(root, "bin", "web")
	if err := os.MkdirAll(half, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(half, "index.html"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	shared := filepath.Join(root, "share", "patron", "web") // installed under a PREFIX
	webBuild(t, shared)
	if got := findWeb("", exe); got != shared {
		t.Errorf("installed: found %q, not %q (a web folder without the game is no build)", got, shared)
	}
	webBuild(t, half) // the tarball's: beside the binary, first
	if got := findWeb("", exe); got != half {
		t.Errorf("the tarball's: found %q, not %q", got, half)
	}
	if got := findWeb("/srv/patron-web", exe); got != "/srv/patron-web" {
		t.Errorf("--web gave %q", got)
	}
	// A link to the binary elsewhere (/usr/local/bin/patron) finds the
	// build beside the real one.
	link := filepath.Join(t.TempDir(), "patron")
	if err := os.Symlink(exe, link); err != nil {
		t.Fatal(err)
	}
	if got := findWeb("", link); got != half {
		t.Errorf("through a link: found %q, not %q", got, half)
	}
	bundle := filepath.Join(t.TempDir(), "Patron.app", "Contents")
	webBuild(t, filepath.Join(bundle, "Resources", "web"))
	if got, want := findWeb("", filepath.Join(bundle, "MacOS", "patron")), filepath.Join(bundle, "Resources", "web"); got != want {
		t.Errorf("the macOS bundle: found %q, not %q", got, want)
	}
}
