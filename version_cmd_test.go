package main

import (
	"os"
	"os/exec"
	"regexp"
	"testing"

	"patron/cmdtest"
)

// TestMain makes this test binary the patron command in a child the test
// starts (cmdtest): its main reads the child's arguments.
func TestMain(m *testing.M) {
	asMain := func([]string) int { main(); return 0 }
	os.Exit(cmdtest.Run(m, map[string]func([]string) int{"--version": asMain, "version": asMain}))
}

// versionLine is what patron --version prints: "patron " and a version,
// git describe's (v1.2-3-gabc1234, abc1234, with -dirty), a commit or "dev".
var versionLine = regexp.MustCompile(`^patron [0-9A-Za-z][0-9A-Za-z.+_-]*\n$`)

func TestVersionCommand(t *testing.T) {
	bin := cmdtest.Binary(t) // this test binary, as the command
	var first string
	for _, arg := range []string{"--version", "version"} {
		out, err := exec.Command(bin, arg).Output()
		if err != nil {
			t.Fatalf("patron %s: %v", arg, err)
		}
		if !versionLine.Match(out) {
			t.Errorf("patron %s printed %q, want one line \"patron <version>\"", arg, out)
		}
		if first == "" {
			first = string(out)
		} else if string(out) != first {
			t.Errorf("patron version printed %q, patron --version %q", out, first)
		}
	}
}
