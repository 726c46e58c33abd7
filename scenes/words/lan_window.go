package words

// What a LAN table's screens say that the other words files do not: the
// lobby's seats as a joiner sees them, the host coming back, the end of
// a game whose Patrón never opened his secrets.
var (
	// SeatAtHost is a seat played at the host's computer, in a joiner's
	// lobby (on the host's own it is "here").
	SeatAtHost = "at the host"
)
