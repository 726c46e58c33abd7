// Package cli holds the headless LAN commands of patron: `patron host`,
// `patron join` and `patron lan-sim` (Host, Join, Sim), their flags and
// exits. They play their seats with bots and print the table's life
// (docs/netplay.md); what they do is netplay/lan's (HostRun, JoinRun,
// SimRun). The command table in the repository root's main.go lists them.
package cli

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"sync/atomic"
	"syscall"

	"patron/assets/lang"
	"patron/game/bot"
	"patron/netplay/lan"
	"patron/netplay/wire"
)

// systemLang is the language host and join print their lines in: the
// system's (LC_ALL, LC_MESSAGES, LANG), as the window's. Their usage and
// errors stay English.
func systemLang() *lang.Catalog { return lang.Lookup(lang.System()) }

// usageError is a bad flag or argument: exit code 2.
type usageError = lan.UsageError

// badUsage is a usage error (exit code 2) saying what is wrong.
func badUsage(format string, args ...any) error {
	return usageError{Msg: fmt.Sprintf(format, args...)}
}

// exitCode prints err for the command and says how the process ends
// (lan.ExitCode).
func exitCode(cmd string, err error) int { return lan.ExitCode(cmd, err) }

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
	if !wire.ValidName(s) {
		return badUsage("--%s: a name has 1 to %d characters", flagName, wire.MaxName)
	}
	return nil
}

// checkBot refuses an unknown bot level (a usage error).
func checkBot(flagName, level string) error {
	if _, err := bot.New(level, false, 1); err != nil {
		return badUsage("%s: %v", flagName, err)
	}
	return nil
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
