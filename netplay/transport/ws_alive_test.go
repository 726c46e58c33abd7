//go:build !js

package transport

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// quickPings shortens the keep-alive for a test: the behaviour, not the
// figures, is tested.
func quickPings(t *testing.T) {
	keep, idle := wsKeepAlive, wsMaxIdle
	wsKeepAlive, wsMaxIdle = 100*time.Millisecond, time.Second
	t.Cleanup(func() { wsKeepAlive, wsMaxIdle = keep, idle })
}

// A server that answers no ping (its process stopped, its machine gone)
// is lost: the dialer's Recv ends, saying so.
func TestASilentWebSocketPeerIsLost(t *testing.T) {
	quickPings(t)
	gone := make(chan struct{})
	defer close(gone)
	srv := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ws, err := websocket.Accept(w, r, nil)
		if err != nil {
			return
		}
		defer ws.CloseNow()
		<-gone // reads nothing, so answers no ping
	}))
	defer srv.Close()
	a, err := DialWS(timeout(t, 5*time.Second), wssOf(srv), rootsOf(srv))
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close("done")
	ended := make(chan error, 1)
	go func() {
		_, err := a.Recv()
		ended <- err
	}()
	select {
	case err := <-ended:
		if err == nil || !strings.Contains(err.Error(), "nothing heard for") {
			t.Fatalf("Recv: %v", err)
		}
	case <-time.After(overGuard):
		t.Fatal("a silent peer is never lost")
	}
	select {
	case <-a.Over():
	case <-time.After(overGuard):
		t.Fatal("never over")
	}
}

// Two sides that say nothing for many times the idle timeout keep their
// connection: the pings answer for them.
func TestAQuietWebSocketLives(t *testing.T) {
	quickPings(t)
	a, b := wsPair(t)
	time.Sleep(3 * wsMaxIdle) // the scenario: quiet
	a.Send(chat("still here"))
	expect(t, b, "still here")
	b.Send(chat("me too"))
	expect(t, a, "me too")
}

// A computer gone silent is lost within 5 s over WebSocket too (issue
// 32), and a ping or two lost on the way is survived.
func TestASilentWebSocketIsLostWithinFiveSeconds(t *testing.T) {
	if wsMaxIdle+wsKeepAlive > 5*time.Second || wsKeepAlive*3 > wsMaxIdle {
		t.Fatalf("idle timeout %v, pings every %v: a silent computer is not lost within 5 s, or a late pong ends a live one", wsMaxIdle, wsKeepAlive)
	}
}
