package store

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

// WriteFile replaces a file that is there, as a save rewritten after
// every decision is (os.Rename replaces on Windows too).
func TestWriteFileReplaces(t *testing.T) {
	p := filepath.Join(t.TempDir(), "settings.json")
	for _, s := range []string{"one", "two"} {
		if err := WriteFile(p, []byte(s)); err != nil {
			t.Fatal(err)
		}
		if b, _ := os.ReadFile(p); string(b) != s {
			t.Errorf("read %q, want %q", b, s)
		}
	}
	if tmps := Temps(p); len(tmps) != 0 {
		t.Errorf("temporary files left: %v", tmps)
	}
}
