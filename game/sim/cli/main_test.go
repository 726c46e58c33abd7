package cli

import (
	"fmt"
	"os"
	"testing"
)

// commands are this package's entry points by the name patron gives them.
var commands = map[string]func([]string) int{
	"sim":      Sim,
	"ladder":   Ladder,
	"autoplay": Autoplay,
}

// asCommand, in a child's environment, makes this test binary the patron
// command its first argument names (one of commands): the tests run a
// command as a player does (a process of its own, its flags, its output
// and exit code) without building the whole game.
const asCommand = "PATRON_TEST_AS_COMMAND"

func TestMain(m *testing.M) {
	if os.Getenv(asCommand) != "" {
		if len(os.Args) < 2 || commands[os.Args[1]] == nil {
			fmt.Fprintf(os.Stderr, "patron: not a command of this package: %q\n", os.Args[1:])
			os.Exit(2)
		}
		os.Exit(commands[os.Args[1]](os.Args[2:]))
	}
	os.Setenv(asCommand, "1") // for every process the tests start
	os.Exit(m.Run())
}

// patronBinary is the command for the tests that run it: this test binary
// (asCommand).
func patronBinary(t testing.TB) string {
	t.Helper()
	bin, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	return bin
}
