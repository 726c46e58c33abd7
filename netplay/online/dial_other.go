//go:build !js

package online

import (
	"context"
	"net/http"

	"patron/netplay/identity"
	"patron/netplay/transport"
)

// dialer opens a table's WebSocket.
type dialer func(ctx context.Context, url string) (transport.Conn, error)

// New is a client of the server at addr (as ServerURL reads it), signing
// in as id under name; trust says how the server's certificate is trusted
// (its key pinned on first use for a private server), for the lobby's
// calls and the tables' connections alike.
func New(addr string, id *identity.Identity, name string, trust transport.Trust) (*Client, error) {
	u, err := ServerURL(addr)
	if err != nil {
		return nil, err
	}
	web := &http.Client{Transport: &http.Transport{
		Proxy:           http.ProxyFromEnvironment,
		TLSClientConfig: trust.TLS(u),
	}}
	return &Client{base: u, id: id, name: name, web: web,
		dial: func(ctx context.Context, url string) (transport.Conn, error) {
			return transport.DialWS(ctx, url, trust)
		}}, nil
}
