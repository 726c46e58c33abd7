package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestInstallScript installs into a temporary PREFIX the way `make install`
// and a release tarball's install.sh do, checks the XDG layout, then
// uninstalls and checks nothing is left.
func TestInstallScript(t *testing.T) {
	from := t.TempDir()
	write := func(rel, body string) {
		t.Helper()
		p := filepath.Join(from, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("patron", "#!/bin/sh\necho patron test\n")
	desktop, err := os.ReadFile("packaging/linux/patron.desktop")
	if err != nil {
		t.Fatal(err)
	}
	write("patron.desktop", string(desktop))
	sizes := []int{16, 32, 48, 64, 128, 256}
	for _, n := range sizes {
		write(fmt.Sprintf("icons/%dx%d/apps/patron.png", n, n), "png")
	}

	prefix := filepath.Join(t.TempDir(), "usr")
	run := func(args ...string) {
		t.Helper()
		out, err := exec.Command("scripts/install.sh", args...).CombinedOutput()
		if err != nil {
			t.Fatalf("install.sh %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	run("--from", from, prefix)

	want := []string{"bin/patron", "share/applications/patron.desktop"}
	for _, n := range sizes {
		want = append(want, fmt.Sprintf("share/icons/hicolor/%dx%d/apps/patron.png", n, n))
	}
	for _, rel := range want {
		if _, err := os.Stat(filepath.Join(prefix, rel)); err != nil {
			t.Errorf("not installed: %v", err)
		}
	}
	if st, err := os.Stat(filepath.Join(prefix, "bin/patron")); err == nil && st.Mode().Perm()&0o111 == 0 {
		t.Errorf("bin/patron is not executable: %v", st.Mode())
	}
	entry, err := os.ReadFile(filepath.Join(prefix, "share/applications/patron.desktop"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(entry), "\nExec="+prefix+"/bin/patron\n") || !strings.Contains(string(entry), "\nIcon=patron\n") {
		t.Errorf("the menu entry does not start PREFIX/bin/patron with the patron icon:\n%s", entry)
	}

	run("--uninstall", prefix)
	for _, rel := range want {
		if _, err := os.Stat(filepath.Join(prefix, rel)); !os.IsNotExist(err) {
			t.Errorf("%s left after uninstall (%v)", rel, err)
		}
	}
}
