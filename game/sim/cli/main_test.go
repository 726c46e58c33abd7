package cli

import (
	"os"
	"testing"

	"patron/cmdtest"
)

// commands are this package's entry points by the name patron gives them.
var commands = map[string]func([]string) int{
	"sim":      Sim,
	"ladder":   Ladder,
	"autoplay": Autoplay,
}

// TestMain makes this test binary the command its first argument names
// in a child the tests start (cmdtest).
func TestMain(m *testing.M) { os.Exit(cmdtest.Run(m, commands)) }
