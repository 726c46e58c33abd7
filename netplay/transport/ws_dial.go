//go:build !js

package transport

import (
	"context"
	"crypto/sha256"
	"crypto/tls"
	"crypto/x509"
	"encoding/hex"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"sync"

	"github.com/coder/websocket"

	"patron/netplay/wire"
)

// Trust is how DialWS trusts a server's certificate. The zero Trust asks
// for a certificate an authority vouches for (a server with a real
// certificate, from ACME or files), by the system's roots.
type Trust struct {
	// Known, when set, trusts a server by its key instead, pinned on
	// first use: a private server with a self-signed certificate. A key
	// other than the one first met is refused with a *KeyChanged.
	Known *Known
	// Roots are the authorities trusted without Known; nil is the
	// system's.
	Roots *x509.CertPool
}

// DialWS connects to a server's WebSocket at a wss:// URL (or ws://, a
// server on this machine or behind a proxy of one's own: no certificate,
// no trust). ctx bounds the connecting only.
func DialWS(ctx context.Context, rawURL string, trust Trust) (Conn, error) {
	u, err := wsURL(rawURL)
	if err != nil {
		return nil, err
	}
	host := hostPort(u)
	var changed error
	var raw cutter
	client := &http.Client{Transport: &http.Transport{
		Proxy:           http.ProxyFromEnvironment,
		DialContext:     raw.dial,
		TLSClientConfig: trust.config(host, &changed),
	}}
	ws, _, err := websocket.Dial(ctx, rawURL, &websocket.DialOptions{HTTPClient: client})
	if err != nil {
		if changed != nil {
			return nil, changed
		}
		return nil, fmt.Errorf("no game server answers at %s: %w", rawURL, err)
	}
	return newConn(newWSLink(ws, host, raw.cut), wire.Open), nil
}

// hostPort is u's host with its port, the default one if u has none: the
// name a key is known by.
func hostPort(u *url.URL) string {
	if u.Port() != "" {
		return u.Host
	}
	port := "443"
	if u.Scheme == "ws" {
		port = "80"
	}
	return net.JoinHostPort(u.Hostname(), port)
}

// TLS is the TLS of HTTPS calls to the server at u, trusted as DialWS
// trusts it: the lobby's calls and the tables' connections trust the same
// key. A key Known refuses fails the call's handshake with a *KeyChanged
// in its error chain.
func (t Trust) TLS(u *url.URL) *tls.Config {
	var changed error
	return t.config(hostPort(u), &changed)
}

// config is the TLS of a dial to host; a key refused by Known is set in
// *changed, as TLS and HTTP bury it in their errors.
func (t Trust) config(host string, changed *error) *tls.Config {
	if t.Known == nil {
		return &tls.Config{RootCAs: t.Roots, MinVersion: tls.VersionTLS12}
	}
	return &tls.Config{
		// Self-signed: no authority vouches for a private server. The
		// key checked below is the only trust.
		InsecureSkipVerify: true,
		MinVersion:         tls.VersionTLS12,
		VerifyConnection: func(cs tls.ConnectionState) error {
			if len(cs.PeerCertificates) == 0 {
				return errors.New("the server shows no certificate")
			}
			err := t.Known.check(host, KeyFingerprint(cs.PeerCertificates[0]))
			*changed = err
			return err
		},
	}
}

// KeyFingerprint is the SHA-256 of a certificate's public key, 64
// lowercase hex digits: what Known pins, the same for every certificate
// made on the same key.
func KeyFingerprint(c *x509.Certificate) string {
	sum := sha256.Sum256(c.RawSubjectPublicKeyInfo)
	return hex.EncodeToString(sum[:])
}

// cutter keeps the connection a dial made, to cut it.
type cutter struct {
	mu   sync.Mutex
	conn net.Conn
}

func (c *cutter) dial(ctx context.Context, network, addr string) (net.Conn, error) {
	conn, err := (&net.Dialer{}).DialContext(ctx, network, addr)
	if err == nil {
		c.mu.Lock()
		c.conn = conn
		c.mu.Unlock()
	}
	return conn, err
}

func (c *cutter) cut() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.conn != nil {
		c.conn.Close()
	}
}
