//go:build !js

package server

import "context"

// Asleep counts the server's sleeping tables, for the tests.
func Asleep(s *Server) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.asleep)
}

// Wake wakes a sleeping table, as a person coming back to it does.
func Wake(s *Server, id string) error {
	_, err := s.awake(context.Background(), id)
	return err
}
