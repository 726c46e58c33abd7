package words

// A LAN computer whose game differs from the table's: the banner every
// computer shows, naming it and saying what happens next.
var (
	DesyncResync        = "%s's computer differed from the table's game after decision %d: it is being brought back in step."
	DesyncBack          = "%s's computer is back in step with the table."
	DesyncDropped       = "%s's computer differed from the table's game after decision %d and could not be brought back in step: it was dropped and may join again."
	DesyncDroppedPatron = "%s's computer differed from the table's game after decision %d. The Patrón's game cannot be rebuilt from what the table saw: the computer was dropped and may come back from its save."
	DesyncLies          = "%s's computer kept saying its game differed, which the table's log does not show: it was dropped and may join again."
	DesyncFloods        = "%s's computer flooded the table with messages for seconds on end: it was cut off and may join again in a while."
	DesyncFloodsMine    = "This computer flooded the table with messages for seconds on end: the host cut it off. Join again with the same seat in a while."
	DesyncFalse         = "%s's computer said its game differed, which the table's log does not show: refused."
	DesyncMine          = "This computer's game differed from the table's after decision %d: the host is sending the table's log to bring it back in step."
	DesyncBackMine      = "This computer is back in step with the table."
	DesyncDroppedMine   = "This computer's game differed from the table's after decision %d and could not be brought back in step: it was dropped. Join again with the same seat to go on."
	DesyncFailedMine    = "This computer's game could not be rebuilt from the table's log: it cannot play on. Join again with the same seat."
)

// What a joiner's table says of the host's messages it could not use, and
// of its own report of a differing game the host did not bear out.
var (
	HostUnusable    = "The host sent something this computer cannot use: it was ignored, and the game goes on."
	DesyncFalseMine = "The host's log does not show this computer's game differing: its report was refused."
)
