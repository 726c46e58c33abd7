package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

func readSources(t *testing.T, name string) []source {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "packaging", "flatpak", name))
	if err != nil {
		t.Fatal(err)
	}
	var out []source
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return out
}

// go-modules.json has one source per go.sum line, each the proxy's file
// for that module and version, with a sha256, laid out as a file:// proxy:
// a change to go.sum without a rerun of flatpakmods fails here.
func TestModulesMatchGoSum(t *testing.T) {
	f, err := os.Open(filepath.Join("..", "..", "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	entries, err := readGoSum(f)
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{}
	for _, e := range entries {
		ext := ".zip"
		if e.GoMod {
			ext = ".mod"
		}
		want[goproxyDir+"/"+escape(e.Path)+"/@v/"+escape(e.Version)+ext] = true
	}
	got := map[string]bool{}
	for _, s := range readSources(t, "go-modules.json") {
		p := s.Dest + "/" + s.DestFilename
		if got[p] {
			t.Errorf("%s twice", p)
		}
		got[p] = true
		if !want[p] {
			t.Errorf("%s is not in go.sum", p)
		}
		if s.Type != "file" || s.URL != proxyURL+strings.TrimPrefix(p, goproxyDir+"/") || len(s.SHA256) != 64 {
			t.Errorf("%s: odd source %+v", p, s)
		}
	}
	for p := range want {
		if !got[p] {
			t.Errorf("go.sum's %s has no source", p)
		}
	}
}

// go-toolchain.json is the Go that builds the game here (the same Go
// make dist uses), for both of Flathub's architectures.
func TestToolchainIsThisGo(t *testing.T) {
	arches := map[string]bool{}
	for _, s := range readSources(t, "go-toolchain.json") {
		if len(s.OnlyArches) != 1 {
			t.Fatalf("odd source %+v", s)
		}
		arches[s.OnlyArches[0]] = true
		if !strings.Contains(s.URL, "-"+runtime.Version()+".linux-") || len(s.SHA256) != 64 {
			t.Errorf("%s is not %s (run go run ./scripts/flatpakmods packaging/flatpak)", s.URL, runtime.Version())
		}
	}
	if !arches["x86_64"] || !arches["aarch64"] {
		t.Errorf("arches %v, want x86_64 and aarch64", arches)
	}
}

// The proxy's case encoding: upper case as "!" and the lower letter.
func TestEscape(t *testing.T) {
	if got := escape("github.com/BurntSushi/toml"); got != "github.com/!burnt!sushi/toml" {
		t.Errorf("escape = %q", got)
	}
}
