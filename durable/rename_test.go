package durable

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"
)

var errBusy = errors.New("in use")

func isBusy(err error) bool { return errors.Is(err, errBusy) }

// A rename that finds the file busy tries again, and succeeds once the
// other program lets go.
func TestRetryWaitsOutABusyFile(t *testing.T) {
	tries := 0
	var slept time.Duration
	err := retry(func() error {
		tries++
		if tries < 4 {
			return errBusy
		}
		return nil
	}, isBusy, time.Second, func(d time.Duration) { slept += d })
	if err != nil || tries != 4 {
		t.Fatalf("err %v after %d tries", err, tries)
	}
	if slept != 7*time.Millisecond {
		t.Errorf("slept %v, want 1+2+4 ms", slept)
	}
}

// It gives up after its limit, and at once on an error that is no wait.
func TestRetryGivesUp(t *testing.T) {
	var slept time.Duration
	tries := 0
	err := retry(func() error { tries++; return errBusy }, isBusy, 2*time.Second, func(d time.Duration) { slept += d })
	if !errors.Is(err, errBusy) || slept < 2*time.Second || slept > 2*time.Second+100*time.Millisecond {
		t.Errorf("err %v after %v asleep", err, slept)
	}
	other := errors.New("disk full")
	tries = 0
	if err := retry(func() error { tries++; return other }, isBusy, time.Second, func(time.Duration) {}); err != other || tries != 1 {
		t.Errorf("err %v after %d tries, want the error at once", err, tries)
	}
}

// Temps finds a killed writer's temporary file, and only its own, even
// when the folder or the name holds what a glob would read as a pattern
// ([, and on Windows the backslash that separates folders): a glob of
// ".my[save].json.*.tmp" would take ".mys.json.1.tmp" and miss its own.
func TestTempsOfAnOddName(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "games [1]")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, "my[save].json")
	left := filepath.Join(dir, ".my[save].json.12345.tmp")
	for _, f := range []string{left, filepath.Join(dir, ".mys.json.1.tmp"), filepath.Join(dir, ".other.json.1.tmp"), p} {
		if err := os.WriteFile(f, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if got := Temps(p); len(got) != 1 || got[0] != left {
		t.Errorf("Temps = %v, want [%s]", got, left)
	}
}
