//go:build !js

package browser

import (
	"fmt"
	"strings"
	"time"
)

// NextFrames waits until the page has drawn n more animation frames.
func (b *Browser) NextFrames(n int) error {
	expr := "new Promise((r) => " + strings.Repeat("requestAnimationFrame(() => ", n) + "r()" + strings.Repeat(")", n) + ")"
	_, err := Eval[*bool](b, expr)
	return err
}

// Frames is what the page drew over a stretch of time.
type Frames struct {
	FPS      float64 `json:"fps"`      // animation frames a second
	Longest  int     `json:"longest"`  // ms, the longest gap between two (one the game held up)
	Thinking int     `json:"thinking"` // ms, the longest gap while a bot decided
	Thoughts int     `json:"thoughts"` // the bots' decisions begun meanwhile
}

func (f Frames) String() string {
	return fmt.Sprintf("%.1f frames per second, the longest gap between two %d ms", f.FPS, f.Longest)
}

// frameRecorder, evaluated in the page, counts its animation frames and
// keeps the longest gap between two, and apart the longest gap a bot's
// search was in (the game marks its decisions in patronBotThinking and
// counts them in patronBotThoughts: scenes/match/pace_js.go). Once.
const frameRecorder = `(() => {
  if (window.patronFrames) return;
  const f = window.patronFrames = { counted: window.patronBotThoughts || 0, n: 0, from: performance.now(), last: performance.now(), longest: 0, thinking: 0, thoughts: window.patronBotThoughts || 0 };
  const tick = () => {
    const now = performance.now();
    f.longest = Math.max(f.longest, now - f.last);
    // A gap a bot's search was in: it thinks now, or began since.
    const began = window.patronBotThoughts || 0;
    if (window.patronBotThinking || began !== f.thoughts) f.thinking = Math.max(f.thinking, now - f.last);
    f.thoughts = began;
    f.last = now; f.n++;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`

// frameReading reads the recorder since its last reading, and starts it
// again.
const frameReading = `(() => {
  const f = window.patronFrames, now = performance.now();
  const r = { fps: f.n / ((now - f.from) / 1000), longest: Math.round(Math.max(f.longest, now - f.last)),
    thinking: Math.round(f.thinking), thoughts: (window.patronBotThoughts || 0) - f.counted };
  f.n = 0; f.from = f.last = now; f.longest = 0; f.thinking = 0; f.counted = window.patronBotThoughts || 0;
  return r;
})()`

// CountFrames starts counting the page's frames anew (a reload forgets
// the count).
func (b *Browser) CountFrames() error {
	if _, err := Eval[*bool](b, frameRecorder); err != nil {
		return err
	}
	_, err := Eval[Frames](b, frameReading)
	return err
}

// FramesSince reads the frames since CountFrames or the last reading,
// and starts counting anew.
func (b *Browser) FramesSince() (Frames, error) {
	return Eval[Frames](b, frameReading)
}

// FramesOver counts the page's frames for d.
func (b *Browser) FramesOver(d time.Duration) (Frames, error) {
	if err := b.CountFrames(); err != nil {
		return Frames{}, err
	}
	select {
	case <-b.ctx.Done():
		return Frames{}, b.ctx.Err()
	case <-time.After(d):
	}
	return b.FramesSince()
}
