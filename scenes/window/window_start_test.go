package window

import (
	"bytes"
	"os"
	"os/exec"
	"testing"
	"time"
)

// The game's window opens on the menu and keeps running, also on a
// machine without a sound device (as CI is): it must not stop because its
// audio cannot start.
func TestWindowStartsAndStays(t *testing.T) {
	t.Parallel()
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no X display: `make test` runs these tests under Xvfb")
	}
	bin := patronBinary(t)
	cmd := exec.Command(bin)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	cmd.Env = append(os.Environ(), "HOME="+t.TempDir(), "XDG_CONFIG_HOME="+t.TempDir())
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		t.Fatalf("the game stopped after less than 4 s (%v):\n%s", err, out.String())
	case <-time.After(4 * time.Second):
	}
	_ = cmd.Process.Kill()
	<-done
}
