package lan

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"unicode/utf8"

	"patron/assets/lang"
	"patron/game"
	"patron/game/box"
	"patron/game/prose"
	"patron/netplay/session"
	"patron/netplay/wire"
)

// What the headless commands (patron host, join, lan-sim) print of a
// table's life: the seats as people come and go, chat, refusals, and the
// end, in the language of a catalogue (nil: English; words.go has the
// English). The session's own texts (a refusal's reason, a desync's
// account) and the errors stay English, as the window quotes them.

// UsageError is a run its arguments cannot make (bad flags, a missing
// code): the command's exit code is 2.
type UsageError struct{ Msg string }

func (e UsageError) Error() string { return e.Msg }

func badUsage(format string, args ...any) error {
	return UsageError{fmt.Sprintf(format, args...)}
}

// ExitCode prints err for the command cmd and says how its process ends:
// 0 without an error, 2 for a UsageError, 1 otherwise. The headless
// commands of the LAN and of the server end alike.
func ExitCode(cmd string, err error) int {
	if err == nil {
		return 0
	}
	fmt.Fprintf(os.Stderr, "patron %s: %v\n", cmd, err)
	if errors.As(err, new(UsageError)) {
		return 2
	}
	return 1
}

// printer says the engine's names and findings in c's language.
func printer(c *lang.Catalog) prose.Printer {
	if c == nil {
		return prose.English()
	}
	return prose.New(c.T, c.Sprintf)
}

// say prints one line of c's, formatted.
func say(w io.Writer, c *lang.Catalog, format string, args ...any) {
	fmt.Fprintln(w, c.Sprintf(format, args...))
}

// labelled is one of the first lines: a label and its value, the colons
// of every label lined up in c's language.
func labelled(c *lang.Catalog, label, value string) string {
	width := 0
	for _, l := range labels {
		width = max(width, utf8.RuneCountInString(c.T(l)))
	}
	l := c.T(label) + ":"
	return l + strings.Repeat(" ", max(1, width+2-utf8.RuneCountInString(l))) + value
}

// SeatName is how a seat is called in c's words: its number and what it
// plays.
func SeatName(c *lang.Catalog, seat int, control [4]int) string {
	if seat == 0 {
		return c.T(seatPatron)
	}
	var fs []string
	for f, p := range control {
		if p == seat {
			fs = append(fs, printer(c).Faction(box.Faction(f)))
		}
	}
	return c.Sprintf(seatFactions, seat, strings.Join(fs, ", "))
}

// SeatChanges are the lines saying in c's words how the seats changed
// from before to now (every seat when before is nil).
func SeatChanges(c *lang.Catalog, before, now []wire.Seat, control [4]int) []string {
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
			what = c.Sprintf(seatIsBot, s.Bot)
		case s.Who == session.AtHost:
			what = c.Sprintf(seatAtHost, s.Name)
		case s.StandIn && s.Connected:
			what = c.Sprintf(seatLimitPassed, s.Name, s.Bot)
		case s.StandIn:
			what = c.Sprintf(seatAwayBot, s.Name, s.Bot)
		case !s.Taken:
			what = c.T(seatOpen)
		case s.Connected && b.StandIn && b.Connected:
			what = c.Sprintf(seatActsAgain, s.Name)
		case s.Connected && b.Taken && !b.Connected:
			what = c.Sprintf(seatBack, s.Name)
		case s.Connected:
			what = c.Sprintf(seatJoined, s.Name)
		default:
			what = c.Sprintf(seatAwayWaited, s.Name)
		}
		out = append(out, SeatName(c, i, control)+": "+what)
	}
	return out
}

// PrintEnd prints in c's language how a machine saw the game end, and
// says whether it ended fair.
func PrintEnd(w io.Writer, c *lang.Catalog, g *game.Game, o Outcome) bool {
	if o.Abandoned != nil {
		return printAbandoned(w, c, o)
	}
	if g != nil && g.Over() {
		say(w, c, gameOverAfter, o.Commands, ResultText(c, g.Pub.Result))
	}
	say(w, c, publicHash, o.Hash)
	switch {
	case !o.Audited:
		fmt.Fprintln(w, c.T(auditNotRun))
	case game.Fair(o.Findings):
		fmt.Fprintln(w, c.T(auditFair))
	default:
		say(w, c, auditFindings, len(o.Findings))
		for _, f := range o.Findings {
			fmt.Fprintf(w, "  - %s\n", printer(c).Finding(f))
		}
	}
	return o.Audited && game.Fair(o.Findings) && g != nil && g.Over()
}

// ResultText is who won, in c's words.
func ResultText(c *lang.Catalog, r game.Result) string {
	switch r.Winner {
	case game.PatronSide:
		return c.T(patronWins)
	case game.FactionsSide:
		return c.T(factionsWin)
	}
	return c.T(resultDraw)
}

// watcher prints what happens at a table: seat changes, chat, problems,
// and with verbose every command.
type watcher struct {
	out     io.Writer
	say     *lang.Catalog // the language of its lines (nil: English)
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
			say(w.out, w.say, commandLine, n.Seq+1, n.Player, n.Command.Format())
		}
	case session.NoteChat:
		say(w.out, w.say, chatLine, n.Player, n.Text)
	case session.NoteRefused: // the others are the player's to see (headless.go stops on them)
		if n.Code == session.CodeNotDelivered {
			say(w.out, w.say, notDelivered, n.Seq+1, n.Command.Format())
		}
	case session.NoteDesync: // a game that differs: who, and what happens next
		fmt.Fprintln(w.out, n.Text)
	case session.NoteProblem:
		if n.Code != "stale" || w.verbose { // stale: another seat answered a shared decision first
			say(w.out, w.say, refusedFrom, n.Player, n.Text)
		}
	case session.NoteStarted:
		fromLog := n.Code == session.StartedFromLog // not a game begun in the lobby it came back to
		switch n := len(w.log()); {
		case n > 0 && w.back && fromLog:
			say(w.out, w.say, backInGame, n)
		case n > 0: // a first join as the host's bots play the first commands
			say(w.out, w.say, gameHasBegun, n)
		default:
			fmt.Fprintln(w.out, w.say.T(gameBegins))
		}
	}
}

func (w *watcher) seatsChanged() {
	seats, control := w.seats()
	for _, line := range SeatChanges(w.say, w.before, seats, control) {
		fmt.Fprintln(w.out, line)
	}
	w.before = append(w.before[:0], seats...)
}
