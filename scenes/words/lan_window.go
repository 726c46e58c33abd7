package words

// What a LAN table's screens say that the other words files do not: the
// lobby's seats as a joiner sees them, the host coming back, the end of
// a game whose Patrón never opened his secrets.
var (
	// SeatAtHost is a seat played at the host's computer, in a joiner's
	// lobby (on the host's own it is "here").
	SeatAtHost = "at the host"
	// HostBack is the banner on a joiner's table once its host is back
	// and the table goes on.
	HostBack = "The host is back: the game goes on."
	// PathNeverOpened stands in the end screen's path on a computer
	// that never had the Patrón's hiding sheet: a game abandoned before
	// his computer opened his secrets.
	PathNeverOpened = "Never shown: the Patrón's computer did not open his hiding sheet, so his path is not known here."
	// PathNoHideout stands there when the game ended before he chose a
	// hideout.
	PathNoHideout = "The game ended before the Patrón chose a hideout."
	// PatronLateYou is the pause's line on the Patrón's own computer once
	// its countdown ran out: he may still decide.
	PatronLateYou = "Your time ran out: the host may now end the game as abandoned. Decide, and the game goes on."
	// PatronLateHost is that line on the host's, which may end it.
	PatronLateHost = "The Patrón did not decide in time: you may end the game as abandoned, or wait for him."
	// PatronLateWaitYou is the Patrón's own line at a table that waits
	// for him as long as it takes.
	PatronLateWaitYou = "The table is waiting for you, past the time for a decision."
	// LobbyLimitHint says under every lobby's seats what the time for
	// each decision does, with the Patrón's countdown past it.
	LobbyLimitHint = "A Faction player who takes longer is played by a bot until they act again. The Patrón has %s more, then the host may end the game."
	// LobbyLimitNoEnd is LobbyLimitHint for a table that waits for the
	// Patrón as long as it takes (patron host --abandon-after 0).
	LobbyLimitNoEnd = "A Faction player who takes longer is played by a bot until they act again. The table waits for the Patrón as long as it takes."
)
