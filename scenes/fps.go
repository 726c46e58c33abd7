package scenes

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/game/board"
	"patron/scenes/match"
)

// FPSProbe runs the table on a full board and counts the frames drawn:
// the measure behind `patron fps`.
type FPSProbe struct {
	*App
	Seconds float64
	Frames  int
	Elapsed time.Duration
	start   time.Time
}

// NewFPSProbe sets up a mid-game board (season 2 or later, with tokens,
// figures and the deduction overlay) in the Factions' view.
func NewFPSProbe(seed uint64, seconds float64) (*FPSProbe, error) {
	m, err := match.New(HotseatSetup(seed))
	if err != nil {
		return nil, err
	}
	if err := autoplay(m, board.NoLoc, func(d game.Decision) bool {
		return m.G.Pub.Season >= 2 && d.Prompt == game.PromptUseAction
	}); err != nil {
		return nil, err
	}
	p := ShotPlay(m)
	p.overlay = true
	m.Markers = board.Of(board.MustLoc("A3"), board.MustLoc("A9"), board.MustLoc("O4"))
	a := NewApp(p, &Script{X: 400, Y: 300})
	a.Store = nil // a probe saves nothing
	return &FPSProbe{App: a, Seconds: seconds}, nil
}

// Update stops after the measured time.
func (f *FPSProbe) Update() error {
	if f.start.IsZero() {
		f.start = time.Now()
	}
	f.Elapsed = time.Since(f.start)
	if f.Elapsed.Seconds() >= f.Seconds {
		return ebiten.Termination
	}
	return f.App.Update()
}

// Draw counts a frame.
func (f *FPSProbe) Draw(screen *ebiten.Image) {
	f.App.Draw(screen)
	if !f.start.IsZero() {
		f.Frames++
	}
}

// FPS is the frames drawn per second.
func (f *FPSProbe) FPS() float64 {
	if f.Elapsed <= 0 {
		return 0
	}
	return float64(f.Frames) / f.Elapsed.Seconds()
}
