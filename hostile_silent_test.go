//go:build unix

package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"patron/game/savefile"
	"patron/netplay/lan"
	"patron/netplay/session"
	"patron/netplay/wire"
)

// A silent seat cannot hold the table (issue 22): beside an honest `patron
// join`, this test's process joins a `patron host` over QUIC and then says
// nothing (it reads what comes, as a window left open would, and never
// decides). A silent Faction is played by a bot past the decision limit and
// the game ends; a silent Patrón pauses the table, which ends as abandoned
// once its countdown runs out, saved and audited as far as it went.
func TestASilentSeatCannotHoldTheTable(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the command")
	}
	l := &lanTest{bin: patronBinary(t)}
	t.Run("a silent Faction", func(t *testing.T) {
		t.Parallel()
		h := l.host(t, "--players", "3", "--patron", "bot", "--seats", "open,open", "--decision-limit", "300ms", "--farewell", "2s")
		honest := l.start(t, "join", h.addr, "--code", h.code, "--seat", "1", "--think", "1ms")
		s := joinSilent(t, h, 2, 0)
		l.sameEnd(t, h, honest)
		out := h.output()
		if !strings.Contains(out, "let the decision limit pass; a bot (normal) plays for them") {
			t.Fatalf("the host never stood in for the silent seat:\n%s", out)
		}
		if !strings.Contains(honest.output(), "decision limit: 300ms a decision") {
			t.Fatalf("the joiner was not told the limit:\n%s", honest.output())
		}
		stall := <-s.done
		t.Logf("longest stall the table saw with a silent Faction and a limit of 300ms: %v", stall)
		if stall > 2*time.Second {
			t.Fatalf("the table stalled %v", stall)
		}
	})
	t.Run("a stalled joiner comes to and takes its seat back", func(t *testing.T) {
		t.Parallel()
		h := l.host(t, "--players", "3", "--patron", "bot", "--seats", "open,open", "--decision-limit", "300ms", "--season-cap", "0")
		a := l.start(t, "join", h.addr, "--code", h.code, "--seat", "1", "--think", "2ms")
		b := l.start(t, "join", h.addr, "--code", h.code, "--seat", "2", "--name", "Bea", "--think", "2ms", "-v")
		b.waitFor(t, `^cmd (4\d|[5-9]\d|\d{3,}) `)
		b.cmd.Process.Signal(syscall.SIGSTOP) // connected, and silent
		h.waitFor(t, `^seat 2 .*: Bea let the decision limit pass; a bot \(normal\) plays for them until they act again$`)
		b.cmd.Process.Signal(syscall.SIGCONT)
		l.sameEnd(t, h, a, b)
		if out := h.output(); !strings.Contains(out, "Bea acts again and has the seat back from the bot") {
			t.Fatalf("the seat was not taken back:\n%s", out)
		}
	})
	t.Run("a silent Patrón", func(t *testing.T) {
		t.Parallel()
		save := filepath.Join(t.TempDir(), "host.json")
		h := l.host(t, "--players", "3", "--patron", "open", "--seats", "open,bot", "--decision-limit", "300ms",
			"--abandon-after", "1s", "--save", save, "--farewell", "2s")
		honest := l.start(t, "join", h.addr, "--code", h.code, "--seat", "1", "--think", "1ms")
		s := joinSilent(t, h, 0, 60)
		h.waitFor(t, `^waiting for the Patrón past the decision limit \(his computer is connected but silent\): the game may be ended as abandoned in 1(\.0)?s$`)
		honest.waitFor(t, `^waiting for the Patrón past the decision limit`)
		var commands string
		for _, p := range []*lanProc{honest, h.lanProc} {
			code, out := p.wait(t)
			m := regexp.MustCompile(`(?m)^game abandoned after (\d+) commands: the table waited 1\.[3-9]\d*s for the Patrón's decision \(his computer connected but silent\)$`).FindStringSubmatch(out)
			if code != 0 || m == nil || !strings.Contains(out, "audit: as far as it went") || !strings.Contains(out, "the Patrón's openings never came") {
				t.Fatalf("%s: exit %d:\n%s", p.name(), code, out)
			}
			if commands != "" && m[1] != commands {
				t.Fatalf("the host and the joiner end at %s and %s commands", commands, m[1])
			}
			commands = m[1]
		}
		if n, _ := strconv.Atoi(commands); n < 60 {
			t.Fatalf("abandoned after %d commands: the Patrón played the first 60", n)
		}
		<-s.done
		if a := s.peer.Abandoned(); a == nil || a.Seat != 0 || a.Gone {
			t.Fatalf("the silent Patrón's machine was told %+v", a)
		}
		// The host's save says the game ended abandoned, and loads: its log
		// holds as far as it went.
		data, err := os.ReadFile(save)
		if err != nil {
			t.Fatal(err)
		}
		f, g, err := savefile.Load(data)
		if err != nil {
			t.Fatal(err)
		}
		if a := f.Table.Abandoned; a == nil || a.Seat != 0 || a.Waited < 1 || g.Over() || f.Secret != nil {
			t.Fatalf("the host's save: abandoned %+v, over %v, secret %v", f.Table.Abandoned, g.Over(), f.Secret != nil)
		}
	})
}

