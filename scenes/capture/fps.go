package capture

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/scenes"
	"patron/scenes/words"
)

// FPSProbe runs the table on a full board and counts the frames drawn:
// the measure behind `patron fps`. The first frames, which build the
// board's images, are left out of the count (they are measured apart, as
// Warmup). Every half second it clicks the deduction overlay's button,
// which repaints the whole table, checks that the next frame shows it, and
// times its drawing.
type FPSProbe struct {
	*scenes.App
	Seconds float64
	Frames  int
	Elapsed time.Duration
	Warmup  time.Duration // the warm-up frames, first paint included
	Clicks  []time.Duration
	Shown   int // clicks whose own frame repainted the table
	start   time.Time
	warm    int
	frame   int
	clickUp bool      // a click was taken, and no frame has shown it yet
	drawAt0 time.Time // when the first frame's Draw began
}

// warmFrames are left out of the count: the board's images are built.
const warmFrames = 30

// clickEvery is how often (in frames) the probe clicks.
const clickEvery = 30

// NewFPSProbe sets up the busy table (scenes.BusyTable) to measure.
func NewFPSProbe(lang *words.Lang, seed uint64, seconds float64) (*FPSProbe, error) {
	a, err := scenes.BusyTable(lang, seed)
	if err != nil {
		return nil, err
	}
	return &FPSProbe{App: a, Seconds: seconds}, nil
}

// Update stops after the measured time, and clicks now and then.
func (f *FPSProbe) Update() error {
	f.frame++
	if f.warm == warmFrames && f.start.IsZero() {
		f.start = time.Now()
	}
	if !f.start.IsZero() {
		f.Elapsed = time.Since(f.start)
		if f.Elapsed.Seconds() >= f.Seconds {
			return ebiten.Termination
		}
	}
	if s, ok := f.App.Input.(*scenes.Script); ok && !f.start.IsZero() && f.frame%clickEvery == 0 {
		if x, y, ok := f.App.RepaintSpot(); ok {
			s.Push(scenes.Input{X: x, Y: y, Click: true})
			f.clickUp = true
		}
	}
	return f.App.Update()
}

// Draw counts a frame, and times the drawing of the one that shows a
// click (the time our code takes to build it; the graphics driver's own
// time shows in --repaint's frame rate, which repaints every frame).
func (f *FPSProbe) Draw(screen *ebiten.Image) {
	now := time.Now()
	if f.warm < warmFrames {
		if f.warm == 0 {
			f.drawAt0 = now
		}
		f.warm++
		f.App.Draw(screen)
		if f.warm == warmFrames {
			f.Warmup = time.Since(f.drawAt0)
		}
		return
	}
	showing := f.clickUp // the first Draw after the click's Update
	f.clickUp = false
	before := f.App.Paints
	f.App.Draw(screen)
	if showing {
		f.Clicks = append(f.Clicks, time.Since(now))
		if f.App.Paints > before {
			f.Shown++ // the first frame after the click is the one that shows it
		}
	}
	f.Frames++
}

// FPS is the frames drawn per second after the warm-up.
func (f *FPSProbe) FPS() float64 {
	if f.Elapsed <= 0 {
		return 0
	}
	return float64(f.Frames) / f.Elapsed.Seconds()
}

// ClickFrame is the longest and the mean time of drawing the frames that
// showed a click.
func (f *FPSProbe) ClickFrame() (longest, mean time.Duration) {
	if len(f.Clicks) == 0 {
		return 0, 0
	}
	var sum time.Duration
	for _, d := range f.Clicks {
		longest = max(longest, d)
		sum += d
	}
	return longest, sum / time.Duration(len(f.Clicks))
}
