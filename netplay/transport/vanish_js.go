//go:build js

package transport

// Vanish is Close: a browser hosts no table.
func (l *Listener) Vanish() { l.Close() }
