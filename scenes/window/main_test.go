package window

import (
	"os"
	"sync"
	"testing"

	"patron/cmdtest"
)

// commands are this package's entry points by the name patron gives them.
var commands = map[string]func([]string) int{
	"":           func([]string) int { return Run() },
	"play":       func([]string) int { return Run() },
	"screenshot": Screenshot,
	"fps":        FPS,
}

// TestMain makes this test binary the command its first argument names
// in a child the tests start (cmdtest); none is the window, as for patron.
func TestMain(m *testing.M) {
	code := cmdtest.Run(m, commands)
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
// (cmdtest), and a folder for what they write.
func patronBinary(t testing.TB) string {
	t.Helper()
	binOnce.Do(func() {
		if testTmp, binErr = os.MkdirTemp("", "patron-test-"); binErr != nil {
			return
		}
		binPath = cmdtest.Binary(t)
	})
	if binErr != nil {
		t.Fatal(binErr)
	}
	return binPath
}
