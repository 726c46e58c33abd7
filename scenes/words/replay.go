package words

// The replay of a finished game.
var (
	ReplayTitle       = "Replay"
	ReplayButton      = "Watch the replay"
	ReplaySetup       = "Step %d of %d · setting up"
	ReplayPatronTurn  = "Step %d of %d · season %d, the Patrón's turn"
	ReplayFactionTurn = "Step %d of %d · season %d, %s's turn"
	ReplayEnd         = "Step %d of %d · the end"
	ReplayHideout     = "The Patrón hides at %s (%s)."
	ReplayNoSecret    = "This computer never held the Patrón's secrets: his hideouts show from the path he revealed at the end."
	ReplayDeduced     = "Lit: the %d places the Factions could not yet rule out."
	ReplayMore        = "… and %d more"
	ReplayFailed      = "This game cannot be replayed: %s"
	ReplayFirst       = "« Start"
	ReplayPrev        = "‹ Previous"
	ReplayPlay        = "Play"
	ReplayPause       = "Pause"
	ReplayNext        = "Next ›"
	ReplayLast        = "End »"
	ReplayKeys        = "Space plays or pauses; ← → step; Home, End."
)

// The statistics of the finished games.
var (
	StatisticsTitle  = "Statistics"
	StatisticsSub    = "Finished games, wins, replays"
	StatsNone        = "No finished game yet: the numbers start with your first."
	StatsRole        = "You played"
	StatsAgainst     = "Against"
	StatsGames       = "Games"
	StatsWins        = "Won"
	StatsDraws       = "Draws"
	StatsSeasons     = "Seasons"
	StatsTime        = "Time"
	StatsAsPatron    = "the Patrón"
	StatsAsFactions  = "the Factions"
	StatsBothSides   = "both sides"
	StatsPeople      = "people"
	StatsMixed       = "mixed bots"
	StatsHistory     = "Finished games"
	StatsReplay      = "Replay"
	StatsDamaged     = "damaged: %s"
	StatsGameLine    = "%s · %s · %d seasons"
	StatsWinsNote    = "Won counts your side's wins; with people on both sides, the Patrón's."
	StatsMinutes     = "%d min"
	StatsHoursMinute = "%d h %02d"
)
