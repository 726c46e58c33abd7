package cli

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"patron/cmdtest"
)

// LAN play between processes: `patron host` and `patron join` (this
// package's test binary as the command) play whole bot games over QUIC on
// 127.0.0.1, are killed and come back, find each other by discovery, and
// refuse what they must. Every machine's audit is clean and every final
// public hash is the host's.
func TestLANBetweenProcesses(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the command")
	}
	// Not parallel with the other tests (its games are, with each other):
	// beside other tests keeping the cores busy (the screenshot runs, when
	// these tests were the root package's) its nineteen processes took
	// minutes instead of seconds.
	l := &lanTest{bin: cmdtest.Binary(t)}
	t.Run("games", func(t *testing.T) {
		for _, c := range []struct {
			name    string
			players int
			patron  string // the host's --patron
			seats   string // the host's --seats
			joins   []string
		}{
			{"2 players, the Patrón on the host", 2, "bot", "open", []string{"1"}},
			{"3 players, the Patrón on a joiner", 3, "open", "open,bot", []string{"patron", "1"}},
			{"5 players, the Patrón on a joiner", 5, "open", "open,open,open,bot", []string{"patron", "1", "2", "3"}},
			{"5 players, the Patrón on the host", 5, "bot", "open,open,open,open", []string{"any", "any", "any", "any"}},
		} {
			t.Run(c.name, func(t *testing.T) {
				t.Parallel()
				h := l.host(t, "--players", strconv.Itoa(c.players), "--patron", c.patron, "--seats", c.seats)
				var joiners []*lanProc
				for i, seat := range c.joins {
					args := []string{"--seat", seat, "--name", fmt.Sprintf("Bot %d", i+1)}
					if i == 0 { // the first finds the game by discovery, beside a liar (issue 22)
						args = append(args, "--discovery", liarBeside(t, h.dport)+",127.0.0.1:"+h.dport)
					} else {
						args = append(args, h.addr, "--code", h.code)
					}
					joiners = append(joiners, l.start(t, append([]string{"join"}, args...)...))
				}
				l.sameEnd(t, h, joiners...)
				if out := joiners[0].output(); !strings.Contains(out, "its certificate is not the one its answer claims") {
					t.Errorf("the forged answer was not tried and skipped:\n%s", out)
				}
				for _, j := range joiners { // a first join is no return
					if strings.Contains(j.output(), "back in the game") {
						t.Errorf("a joiner that never left says it is back:\n%s", j.output())
					}
				}
			})
		}
		t.Run("a Faction's process is killed and comes back with its token", func(t *testing.T) {
			t.Parallel()
			h := l.host(t, "--players", "3", "--patron", "bot", "--seats", "open,open")
			a := l.start(t, "join", h.addr, "--code", h.code, "--seat", "1", "--think", "1ms")
			b := l.start(t, "join", h.addr, "--code", h.code, "--seat", "2", "--think", "1ms", "-v")
			token := b.waitFor(t, `^seat token: +([0-9a-f]{32})$`)[1]
			b.waitFor(t, `^cmd (4\d|[5-9]\d|\d{3,}) `) // well into the game
			b.kill(t)
			back := l.start(t, "join", h.addr, "--code", h.code, "--token", token, "--think", "1ms")
			l.sameEnd(t, h, a, back)
			t.Log(back.waitFor(t, `^back in the game after command \d+$`)[0])
		})
		t.Run("the Patrón's process is killed and comes back from its save", func(t *testing.T) {
			t.Parallel()
			save := filepath.Join(t.TempDir(), "patron.json")
			h := l.host(t, "--players", "3", "--patron", "open", "--seats", "open,bot")
			f := l.start(t, "join", h.addr, "--code", h.code, "--seat", "1", "--think", "1ms")
			p := l.start(t, "join", h.addr, "--code", h.code, "--seat", "patron", "--save", save, "--think", "1ms", "-v")
			token := p.waitFor(t, `^seat token: +([0-9a-f]{32})$`)[1]
			p.waitFor(t, `^cmd (6\d|[7-9]\d|\d{3,}) `)
			p.kill(t)
			back := l.start(t, "join", h.addr, "--token", token, "--save", save, "--think", "1ms")
			l.sameEnd(t, h, f, back)
			t.Log(back.waitFor(t, `^back in the game after command \d+$`)[0])
			if !strings.Contains(h.output(), "the Patrón") {
				t.Fatal("the host never named the Patrón's seat")
			}
		})
		t.Run("a bot stands in for a Faction that does not come back", func(t *testing.T) {
			t.Parallel()
			h := l.host(t, "--players", "3", "--patron", "bot", "--seats", "open,open", "--stand-in", "300ms")
			a := l.start(t, "join", h.addr, "--code", h.code, "--seat", "1", "--think", "1ms")
			b := l.start(t, "join", h.addr, "--code", h.code, "--seat", "2", "--think", "1ms", "-v")
			b.waitFor(t, `^cmd (4\d|[5-9]\d|\d{3,}) `)
			// Interrupted, it leaves at once (killed, the host would know
			// only when QUIC's idle timer ends, after 4 s).
			b.cmd.Process.Signal(syscall.SIGINT)
			if code, out := b.wait(t); code != 1 || !strings.Contains(out, "interrupted") {
				t.Fatalf("interrupted: exit %d\n%s", code, out)
			}
			l.sameEnd(t, h, a)
			if !strings.Contains(h.output(), "a bot (normal) plays for them") {
				t.Fatalf("no stand-in:\n%s", h.output())
			}
		})
		t.Run("a wrong code is refused", func(t *testing.T) {
			t.Parallel()
			h := l.host(t, "--players", "2", "--patron", "bot")
			wrong := "ZZZZ-ZZZZ"
			if h.code == wrong {
				wrong = "YYYY-YYYY"
			}
			j := l.start(t, "join", h.addr, "--code", wrong)
			code, out := j.wait(t)
			if code != 1 || !strings.Contains(out, "is not the one with that code") {
				t.Fatalf("exit %d:\n%s", code, out)
			}
			// Discovery lists no game with that code either.
			j = l.start(t, "join", "--discovery", "127.0.0.1:"+h.dport, "--code", wrong, "--find", "1s")
			if code, out := j.wait(t); code != 1 || !strings.Contains(out, "no game with code") {
				t.Fatalf("exit %d:\n%s", code, out)
			}
			h.kill(t)
		})
		t.Run("lan-sim", func(t *testing.T) {
			t.Parallel()
			s := l.start(t, "lan-sim", "--peers", "3", "--games", "1", "--seed", "4")
			code, out := s.wait(t)
			if code != 0 || !strings.Contains(out, "3 machines end with the same hash, 3 audits fair") || !strings.Contains(out, "median") {
				t.Fatalf("exit %d:\n%s", code, out)
			}
		})
	})
}

