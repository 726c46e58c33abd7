//go:build !js

package server

// Asleep counts the server's sleeping tables, for the tests.
func Asleep(s *Server) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.asleep)
}
