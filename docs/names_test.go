// Package docs holds the project's documents; its test keeps them honest:
// every file or folder of the repository that docs/ARCHITECTURE.md names
// exists, so a reader who follows the map never meets a name that moved.
package docs

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// named finds what a document quotes as code (`…`) that looks like a
// path of this repository: a folder/file with a slash, or a file name
// with one of the project's extensions.
var named = regexp.MustCompile("`([A-Za-z0-9_./{},-]+)`")

// paths are the repository paths one quoted name stands for: a/{b,c}
// names a/b and a/c.
func paths(name string) []string {
	open, close := strings.Index(name, "{"), strings.Index(name, "}")
	if open < 0 || close < open {
		return []string{name}
	}
	var out []string
	for _, alt := range strings.Split(name[open+1:close], ",") {
		out = append(out, paths(name[:open]+strings.TrimSpace(alt)+name[close+1:])...)
	}
	return out
}

func looksLikePath(s string) bool {
	if strings.HasPrefix(s, ".") || strings.Contains(s, "..") || strings.HasPrefix(s, "-") {
		return false
	}
	for _, ext := range []string{".go", ".md", ".sh", ".json", ".yml", ".mjs", ".html"} {
		if strings.HasSuffix(s, ext) {
			return true
		}
	}
	first, _, ok := strings.Cut(s, "/")
	if !ok {
		return false
	}
	switch first { // the repository's top folders
	case "game", "scenes", "render", "netplay", "assets", "durable", "docs", "scripts", "web", "version", "packaging":
		return true
	}
	return false
}

func TestArchitectureNamesWhatExists(t *testing.T) {
	doc, err := os.ReadFile("ARCHITECTURE.md")
	if err != nil {
		t.Fatal(err)
	}
	// A bare file name ("play_log.go", in the row of its package) must be
	// some file's of the repository; a path, that file or folder.
	base := map[string]bool{}
	filepath.WalkDir("..", func(path string, d os.DirEntry, err error) error {
		if err == nil && d.IsDir() && strings.HasPrefix(d.Name(), ".") && path != ".." {
			return filepath.SkipDir
		}
		if err == nil {
			base[d.Name()] = true
		}
		return nil
	})
	checked := 0
	for _, m := range named.FindAllStringSubmatch(string(doc), -1) {
		for _, p := range paths(m[1]) {
			if !looksLikePath(p) {
				continue
			}
			checked++
			if !strings.Contains(p, "/") {
				if !base[p] {
					t.Errorf("docs/ARCHITECTURE.md names %q, which no file of the repository is called", p)
				}
				continue
			}
			if _, err := os.Stat(filepath.Join("..", filepath.FromSlash(strings.TrimSuffix(p, "/")))); err != nil {
				t.Errorf("docs/ARCHITECTURE.md names %q (in %q), which does not exist", p, m[1])
			}
		}
	}
	if checked < 20 {
		t.Fatalf("only %d paths found in docs/ARCHITECTURE.md: the test reads it wrong", checked)
	}
}

// The map's rules hold: the network imports no screen and nothing that
// draws; what draws imports no screen and no network. (The engine's own
// rule is game's TestEngineDependencies.)
func TestTheMapsRulesHold(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Fatal("no go command: go test puts it on the PATH")
	}
	for _, rule := range []struct {
		pkgs   string
		refuse []string
	}{
		{"patron/netplay/...", []string{"patron/scenes", "patron/render"}},
		{"patron/render/...", []string{"patron/scenes", "patron/netplay"}},
	} {
		out, err := exec.Command(goTool, "list", "-deps", rule.pkgs).Output()
		if err != nil {
			t.Fatalf("go list: %v", err)
		}
		for _, p := range strings.Fields(string(out)) {
			for _, r := range rule.refuse {
				if p == r || strings.HasPrefix(p, r+"/") {
					t.Errorf("%s depends on %s", rule.pkgs, p)
				}
			}
		}
	}
}
