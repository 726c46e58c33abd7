package main

import (
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// A host killed in its lobby (SIGKILL, before the game began) comes back
// with `patron host --resume FILE`: the same code and port, its seats and
// their tokens. The joiner seated before the crash waits and comes back to
// its seat by itself; a second joiner takes the free seat, the game
// begins, and every machine ends it with one hash and a clean audit.
func TestAHostKilledInTheLobbyComesBack(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the command")
	}
	l := &lanTest{bin: patronBinary(t)}
	save := filepath.Join(t.TempDir(), "lobby.json")
	h := l.host(t, "--players", "3", "--patron", "bot", "--seats", "open,open", "--save", save, "-v")
	first := l.start(t, "join", h.addr, "--code", h.code, "--seat", "1", "--think", "2ms")
	first.waitFor(t, `^seat token: `)
	h.kill(t)
	start := time.Now()
	back := &hostProc{lanProc: l.start(t, "host", "--resume", save, "--discovery-port", "0", "--farewell", "20s", "-v")}
	if got := back.waitFor(t, `^session code: +(\S+)$`)[1]; got != h.code {
		t.Fatalf("back on code %s, not %s", got, h.code)
	}
	if got := back.waitFor(t, `^game port: +(\d+) `)[1]; "127.0.0.1:"+got != h.addr {
		t.Fatalf("back on port %s, not at %s", got, h.addr)
	}
	back.waitFor(t, `^the table is back from its save, in its lobby`)
	first.waitFor(t, `^the host is back after`)
	took := time.Since(start)
	t.Logf("the seated joiner back in the lobby %v after the host's restart", took.Round(time.Millisecond))
	if took > 15*time.Second { // its pings find the host back within seconds; the idle timeout alone takes 20 s
		t.Errorf("the seated joiner came back only %v after the host", took)
	}
	second := l.start(t, "join", h.addr, "--code", h.code, "--seat", "2", "--think", "2ms")
	l.sameEnd(t, back, first, second)
	if out := first.output(); !strings.Contains(out, "waiting for the host…") || strings.Contains(out, "back in the game after") {
		t.Errorf("the first joiner:\n%s", out)
	}
}
