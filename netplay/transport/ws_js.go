//go:build js

package transport

import (
	"context"
	"fmt"

	"github.com/coder/websocket"

	"patron/netplay/wire"
)

// DialWS connects to a server's WebSocket at a wss:// URL (or ws://)
// through the browser's own WebSocket, which checks the certificate
// itself: there is no trust to give. ctx bounds the connecting only.
func DialWS(ctx context.Context, rawURL string) (Conn, error) {
	u, err := wsURL(rawURL)
	if err != nil {
		return nil, err
	}
	ws, _, err := websocket.Dial(ctx, rawURL, nil)
	if err != nil {
		return nil, fmt.Errorf("no game server answers at %s: %w", rawURL, err)
	}
	// The browser keeps the socket: a Close waits for its close handshake.
	return newConn(newWSLink(ws, u.Host, nil), wire.Open), nil
}
