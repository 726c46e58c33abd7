//go:build !js

package transport

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"io"
	"net"
	"sync"
	"sync/atomic"
	"time"

	"github.com/quic-go/quic-go"

	"patron/netplay/wire"
)

// alpn names the protocol in the TLS handshake: a QUIC server of anything
// else refuses us, and we refuse it.
const alpn = "patron/1"

// The QUIC timers. A game on a LAN hears from each machine several times
// a second while people play, but may fall silent for minutes while they
// think, so:
//   - keepAlive: a PING every second keeps home routers and firewalls from
//     forgetting the flow, and feeds the idle timer below on both sides;
//   - maxIdle: 4 s without a packet is a machine gone (killed, asleep,
//     unplugged, out of Wi-Fi): three keep-alives missed, so a lost packet
//     or two is survived, and every screen shows the seat away within 5 s
//     of its computer falling silent (issue 32: at 20 s a killed joiner was
//     still shown connected 16 s later). A machine back from a longer
//     hiccup comes back to its seat with its token, as after any drop;
//   - handshakeIdle: on a LAN a host answers in milliseconds; a wrong
//     address or code should fail in seconds, so the person can retype
//     (quic-go gives up on a handshake after twice this, at most).
const (
	keepAlive     = time.Second
	maxIdle       = 4 * time.Second
	handshakeIdle = 5 * time.Second
)

func quicConfig(streams int64) *quic.Config {
	return &quic.Config{
		HandshakeIdleTimeout: handshakeIdle,
		MaxIdleTimeout:       maxIdle,
		KeepAlivePeriod:      keepAlive,
		// One bidirectional stream per connection, opened by the dialer.
		MaxIncomingStreams:    streams,
		MaxIncomingUniStreams: -1,
	}
}

// Listener accepts peers' connections on a UDP port.
type Listener struct {
	udp         *net.UDPConn
	tr          *quic.Transport
	ql          *quic.Listener
	fingerprint string
	ready       chan Conn     // connections whose stream has come
	done        chan struct{} // closed by Close
	once        sync.Once

	pmu     sync.Mutex
	waiting []*quic.Conn // connections waiting for their stream, oldest first (limit.go)
	shakes  *shaking     // handshakes under way (shaking.go)

	mu     sync.Mutex
	live   int  // connections not yet over: the socket stays for them
	closed bool // Close was called
}

// Listen listens on a UDP address (":27450", "127.0.0.1:0") with a fresh
// self-signed certificate.
func Listen(addr string) (*Listener, error) {
	id, err := NewIdentity()
	if err != nil {
		return nil, err
	}
	return listenWith(addr, id)
}

func listenWith(addr string, id *Identity) (*Listener, error) {
	cert, fp := id.cert, id.fingerprint
	ua, err := net.ResolveUDPAddr("udp", addr)
	if err != nil {
		return nil, err
	}
	udp, err := net.ListenUDP("udp", ua)
	if err != nil {
		return nil, err
	}
	tr := &quic.Transport{Conn: udp, StatelessResetKey: id.resetKey()}
	shakes := &shaking{}
	shakes.arm(tr)
	ql, err := tr.Listen(&tls.Config{
		Certificates: []tls.Certificate{cert},
		NextProtos:   []string{alpn},
		MinVersion:   tls.VersionTLS13,
	}, hostConfig())
	if err != nil {
		udp.Close()
		return nil, err
	}
	l := &Listener{udp: udp, tr: tr, ql: ql, fingerprint: fp, ready: make(chan Conn),
		done: make(chan struct{}), shakes: shakes}
	go l.run()
	return l, nil
}

// run takes the handshaken connections and waits for each one's stream
// apart, so a peer that opens none holds up no other.
func (l *Listener) run() {
	for {
		qc, err := l.ql.Accept(context.Background())
		if err != nil {
			return
		}
		l.shakes.shook(qc)
		if !l.track(qc) {
			continue
		}
		l.wait(qc)
		go l.await(qc)
	}
}

func (l *Listener) await(qc *quic.Conn) {
	ctx, cancel := context.WithTimeout(qc.Context(), streamWait)
	defer cancel()
	st, err := qc.AcceptStream(ctx)
	defer l.waited(qc) // it holds its slot until taken: an owner slow to take them keeps 64 at most
	if err != nil {
		qc.CloseWithError(0, "no stream opened")
		return
	}
	c := newConn(newQUICLink(qc, st), wire.Stranger) // until its owner trusts it
	select {
	case l.ready <- c:
	case <-l.done:
		c.Close("the host takes no more players")
	case <-qc.Context().Done(): // pushed out by newer ones meanwhile
		c.Close("")
	}
}

// track counts a connection as live until it is over; it refuses one
// that comes after Close.
func (l *Listener) track(qc *quic.Conn) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.closed {
		qc.CloseWithError(0, "the host takes no more players")
		return false
	}
	l.live++
	go func() {
		<-qc.Context().Done()
		l.mu.Lock()
		l.live--
		last := l.closed && l.live == 0
		l.mu.Unlock()
		if last {
			l.shut()
		}
	}()
	return true
}

// shut closes the socket: the listener is closed and its last connection
// is over.
func (l *Listener) shut() {
	l.tr.Close()
	l.udp.Close()
}

