package window

import (
	"fmt"
	"os"
	"sync"
	"testing"
)

// commands are this package's entry points by the name patron gives them.
var commands = map[string]func([]string) int{
	"play":       func([]string) int { return Run() },
	"screenshot": Screenshot,
	"fps":        FPS,
}

// asCommand, in a child's environment, makes this test binary the patron
// command its first argument names (one of commands; none is the window,
// as for patron): the tests run the program as a player does (a process of
// its own, its flags, its output and exit code) without building the whole
// game.
const asCommand = "PATRON_TEST_AS_COMMAND"

func TestMain(m *testing.M) {
	if os.Getenv(asCommand) != "" {
		if len(os.Args) < 2 {
			os.Exit(Run())
		}
		if commands[os.Args[1]] == nil {
			fmt.Fprintf(os.Stderr, "patron: not a command of this package: %q\n", os.Args[1:])
			os.Exit(2)
		}
		os.Exit(commands[os.Args[1]](os.Args[2:]))
	}
	os.Setenv(asCommand, "1") // for every process the tests start
	code := m.Run()
	if testTmp != "" {
		os.RemoveAll(testTmp)
	}
	os.Exit(code)
}

var (
	binOnce sync.Once
	binPath string
	binErr  error
	testTmp string // the screenshots, removed at the end
)

// patronBinary is the command for the tests that run it: this test binary
// (asCommand), and a folder for what they write.
func patronBinary(t testing.TB) string {
	t.Helper()
	binOnce.Do(func() {
		if testTmp, binErr = os.MkdirTemp("", "patron-test-"); binErr != nil {
			return
		}
		binPath, binErr = os.Executable()
	})
	if binErr != nil {
		t.Fatal(binErr)
	}
	return binPath
}
