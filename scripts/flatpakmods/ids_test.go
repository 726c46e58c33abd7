package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"testing"
)

// appID is the one id every package uses.
const appID = "io.github.patrongame.Patron"

func readRepo(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", path))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// The Flatpak manifest, the AppStream metadata and the macOS bundle carry
// the same id, and the files are named by it, as Flathub and AppStream
// want: a rename in one place only fails here.
func TestOneAppID(t *testing.T) {
	manifest := readRepo(t, "packaging/flatpak/"+appID+".yml")
	meta := readRepo(t, "packaging/linux/"+appID+".metainfo.xml")
	mac := readRepo(t, "scripts/macapp/plist.go")
	for _, c := range []struct{ what, text, pattern string }{
		{"the manifest's id", manifest, `(?m)^id: (\S+)$`},
		{"the metainfo's id", meta, `<id>([^<]+)</id>`},
		{"the metainfo's launchable", meta, `<launchable type="desktop-id">([^<]+)\.desktop</launchable>`},
		{"the macOS bundle id", mac, `const AppID = "([^"]+)"`},
	} {
		m := regexp.MustCompile(c.pattern).FindStringSubmatch(c.text)
		if m == nil || m[1] != appID {
			t.Errorf("%s: %v, want %s", c.what, m, appID)
		}
	}
}

// appstreamcli and desktop-file-validate, where installed (Debian's
// appstream and desktop-file-utils), pass the metadata and the menu entry.
func TestPackagingFilesValidate(t *testing.T) {
	for _, c := range [][]string{
		{"appstreamcli", "validate", "--no-net", "--explain", filepath.Join("..", "..", "packaging", "linux", appID+".metainfo.xml")},
		{"desktop-file-validate", filepath.Join("..", "..", "packaging", "linux", "patron.desktop")},
	} {
		if _, err := exec.LookPath(c[0]); err != nil {
			t.Logf("%s is not installed: not checked", c[0])
			continue
		}
		out, err := exec.Command(c[0], c[1:]...).CombinedOutput()
		if err != nil {
			t.Errorf("%s: %v\n%s", c[0], err, out)
		}
	}
}
