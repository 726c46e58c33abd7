package words

// The gamepad's lines in the keys' help (scenes/pad_focus.go): a ring
// marks the focus while a pad is in use.
var (
	PadMoveKeys  = "Pad: d-pad, left stick"
	PadMove      = "Move the ring between choices, places and buttons"
	PadTakeKeys  = "Pad: A"
	PadTake      = "Take what the ring is on; go on past a hand-off"
	PadBackKeys  = "Pad: B, Start"
	PadBack      = "Back (as Esc); the menu"
	PadOtherKeys = "Pad: Back, LB, RB"
	PadOther     = "This help; a page of choices up or down"
	PadHintKeys  = "Pad: Y"
	PadHint      = "A hint for your seat (as A)"
)
