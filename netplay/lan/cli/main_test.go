package cli

import (
	"os"
	"testing"

	"patron/cmdtest"
)

// commands are the entry points a child runs, by the name the root's
// command table gives them: `patron lan-sim`'s joiners (`patron join`)
// are this same test binary too.
var commands = map[string]func([]string) int{"host": Host, "join": Join, "lan-sim": Sim}

// TestMain makes this test binary the command its first argument names
// in a child the tests start (cmdtest): they run the commands as a player
// does without building the whole game.
// The commands print in the system's language: the tests read English
// (LC_ALL=C, whatever the machine's locale), unless one asks a child for
// another (a child keeps the locale it is given).
func TestMain(m *testing.M) {
	if os.Getenv(cmdtest.Env) == "" {
		os.Setenv("LC_ALL", "C")
	}
	os.Exit(cmdtest.Run(m, commands))
}
