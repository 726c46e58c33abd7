//go:build !js

package transport

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"patron/netplay/wire"
)

// wsServer is a server of WebSockets over TLS on 127.0.0.1, with conf's
// certificate (httptest's own when nil), taking browsers from origins
// too. Every Conn it accepts, as a stranger, comes on the channel.
func wsServer(t testing.TB, conf *tls.Config, origins ...string) (*httptest.Server, chan Conn) {
	return wsServerAt(t, "127.0.0.1:0", conf, origins...)
}

// wsServerAt is wsServer on a given address.
func wsServerAt(t testing.TB, addr string, conf *tls.Config, origins ...string) (*httptest.Server, chan Conn) {
	t.Helper()
	l, err := net.Listen("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	accepted := make(chan Conn, 8)
	srv := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c, err := AcceptWS(w, r, wire.Stranger, origins...)
		if err != nil {
			return
		}
		t.Cleanup(func() { c.Close("done") })
		accepted <- c
	}))
	srv.Listener.Close()
	srv.Listener = l
	srv.TLS = conf
	srv.StartTLS()
	t.Cleanup(srv.Close)
	return srv, accepted
}

// wsURL is the server's WebSocket address.
func wssOf(srv *httptest.Server) string {
	return "wss" + strings.TrimPrefix(srv.URL, "https") + "/play"
}

// rootsOf trusts the server's certificate as an authority would.
func rootsOf(srv *httptest.Server) Trust {
	pool := x509.NewCertPool()
	pool.AddCert(srv.Certificate())
	return Trust{Roots: pool}
}

// wsPair is a dialled Conn and the server's, trusted as a host trusts a
// welcomed peer; the dial's context ends at once after, as it is only for
// the handshake.
func wsPair(t testing.TB) (Conn, Conn) {
	t.Helper()
	srv, accepted := wsServer(t, nil)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	a, err := DialWS(ctx, wssOf(srv), rootsOf(srv))
	cancel()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Close("done") })
	var b Conn
	select {
	case b = <-accepted:
	case <-time.After(5 * time.Second):
		t.Fatal("the server accepted nothing")
	}
	a.Send(chat("hello"))
	expect(t, b, "hello")
	b.SetLimit(wire.Open)
	return a, b
}

// overWS says whether c runs on a WebSocket.
func overWS(c Conn) bool {
	_, ok := c.(*conn).l.(*wsLink)
	return ok
}

// A frame over the limit ends a WebSocket, where QUIC skips it (see
// wsLink.bound): the receiver's Recv says the limit, the sender hears
// that the other side takes no message that large. A frame within the
// limit after the hello, raised once trusted, still comes.
func TestAWebSocketEndsAtAFrameOverItsLimit(t *testing.T) {
	srv, accepted := wsServer(t, nil)
	a, err := DialWS(timeout(t, 5*time.Second), wssOf(srv), rootsOf(srv))
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close("done")
	b := <-accepted
	b.SetLimit(wire.Limit{Frame: wire.MaxHello, Skip: wire.MaxFrame}) // QUIC would skip a frame between the two
	if err := a.Send(bigSync(wire.MaxHello * 2)); err != nil {
		t.Fatal(err)
	}
	_, err = b.Recv()
	if !errors.Is(err, websocket.ErrMessageTooBig) || !strings.Contains(err.Error(), "over the limit of 4096 bytes") {
		t.Fatalf("the receiver: %v", err)
	}
	var closed *Closed
	if _, err := a.Recv(); !errors.As(err, &closed) || !closed.Remote || !strings.Contains(closed.Reason, "no message that large") {
		t.Fatalf("the sender: %v", err)
	}

	a, err = DialWS(timeout(t, 5*time.Second), wssOf(srv), rootsOf(srv))
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close("done")
	b = <-accepted
	a.Send(chat("hello"))
	expect(t, b, "hello")
	b.SetLimit(wire.Open)
	if err := a.Send(bigSync(wire.MaxHello * 2)); err != nil {
		t.Fatal(err)
	}
	if m, err := b.Recv(); err != nil || m.Kind != wire.KindSync {
		t.Fatalf("a sync once trusted: %v", err)
	}
}

// A Close's reason longer than a WebSocket close frame carries arrives
// clipped, on a character's edge.
func TestAWebSocketCloseReasonIsClipped(t *testing.T) {
	a, b := wsPair(t)
	long := strings.Repeat("é", 100) // 200 bytes
	a.Close(long)
	var closed *Closed
	if _, err := b.Recv(); !errors.As(err, &closed) || !closed.Remote || closed.Reason != strings.Repeat("é", maxWSReason/2) {
		t.Fatalf("%v", err)
	}
}

// A browser's page from another origin is refused, one from an origin
// listed is taken, and the desktop game (no Origin) is taken.
func TestAWebSocketFromAnotherOriginIsRefused(t *testing.T) {
	srv, accepted := wsServer(t, nil, "friends.example")
	dial := func(origin string) error {
		h := http.Header{}
		if origin != "" {
			h.Set("Origin", origin)
		}
		ws, _, err := websocket.Dial(timeout(t, 5*time.Second), wssOf(srv), &websocket.DialOptions{HTTPClient: srv.Client(), HTTPHeader: h})
		if err == nil {
			ws.CloseNow()
			<-accepted
		}
		return err
	}
	if err := dial("https://evil.example"); err == nil || !strings.Contains(err.Error(), "403") {
		t.Fatalf("another origin: %v", err)
	}
	for _, origin := range []string{"https://friends.example", srv.URL, ""} {
		if err := dial(origin); err != nil {
			t.Fatalf("origin %q: %v", origin, err)
		}
	}
}

// Each side names the other: the server, the client's address; the
// client, the server's host and port.
func TestWebSocketRemotes(t *testing.T) {
	a, b := wsPair(t)
	if !strings.HasPrefix(b.Remote(), "127.0.0.1:") || !strings.HasPrefix(a.Remote(), "127.0.0.1:") || a.Remote() == b.Remote() {
		t.Fatalf("remotes %s and %s", a.Remote(), b.Remote())
	}
}

func TestDialWSRefusesANonsenseAddress(t *testing.T) {
	for _, u := range []string{"", "https://example.com", "example.com:443", "wss://"} {
		if _, err := DialWS(context.Background(), u, Trust{}); err == nil || !strings.Contains(err.Error(), "not a server's address") {
			t.Errorf("%q: %v", u, err)
		}
	}
}
