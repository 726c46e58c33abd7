package lan

// Vanish ends the table as a crash would (transport.Listener.Vanish): the
// joiners hear no goodbye and may wait for the host to come back.
func (s *Server) Vanish() {
	s.stop()
	if s.ann != nil {
		s.ann.Close()
	}
	s.ln.Vanish()
	s.Host.Close() // its goodbyes go nowhere: the socket is gone
}
