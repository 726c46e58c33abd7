//go:build !js

package transport

import (
	"bufio"
	"fmt"
	"net"
	"net/http"
	"time"

	"github.com/coder/websocket"

	"patron/netplay/wire"
)

// AcceptWS upgrades an HTTP request into a Conn that takes frames within
// lim (wire.Stranger until its owner trusts it). The handler may return
// at once or go on with the Conn: after the upgrade, the HTTP server
// neither times out nor closes the connection (http.Server.Shutdown
// leaves it too), so its owner Closes it.
//
// A browser's request is taken from the page's own origin (the server
// serves the browser edition itself) and from the origins listed, each a
// host pattern ("play.example.com", "*.example.com") or a scheme and one
// ("https://example.com"), matched by path.Match; anything else is
// refused with 403. A request with no Origin (the desktop game) is not a
// browser's and is taken. On an error the response has been written.
func AcceptWS(w http.ResponseWriter, r *http.Request, lim wire.Limit, origins ...string) (Conn, error) {
	raw := &hijacked{ResponseWriter: w}
	ws, err := websocket.Accept(raw, r, &websocket.AcceptOptions{OriginPatterns: origins})
	if err != nil {
		return nil, fmt.Errorf("a WebSocket from %s refused: %w", r.RemoteAddr, err)
	}
	return newConn(newWSLink(ws, r.RemoteAddr, func() { raw.conn.Close() }), lim), nil
}

// hijacked keeps the connection an upgrade takes from the HTTP server,
// for a Close that must cut it.
type hijacked struct {
	http.ResponseWriter
	conn net.Conn
}

// Hijack takes the connection, clearing the deadlines the server set for
// the request (its ReadTimeout, WriteTimeout): they would cut a game.
func (h *hijacked) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	c, rw, err := http.NewResponseController(h.ResponseWriter).Hijack()
	if err != nil {
		return nil, nil, err
	}
	c.SetDeadline(time.Time{})
	h.conn = c
	return c, rw, nil
}
