package cli

import (
	"fmt"
	"io"
	"os"

	"patron/game/prose"
	"patron/netplay/ledger"
)

// Verify is `patron verify FILE`: it checks a table's exported log offline
// (every signature, the chain, the server's receipts, the rules, and the
// Patrón's openings once the game ended) and says what it found. It
// exits 0 when everything held, 1 when something did not, 2 for bad usage.
func Verify(args []string) int {
	if len(args) != 1 || args[0] == "" || args[0][0] == '-' {
		return exitCode("verify", badUsage("usage: patron verify FILE (a table's log, as a server or a player exported it)"))
	}
	f, err := os.Open(args[0])
	if err != nil {
		return exitCode("verify", err)
	}
	defer f.Close()
	l, err := ledger.ReadLog(f)
	if err != nil {
		return exitCode("verify", fmt.Errorf("%s: %w", args[0], err))
	}
	r := ledger.Verify(l)
	report(os.Stdout, l, r)
	if !r.Fair() {
		return 1
	}
	return 0
}

// report says what the check found, in English.
func report(w io.Writer, l *ledger.Log, r *ledger.Report) {
	fmt.Fprintf(w, "table %s, %d seats, server key %s…\n", l.Table, len(l.Seats), l.Server.Short())
	fmt.Fprintf(w, "moves: %d of %d signed by their seats' keys, in one unbroken chain\n", r.Moves, len(l.Moves))
	fmt.Fprintf(w, "receipts: %d of %d signed by the server over the chain\n", r.Receipts, len(l.Receipts))
	for _, seq := range r.StandIns {
		fmt.Fprintf(w, "move %d was made by the server's stand-in for seat %d\n", seq+1, l.Moves[seq].Seat)
	}
	switch {
	case r.Audited:
		fmt.Fprintf(w, "the game ended; the Patrón's %d openings were checked against his commitments\n", len(l.Openings))
	case l.Ended != "":
		fmt.Fprintf(w, "the game ended %s: checked as far as it went (the Patrón's secrets were never opened)\n", l.Ended)
	default:
		fmt.Fprintln(w, "the game has not ended: checked as far as it went")
	}
	p := prose.English()
	for _, f := range r.Findings {
		fmt.Fprintln(w, "audit:", p.Finding(f))
	}
	for _, pr := range r.Problems {
		fmt.Fprintln(w, "problem:", pr)
	}
	if r.Fair() {
		fmt.Fprintln(w, "everything held")
	} else {
		fmt.Fprintln(w, "this log cannot be trusted")
	}
}
