//go:build js

package sound

import "time"

// decodeAtStart is false in a browser: the effects are decoded on the
// goroutine that decodes the music, after the first frames, not before
// the menu can be drawn (the page has one thread).
const decodeAtStart = false

// breathe gives the browser its thread back for a moment: the goroutine
// sleeps, Go returns to the page's event loop, and the frames waiting are
// drawn. runtime.Gosched would not do: it only runs other goroutines.
func breathe() { time.Sleep(time.Millisecond) }
