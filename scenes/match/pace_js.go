//go:build js

package match

import "time"

// botYield pauses a bot's search every botSlice: the browser has one
// thread, and a goroutine that never sleeps keeps it from the frames
// (runtime.Gosched would only run other goroutines, not the page).
func botYield() func() {
	return pacer(botSlice, time.Now, func() { time.Sleep(time.Millisecond) })
}
