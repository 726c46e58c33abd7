package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Input is one frame of the player's input, in layout units.
type Input struct {
	X, Y       float64
	Click      bool // the left button went down
	Held       bool // the left button is down (a drag, with Click on its first frame)
	RightClick bool
	Wheel      float64
	Keys       []ebiten.Key // keys that went down
	Chars      []rune       // typed characters
	Ctrl       bool         // Control (or Command) is held
	Pad        Pad          // the gamepads (input_gamepad.go)
}

// Pressed reports whether a key went down this frame.
func (in *Input) Pressed(k ebiten.Key) bool {
	for _, x := range in.Keys {
		if x == k {
			return true
		}
	}
	return false
}

// Consume clears the click so a scene's lower layers do not see it too.
func (in *Input) Consume() { in.Click, in.RightClick = false, false }

// InputSource gives each frame's input: the real mouse and keyboard, or a
// script that plays through the same screens in tests.
type InputSource interface {
	Poll(a *App) Input
}

// Devices reads the real mouse and keyboard.
type Devices struct {
	keys []ebiten.Key
	pads []ebiten.GamepadID
}

// Poll reads this frame's input.
func (d *Devices) Poll(a *App) Input {
	mx, my := ebiten.CursorPosition()
	ds := 1.0
	if m := ebiten.Monitor(); m != nil {
		ds = m.DeviceScaleFactor()
	}
	in := Input{
		X:          float64(mx) * ds / a.S,
		Y:          float64(my) * ds / a.S,
		Click:      inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft),
		Held:       ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft),
		RightClick: inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonRight),
	}
	_, in.Wheel = ebiten.Wheel()
	in.Ctrl = ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	d.keys = inpututil.AppendJustPressedKeys(d.keys[:0])
	in.Keys = d.keys
	in.Chars = ebiten.AppendInputChars(nil)
	in.Pad, d.pads = readPads(d.pads)
	return in
}

// Script feeds queued input, one entry a frame, then idle frames.
type Script struct {
	queue []Input
	X, Y  float64
}

// Push queues frames of input.
func (s *Script) Push(in ...Input) { s.queue = append(s.queue, in...) }

// Pending counts the queued frames.
func (s *Script) Pending() int { return len(s.queue) }

// ClickAt queues a move to a point and a click there.
func (s *Script) ClickAt(x, y float64) {
	s.Push(Input{X: x, Y: y}, Input{X: x, Y: y, Click: true})
}

// Key queues a key press.
func (s *Script) Key(k ebiten.Key) { s.Push(Input{X: s.X, Y: s.Y, Keys: []ebiten.Key{k}}) }

// Poll gives the next queued input.
func (s *Script) Poll(*App) Input {
	if len(s.queue) == 0 {
		return Input{X: s.X, Y: s.Y}
	}
	in := s.queue[0]
	s.queue = s.queue[1:]
	s.X, s.Y = in.X, in.Y
	return in
}
