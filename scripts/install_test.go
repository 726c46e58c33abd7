// Package scripts holds no code: its tests run install.sh, beside them,
// as make install and a release tarball do.
package scripts

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
	desktop, err := os.ReadFile("../packaging/linux/patron.desktop")
	if err != nil {
		t.Fatal(err)
	}
	write("patron.desktop", string(desktop))
	sizes := []int{16, 32, 48, 64, 128, 256}
	for _, n := range sizes {
		write(fmt.Sprintf("icons/%dx%d/apps/patron.png", n, n), "png")
	}

	web := []string{"index.html", "patron.wasm", "patron.wasm.gz", "wasm_exec.js"} // the browser edition
	for _, f := range web {
		write("web/"+f, f)
	}

	prefix := filepath.Join(t.TempDir(), "usr")
	run := func(args ...string) {
		t.Helper()
		out, err := exec.Command("./install.sh", args...).CombinedOutput()
		if err != nil {
			t.Fatalf("install.sh %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	run("--from", from, prefix)

	want := []string{"bin/patron", "share/applications/patron.desktop"}
	for _, n := range sizes {
		want = append(want, fmt.Sprintf("share/icons/hicolor/%dx%d/apps/patron.png", n, n))
	}
	for _, f := range web { // where patron serve finds it from bin/patron
		want = append(want, "share/patron/web/"+f)
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
	if _, err := os.Stat(filepath.Join(prefix, "share/patron")); !os.IsNotExist(err) {
		t.Errorf("share/patron left after uninstall (%v)", err)
	}
}

// A PREFIX with spaces or shell characters in it (a home folder's "My
// Games", an "R&D" share) gives a menu entry whose Exec a desktop runs as
// that one path: quoted and escaped as the Desktop Entry specification
// says, never split at the space nor mangled by the & or | that a sed
// replacement reads as its own.
func TestInstallScriptOddPrefix(t *testing.T) {
	from := t.TempDir()
	if err := os.WriteFile(filepath.Join(from, "patron"), []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	desktop, err := os.ReadFile("../packaging/linux/patron.desktop")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(from, "patron.desktop"), desktop, 0o644); err != nil {
		t.Fatal(err)
	}
	icon := filepath.Join(from, "icons/16x16/apps/patron.png")
	if err := os.MkdirAll(filepath.Dir(icon), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(icon, []byte("png"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, odd := range []string{"My Games", `R&D|x "q" $HOME \b 100%`} {
		prefix := filepath.Join(t.TempDir(), odd)
		if out, err := exec.Command("./install.sh", "--from", from, prefix).CombinedOutput(); err != nil {
			t.Fatalf("install.sh %q: %v\n%s", prefix, err, out)
		}
		entry, err := os.ReadFile(filepath.Join(prefix, "share/applications/patron.desktop"))
		if err != nil {
			t.Fatal(err)
		}
		var value string
		for _, line := range strings.Split(string(entry), "\n") {
			if v, ok := strings.CutPrefix(line, "Exec="); ok {
				value = v
			}
		}
		args, err := desktopExec(value)
		if err != nil || len(args) != 1 || args[0] != filepath.Join(prefix, "bin/patron") {
			t.Errorf("PREFIX %q: the menu entry's Exec=%s runs %q (%v)", prefix, value, args, err)
		}
		if path, err := exec.LookPath("desktop-file-validate"); err == nil {
			if out, err := exec.Command(path, filepath.Join(prefix, "share/applications/patron.desktop")).CombinedOutput(); err != nil {
				t.Errorf("PREFIX %q: desktop-file-validate: %v\n%s", prefix, err, out)
			}
		}
	}
}

// desktopExec reads an Exec value as a desktop does: the string escapes
// (\\ is \), then the arguments, split at spaces outside double quotes,
// where \ escapes " ` $ and \; a %% is a %, and any other field code or
// an unquoted reserved character is an error.
func desktopExec(value string) ([]string, error) {
	var s strings.Builder
	for i := 0; i < len(value); i++ {
		if value[i] == '\\' && i+1 < len(value) {
			i++
			switch value[i] {
			case 's':
				s.WriteByte(' ')
			case 'n':
				s.WriteByte('\n')
			case 't':
				s.WriteByte('\t')
			case 'r':
				s.WriteByte('\r')
			case '\\':
				s.WriteByte('\\')
			default:
				return nil, fmt.Errorf("string escape \\%c", value[i])
			}
			continue
		}
		s.WriteByte(value[i])
	}
	v := s.String()
	var args []string
	var arg strings.Builder
	inArg, quoted := false, false
	for i := 0; i < len(v); i++ {
		c := v[i]
		switch {
		case quoted && c == '"':
			quoted = false
		case quoted && c == '\\' && i+1 < len(v) && strings.IndexByte("\"`$\\", v[i+1]) >= 0:
			i++
			arg.WriteByte(v[i])
		case c == '%':
			if i+1 >= len(v) || v[i+1] != '%' {
				return nil, fmt.Errorf("field code in %q", v)
			}
			i++
			arg.WriteByte('%')
			inArg = true
		case quoted:
			arg.WriteByte(c)
		case c == '"':
			quoted, inArg = true, true
		case c == ' ':
			if inArg {
				args = append(args, arg.String())
				arg.Reset()
				inArg = false
			}
		case strings.IndexByte("\t\n'\\><~|&;$*?#()`", c) >= 0:
			return nil, fmt.Errorf("unquoted %q in %q", c, v)
		default:
			arg.WriteByte(c)
			inArg = true
		}
	}
	if quoted {
		return nil, fmt.Errorf("unclosed quote in %q", v)
	}
	if inArg {
		args = append(args, arg.String())
	}
	return args, nil
}

// A relative PREFIX would give a menu entry whose Exec names a path
// relative to wherever the desktop starts it (not where it was installed
// from): install.sh refuses it and installs nothing.
func TestInstallScriptRefusesARelativePrefix(t *testing.T) {
	from := t.TempDir()
	if err := os.WriteFile(filepath.Join(from, "patron"), []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	work := t.TempDir()
	script, err := filepath.Abs("install.sh")
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(script, "--from", from, "staging")
	cmd.Dir = work
	out, err := cmd.CombinedOutput()
	if err == nil {
		t.Errorf("install.sh took the relative PREFIX staging:\n%s", out)
	}
	if left, _ := os.ReadDir(work); len(left) != 0 {
		t.Errorf("install.sh installed into %s", left[0].Name())
	}
}
