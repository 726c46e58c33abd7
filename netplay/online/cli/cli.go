// Package cli holds the commands of play across the internet: `patron
// serve` (the server: netplay/server), `patron verify` (an exported
// table's log checked offline: netplay/ledger) and `patron online-sim`
// (bot tables through a server, timed). The command table in the
// repository root's main.go lists them; docs/online.md tells how to run a
// server. A browser build links only verify (browser_js.go).
package cli

import (
	"fmt"

	"patron/netplay/lan"
)

// badUsage is a bad flag or argument (exit code 2).
func badUsage(format string, args ...any) error {
	return lan.UsageError{Msg: fmt.Sprintf(format, args...)}
}

// exitCode prints err for the command and says how the process ends, as
// the LAN's commands do.
func exitCode(cmd string, err error) int { return lan.ExitCode(cmd, err) }
