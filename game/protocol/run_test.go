package protocol

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// patron engine (Run) answers on stdout the lines it reads on stdin, and
// ends with exit code 0 when stdin ends.
func TestRunServesStdinAndStdout(t *testing.T) {
	dir := t.TempDir()
	in, out := filepath.Join(dir, "in"), filepath.Join(dir, "out")
	if err := os.WriteFile(in, []byte("{\"bogus\":1}\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	stdin, err := os.Open(in)
	if err != nil {
		t.Fatal(err)
	}
	defer stdin.Close()
	stdout, err := os.Create(out)
	if err != nil {
		t.Fatal(err)
	}
	defer stdout.Close()
	saved := [2]*os.File{os.Stdin, os.Stdout}
	os.Stdin, os.Stdout = stdin, stdout
	code := Run(nil)
	os.Stdin, os.Stdout = saved[0], saved[1]
	got, _ := os.ReadFile(out)
	if code != 0 || !strings.Contains(string(got), `"ok":false`) || strings.Count(string(got), "\n") != 1 {
		t.Fatalf("exit %d, stdout %q: want 0 and one refusal", code, got)
	}
}
