package match

import "time"

// pacer is a bot's yield (bot.NewPaced): once slice has passed since the
// last pause, it pauses. now is the clock, pause the pause itself (in a
// browser a short sleep, which hands the page's only thread back to it).
func pacer(slice time.Duration, now func() time.Time, pause func()) func() {
	last := now()
	return func() {
		if t := now(); t.Sub(last) >= slice {
			pause()
			last = now()
		}
	}
}
