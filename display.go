package main

import (
	"errors"
	"runtime"
	"strings"

	"patron/scenes/words"
)

// errNoDisplay says what to do when there is no display to open a window
// on, where Ebitengine's own error would name a graphics driver.
var errNoDisplay = errors.New(words.NoDisplay)

// displayProblem is errNoDisplay when, on a system whose windows go
// through X11 (Linux and the BSDs; Wayland sessions provide it too),
// nothing says which display to use; getenv reads the environment.
func displayProblem(goos string, getenv func(string) string) error {
	x11 := goos == "linux" || strings.HasSuffix(goos, "bsd")
	if x11 && getenv("DISPLAY") == "" {
		return errNoDisplay
	}
	return nil
}

// windowError explains an error from opening the window in a sentence
// when it is the missing display; other errors pass unchanged.
func windowError(err error) error {
	if err != nil && strings.Contains(err.Error(), "no window system is available") {
		return errNoDisplay
	}
	return err
}

// checkDisplay is displayProblem for this machine.
func checkDisplay(getenv func(string) string) error {
	return displayProblem(runtime.GOOS, getenv)
}
