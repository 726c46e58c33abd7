package words

// A seat's computer that comes back with its token over and over has the
// extra returns turned away (netplay/session/returns.go); the screens say
// so.
var (
	// PeerTooSoon names, on the host, a joiner's computer whose extra
	// returns the table turns away.
	PeerTooSoon = "%s's computer keeps coming back to its seat: the table turns the extra returns away."
	// TooSoon tells a joiner that its return was turned away for now.
	TooSoon = "This seat came back too often in a few seconds: try again in a moment."
)
