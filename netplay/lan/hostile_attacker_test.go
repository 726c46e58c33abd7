package lan

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"
)

// The hostile tests' attackers run in a process of their own (this test
// binary again, running TestHostileChild), so that the memory measured in
// the test's process is the host's alone.

// attacker is a child process attacking a host.
type attacker struct {
	cmd   *exec.Cmd
	stdin io.WriteCloser
	lines chan string
	said  []string // every line read so far
}

// attack starts a child making n connections of each kind to srv (see
// hostileKinds); it runs until stop.
func attack(t testing.TB, srv *Server, n int, kinds ...string) *attacker {
	t.Helper()
	return attackWith(t, srv, n, nil, kinds...)
}

// attackWith is attack with more of the child's environment.
func attackWith(t testing.TB, srv *Server, n int, env []string, kinds ...string) *attacker {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestHostileChild$")
	cmd.Env = append(append(os.Environ(), env...), "PATRON_HOSTILE_ATTACK="+strings.Join(kinds, ","),
		fmt.Sprintf("PATRON_HOSTILE_ADDR=127.0.0.1:%d", srv.Port()), "PATRON_HOSTILE_CODE="+srv.Code(),
		"PATRON_HOSTILE_N="+strconv.Itoa(n))
	cmd.Stderr = os.Stderr
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	a := &attacker{cmd: cmd, stdin: stdin, lines: make(chan string, 100)}
	go func() {
		defer close(a.lines)
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			a.lines <- sc.Text()
		}
	}()
	t.Cleanup(a.stop)
	return a
}

// expect waits (d at most) for the child's line starting with prefix.
func (a *attacker) expect(t *testing.T, prefix string, d time.Duration) string {
	t.Helper()
	timer := time.NewTimer(d)
	defer timer.Stop()
	for {
		select {
		case line, ok := <-a.lines:
			if !ok {
				t.Fatalf("the attacker ended before %q", prefix)
			}
			a.said = append(a.said, line)
			if strings.HasPrefix(line, prefix) {
				return line
			}
		case <-timer.C:
			t.Fatalf("the attacker never said %q in %v", prefix, d)
		}
	}
}

// all stops the child and returns every line it said.
func (a *attacker) all() []string {
	a.stop()
	for line := range a.lines {
		a.said = append(a.said, line)
	}
	return a.said
}

// stop ends the child: its connections close with it. What it says as it
// ends is read to its last line before Wait, which closes the pipe (a
// Wait first lost the child's last line on a loaded machine: "the
// attacker never came back", with the host refusing it all along); a
// child still there after 30 s, a guard, is killed.
func (a *attacker) stop() {
	if a.stdin == nil {
		return
	}
	a.stdin.Close()
	a.stdin = nil
	guard := time.NewTimer(30 * time.Second)
	defer guard.Stop()
	for {
		select {
		case line, ok := <-a.lines:
			if !ok { // its output is over: it has ended
				a.cmd.Wait()
				return
			}
			a.said = append(a.said, line)
		case <-guard.C:
			a.cmd.Process.Kill()
			for line := range a.lines {
				a.said = append(a.said, line)
			}
			a.cmd.Wait()
			return
		}
	}
}
