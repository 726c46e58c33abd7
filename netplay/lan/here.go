package lan

import (
	"context"
	"fmt"
	"time"

	"patron/netplay/session"
	"patron/netplay/wire"
)

// Answer steps the host in a goroutine of its own, so that it answers
// hellos while the caller's goroutine waits on a join, until the returned
// stop (which returns once that goroutine has, so the caller may step the
// host itself again).
func (s *Server) Answer() (stop func()) {
	done, stopped := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(stopped)
		for {
			select {
			case <-done:
				return
			default:
				s.Wait(2 * time.Millisecond)
				s.Step()
			}
		}
	}()
	return func() { close(done); <-stopped }
}

// JoinHere seats a machine of this process at srv over loopback QUIC,
// stepping the host while the joiner waits for its welcome: for pictures
// and tests, where one goroutine drives the host. The host is stepped by
// nobody else meanwhile, and by the caller again once JoinHere returns.
func JoinHere(srv *Server, hello wire.Hello, timeout time.Duration) (*session.Peer, error) {
	return JoinHereAs(srv, session.PeerConfig{Hello: hello}, timeout)
}

// JoinHereAs is JoinHere with the whole of a machine's configuration (the
// Patrón's secrets, say).
func JoinHereAs(srv *Server, cfg session.PeerConfig, timeout time.Duration) (*session.Peer, error) {
	defer srv.Answer()()
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	return Join(ctx, fmt.Sprintf("127.0.0.1:%d", srv.Port()), srv.Fingerprint(), cfg)
}
