package match

import "time"

// botSlice is how long a bot's search runs in a browser before it lets
// the page draw: a frame is 16 ms, so a frame waits at most this long.
const botSlice = 8 * time.Millisecond

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
