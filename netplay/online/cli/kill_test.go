//go:build !js

package cli

import (
	"bytes"
	"context"
	"math/rand/v2"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"patron/cmdtest"
	"patron/netplay/identity"
	"patron/netplay/online"
	"patron/netplay/online/sim"
	"patron/netplay/transport"
)

// child is `patron serve` in a process of its own, on a fixed loopback
// port and data folder, that a test kills with SIGKILL and starts again.
type child struct {
	t    *testing.T
	addr string
	data string
	mu   sync.Mutex
	cmd  *exec.Cmd
	log  bytes.Buffer
}

func freeAddr(t *testing.T) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

func (c *child) start() {
	c.t.Helper()
	cmd := exec.Command(cmdtest.Binary(c.t), "serve", "--plain", "--addr", c.addr, "--data", c.data, "--calls", "10000", "--conns", "1000")
	cmd.Stderr = &c.log
	if err := cmd.Start(); err != nil {
		c.t.Fatal(err)
	}
	c.mu.Lock()
	c.cmd = cmd
	c.mu.Unlock()
	// up once it answers
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		if conn, err := net.Dial("tcp", c.addr); err == nil {
			conn.Close()
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
	c.t.Fatalf("the server did not come up: %s", c.log.String())
}

// kill kills the server at once, as a power cut would its process.
func (c *child) kill() {
	c.mu.Lock()
	cmd := c.cmd
	c.mu.Unlock()
	cmd.Process.Kill()
	cmd.Wait()
}

func TestAServerKilledAtRandomMomentsLosesNoAcknowledgedMove(t *testing.T) {
	c := &child{t: t, addr: freeAddr(t), data: t.TempDir()}
	c.start()
	t.Cleanup(c.kill)
	done := make(chan struct{})
	killed := make(chan int, 1)
	go func() { // three kills at random moments while the tables play: a game lasts seconds, the three fall within two
		rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 7))
		n := 0
		defer func() { killed <- n }()
		for n < 3 {
			select {
			case <-done:
				return
			case <-time.After(time.Duration(200+rng.IntN(400)) * time.Millisecond):
			}
			c.kill()
			n++
			c.start()
		}
	}()
	r, err := sim.Run(context.Background(), sim.Config{
		Connect: func(id *identity.Identity, name string) (*online.Client, error) {
			return online.New("http://"+c.addr, id, name, transport.Trust{})
		},
		Tables: 3, Players: 3, Bot: "random", Seed: 5, SeasonCap: 4, Think: 10 * time.Millisecond, // games of seconds: the kills fall mid-game
		Back: time.Minute, Limit: 3 * time.Minute,
	})
	close(done)
	kills := <-killed
	if err != nil {
		t.Fatalf("%v\nthe server's log:\n%s", err, tail(c.log.String()))
	}
	if kills != 3 || r.Reconnects == 0 {
		t.Fatalf("%d kills, %d reconnects: the test killed nothing mid-game", kills, r.Reconnects)
	}
	t.Logf("%d kills; %d tables, %d commands, %d reconnects (back in p50 %v, p95 %v, worst %v); commit p50 %v p99 %v",
		kills, r.Tables, r.Commands, r.Reconnects, r.Back.P50, r.Back.P95, r.Back.P99, r.Commit.P50, r.Commit.P99)
	if r.Back.P95 > 5*time.Second { // the goal for a player's computer coming back by itself
		t.Errorf("reconnect p95 %v, over 5 s", r.Back.P95)
	}
}

func tail(s string) string {
	lines := strings.Split(s, "\n")
	return strings.Join(lines[max(0, len(lines)-40):], "\n")
}

func TestVerifyTellsAHeldLogFromAnAlteredOne(t *testing.T) {
	ctx := context.Background()
	_, addr, stop, err := localServer()
	if err != nil {
		t.Fatal(err)
	}
	defer stop()
	connect := func(id *identity.Identity, name string) (*online.Client, error) {
		return online.New(addr, id, name, transport.Trust{})
	}
	r, err := sim.Run(ctx, sim.Config{Connect: connect, Tables: 1, Players: 2, Bot: "random", Seed: 9, SeasonCap: 3})
	if err != nil {
		t.Fatal(err)
	}
	id, _ := identity.New("")
	reader, _ := connect(id, "Reader")
	l, err := reader.Log(ctx, r.Played[0].ID, r.Played[0].Invite)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	write := func(name string) string {
		path := filepath.Join(dir, name)
		f, err := os.Create(path)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if err := l.Write(f); err != nil {
			t.Fatal(err)
		}
		return path
	}
	run := func(path string) (string, int) {
		out, err := exec.Command(cmdtest.Binary(t), "verify", path).CombinedOutput()
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		return string(out), code
	}
	if out, code := run(write("held.json")); code != 0 || !strings.Contains(out, "everything held") {
		t.Fatalf("a log as the server gave it: exit %d\n%s", code, out)
	}
	// one move changed, as a server that lied would have to: given the
	// command before it, which must differ (two passes in a row would
	// alter nothing)
	mid := len(l.Moves) / 2
	for mid < len(l.Moves) && l.Moves[mid].Command == l.Moves[mid-1].Command {
		mid++
	}
	if mid == len(l.Moves) {
		t.Fatalf("no move after the middle differs from the one before it")
	}
	l.Moves[mid].Command = l.Moves[mid-1].Command
	if out, code := run(write("altered.json")); code != 1 || !strings.Contains(out, "problem:") || !strings.Contains(out, "cannot be trusted") {
		t.Fatalf("an altered log: exit %d\n%s", code, out)
	}
	if _, code := run(filepath.Join(dir, "none.json")); code != 1 {
		t.Fatalf("a missing file: exit %d", code)
	}
	if _, code := run(""); code != 2 {
		t.Fatalf("no file: exit %d", code)
	}
}
