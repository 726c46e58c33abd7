package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"sync/atomic"
	"syscall"
	"unicode/utf8"

	"patron/game"
	"patron/game/bot"
	"patron/game/box"
	"patron/netplay/lan"
	"patron/netplay/session"
	"patron/netplay/wire"
)

// The headless ends of a LAN table: `patron host` and `patron join` play
// their seats with bots and print the table's life (docs/netplay.md).

// usageError is a bad flag or argument: exit code 2.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func badUsage(format string, args ...any) error {
	return usageError{fmt.Sprintf(format, args...)}
}

// exitCode prints err for the command and says how the process ends.
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

// parseInterspersed parses flags that may come before and after the
// positional arguments (patron join ADDR --token T), which it returns.
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		pos, args = append(pos, args[0]), args[1:]
	}
}

// checkName refuses a name the protocol would refuse.
func checkName(flagName, s string) error {
	if s == "" || !utf8.ValidString(s) || utf8.RuneCountInString(s) > wire.MaxName {
		return badUsage("--%s: a name has 1 to %d characters", flagName, wire.MaxName)
	}
	return nil
}

// checkBot refuses an unknown bot level.
func checkBot(flagName, level string) error {
	if _, err := bot.New(level, false, 1); err != nil {
		return badUsage("%s: %v", flagName, err)
	}
	return nil
}

// seatName is how a seat is called: its number and what it plays.
func seatName(seat int, control [4]int) string {
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

// seatChanges are the lines saying how the seats changed from before to
// now (every seat when before is nil).
func seatChanges(before, now []wire.Seat, control [4]int) []string {
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
		case s.StandIn:
			what = fmt.Sprintf("%s is away; a bot (%s) plays for them", s.Name, s.Bot)
		case !s.Taken:
			what = "open"
		case s.Connected && b.Taken && !b.Connected:
			what = s.Name + " is back"
		case s.Connected:
			what = s.Name + " joined"
		default:
			what = s.Name + " is away (the table waits for them to come back)"
		}
		out = append(out, fmt.Sprintf("%s: %s", seatName(i, control), what))
	}
	return out
}

// printEnd prints how a machine saw the game end, and says whether it
// ended fair.
func printEnd(g *game.Game, o lan.Outcome) bool {
	if g != nil && g.Over() {
		r := g.Pub.Result
		fmt.Printf("game over after %d commands: %s\n", o.Commands, resultText(r))
	}
	fmt.Printf("public hash: %016x\n", o.Hash)
	switch {
	case !o.Audited:
		fmt.Println("audit: not run (the Patrón's secrets were not opened)")
	case game.Fair(o.Findings):
		fmt.Println("audit: every hidden answer checked: fair play")
	default:
		fmt.Printf("audit: %d findings: the Patrón's answers do not hold\n", len(o.Findings))
		for _, f := range o.Findings {
			fmt.Printf("  - %s\n", f.Text())
		}
	}
	return o.Audited && game.Fair(o.Findings) && g != nil && g.Over()
}

func resultText(r game.Result) string {
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
	seats   func() ([]wire.Seat, [4]int)
	log     func() []string // the published log so far
	before  []wire.Seat
	verbose bool
}

func (w *watcher) note(n session.Note) {
	switch n.Kind {
	case session.NoteLobby, session.NotePresence:
		w.seatsChanged()
	case session.NoteCommitted:
		if w.verbose && n.Seq >= 0 {
			fmt.Printf("cmd %d seat %d: %s\n", n.Seq+1, n.Player, n.Command.Format())
		}
	case session.NoteChat:
		fmt.Printf("chat, seat %d: %s\n", n.Player, n.Text)
	case session.NoteProblem:
		if n.Code != "stale" || w.verbose { // stale: another seat answered a shared decision first
			fmt.Printf("refused from seat %d: %s\n", n.Player, n.Text)
		}
	case session.NoteStarted:
		if n := len(w.log()); n > 0 {
			fmt.Printf("back in the game after command %d\n", n)
		} else {
			fmt.Println("the game begins")
		}
	}
}

func (w *watcher) seatsChanged() {
	seats, control := w.seats()
	for _, line := range seatChanges(w.before, seats, control) {
		fmt.Println(line)
	}
	w.before = append(w.before[:0], seats...)
}

// interrupted is set by SIGINT or SIGTERM: the loops stop at their next
// turn and leave the table properly.
var interrupted atomic.Bool

var errInterrupted = errors.New("interrupted")

func catchInterrupt() func() {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, os.Interrupt, syscall.SIGTERM)
	go func() {
		if _, ok := <-ch; ok {
			interrupted.Store(true)
		}
	}()
	return func() { signal.Stop(ch); close(ch) }
}

func checkInterrupt() error {
	if interrupted.Load() {
		return errInterrupted
	}
	return nil
}