// Bad flags and arguments are a clear message and exit code 2, never a
// panic.
func TestLANCommandsRefuseBadFlags(t *testing.T) {
	for _, c := range []struct {
		args []string
		says string
	}{
		{[]string{"host", "--players", "9"}, "--players: 2 to 5"},
		{[]string{"host", "--patron", "you"}, "needs the window"},
		{[]string{"host", "--patron", "maybe"}, "--patron: bot or open"},
		{[]string{"host", "--players", "3", "--seats", "open"}, "3 players have 2 Faction seats"},
		{[]string{"host", "--seats", "open,cat"}, "open or bot"},
		{[]string{"host", "--bot", "genius"}, "unknown bot"},
		{[]string{"host", "--name", ""}, "--name"},
		{[]string{"host", "--port", "70000"}, "a port is"},
		{[]string{"host", "--bind", "nowhere"}, "not an IP address"},
		{[]string{"host", "extra"}, "unexpected argument"},
		{[]string{"host", "--no-such-flag"}, "not defined"},
		{[]string{"join", "127.0.0.1:1"}, "--code CODE is needed"},
		{[]string{"join", "127.0.0.1:1", "--code", "hello!"}, "--code"},
		{[]string{"join", "--seat", "7"}, "--seat"},
		{[]string{"join", "--token", "abc"}, "--token"},
		{[]string{"join", "a", "b"}, "one address at most"},
		{[]string{"join", "::1::", "--code", "ABCD-EFGH"}, "not an address"},
		{[]string{"lan-sim", "--peers", "1"}, "--peers: 2 to 5"},
		{[]string{"lan-sim", "--patron-on", "moon"}, "host or joiner"},
		{[]string{"lan-sim", "--games", "0"}, "at least 1"},
	} {
		var stderr bytes.Buffer
		code := captureStderr(&stderr, func() int {
			switch c.args[0] {
			case "host":
				return Host(c.args[1:])
			case "join":
				return Join(c.args[1:])
			}
			return Sim(c.args[1:])
		})
		if code != 2 || !strings.Contains(stderr.String(), c.says) {
			t.Errorf("patron %s: exit %d\n%s", strings.Join(c.args, " "), code, stderr.String())
		}
	}
}

// lanTest runs the binary's LAN commands, with env added to each
// process's environment.
type lanTest struct {
	bin string
	env []string
}

// lanProc is one process and what it printed.
type lanProc struct {
	cmd   *exec.Cmd
	mu    sync.Mutex
	out   strings.Builder
	err   bytes.Buffer
	lines chan string
	done  chan struct{}
	exit  error
}

// hostProc is a host process and how to join it.
type hostProc struct {
	*lanProc
	addr, code, dport string
}

const lanTestTime = 60 * time.Second

