package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// PadButton is a button of a gamepad in Ebitengine's standard layout, as
// the screens know it.
type PadButton uint8

const (
	PadUp    PadButton = iota // the d-pad
	PadDown                   // …
	PadLeft                   // …
	PadRight                  // …
	PadA                      // the bottom face button: confirm
	PadB                      // the right face button: back
	PadStart                  // the right centre button: the menu
	PadBack                   // the left centre button (Select, View): the keys' help
	PadLB                     // the left shoulder: the list's page before
	PadRB                     // the right shoulder: the list's next page
	PadY                      // the top face button: the table's hint (as A)
	numPadButtons
)

// Pad is one frame of the gamepads, all of them as one: the buttons held
// and those that went down, and the left stick (-1 to 1 each way, down
// and right positive). The real pads fill it (Devices); tests push it in
// a Script.
type Pad struct {
	Held, Pressed  uint16 // bits by PadButton
	StickX, StickY float64
}

// padBit is a button's bit in Held and Pressed.
func padBit(b PadButton) uint16 { return 1 << b }

// Down reports whether a button went down this frame.
func (p Pad) Down(b PadButton) bool { return p.Pressed&padBit(b) != 0 }

// holds reports whether a button is held.
func (p Pad) holds(b PadButton) bool { return (p.Held|p.Pressed)&padBit(b) != 0 }

// Press is a pad frame where b went down (and is held).
func Press(b PadButton) Pad { return Pad{Held: padBit(b), Pressed: padBit(b)} }

// padButtons maps the standard layout's buttons to the screens'.
var padButtons = [numPadButtons]ebiten.StandardGamepadButton{
	PadUp:    ebiten.StandardGamepadButtonLeftTop,
	PadDown:  ebiten.StandardGamepadButtonLeftBottom,
	PadLeft:  ebiten.StandardGamepadButtonLeftLeft,
	PadRight: ebiten.StandardGamepadButtonLeftRight,
	PadA:     ebiten.StandardGamepadButtonRightBottom,
	PadB:     ebiten.StandardGamepadButtonRightRight,
	PadStart: ebiten.StandardGamepadButtonCenterRight,
	PadBack:  ebiten.StandardGamepadButtonCenterLeft,
	PadLB:    ebiten.StandardGamepadButtonFrontTopLeft,
	PadRB:    ebiten.StandardGamepadButtonFrontTopRight,
	PadY:     ebiten.StandardGamepadButtonRightTop,
}

// readPads reads every connected gamepad that has the standard layout
// (pads without one are left alone: their buttons mean nothing sure).
// The stick pushed furthest wins.
func readPads(ids []ebiten.GamepadID) (Pad, []ebiten.GamepadID) {
	var p Pad
	ids = ebiten.AppendGamepadIDs(ids[:0])
	for _, id := range ids {
		if !ebiten.IsStandardGamepadLayoutAvailable(id) {
			continue
		}
		for b, sb := range padButtons {
			if ebiten.IsStandardGamepadButtonPressed(id, sb) {
				p.Held |= padBit(PadButton(b))
			}
			if inpututil.IsStandardGamepadButtonJustPressed(id, sb) {
				p.Pressed |= padBit(PadButton(b))
			}
		}
		x := ebiten.StandardGamepadAxisValue(id, ebiten.StandardGamepadAxisLeftStickHorizontal)
		y := ebiten.StandardGamepadAxisValue(id, ebiten.StandardGamepadAxisLeftStickVertical)
		if x*x+y*y > p.StickX*p.StickX+p.StickY*p.StickY {
			p.StickX, p.StickY = x, y
		}
	}
	return p, ids
}
