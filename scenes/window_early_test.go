package scenes

import (
	"flag"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"sync/atomic"
)

// A parallel test waits for every sequential test of the package to end
// before it runs. The window tests are parallel and spend most of the
// package's time in child processes, so the children of the window tests
// a run selects start as the package's tests begin (startWindows, from
// TestMain) and run beside the sequential tests; each window test then
// waits for its child's result (inWindow).

// earlyWindows are the window tests started early: the test's name, and
// the child it runs (PATRON_WINDOW_TEST).
var earlyWindows = [...]struct{ test, child string }{
	{"TestMonkeyClicksEverywhere", "monkey"},
	{"TestScriptedHotseatGame", "hotseat"},
	{"TestWindowChoicesOnTheBoard", "choices"},
	{"TestWindowSmallScreen", "small"},
	{"TestWindowGamepadGame", "gamepad"},
}

// windowRun is a window test's child started early, and what it printed.
type windowRun struct {
	done  chan struct{}
	out   []byte
	err   error
	taken atomic.Bool // a test took the result: a second run of it (-test.count) starts its own child
}

// windowRuns are the children started early, by child name: written
// before the tests run, only read after.
var windowRuns = map[string]*windowRun{}

// startWindows starts the children of the window tests this run selects
// (-test.run, -test.skip), each with a data folder of its own under dir.
func startWindows(dir string) {
	if os.Getenv("DISPLAY") == "" {
		return // the window tests skip themselves
	}
	if !flag.Parsed() {
		flag.Parse()
	}
	for _, w := range earlyWindows {
		if !selected(w.test) {
			continue
		}
		data, err := os.MkdirTemp(dir, w.child+"-")
		if err != nil {
			continue // inWindow runs it then
		}
		r := &windowRun{done: make(chan struct{})}
		windowRuns[w.child] = r
		go func() {
			defer close(r.done)
			r.out, r.err = windowCommand(w.child, data).CombinedOutput()
		}()
	}
}

// windowCommand is this test binary run as the window test's child, with
// its own data folder: window tests run at once, and Continue opens the
// newest save in the folder, which may be another test's game ("Continue
// brought back another game" on a loaded CI).
func windowCommand(child, data string) *exec.Cmd {
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "PATRON_WINDOW_TEST="+child, "PATRON_DATA_DIR="+data)
	return cmd
}

// selected reports whether the run's -test.run and -test.skip select the
// top-level test name.
func selected(name string) bool {
	top := func(flagName string) string {
		f := flag.Lookup(flagName)
		if f == nil {
			return ""
		}
		pattern, _, _ := strings.Cut(f.Value.String(), "/")
		return pattern
	}
	if run := top("test.run"); run != "" {
		if ok, err := regexp.MatchString(run, name); err != nil || !ok {
			return false
		}
	}
	if skip := top("test.skip"); skip != "" {
		if ok, err := regexp.MatchString(skip, name); err == nil && ok {
			return false
		}
	}
	return true
}
