package main

import (
	"bytes"
	"debug/buildinfo"
	"os/exec"
	"runtime/debug"
	"strings"
	"testing"
)

// The notices of the Linux build name every module go list says it links,
// each with a licence text, and no module that only the tools use.
func TestNoticesListEveryLinkedModule(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command")
	}
	mods := map[string]*module{}
	if err := linked(target{GOOS: "linux", GOARCH: "amd64"}, mods); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"github.com/hajimehoshi/ebiten/v2", "golang.org/x/image", "golang.org/x/text"} {
		if mods[want] == nil {
			t.Errorf("%s is linked but not listed", want)
		}
	}
	for _, tool := range []string{"github.com/tc-hib/winres", "github.com/nfnt/resize"} {
		if mods[tool] != nil {
			t.Errorf("%s is listed, but only scripts/exeres uses it, not the game", tool)
		}
	}
	goVersion, goroot, err := goEnv()
	if err != nil {
		t.Fatal(err)
	}
	out, err := render(goVersion, goroot, mods)
	if err != nil {
		t.Fatal(err)
	}
	text := string(out)
	for p, m := range mods {
		if !strings.Contains(text, "\n- "+p+" "+m.Version+"\n") {
			t.Errorf("%s %s is not in the list", p, m.Version)
		}
		if !strings.Contains(text, "\n--- "+p+"@"+m.Version+"/") {
			t.Errorf("%s has no licence text", p)
		}
	}
	for _, want := range []string{"--- go/LICENSE ---", "GeoNames (geonames.org)", "CC BY 4.0", "Natural Earth", "Bigelow & Holmes"} {
		if !strings.Contains(text, want) {
			t.Errorf("the notices lack %q", want)
		}
	}
	if strings.Contains(text, goroot) || strings.Contains(text, "/pkg/mod/") {
		t.Error("the notices name a path of this machine")
	}
	again, err := render(goVersion, goroot, mods)
	if err != nil || !bytes.Equal(out, again) {
		t.Error("two renders differ")
	}
}

// A binary that links a module the notices lack, or another version of
// it, is refused.
func TestCoveredRefusesAModuleMissing(t *testing.T) {
	mods := map[string]*module{"golang.org/x/text": {Path: "golang.org/x/text", Version: "v0.43.0"}}
	info := &buildinfo.BuildInfo{Deps: []*debug.Module{{Path: "golang.org/x/text", Version: "v0.43.0"}}}
	if err := covered("patron", info, mods); err != nil {
		t.Errorf("all covered, yet: %v", err)
	}
	info.Deps = append(info.Deps, &debug.Module{Path: "golang.org/x/image", Version: "v0.47.0"})
	if err := covered("patron", info, mods); err == nil {
		t.Error("a module missing from the notices passed")
	}
	info.Deps = []*debug.Module{{Path: "golang.org/x/text", Version: "v0.42.0"}}
	if err := covered("patron", info, mods); err == nil {
		t.Error("another version passed")
	}
}

func TestLicenceName(t *testing.T) {
	for name, want := range map[string]bool{
		"LICENSE": true, "LICENSE.md": true, "license.txt": true, "LICENCE": true, "COPYING": true,
		"NOTICE.md": true, "PATENTS": true, "AUTHORS": false, "README.md": false, "license_test.go": false, "license.go": false,
	} {
		if licenceName(name) != want {
			t.Errorf("licenceName(%q) = %v", name, !want)
		}
	}
}
