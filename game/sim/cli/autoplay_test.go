package cli

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

	"patron/cmdtest"
	"patron/durable"
	"patron/game/savefile"
)

// Kill and resume: `patron autoplay` plays a seeded bot game, saving after
// every decision; it is killed with SIGKILL at random instants and started
// again with the same arguments until it finishes. Every time, the final
// public and secret hashes equal those of the same game played without
// interruption. PATRON_KILLS sets how many kills at least (default 20).
func TestKillAndResume(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the command")
	}
	// Not parallel: other tests' games would keep the cores busy and slow
	// its games, and so its kills, to a crawl.
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
	bin := cmdtest.Binary(t)
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
			// What each kill left, the next run removed.
			if tmps := durable.Temps(save); len(tmps) != 0 {
				t.Fatalf("seed %d: killed %d times, %d temporary files left beside the save: %v", seed, runs-1, len(tmps), tmps)
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

// fastDir is a folder for a test that plays whole games saved after every
// decision: memory-backed when it can be (fsync is free there).
func fastDir(t *testing.T) string {
	if shm, err := os.MkdirTemp("/dev/shm", "patron-autoplay-"); err == nil {
		t.Cleanup(func() { os.RemoveAll(shm) })
		return shm
	}
	return t.TempDir()
}

// A restarted autoplay removes the temporary files killed runs left beside
// its save (and only those), and finishes with none left.
func TestAutoplayRemovesTheTemporaryFilesKilledRunsLeft(t *testing.T) {
	dir := fastDir(t)
	save := filepath.Join(dir, "game.json")
	var left []string
	for i := range 5 {
		p := filepath.Join(dir, ".game.json."+strconv.Itoa(1000+i)+".tmp")
		os.WriteFile(p, []byte("half a save"), 0o600)
		left = append(left, p)
	}
	other := filepath.Join(dir, ".other.json.77.tmp") // another file's
	os.WriteFile(other, []byte("another save in the making"), 0o600)
	if code := Autoplay([]string{"--seed", "3", "--save", save}); code != 0 {
		t.Fatalf("exit %d", code)
	}
	for _, p := range left {
		if _, err := os.Stat(p); !os.IsNotExist(err) {
			t.Fatalf("%s is still there: %v", p, err)
		}
	}
	if tmps, _ := filepath.Glob(filepath.Join(dir, ".game.json.*")); len(tmps) != 0 {
		t.Fatalf("temporary files left: %v", tmps)
	}
	if _, err := os.Stat(other); err != nil {
		t.Fatalf("another file's temporary file was removed: %v", err)
	}
}

// A resumed autoplay given another --seed (or --players) than its save's
// refuses, naming both, instead of playing on another game; without
// --seed it finishes the saved game as --seed with the saved seed does.
func TestAutoplayRefusesAnotherSeed(t *testing.T) {
	dir := fastDir(t)
	save, same := filepath.Join(dir, "game.json"), filepath.Join(dir, "same.json")
	// A game of seed 7 some decisions in, as a killed run leaves it.
	g, table, created, err := autoplayStart(save, 7, 3, "normal", "normal")
	if err != nil {
		t.Fatal(err)
	}
	for range 20 {
		if _, err := g.Apply(g.View(g.Pending().Seat).Legal[0]); err != nil {
			t.Fatal(err)
		}
	}
	data, err := savefile.Write(g, table, savefile.WithSecrets, created, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(save, data, 0o600)
	os.WriteFile(same, data, 0o600)
	err = sameGame(g.Pub.Opts, 8, 3, map[string]bool{"seed": true})
	if err == nil || !strings.Contains(err.Error(), "seed 7") || !strings.Contains(err.Error(), "--seed 8") {
		t.Fatalf("another seed: %v", err)
	}
	if err := sameGame(g.Pub.Opts, 7, 4, map[string]bool{"seed": true, "players": true}); err == nil || !strings.Contains(err.Error(), "3 players") {
		t.Fatalf("other players: %v", err)
	}
	if code := Autoplay([]string{"--seed", "8", "--players", "3", "--save", save}); code != 1 {
		t.Fatalf("resumed with another seed: exit %d", code)
	}
	if after, _ := os.ReadFile(save); string(after) != string(data) {
		t.Fatal("the refused run changed the save")
	}
	if code := Autoplay([]string{"--save", save}); code != 0 { // no --seed: the save's
		t.Fatalf("resumed without --seed: exit %d", code)
	}
	if code := Autoplay([]string{"--seed", "7", "--save", same}); code != 0 {
		t.Fatalf("resumed with its --seed: exit %d", code)
	}
	f, _, err := savefile.Load(mustRead(t, save))
	w, _, werr := savefile.Load(mustRead(t, same))
	if err != nil || werr != nil || f.Public.PublicHash != w.Public.PublicHash || f.Summary.Commands != w.Summary.Commands {
		t.Fatalf("resumed without --seed, another game: %v %v", err, werr)
	}
}

func mustRead(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
