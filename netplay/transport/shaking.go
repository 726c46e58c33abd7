//go:build !js

package transport

import (
	"context"
	"net"
	"sync"
	"sync/atomic"

	"github.com/quic-go/quic-go"
)

// maxShaking is how many handshakes may be under way at once before a
// newcomer must first prove its address (QUIC's Retry: one more round
// trip, a few milliseconds on a LAN). An honest dialer answers it without
// noticing; a flood of Initial packets from forged addresses then costs
// the host one small packet each, and no connection state.
const maxShaking = 64

// shaking counts a listener's handshakes under way: from the first
// packet of a connection to the listener taking it (or its end).
type shaking struct{ n atomic.Int64 }

// shake is one handshake's count, given back once.
type shake struct {
	once sync.Once
	s    *shaking
}

func (h *shake) over() { h.once.Do(func() { h.s.n.Add(-1) }) }

type shakeKey struct{}

// arm has tr count its handshakes, and ask for the address of newcomers
// beyond maxShaking.
func (s *shaking) arm(tr *quic.Transport) {
	tr.ConnContext = func(ctx context.Context, _ *quic.ClientInfo) (context.Context, error) {
		h := &shake{s: s}
		s.n.Add(1)
		context.AfterFunc(ctx, h.over) // the handshake failed, or the connection is over
		return context.WithValue(ctx, shakeKey{}, h), nil
	}
	tr.VerifySourceAddress = func(net.Addr) bool { return s.n.Load() >= maxShaking }
}

// shook notes that qc's handshake is done.
func (s *shaking) shook(qc *quic.Conn) {
	if h, ok := qc.Context().Value(shakeKey{}).(*shake); ok {
		h.over()
	}
}

// Shaking is how many handshakes are under way now.
func (l *Listener) Shaking() int { return int(l.shakes.n.Load()) }
