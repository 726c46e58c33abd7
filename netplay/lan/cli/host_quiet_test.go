package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"patron/cmdtest"
	"patron/netplay/lan"
)

// A table hosted with --no-announce stays off discovery when its host
// comes back from its save (`patron host --resume FILE` after a SIGKILL):
// the save keeps the choice, and the joiner, who joined by address, comes
// back to its seat by itself. On the resume's command line --no-announce
// (=false to answer discovery again) overrides the save.
func TestAQuietHostComesBackQuiet(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the command")
	}
	l := &lanTest{bin: cmdtest.Binary(t)}
	dir := t.TempDir()
	save := filepath.Join(dir, "quiet.json")
	h := &hostProc{lanProc: l.start(t, "host", "--bind", "127.0.0.1", "--port", "0", "--no-announce", "--seed", "7",
		"--season-cap", "15", "--farewell", "20s", "--players", "2", "--save", save, "-v")}
	h.code = h.waitFor(t, `^session code: +(\S+)$`)[1]
	h.addr = "127.0.0.1:" + h.waitFor(t, `^game port: +(\d+) `)[1]
	h.waitFor(t, `^discovery: +off`)
	j := l.start(t, "join", h.addr, "--code", h.code, "--seat", "1", "--think", "2ms")
	h.waitFor(t, `^cmd ([2-9]\d|\d{3,}) `) // well into the game
	h.kill(t)
	kept, err := os.ReadFile(save + lan.HostSaveSuffix)
	if err != nil {
		t.Fatal(err)
	}
	copied := filepath.Join(dir, "copy.json")
	if err := os.WriteFile(copied+lan.HostSaveSuffix, kept, 0o600); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	back := &hostProc{lanProc: l.start(t, "host", "--resume", save, "--discovery-port", "0", "--farewell", "20s", "-v")}
	if got := back.waitFor(t, `^session code: +(\S+)$`)[1]; got != h.code {
		t.Fatalf("back on code %s, not %s", got, h.code)
	}
	back.waitFor(t, `^(discovery: +off|discovery port: )`)
	if !strings.Contains(back.output(), "discovery:      off") {
		t.Fatalf("the table hosted with --no-announce answers discovery once resumed:\n%s", back.output())
	}
	j.waitFor(t, `^the host is back after`)
	t.Logf("the joiner back at the quiet table %v after the host's restart", time.Since(start).Round(time.Millisecond))
	l.sameEnd(t, back, j)
	for _, c := range []struct {
		args  []string
		quiet bool
	}{
		{nil, true},
		{[]string{"--no-announce=false"}, false},
		{[]string{"--no-announce"}, true},
	} {
		hf, err := parseHostFlags(append([]string{"--resume", copied, "--discovery-port", "0"}, c.args...))
		if err != nil {
			t.Fatal(err)
		}
		cfg, err := hf.table()
		if err != nil {
			t.Fatal(err)
		}
		run, err := hf.resumed(hf.run(cfg))
		if err != nil {
			t.Fatal(err)
		}
		if quiet := run.Server.Discovery == ""; quiet != c.quiet {
			t.Errorf("patron host --resume FILE %s: announces %v", strings.Join(c.args, " "), !quiet)
		}
	}
}
