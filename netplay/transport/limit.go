//go:build !js

package transport

import (
	"time"

	"github.com/quic-go/quic-go"
)

// A host takes only small messages (hellos, proposals, chat; the Patrón's
// openings at the end are the largest, some tens of KiB), so its QUIC
// receive windows are small: however many peers connect, each can make
// it buffer little. (quic-go's defaults let each peer hold 6 MiB on its
// stream and 15 MiB on its connection.) Only a peer whose messages the
// host reads quickly (a seated one) sees its window grow to the maximum.
// A joiner, who receives whole logs, keeps quic-go's defaults.
const (
	hostStreamWindow    = 64 << 10
	hostStreamWindowMax = 1 << 20
	hostConnWindow      = 96 << 10
	hostConnWindowMax   = 3 << 19
)

// hostConfig is the QUIC configuration of a listener.
func hostConfig() *quic.Config {
	c := quicConfig(1)
	c.InitialStreamReceiveWindow = hostStreamWindow
	c.MaxStreamReceiveWindow = hostStreamWindowMax
	c.InitialConnectionReceiveWindow = hostConnWindow
	c.MaxConnectionReceiveWindow = hostConnWindowMax
	return c
}

// Handshake slots: a connection whose QUIC handshake is done waits at most
// streamWait for its stream (an honest dialer opens it with its first
// message, at once), and at most maxPending wait together, for their
// stream or for the owner to take them. A newcomer is
// never turned away because of them: the one that has waited longest
// makes room for it. So connections that only shake hands, however many
// and however often renewed, cannot keep a returning player out; they only
// push each other out.
const (
	streamWait = 3 * time.Second
	maxPending = 64
)

// wait notes a connection waiting for its stream; when maxPending already
// wait, the oldest of them is closed to make room.
func (l *Listener) wait(qc *quic.Conn) {
	l.pmu.Lock()
	l.waiting = append(l.waiting, qc)
	var oldest *quic.Conn
	if len(l.waiting) > maxPending {
		oldest = l.waiting[0]
		l.waiting = l.waiting[1:]
	}
	l.pmu.Unlock()
	if oldest != nil {
		oldest.CloseWithError(0, "the host is busy with newer connections: try again")
	}
}

// waited forgets a connection that no longer waits for its stream.
func (l *Listener) waited(qc *quic.Conn) {
	l.pmu.Lock()
	defer l.pmu.Unlock()
	for i, w := range l.waiting {
		if w == qc {
			l.waiting = append(l.waiting[:i:i], l.waiting[i+1:]...)
			return
		}
	}
}

// Waiting is how many connections wait for their stream, or to be taken
// by Accept, now.
func (l *Listener) Waiting() int {
	l.pmu.Lock()
	defer l.pmu.Unlock()
	return len(l.waiting)
}
