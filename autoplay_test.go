package main

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// Kill and resume: `patron autoplay` plays a seeded bot game, saving after
// every decision; it is killed with SIGKILL at random instants and started
// again with the same arguments until it finishes. Every time, the final
// public and secret hashes equal those of the same game played without
// interruption. PATRON_KILLS sets how many kills at least (default 20).
func TestKillAndResume(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the command")
	}
	want := 20
	if n, err := strconv.Atoi(os.Getenv("PATRON_KILLS")); err == nil {
		want = n
	}
	dir := t.TempDir()
	if shm, err := os.MkdirTemp("/dev/shm", "patron-kill-"); err == nil {
		// Memory-backed: fsync is free there, so the games run fast and
		// many more kills land; what is tested is the kill, not the disk.
		dir = shm
		defer os.RemoveAll(shm)
	}
	bin := filepath.Join(dir, "patron")
	if err := buildPatron(bin); err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	kills := 0
	for seed := 1; kills < want; seed++ {
		args := []string{"autoplay", "--seed", strconv.Itoa(seed), "--players", strconv.Itoa(2 + seed%4)}
		start := time.Now()
		os.Remove(filepath.Join(dir, "whole.json"))
		whole, err := exec.Command(bin, append(args, "--save", filepath.Join(dir, "whole.json"))...).Output()
		if err != nil {
			t.Fatalf("seed %d uninterrupted: %v", seed, err)
		}
		span := time.Since(start)
		save := filepath.Join(dir, "killed.json")
		os.Remove(save)
		runs, before := 0, kills
		for {
			runs++
			var out bytes.Buffer
			cmd := exec.Command(bin, append(args, "--save", save)...)
			cmd.Stdout = &out
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			done := make(chan error, 1)
			go func() { done <- cmd.Wait() }()
			// Somewhere in the first half of a whole game's time: most runs
			// are cut, at every stage from start-up to the last save.
			wait := time.Duration(r.Int64N(int64(span/2) + 1))
			select {
			case err := <-done:
				if err != nil {
					t.Fatalf("seed %d run %d: %v\n%s", seed, runs, err, out.String())
				}
			case <-time.After(wait):
				cmd.Process.Kill() // SIGKILL
				if err := <-done; err != nil {
					var exit *exec.ExitError
					if errors.As(err, &exit) && !exit.Exited() {
						kills++
						continue
					}
				}
				// It had finished just as the kill came: that run counts.
			}
			if got := out.String(); got != string(whole) {
				t.Fatalf("seed %d: resumed %d times, the game ended %q; uninterrupted %q", seed, runs-1, strings.TrimSpace(got), strings.TrimSpace(string(whole)))
			}
			break
		}
		t.Logf("seed %d: %v a game, killed %d times, %s", seed, span.Round(time.Millisecond), kills-before, strings.TrimSpace(string(whole)))
	}
	t.Logf("%d kills, every resumed game identical", kills)
}
