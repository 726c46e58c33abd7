package lan

import (
	"time"

	"patron/netplay/session"
)

// Farewell keeps the table open after the end until every remote player
// has left (each leaves once its own audit is done) or d passes, then
// closes it. It reports whether everyone left in time.
func (s *Server) Farewell(d time.Duration) bool {
	deadline := time.Now().Add(d)
	for {
		s.Step()
		if !s.anyoneConnected() {
			s.Close()
			return true
		}
		left := time.Until(deadline)
		if left <= 0 {
			s.Close()
			// The goodbyes go out before this process may end.
			time.Sleep(leaveLinger)
			return false
		}
		s.Wait(min(left, 100*time.Millisecond))
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

// leaveLinger is how long a machine that leaves stays up for its last
// packets to leave: the session sends what it queued, then closes the
// stream; QUIC sends both at once, well within this on any LAN.
const leaveLinger = 250 * time.Millisecond

// Leave leaves the table: what this machine queued (the Patrón's openings,
// at the end) is sent, then the connection closes. It returns once that
// has had time to reach the host, so the process may end.
func Leave(p *session.Peer) {
	p.Close()
	time.Sleep(leaveLinger)
}
