package session

import "time"

// Arrived is when the message the host is handling now was read from its
// connection, or zero outside the handling of one (a decision made at the
// host, a clock's). In OnPublish it is the moment a remote proposal
// arrived: a server measures its commit latency from it.
func (h *Host) Arrived() time.Time { return h.arrived }
