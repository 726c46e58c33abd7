//go:build !js

package match

// botYield is nil on the desktop: the search runs on a thread of its own
// beside the frames, and never needs to pause.
func botYield() func() { return nil }

// thinking marks a bot's decision for a browser's page; the desktop has
// none.
func thinking(bool) {}
