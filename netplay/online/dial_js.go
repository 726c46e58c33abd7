//go:build js

package online

import (
	"context"
	"net/http"

	"patron/netplay/identity"
	"patron/netplay/transport"
)

// dialer opens a table's WebSocket.
type dialer func(ctx context.Context, url string) (transport.Conn, error)

// New is a client of the server at addr, signing in as id under name. In
// a browser, the browser trusts the server's certificate itself (the page
// came from that server), and its fetch carries the lobby's calls.
func New(addr string, id *identity.Identity, name string) (*Client, error) {
	u, err := ServerURL(addr)
	if err != nil {
		return nil, err
	}
	return &Client{base: u, id: id, name: name, web: http.DefaultClient, dial: transport.DialWS}, nil
}
