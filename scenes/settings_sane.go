package scenes

import (
	"slices"

	"patron/game/bot"
)

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

// offeredLevel is a kept bot level as Settings offers it: one of
// bot.Levels, else Normal.
func offeredLevel(level string) string {
	if !slices.Contains(bot.Levels, level) {
		return "normal"
	}
	return level
}
