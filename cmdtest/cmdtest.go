// Package cmdtest lets a package's tests run its commands as a player
// does (a process of its own, its flags, its output and its exit code)
// without building the whole game: the package's own test binary is the
// command. A TestMain exits with Run's code, given the package's entry
// points; a test runs Binary with the command's name and arguments.
package cmdtest

import (
	"fmt"
	"os"
	"testing"
)

// Env, in a child's environment, makes the test binary the command.
const Env = "PATRON_TEST_AS_COMMAND"

// Run is the heart of the package's TestMain. In a child the tests
// started, it runs the entry point its first argument names (commands[""]
// when it has none, if there is one) and exits with its code; otherwise
// it runs the tests, marking every process they start as such a child,
// and returns their code for TestMain to exit with.
func Run(m *testing.M, commands map[string]func(args []string) int) int {
	if os.Getenv(Env) != "" {
		name, args := "", []string(nil)
		if len(os.Args) > 1 {
			name, args = os.Args[1], os.Args[2:]
		}
		run := commands[name]
		if run == nil {
			fmt.Fprintf(os.Stderr, "patron (a test binary): not a command of this package: %q\n", os.Args[1:])
			os.Exit(2)
		}
		os.Exit(run(args))
	}
	os.Setenv(Env, "1")
	return m.Run()
}

// Binary is the command the tests run: this test binary.
func Binary(t testing.TB) string {
	t.Helper()
	bin, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	return bin
}
