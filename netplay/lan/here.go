package lan

import (
	"context"
	"fmt"
	"time"

	"patron/netplay/session"
	"patron/netplay/wire"
)

// JoinHere seats a machine of this process at srv over loopback QUIC,
// stepping the host while the joiner waits for its welcome: for pictures
// and tests, where one goroutine drives the host. The host is stepped by
// nobody else meanwhile, and by the caller again once JoinHere returns.
func JoinHere(srv *Server, hello wire.Hello, timeout time.Duration) (*session.Peer, error) {
	done, stopped := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(stopped)
		for {
			select {
			case <-done:
				return
			default:
				srv.Wait(2 * time.Millisecond)
				srv.Step()
			}
		}
	}()
	defer func() { close(done); <-stopped }()
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	return Join(ctx, fmt.Sprintf("127.0.0.1:%d", srv.Port()), srv.Fingerprint(), session.PeerConfig{Hello: hello})
}
