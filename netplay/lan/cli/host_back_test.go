package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"patron/cmdtest"
)

// The host comes back (issue 22): a host killed mid-game (SIGKILL, as a
// crash or a pulled plug) is started again from its save with `patron
// host --resume FILE`; its joiners, who waited and dialed it again by
// themselves, come back to their seats with their tokens, and the game
// ends with one hash and a clean audit on every machine.
func TestHostComesBack(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the command")
	}
	l := &lanTest{bin: cmdtest.Binary(t)}
	for _, c := range []struct {
		name          string
		patron, seats string
		joins         []string
	}{
		{"a Faction on a joiner", "bot", "open,bot", []string{"1"}},
		{"the Patrón on a joiner", "open", "open,bot", []string{"patron", "1"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			save := filepath.Join(t.TempDir(), "host.json")
			h := l.host(t, "--players", "3", "--patron", c.patron, "--seats", c.seats, "--save", save, "-v")
			var joiners []*lanProc
			for _, seat := range c.joins {
				joiners = append(joiners, l.start(t, "join", h.addr, "--code", h.code, "--seat", seat, "--think", "2ms"))
			}
			h.waitFor(t, `^cmd (4\d|[5-9]\d|\d{3,}) `) // well into the game
			h.kill(t)
			start := time.Now()
			back := &hostProc{lanProc: l.start(t, "host", "--resume", save, "--discovery-port", "0", "--farewell", "20s", "-v")}
			if got := back.waitFor(t, `^session code: +(\S+)$`)[1]; got != h.code {
				t.Fatalf("back on code %s, not %s", got, h.code)
			}
			back.waitFor(t, `^the table is back from its save`)
			for _, j := range joiners {
				j.waitFor(t, `^the host is back after`)
			}
			t.Logf("every joiner back at the table %v after the host's restart", time.Since(start).Round(time.Millisecond))
			l.sameEnd(t, back, joiners...)
			for _, j := range joiners {
				if !strings.Contains(j.output(), "waiting for the host…") {
					t.Errorf("a joiner did not say it waits for the host:\n%s", j.output())
				}
			}
		})
	}
	t.Run("a damaged save is refused and left as it was", func(t *testing.T) {
		t.Parallel()
		dir := t.TempDir()
		for name, data := range map[string][]byte{
			"cut.json":   []byte(`{"format": "patron-host", "version": 1, "name": "Ana's ta`),
			"empty.json": nil,
			"other.json": []byte(`{"format":"patron-save","version":3}`),
		} {
			path := filepath.Join(dir, name+".host")
			if err := os.WriteFile(path, data, 0o600); err != nil {
				t.Fatal(err)
			}
			code, out := l.start(t, "host", "--resume", filepath.Join(dir, name), "--port", "0", "--discovery-port", "0").wait(t)
			if code != 1 || !strings.Contains(out, "is not a host's save that can be resumed") || strings.Contains(out, "session code") {
				t.Errorf("%s: exit %d\n%s", name, code, out)
			}
			if after, _ := os.ReadFile(path); !bytes.Equal(after, data) {
				t.Errorf("%s changed", name)
			}
		}
		code, out := l.start(t, "host", "--resume", filepath.Join(dir, "none.json")).wait(t)
		if code != 1 || !strings.Contains(out, "no such file") {
			t.Errorf("a missing save: exit %d\n%s", code, out)
		}
		code, out = l.start(t, "host", "--resume", filepath.Join(dir, "cut.json.host"), "--players", "4").wait(t)
		if code != 2 || !strings.Contains(out, "--players: a resumed table is the one its save keeps") {
			t.Errorf("a table flag with --resume: exit %d\n%s", code, out)
		}
	})
}

// --resume and --wait-host refuse what they cannot do, with exit code 2.
func TestHostComesBackFlags(t *testing.T) {
	for _, c := range []struct {
		args []string
		says string
	}{
		{[]string{"host", "--resume", "t.json", "--seed", "3"}, "--seed: a resumed table is the one its save keeps"},
		{[]string{"host", "--resume", "t.json", "--name", "Other"}, "--name: a resumed table"},
		{[]string{"join", "--wait-host", "-1s"}, "--wait-host not negative"},
	} {
		var stderr bytes.Buffer
		code := captureStderr(&stderr, func() int {
			if c.args[0] == "host" {
				return Host(c.args[1:])
			}
			return Join(c.args[1:])
		})
		if code != 2 || !strings.Contains(stderr.String(), c.says) {
			t.Errorf("patron %s: exit %d\n%s", strings.Join(c.args, " "), code, stderr.String())
		}
	}
}
