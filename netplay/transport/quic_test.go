//go:build !js

package transport

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"patron/netplay/wire"
)

func listen(t testing.TB) *Listener {
	t.Helper()
	l, err := Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	return l
}

func timeout(t testing.TB, d time.Duration) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), d)
	t.Cleanup(cancel)
	return ctx
}

// A host whose certificate is not the pinned one is refused in the
// handshake, by fingerprint or by code, and the listener still takes the
// right dialer afterwards.
func TestDialRefusesAnotherHost(t *testing.T) {
	l := listen(t)
	other := fingerprintOf([]byte("another host"))
	if CodeOf(other) == l.Code() {
		t.Skip("one chance in 2^40")
	}
	for _, pin := range []string{other, strings.ToLower(CodeOf(other))} {
		_, err := Dial(timeout(t, 5*time.Second), l.Addr().String(), pin)
		if !errors.Is(err, ErrNotTheHost) || !strings.Contains(err.Error(), "does not match the session code") {
			t.Fatalf("pinned %s: %v", pin, err)
		}
	}
	// typed by a person: lower case, a hyphen
	code := strings.ToLower(l.Code()[:4] + "-" + l.Code()[4:])
	a, err := Dial(timeout(t, 5*time.Second), l.Addr().String(), code)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close("done")
	a.Send(chat("hello"))
	b, err := l.Accept(timeout(t, 5*time.Second))
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close("done")
	expect(t, b, "hello")
	if !strings.HasPrefix(b.Remote(), "127.0.0.1:") || a.Remote() != l.Addr().String() {
		t.Fatalf("remotes %s and %s", a.Remote(), b.Remote())
	}
}

func TestDialRefusesANonsensePin(t *testing.T) {
	for _, pin := range []string{"", "K7Q2", "K7Q2MX4PZ", "K7Q2-MX4U", strings.Repeat("g", 64)} {
		if _, err := Dial(context.Background(), "127.0.0.1:1", pin); err == nil || !strings.Contains(err.Error(), "not a session code") {
			t.Errorf("pin %q: %v", pin, err)
		}
	}
}

// Accept returns a connection when its stream comes (the dialer's first
// message), not at the handshake.
func TestAcceptWaitsForTheStream(t *testing.T) {
	l := listen(t)
	a, err := Dial(timeout(t, 5*time.Second), l.Addr().String(), l.Fingerprint())
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close("done")
	if _, err := l.Accept(timeout(t, 200*time.Millisecond)); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Accept before the first message: %v", err)
	}
	a.Send(chat("hello"))
	b, err := l.Accept(timeout(t, 5*time.Second))
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close("done")
	expect(t, b, "hello")
}

// Closing the listener takes no new peers but keeps the ones it has.
func TestListenerCloseKeepsItsConns(t *testing.T) {
	l := listen(t)
	a, b := dialAccept(t, l)
	l.Close()
	if _, err := l.Accept(context.Background()); err == nil {
		t.Fatal("Accept after Close")
	}
	a.Send(chat("still playing"))
	expect(t, b, "still playing")
	b.Send(chat("yes"))
	expect(t, a, "yes")
	if c, err := Dial(timeout(t, time.Second), l.Addr().String(), l.Fingerprint()); err == nil {
		c.Close("")
		t.Fatal("a Dial after the listener closed")
	}
}

// dialAccept connects to l; the dial's context ends at once after, as it
// is only for the handshake.
func dialAccept(t testing.TB, l *Listener) (Conn, Conn) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	a, err := Dial(ctx, l.Addr().String(), l.Fingerprint())
	cancel()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Close("done") })
	a.Send(chat("hello"))
	b, err := l.Accept(timeout(t, 5*time.Second))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close("done") })
	expect(t, b, "hello")
	b.SetLimit(wire.Open) // trusted, as a host trusts a welcomed peer
	return a, b
}

// A computer that stops answering is shown away on every screen within
// 5 s (issue 32): its connection ends at the idle timeout, which the
// keep-alives feed several times over, so that a packet or two lost is
// survived.
func TestASilentComputerIsGoneWithinFiveSeconds(t *testing.T) {
	c := quicConfig(1)
	if c.MaxIdleTimeout+time.Second > 5*time.Second || c.KeepAlivePeriod*3 > c.MaxIdleTimeout {
		t.Fatalf("idle timeout %v, keep-alive %v: a silent computer is not gone within 5 s, or a lost keep-alive ends a live one",
			c.MaxIdleTimeout, c.KeepAlivePeriod)
	}
}
