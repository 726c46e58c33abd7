package words

// A computer at a LAN table that sends more of one kind of message than
// its fair share (netplay/session/shares.go) has the excess dropped; the
// screens say so.
var (
	// PeerSlowDown names, on the host, a joiner's computer whose excess
	// the table dropped.
	PeerSlowDown = "%s's computer sends too many messages: the table drops the excess and has told it to slow down."
	// SlowDown tells a joiner that the host dropped its excess.
	SlowDown = "This computer sent too many messages: the host dropped the excess."
	// HostFloods tells a joiner that it drops the host's excess.
	HostFloods = "The host sends too many messages: this computer drops the excess."
)
