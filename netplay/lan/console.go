package lan

import (
	"fmt"
	"io"
	"strings"

	"patron/game"
	"patron/game/box"
	"patron/game/prose"
	"patron/netplay/session"
	"patron/netplay/wire"
)

// What the headless commands (patron host, join, lan-sim) print of a
// table's life: the seats as people come and go, chat, refusals, and the
// end.

// UsageError is a run its arguments cannot make (bad flags, a missing
// code): the command's exit code is 2.
type UsageError struct{ Msg string }

func (e UsageError) Error() string { return e.Msg }

func badUsage(format string, args ...any) error {
	return UsageError{fmt.Sprintf(format, args...)}
}

// SeatName is how a seat is called: its number and what it plays.
func SeatName(seat int, control [4]int) string {
	if seat == 0 {
		return "seat 0 (the Patrón)"
	}
	var fs []string
	for f, p := range control {
		if p == seat {
			fs = append(fs, box.Faction(f).Name())
		}
	}
	return fmt.Sprintf("seat %d (%s)", seat, strings.Join(fs, ", "))
}

// SeatChanges are the lines saying how the seats changed from before to
// now (every seat when before is nil).
func SeatChanges(before, now []wire.Seat, control [4]int) []string {
	var out []string
	for i, s := range now {
		var b wire.Seat
		if i < len(before) {
			b = before[i]
		} else {
			b.Name = "\x00"
		}
		if b == s {
			continue
		}
		what := ""
		switch {
		case s.Who == session.Bot:
			what = fmt.Sprintf("a bot (%s)", s.Bot)
		case s.Who == session.AtHost:
			what = s.Name + ", at the host"
		case s.StandIn && s.Connected:
			what = fmt.Sprintf("%s let the decision limit pass; a bot (%s) plays for them until they act again", s.Name, s.Bot)
		case s.StandIn:
			what = fmt.Sprintf("%s is away; a bot (%s) plays for them", s.Name, s.Bot)
		case !s.Taken:
			what = "open"
		case s.Connected && b.StandIn && b.Connected:
			what = s.Name + " acts again and has the seat back from the bot"
		case s.Connected && b.Taken && !b.Connected:
			what = s.Name + " is back"
		case s.Connected:
			what = s.Name + " joined"
		default:
			what = s.Name + " is away (the table waits for them to come back)"
		}
		out = append(out, fmt.Sprintf("%s: %s", SeatName(i, control), what))
	}
	return out
}

// PrintEnd prints how a machine saw the game end, and says whether it
// ended fair.
func PrintEnd(w io.Writer, g *game.Game, o Outcome) bool {
	if o.Abandoned != nil {
		return printAbandoned(w, o)
	}
	if g != nil && g.Over() {
		fmt.Fprintf(w, "game over after %d commands: %s\n", o.Commands, ResultText(g.Pub.Result))
	}
	fmt.Fprintf(w, "public hash: %016x\n", o.Hash)
	switch {
	case !o.Audited:
		fmt.Fprintln(w, "audit: not run (the Patrón's secrets were not opened)")
	case game.Fair(o.Findings):
		fmt.Fprintln(w, "audit: every hidden answer checked: fair play")
	default:
		fmt.Fprintf(w, "audit: %d findings: the Patrón's answers do not hold\n", len(o.Findings))
		for _, f := range o.Findings {
			fmt.Fprintf(w, "  - %s\n", prose.English().Finding(f))
		}
	}
	return o.Audited && game.Fair(o.Findings) && g != nil && g.Over()
}

// ResultText is who won, in words.
func ResultText(r game.Result) string {
	switch r.Winner {
	case game.PatronSide:
		return "the Patrón wins"
	case game.FactionsSide:
		return "the Factions win"
	}
	return "a draw"
}

// watcher prints what happens at a table: seat changes, chat, problems,
// and with verbose every command.
type watcher struct {
	out     io.Writer
	seats   func() ([]wire.Seat, [4]int)
	log     func() []string // the published log so far
	before  []wire.Seat
	verbose bool
	back    bool   // this machine comes back to its seat (a token): the game it finds is its own
	pause   pauser // the machine, for the Patrón's pause (abandon.go)
}

func (w *watcher) note(n session.Note) {
	if w.printLimitNote(n) {
		return
	}
	switch n.Kind {
	case session.NoteLobby, session.NotePresence:
		w.seatsChanged()
	case session.NoteCommitted:
		if w.verbose && n.Seq >= 0 {
			fmt.Fprintf(w.out, "cmd %d seat %d: %s\n", n.Seq+1, n.Player, n.Command.Format())
		}
	case session.NoteChat:
		fmt.Fprintf(w.out, "chat, seat %d: %s\n", n.Player, n.Text)
	case session.NoteDesync: // a game that differs: who, and what happens next
		fmt.Fprintln(w.out, n.Text)
	case session.NoteProblem:
		if n.Code != "stale" || w.verbose { // stale: another seat answered a shared decision first
			fmt.Fprintf(w.out, "refused from seat %d: %s\n", n.Player, n.Text)
		}
	case session.NoteStarted:
		fromLog := n.Code == session.StartedFromLog // not a game begun in the lobby it came back to
		switch n := len(w.log()); {
		case n > 0 && w.back && fromLog:
			fmt.Fprintf(w.out, "back in the game after command %d\n", n)
		case n > 0: // a first join as the host's bots play the first commands
			fmt.Fprintf(w.out, "the game has begun: %d commands so far\n", n)
		default:
			fmt.Fprintln(w.out, "the game begins")
		}
	}
}

func (w *watcher) seatsChanged() {
	seats, control := w.seats()
	for _, line := range SeatChanges(w.before, seats, control) {
		fmt.Fprintln(w.out, line)
	}
	w.before = append(w.before[:0], seats...)
}
