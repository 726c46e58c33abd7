//go:build !js

package transport

// Vanish drops the socket as a killed process leaves it: no goodbye
// reaches anyone, the connections die with it, and the port is free at
// once. Its joiners see only silence, then the stateless reset of a host
// back on the same port (tests of a host that comes back, in one
// process).
func (l *Listener) Vanish() {
	l.udp.Close()
	l.Close()
}
