//go:build !js

package faulty

import (
	"bufio"
	"io"
	"net"
	"testing"
	"time"
)

// echo is a server that sends back what it reads.
func echo(t *testing.T) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go func() { io.Copy(c, c); c.Close() }()
		}
	}()
	return ln.Addr().String()
}

func start(t *testing.T, cfg Config) (*Proxy, net.Conn) {
	p, err := New(echo(t), cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.Close() })
	c, err := net.Dial("tcp", p.Addr())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return p, c
}

func TestARoundTripTakesTheLatencyBothWaysWithItsJitterAndKeepsOrder(t *testing.T) {
	_, c := start(t, Config{Latency: 20 * time.Millisecond, Jitter: 10 * time.Millisecond, Seed: 1})
	r := bufio.NewReader(c)
	for i := range 5 {
		t0 := time.Now()
		// several writes at once: jitter must not reorder them
		for _, s := range []string{"a", "b", "c\n"} {
			if _, err := c.Write([]byte(s)); err != nil {
				t.Fatal(err)
			}
		}
		line, err := r.ReadString('\n')
		if err != nil {
			t.Fatal(err)
		}
		rtt := time.Since(t0)
		if line != "abc\n" {
			t.Fatalf("trip %d came back as %q", i, line)
		}
		// 2×(20 ms − 10 ms) at the least, 2×(20 + 10) and some scheduling at the most
		if rtt < 20*time.Millisecond || rtt > 200*time.Millisecond {
			t.Fatalf("trip %d took %v through 20 ms ± 10 ms each way", i, rtt)
		}
	}
}

func TestTheBandwidthBoundsAConnection(t *testing.T) {
	_, c := start(t, Config{Bandwidth: 100_000})
	go c.Write(make([]byte, 30_000))
	t0 := time.Now()
	if _, err := io.ReadFull(c, make([]byte, 30_000)); err != nil {
		t.Fatal(err)
	}
	// 30 KB at 100 KB/s each way: 0.3 s at the least
	if d := time.Since(t0); d < 250*time.Millisecond || d > 2*time.Second {
		t.Fatalf("30 KB through 100 KB/s took %v", d)
	}
}

func TestACutConnectionFailsAtOnceAndANewOneWorks(t *testing.T) {
	p, c := start(t, Config{})
	c.Write([]byte("x"))
	if _, err := io.ReadFull(c, make([]byte, 1)); err != nil {
		t.Fatal(err)
	}
	if n := p.Cut(); n != 1 {
		t.Fatalf("cut %d connections, not the 1 open", n)
	}
	c.SetReadDeadline(time.Now().Add(time.Second))
	if _, err := c.Read(make([]byte, 1)); err == nil || isTimeout(err) {
		t.Fatalf("a cut connection read %v, not a failure", err)
	}
	c2, err := net.Dial("tcp", p.Addr())
	if err != nil {
		t.Fatal(err)
	}
	defer c2.Close()
	c2.Write([]byte("y"))
	if _, err := io.ReadFull(c2, make([]byte, 1)); err != nil {
		t.Fatal(err)
	}
	if !p.CutOne() || p.CutOne() {
		t.Fatal("CutOne did not cut the one connection open, and only it")
	}
	if s := p.Stats(); s.Accepted != 2 || s.Cut != 2 {
		t.Fatalf("stats %+v", s)
	}
}

func TestEveryConnectionIsCutAtARandomMomentWithCutEvery(t *testing.T) {
	p, c := start(t, Config{CutEvery: 100 * time.Millisecond, Seed: 3})
	t0 := time.Now()
	c.SetReadDeadline(time.Now().Add(2 * time.Second))
	if _, err := c.Read(make([]byte, 1)); err == nil || isTimeout(err) {
		t.Fatalf("an idle connection read %v, not a cut", err)
	}
	if d := time.Since(t0); d < 40*time.Millisecond || d > time.Second {
		t.Fatalf("cut after %v, not within 50 to 150 ms", d)
	}
	if s := p.Stats(); s.Cut != 1 {
		t.Fatalf("stats %+v", s)
	}
}

func isTimeout(err error) bool {
	ne, ok := err.(net.Error)
	return ok && ne.Timeout()
}

// A server that writes and closes at once: its last bytes still arrive,
// late, and then the end, as over a slow network.
func TestTheLastBytesBeforeAnEndArriveBeforeIt(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() {
		c, err := ln.Accept()
		if err == nil {
			c.Write([]byte("goodbye"))
			c.Close()
		}
	}()
	p, err := New(ln.Addr().String(), Config{Latency: 30 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	c, err := net.Dial("tcp", p.Addr())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	c.SetReadDeadline(time.Now().Add(2 * time.Second))
	if b, err := io.ReadAll(c); string(b) != "goodbye" || err != nil {
		t.Fatalf("read %q, %v", b, err)
	}
}

func TestCutsMayStartLater(t *testing.T) {
	p, c := start(t, Config{})
	time.Sleep(50 * time.Millisecond)
	if s := p.Stats(); s.Cut != 0 {
		t.Fatalf("cut before asked: %+v", s)
	}
	p.SetCutEvery(60 * time.Millisecond)
	c.SetReadDeadline(time.Now().Add(2 * time.Second))
	if _, err := c.Read(make([]byte, 1)); err == nil || isTimeout(err) {
		t.Fatalf("an idle connection read %v, not a cut", err)
	}
}