func (l *lanTest) start(t testing.TB, args ...string) *lanProc {
	t.Helper()
	p := &lanProc{cmd: exec.Command(l.bin, args...), lines: make(chan string, 1<<16), done: make(chan struct{})}
	if len(l.env) > 0 {
		p.cmd.Env = append(os.Environ(), l.env...)
	}
	p.cmd.Stderr = &p.err
	stdout, err := p.cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := p.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			p.mu.Lock()
			p.out.WriteString(sc.Text() + "\n")
			p.mu.Unlock()
			select {
			case p.lines <- sc.Text():
			default:
			}
		}
		close(p.lines)
		p.exit = p.cmd.Wait()
		close(p.done)
	}()
	t.Cleanup(func() {
		select {
		case <-p.done:
		default:
			p.cmd.Process.Kill()
			<-p.done
		}
	})
	return p
}

// host starts a host on 127.0.0.1 (free ports, a seeded bot game) and
// reads where to join it.
func (l *lanTest) host(t testing.TB, args ...string) *hostProc {
	t.Helper()
	args = append([]string{"host", "--bind", "127.0.0.1", "--port", "0", "--discovery-port", "0", "--seed", "7",
		"--season-cap", "15", "--farewell", "20s"}, args...)
	h := &hostProc{lanProc: l.start(t, args...)}
	h.code = h.waitFor(t, `^session code: +(\S+)$`)[1]
	port := h.waitFor(t, `^game port: +(\d+) `)[1]
	h.dport = h.waitFor(t, `^discovery port: +(\d+) `)[1]
	h.addr = "127.0.0.1:" + port
	return h
}

// waitFor reads lines until one matches re, and returns its submatches.
func (p *lanProc) waitFor(t testing.TB, re string) []string {
	t.Helper()
	r := regexp.MustCompile(re)
	timeout := time.After(lanTestTime)
	for {
		select {
		case line, ok := <-p.lines:
			if !ok {
				<-p.done
				t.Fatalf("%s ended (%v) before printing %s:\n%s%s", p.name(), p.exit, re, p.output(), p.err.String())
			}
			if m := r.FindStringSubmatch(line); m != nil {
				return m
			}
		case <-timeout:
			t.Fatalf("%s printed no %s in %v:\n%s", p.name(), re, lanTestTime, p.output())
		}
	}
}

// wait waits for the process's end: its exit code and all it printed.
func (p *lanProc) wait(t testing.TB) (int, string) {
	t.Helper()
	select {
	case <-p.done:
	case <-time.After(lanTestTime):
		t.Fatalf("%s still runs after %v:\n%s", p.name(), lanTestTime, p.output())
	}
	code := 0
	var exit *exec.ExitError
	if errors.As(p.exit, &exit) {
		code = exit.ExitCode()
	} else if p.exit != nil {
		t.Fatal(p.exit)
	}
	return code, p.output() + p.err.String()
}

// kill ends the process with SIGKILL, as a crash or a pulled plug would.
func (p *lanProc) kill(t testing.TB) {
	t.Helper()
	p.cmd.Process.Signal(syscall.SIGKILL)
	<-p.done
}

func (p *lanProc) output() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.out.String()
}

func (p *lanProc) name() string { return "patron " + strings.Join(p.cmd.Args[1:], " ") }

var (
	lanHash = regexp.MustCompile(`(?m)^public hash: ([0-9a-f]{16})$`)
	lanFair = "audit: every hidden answer checked: fair play"
)

// sameEnd waits for the host and the joiners to end: each exits 0 with a
// clean audit and the host's final hash.
func (l *lanTest) sameEnd(t testing.TB, h *hostProc, joiners ...*lanProc) {
	t.Helper()
	hashes := map[*lanProc]string{}
	for _, p := range append(joiners, h.lanProc) { // a joiner that fails leaves the host waiting
		code, out := p.wait(t)
		m := lanHash.FindStringSubmatch(out)
		if code != 0 || m == nil || !strings.Contains(out, lanFair) {
			t.Fatalf("%s: exit %d:\n%s", p.name(), code, out)
		}
		hashes[p] = m[1]
	}
	for _, j := range joiners {
		if hashes[j] != hashes[h.lanProc] {
			t.Fatalf("%s ends with hash %s, the host with %s", j.name(), hashes[j], hashes[h.lanProc])
		}
	}
}

// captureStderr runs f with os.Stderr going to w.
func captureStderr(w *bytes.Buffer, f func() int) int {
	r, pw, err := os.Pipe()
	if err != nil {
		panic(err)
	}
	old := os.Stderr
	os.Stderr = pw
	copied := make(chan struct{})
	go func() { w.ReadFrom(r); close(copied) }()
	defer func() {
		os.Stderr = old
		pw.Close()
		<-copied
		r.Close()
	}()
	return f()
}
