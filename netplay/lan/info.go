package lan

// DiscoveryPort is the UDP port answering discovery queries, or 0 when
// the table is not announced.
func (s *Server) DiscoveryPort() int {
	if s.ann == nil {
		return 0
	}
	return s.ann.Addr().Port
}
