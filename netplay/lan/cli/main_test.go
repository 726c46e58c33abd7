package cli

import (
	"fmt"
	"os"
	"sync"
	"testing"
)

// asCommand, in a child's environment, makes this test binary the patron
// command's LAN part: it runs the entry point its first argument names
// (host, join, lan-sim) with the rest, as the root's command table does.
// The tests run the commands as a player does (a process of their own,
// their flags, output and exit code) without building the whole game,
// and `patron lan-sim`'s joiners (`patron join`, this same binary) too.
const asCommand = "PATRON_TEST_AS_COMMAND"

// commands are the entry points a child runs, by the name the root's
// command table gives them.
var commands = map[string]func([]string) int{"host": Host, "join": Join, "lan-sim": Sim}

func TestMain(m *testing.M) {
	if os.Getenv(asCommand) != "" {
		if len(os.Args) < 2 || commands[os.Args[1]] == nil {
			fmt.Fprintf(os.Stderr, "patron (the cli test binary): host, join or lan-sim, not %q\n", os.Args[1:])
			os.Exit(2)
		}
		os.Exit(commands[os.Args[1]](os.Args[2:]))
	}
	os.Setenv(asCommand, "1") // for every process the tests start
	os.Exit(m.Run())
}

var (
	binOnce sync.Once
	binPath string
	binErr  error
)

// patronBinary is the command for the tests that run it: this test binary
// (asCommand).
func patronBinary(t testing.TB) string {
	t.Helper()
	binOnce.Do(func() { binPath, binErr = os.Executable() })
	if binErr != nil {
		t.Fatal(binErr)
	}
	return binPath
}
