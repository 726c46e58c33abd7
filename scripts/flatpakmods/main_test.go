package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
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

// go-toolchain.json is one Go release, no older than go.mod's go line, for
// both of Flathub's architectures. Not necessarily the Go running this test:
// a fresh machine's Go is go.mod's own (GOTOOLCHAIN=auto), this machine's
// may be newer; make flatpak-sources pins the one that wrote it.
func TestToolchainIsOneGo(t *testing.T) {
	mod, err := os.ReadFile(filepath.Join("..", "..", "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^go (1\.\d+)(\.\d+)?$`).FindSubmatch(mod)
	if m == nil {
		t.Fatal("go.mod names no go version")
	}
	least := "go" + string(m[1]) + string(m[2])
	arches := map[string]bool{}
	version := ""
	for _, s := range readSources(t, "go-toolchain.json") {
		if len(s.OnlyArches) != 1 {
			t.Fatalf("odd source %+v", s)
		}
		arches[s.OnlyArches[0]] = true
		v := regexp.MustCompile(`-(go1\.\d+(\.\d+)?)\.linux-`).FindStringSubmatch(s.URL)
		if v == nil || len(s.SHA256) != 64 {
			t.Fatalf("%s is no Go release with a sha256", s.URL)
		}
		if version != "" && v[1] != version {
			t.Errorf("two Go releases: %s and %s", version, v[1])
		}
		version = v[1]
	}
	if version != "" && semverLess(version, least) {
		t.Errorf("the Flatpak's %s is older than go.mod's %s", version, least)
	}
	if !arches["x86_64"] || !arches["aarch64"] {
		t.Errorf("arches %v, want x86_64 and aarch64", arches)
	}
}

// semverLess compares two goX.Y[.Z] names by number.
func semverLess(a, b string) bool {
	num := func(s string) (out [3]int) {
		for i, f := range strings.Split(strings.TrimPrefix(s, "go"), ".") {
			if i < 3 {
				out[i], _ = strconv.Atoi(f)
			}
		}
		return out
	}
	x, y := num(a), num(b)
	for i := range x {
		if x[i] != y[i] {
			return x[i] < y[i]
		}
	}
	return false
}

// The proxy's case encoding: upper case as "!" and the lower letter.
func TestEscape(t *testing.T) {
	if got := escape("github.com/BurntSushi/toml"); got != "github.com/!burnt!sushi/toml" {
		t.Errorf("escape = %q", got)
	}
}
