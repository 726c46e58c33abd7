//go:build js

package match

import (
	"syscall/js"
	"time"
)

// botSlice is how long a bot's search runs in a browser before it lets
// the page draw: a frame is 16 ms, so a frame waits at most this long.
const botSlice = 8 * time.Millisecond

// botYield pauses a bot's search every botSlice: the browser has one
// thread, and a goroutine that never sleeps keeps it from the frames
// (runtime.Gosched would only run other goroutines, not the page).
func botYield() func() {
	return pacer(botSlice, time.Now, func() { time.Sleep(time.Millisecond) })
}

// thinking tells the page that a bot's decision starts or ends: it
// counts them in window.patronBotThoughts and keeps
// window.patronBotThinking true meanwhile, so that web/browser (frames.go)
// can tell the frames a bot's search held up from the others.
func thinking(on bool) {
	g := js.Global()
	g.Set("patronBotThinking", on)
	if on {
		n := g.Get("patronBotThoughts")
		if n.Type() != js.TypeNumber {
			n = js.ValueOf(0)
		}
		g.Set("patronBotThoughts", n.Int()+1)
	}
}
