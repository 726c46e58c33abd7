package words

// The big moments of a game, each shown on the table as a banner over the
// map with the place it happened at ringed (scenes/play_moment.go).
var (
	MomentCaught          = "The Patrón is caught!"
	MomentCaughtBody      = "The hunters burst into %s and find him there. It is his first capture: he slips away at once to a new hideout, and a second capture wins the game for the Factions."
	MomentCaughtLast      = "The hunters find him at %s again. That is the second capture: the Factions have their man."
	MomentYouCaught       = "You are caught!"
	MomentYouCaughtBody   = "The hunters burst into %s and find you there. You must escape at once to a new hideout: one more capture and the game is lost."
	MomentYouCaughtLast   = "The hunters find you at %s again. That is the second capture: the game is lost."
	MomentEscaped         = "The Patrón escapes"
	MomentEscapedBody     = "He is gone from %s. His new hideout may be anywhere but there, a hunter's place or a City with a Blockade: the hunt starts over."
	MomentYouEscaped      = "You escape"
	MomentYouEscapedBody  = "You slip away from %s to your new hideout at %s. Only you know where it is."
	MomentHideout         = "The hideout is revealed"
	MomentHideoutBody     = "This season the Patrón was hiding at %s."
	MomentYourHideout     = "Your hideout is revealed"
	MomentYourHideoutBody = "The Factions now know you spent this season at %s."
	MomentObjective       = "Objective completed: %s"
	MomentObjectiveBody   = "The Patrón has completed %d of his 3 objectives; the third wins him the game."
	MomentSeason          = "Season %d is over"
	MomentSeasonBody      = "The End of Season is done: the Patrón takes his income and may move his hideout, and a new season begins."
	MomentGoOn            = "Continue"
	MomentGoesOn          = "Goes on by itself in a moment, or click"
)
