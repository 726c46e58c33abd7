package main

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// Without a display, the window's error is a sentence that says what to
// install or set, not a driver's message.
func TestNoDisplayIsExplained(t *testing.T) {
	env := func(vars map[string]string) func(string) string {
		return func(k string) string { return vars[k] }
	}
	if err := displayProblem("linux", env(nil)); !errors.Is(err, errNoDisplay) {
		t.Fatalf("Linux without DISPLAY: %v", err)
	}
	if err := displayProblem("linux", env(map[string]string{"DISPLAY": ":0"})); err != nil {
		t.Fatalf("Linux with DISPLAY: %v", err)
	}
	if err := displayProblem("windows", env(nil)); err != nil {
		t.Fatalf("Windows needs no DISPLAY: %v", err)
	}
	for _, want := range []string{"DISPLAY", "xvfb-run", "apt install xvfb"} {
		if !strings.Contains(errNoDisplay.Error(), want) {
			t.Errorf("the sentence does not mention %q: %s", want, errNoDisplay)
		}
	}
	driver := fmt.Errorf("ui: no window system is available: fbdev: failed to open /dev/fb0")
	if err := windowError(driver); !errors.Is(err, errNoDisplay) {
		t.Fatalf("the driver's error is passed on: %v", err)
	}
	other := errors.New("shader failed")
	if err := windowError(other); err != other {
		t.Fatalf("another error is changed: %v", err)
	}
}
