package main

import (
	"os"
	"os/exec"
	"regexp"
	"testing"
)

// versionLine is what patron --version prints: "patron " and a version,
// git describe's (v1.2-3-gabc1234, abc1234, with -dirty), a commit or "dev".
// asCommand, in a child's environment, makes this test binary the patron
// command: its main runs with the child's arguments. The test runs the
// program as a player does (a process of its own, its output and exit
// code) without building it a second time.
const asCommand = "PATRON_TEST_AS_COMMAND"

func TestMain(m *testing.M) {
	if os.Getenv(asCommand) != "" {
		main()
		os.Exit(0)
	}
	os.Setenv(asCommand, "1") // for every process the tests start
	os.Exit(m.Run())
}

var versionLine = regexp.MustCompile(`^patron [0-9A-Za-z][0-9A-Za-z.+_-]*\n$`)

func TestVersionCommand(t *testing.T) {
	bin, err := os.Executable() // this test binary, as the command (asCommand)
	if err != nil {
		t.Fatal(err)
	}
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
