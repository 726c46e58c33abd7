package scenes

import "slices"

// offeredClock is a kept turn clock as New game offers it: one of
// ClockChoices, else none. The settings may have been edited by hand (a
// file, the browser's storage), and a length in minutes far past any
// choice overflows the clock's frames into one already out.
func offeredClock(minutes int) int {
	if !slices.Contains(ClockChoices, minutes) {
		return 0
	}
	return minutes
}
