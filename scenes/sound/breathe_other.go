//go:build !js

package sound

// decodeAtStart: on the desktop the effects are decoded when the sound
// starts (a few milliseconds); only the music waits for its goroutine.
const decodeAtStart = true

// breathe does nothing on the desktop: the decoding goroutine runs on a
// thread of its own, beside the frames.
func breathe() {}