// Accept waits for the next peer: a connection whose dialer has opened its
// stream (by sending its first message).
func (l *Listener) Accept(ctx context.Context) (Conn, error) {
	select {
	case c := <-l.ready:
		return c, nil
	case <-l.done:
		return nil, fmt.Errorf("the listener is closed: %w", net.ErrClosed)
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// Addr is the UDP address listened on.
func (l *Listener) Addr() *net.UDPAddr { return l.udp.LocalAddr().(*net.UDPAddr) }

// Fingerprint is the SHA-256 of the certificate, 64 lowercase hex digits.
func (l *Listener) Fingerprint() string { return l.fingerprint }

// Code is the session code people read aloud and type to join.
func (l *Listener) Code() string { return CodeOf(l.fingerprint) }

// Close stops accepting. As with a TCP listener, the connections accepted
// go on: the socket closes after the last of them.
func (l *Listener) Close() error {
	l.once.Do(func() {
		close(l.done)
		l.ql.Close()
		l.mu.Lock()
		l.closed = true
		last := l.live == 0
		l.mu.Unlock()
		if last {
			l.shut()
		}
	})
	return nil
}

// Dial connects to a host at addr (host:port) whose certificate matches
// pin: a fingerprint from discovery, or a session code as a person typed
// it. A host that does not match is refused in the handshake with
// ErrNotTheHost. The host sees the connection at the first Send.
func Dial(ctx context.Context, addr string, pin string) (Conn, error) {
	match, err := pinned(pin)
	if err != nil {
		return nil, err
	}
	var mismatch atomic.Bool
	tlsConf := &tls.Config{
		// Self-signed: no authority vouches for a host on a LAN. The pin
		// checked below is the only trust.
		InsecureSkipVerify: true,
		VerifyPeerCertificate: func(raw [][]byte, _ [][]*x509.Certificate) error {
			if len(raw) == 0 || !match(fingerprintOf(raw[0])) {
				mismatch.Store(true)
				return ErrNotTheHost
			}
			return nil
		},
		NextProtos: []string{alpn},
		MinVersion: tls.VersionTLS13,
	}
	qc, err := quic.DialAddr(ctx, addr, tlsConf, quicConfig(-1))
	if err != nil {
		if mismatch.Load() {
			return nil, ErrNotTheHost
		}
		return nil, fmt.Errorf("no game answers at %s: %w", addr, err)
	}
	st, err := qc.OpenStreamSync(ctx)
	if err != nil {
		qc.CloseWithError(0, "no stream")
		return nil, fmt.Errorf("connecting to %s: %w", addr, err)
	}
	return newConn(newQUICLink(qc, st), wire.Open), nil
}

// quicLink is a conn's link on a QUIC connection's one stream.
type quicLink struct {
	*quic.Stream // Read, Write, SetWriteDeadline
	qc           *quic.Conn
	once         sync.Once
	shutting     chan struct{} // closed by shut
}

func newQUICLink(qc *quic.Conn, st *quic.Stream) *quicLink {
	return &quicLink{Stream: st, qc: qc, shutting: make(chan struct{})}
}

func (q *quicLink) remote() string { return q.qc.RemoteAddr().String() }

// shut closes in two steps, since closing a QUIC connection drops what the
// other side has received but not yet read: first the stream (its FIN
// comes after all that was sent), then, once the other side has answered
// with its own FIN (it has read everything: see ended) or after linger,
// the connection, with reason. The link is over once the connection's
// close is sent.
func (q *quicLink) shut(reason string, drained <-chan struct{}, over chan<- struct{}) {
	q.once.Do(func() {
		close(q.shutting)
		q.Stream.Close()
		go func() {
			defer close(over)
			t := time.NewTimer(linger)
			defer t.Stop()
			select {
			case <-drained:
			case <-t.C:
			}
			q.qc.CloseWithError(0, reason)
		}()
	})
}

// ended names what ended reading or writing. The other side's FIN is its
// Close: answer with ours, then wait for its connection close, which
// carries the reason.
func (q *quicLink) ended(err error) error {
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		q.Stream.Close()
		t := time.NewTimer(linger)
		defer t.Stop()
		select {
		case <-q.qc.Context().Done():
		case <-q.shutting:
		case <-t.C:
		}
		if c := closedBy(context.Cause(q.qc.Context())); c != nil {
			return c
		}
		return &Closed{Remote: true}
	}
	if c := closedBy(err); c != nil {
		return c
	}
	var idle *quic.IdleTimeoutError
	if errors.As(err, &idle) {
		return fmt.Errorf("lost %s: nothing heard for %v: %w", q.remote(), maxIdle, err)
	}
	return fmt.Errorf("the connection to %s failed: %w", q.remote(), err)
}

// closedBy is the other side's Close in a QUIC error, or nil.
func closedBy(err error) *Closed {
	var app *quic.ApplicationError
	if errors.As(err, &app) && app.Remote {
		return &Closed{Remote: true, Reason: clip(wire.Plainly(app.ErrorMessage))} // printed on this computer: the other's words, never its escapes
	}
	var reset *quic.StreamError
	if errors.As(err, &reset) && reset.Remote {
		return &Closed{Remote: true}
	}
	return nil
}
