package session

import (
	"time"

	"patron/netplay/wire"
)

// Arrived is when the message the host is handling now was read from its
// connection, or zero outside the handling of one (a decision made at the
// host, a clock's). In OnPublish it is the moment a remote proposal
// arrived: a server measures its commit latency from it.
func (h *Host) Arrived() time.Time { return h.arrived }

// written is each host link's hook (startLink): a commit written tells
// Sent how long after its move's arrival.
func (h *Host) written(m *wire.Message) {
	if h.cfg.Sent != nil && m.Kind == wire.KindCommit && !m.Arrived().IsZero() {
		h.cfg.Sent(time.Since(m.Arrived()))
	}
}
