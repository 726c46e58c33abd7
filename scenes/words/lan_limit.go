package words

// A LAN table's time for each decision: a silent seat cannot hold it.
var (
	LimitLabel        = "Time for each decision"
	LimitHint         = "A Faction player who takes longer is played by a bot until they act again. For the Patrón the table waits as long again, then you may end the game."
	LimitNone         = "no limit"
	LimitSecondsN     = "%d s"
	LobbyLimit        = "Time for each decision: %s"
	StoodInYou        = "A bot is playing for you: your time for a decision ran out."
	TakeSeatBack      = "Take my seat back"
	BackLater         = "You already had a second chance at this decision: the bot finishes it, and the seat is yours again from the next one."
	StoodInOther      = "A bot plays for %s until they act again."
	StandInMark       = "%s (bot)"
	PatronCountdown   = "Waiting for the Patrón: %s"
	PatronAwayCount   = "Waiting for the Patrón, whose computer is away: %s"
	PatronYouCount    = "The table is waiting for you: %s left before the host may end the game."
	PatronLate        = "The Patrón did not decide in time: the host may end the game."
	PatronLateWait    = "Waiting for the Patrón past the time for a decision."
	EndAbandoned      = "End the game as abandoned"
	AbandonedTitle    = "Game abandoned"
	AbandonedSilent   = "The table waited %s for the Patrón's decision; his computer was connected but silent."
	AbandonedAway     = "The table waited %s for the Patrón's decision; his computer was away."
	AbandonedOpenings = "The game was over, but the table waited %s for the Patrón's computer to open his secrets."
	AbandonedAudited  = "The published moves check out as far as the game went. The Patrón's secrets were never opened, so his hidden answers could not be checked."
	AbandonedBroken   = "The published moves do not check out: %s"
)
