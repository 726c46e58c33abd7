// Package cli holds the commands of play across the internet: `patron
// serve` (the server: netplay/server), `patron verify` (an exported
// table's log checked offline: netplay/ledger) and `patron online-sim`
// (bot tables through a server, timed). The command table in the
// repository root's main.go lists them; docs/online.md tells how to run a
// server. A browser build links only verify (browser_js.go).
package cli

import (
	"errors"
	"fmt"
	"os"
)

// usageError is a bad flag or argument: exit code 2.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func badUsage(format string, args ...any) error {
	return usageError{msg: fmt.Sprintf(format, args...)}
}

// exitCode prints err for the command and says how the process ends: 0
// without an error, 2 for a usage error, 1 otherwise.
func exitCode(cmd string, err error) int {
	if err == nil {
		return 0
	}
	fmt.Fprintf(os.Stderr, "patron %s: %v\n", cmd, err)
	var u usageError
	if errors.As(err, &u) {
		return 2
	}
	return 1
}
