//go:build !js

package cli

import (
	"os"
	"testing"

	"patron/cmdtest"
)

// commands are the entry points a child runs, by the name the root's
// command table gives them: a test's server is this test binary too.
var commands = map[string]func([]string) int{"serve": Serve, "verify": Verify, "online-sim": Sim}

// TestMain makes this test binary the command its first argument names
// in a child the tests start (cmdtest).
func TestMain(m *testing.M) { os.Exit(cmdtest.Run(m, commands)) }
