package window

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"

	"patron/scenes/words"
)

// errNoDisplay is what every missing-display error Is: a sentence that says
// what to do where Ebitengine's own error would name a graphics driver.
var errNoDisplay = errors.New("no display")

// noDisplay is errNoDisplay with the command that starts this program
// again under a virtual display, as the player can type it from here.
type noDisplay struct{ again string }

// Error says it in the system's language: no window, so no settings, has
// chosen one yet.
func (e noDisplay) Error() string {
	return words.Lookup(words.SystemLanguage()).Sprintf(words.NoDisplay, e.again)
}

func (e noDisplay) Is(target error) bool { return target == errNoDisplay }

// displayProblem is a noDisplay error when, on a system whose windows go
// through X11 (Linux and the BSDs; Wayland sessions provide it too),
// nothing says which display to use; getenv reads the environment, again
// is the command that starts this program (commandAgain).
func displayProblem(goos string, getenv func(string) string, again string) error {
	x11 := goos == "linux" || strings.HasSuffix(goos, "bsd")
	if x11 && getenv("DISPLAY") == "" {
		return noDisplay{again: again}
	}
	return nil
}

// explainWindowError explains an error from opening the window in a
// sentence when it is the missing display; other errors pass unchanged.
func explainWindowError(err error, again string) error {
	if err != nil && strings.Contains(err.Error(), "no window system is available") {
		return noDisplay{again: again}
	}
	return err
}

// windowError is explainWindowError for this process.
func windowError(err error) error { return explainWindowError(err, thisCommand()) }

// commandAgain is the command line that started this program, written so
// that it works from the folder wd: a binary inside wd by its relative
// path (bin/patron), one that `go run` built in its cache as `go run .`,
// one found on the PATH by its name.
func commandAgain(args []string, wd string) string {
	if len(args) == 0 {
		return "patron"
	}
	exe := args[0]
	switch {
	case strings.Contains(exe, string(filepath.Separator)+"go-build"):
		exe = "go run ."
	case filepath.IsAbs(exe) && wd != "":
		if rel, err := filepath.Rel(wd, exe); err == nil && !strings.HasPrefix(rel, "..") {
			exe = rel
			if !strings.Contains(rel, string(filepath.Separator)) {
				exe = "." + string(filepath.Separator) + rel
			}
		}
	}
	line := []string{exe}
	for _, a := range args[1:] {
		line = append(line, shellQuote(a))
	}
	return strings.Join(line, " ")
}

// shellQuote puts an argument in single quotes when a shell would split or
// expand it.
func shellQuote(s string) string {
	if s != "" && strings.Trim(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_=./:,+@%") == "" {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// checkDisplay is displayProblem for this process.
func checkDisplay(getenv func(string) string) error {
	return displayProblem(runtime.GOOS, getenv, thisCommand())
}

// thisCommand is commandAgain for this process.
func thisCommand() string {
	wd, _ := os.Getwd()
	return commandAgain(os.Args, wd)
}
