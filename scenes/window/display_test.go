package window

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
	err := displayProblem("linux", env(nil), "bin/patron")
	if !errors.Is(err, errNoDisplay) {
		t.Fatalf("Linux without DISPLAY: %v", err)
	}
	for _, want := range []string{"DISPLAY", "apt install xvfb xauth", "xvfb-run -a bin/patron"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the sentence does not mention %q: %s", want, err)
		}
	}
	if err := displayProblem("linux", env(map[string]string{"DISPLAY": ":0"}), "patron"); err != nil {
		t.Fatalf("Linux with DISPLAY: %v", err)
	}
	if err := displayProblem("windows", env(nil), "patron"); err != nil {
		t.Fatalf("Windows needs no DISPLAY: %v", err)
	}
	driver := fmt.Errorf("ui: no window system is available: fbdev: failed to open /dev/fb0")
	if err := explainWindowError(driver, "patron"); !errors.Is(err, errNoDisplay) {
		t.Fatalf("the driver's error is passed on: %v", err)
	}
	other := errors.New("shader failed")
	if err := explainWindowError(other, "patron"); err != other {
		t.Fatalf("another error is changed: %v", err)
	}
}

// The suggested command works from where the player is: there is no
// patron on the PATH after `make run`, only bin/patron in the checkout.
func TestCommandAgainWorksFromHere(t *testing.T) {
	for _, c := range []struct {
		args []string
		wd   string
		want string
	}{
		{[]string{"/home/ana/main/bin/patron"}, "/home/ana/main", "bin/patron"},
		{[]string{"/home/ana/main/patron", "screenshot"}, "/home/ana/main", "./patron screenshot"},
		{[]string{"/home/ana/main/bin/patron"}, "/tmp", "/home/ana/main/bin/patron"},
		{[]string{"/tmp/go-build123/b001/exe/patron", "fps", "--seconds", "10"}, "/home/ana/main", "go run . fps --seconds 10"},
		{[]string{"patron", "screenshot", "--out", "my shots"}, "/home/ana", "patron screenshot --out 'my shots'"},
		{[]string{"bin/patron", "join", "--name", "Ana's"}, "/home/ana/main", `bin/patron join --name 'Ana'\''s'`},
		{nil, "/", "patron"},
	} {
		if got := commandAgain(c.args, c.wd); got != c.want {
			t.Errorf("commandAgain(%q, %q) = %q, want %q", c.args, c.wd, got, c.want)
		}
	}
}
