package lan

import (
	"time"

	"patron/netplay/session"
)

// Farewell keeps the table open after the end until every remote player
// has left (each leaves once its own audit is done) or d passes, then
// closes it. It reports whether everyone left in time. It returns once
// the goodbyes are out (see Close), so the process may end.
func (s *Server) Farewell(d time.Duration) bool {
	deadline := time.Now().Add(d)
	for {
		s.Step()
		if !s.anyoneConnected() {
			s.close()
			return true
		}
		left := time.Until(deadline)
		if left <= 0 {
			s.close()
			return false
		}
		s.Wait(left) // a player leaving wakes it
	}
}

func (s *Server) anyoneConnected() bool {
	for _, seat := range s.Lobby().Seats {
		if seat.Who == session.Remote && seat.Connected {
			return true
		}
	}
	return false
}

// leaveWait bounds how long a machine that leaves waits for its last
// messages to be out: the session sends what it queued, closes the stream,
// and waits for the other side to have read it (the transport gives up
// after 2 s).
const leaveWait = 5 * time.Second

// Leave leaves the table: what this machine queued (the Patrón's openings,
// at the end) is sent, then the connection closes. It returns once the
// host has read it all (or leaveWait has passed), so the process may end.
func Leave(p *session.Peer) {
	p.Close()
	awaitOver(p.Over())
}

// awaitOver waits for over, leaveWait at most; it reports whether over
// came.
func awaitOver(over <-chan struct{}) bool {
	t := time.NewTimer(leaveWait)
	defer t.Stop()
	select {
	case <-over:
		return true
	case <-t.C:
		return false
	}
}