// silentPeer is a machine that joined and says nothing.
type silentPeer struct {
	peer *session.Peer
	done chan time.Duration // the longest the log went without a command, once it left
}

// joinSilent seats this process at seat; a bot plays it until the log
// holds after commands, then it only reads what comes (measuring the
// longest gap between commands) until the game ends, is abandoned, or the
// host closes.
func joinSilent(t *testing.T, h *hostProc, seat, after int) *silentPeer {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	p, err := lan.Join(ctx, h.addr, h.code, session.PeerConfig{Hello: wire.Hello{Name: "Mute", Seat: seat}})
	if err != nil {
		t.Fatal(err)
	}
	s := &silentPeer{peer: p, done: make(chan time.Duration, 1)}
	go func() {
		longest, last := time.Duration(0), time.Time{}
		b := session.Bots{Levels: map[int]string{seat: "normal"}, Seed: 5, Team: true}
		deadline := time.Now().Add(lanTestTime)
		for !p.Closed() && time.Now().Before(deadline) {
			for _, n := range p.Step() {
				if n.Kind == session.NoteCommitted && n.Seq >= 0 {
					if !last.IsZero() {
						longest = max(longest, time.Since(last))
					}
					last = time.Now()
				}
			}
			if g := p.Game(); p.Abandoned() != nil || g != nil && g.Over() {
				break
			}
			if g := p.Ahead(); g != nil && len(p.Log()) < after && !p.Pending() {
				if who, c, ok := b.Next(g, []int{seat}); ok && who == seat {
					p.Propose(c)
					continue
				}
			}
			p.Wait(50 * time.Millisecond)
		}
		lan.Leave(p)
		s.done <- longest
	}()
	return s
}

// The decision limit's flags refuse what makes no table.
func TestTheDecisionLimitFlagsRefuseNonsense(t *testing.T) {
	for _, c := range []struct {
		args []string
		says string
	}{
		{[]string{"--decision-limit", "-1s"}, "cannot be negative"},
		{[]string{"--abandon-after", "-5m"}, "cannot be negative"},
		{[]string{"--decision-limit", "48h"}, "a day at most"},
		{[]string{"--decision-limit", "10ms"}, "100ms at least"},
	} {
		var stderr bytes.Buffer
		if code := captureStderr(&stderr, func() int { return runHost(c.args) }); code != 2 || !strings.Contains(stderr.String(), c.says) {
			t.Errorf("patron host %s: exit %d\n%s", strings.Join(c.args, " "), code, stderr.String())
		}
	}
}
