//go:build js

package transport

import (
	"context"
	"errors"
	"net"
)

// A browser has no UDP sockets, so the browser build has no QUIC (the
// desktop's quic.go, identity.go, cert.go): it listens and dials nowhere,
// and QUIC and its TLS are not linked into the page's WebAssembly. The
// browser's menu offers no LAN play, so none of this is reached.

// ErrNoSockets is what listening and dialing say in a browser.
var ErrNoSockets = errors.New("LAN play needs the desktop game: a browser has no UDP sockets")

// Identity is a host's key and certificate; a browser makes none.
type Identity struct{ fingerprint string }

// NewIdentity makes no identity in a browser.
func NewIdentity() (*Identity, error) { return nil, ErrNoSockets }

// ParseIdentity reads no identity in a browser.
func ParseIdentity(certDER, keyDER []byte) (*Identity, error) { return nil, ErrNoSockets }

// Fingerprint is the identity's certificate's fingerprint.
func (id *Identity) Fingerprint() string { return id.fingerprint }

// Code is the session code of the identity.
func (id *Identity) Code() string { return CodeOf(id.fingerprint) }

// Marshal has nothing to write in a browser.
func (id *Identity) Marshal() (cert, key []byte, err error) { return nil, nil, ErrNoSockets }

// Listener is a host's socket; a browser opens none.
type Listener struct{ fingerprint string }

// Listen opens nothing in a browser.
func Listen(addr string) (*Listener, error) { return nil, ErrNoSockets }

// ListenAs opens nothing in a browser.
func ListenAs(addr string, id *Identity) (*Listener, error) { return nil, ErrNoSockets }

// Accept has no connection to give in a browser.
func (l *Listener) Accept(ctx context.Context) (Conn, error) { return nil, ErrNoSockets }

// Addr is no address in a browser.
func (l *Listener) Addr() *net.UDPAddr { return &net.UDPAddr{} }

// Fingerprint is the listener's certificate's fingerprint.
func (l *Listener) Fingerprint() string { return l.fingerprint }

// Code is the listener's session code.
func (l *Listener) Code() string { return CodeOf(l.fingerprint) }

// Close has nothing to close in a browser.
func (l *Listener) Close() error { return nil }

// Waiting is how many connections wait for a seat: none in a browser.
func (l *Listener) Waiting() int { return 0 }

// Shaking is how many handshakes are under way: none in a browser.
func (l *Listener) Shaking() int { return 0 }

// Dial reaches no host from a browser.
func Dial(ctx context.Context, addr string, pin string) (Conn, error) { return nil, ErrNoSockets }
