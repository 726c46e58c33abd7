package words

// The Patrón's own secrets as his screen explains them to him
// (scenes/play_secrets.go).
const (
	OwnObjectives  = "Your objectives: what each asks and gives"
	ObjectiveToPut = "to place"
	ObjectiveFor   = "season %d"
	ObjectiveSetup = "The objective being set up"
	RangeKeeps     = "Places the Factions keep after %d or %d: %d"
	OwnTokenValue  = "Yours, face down, seen only by you: a %d."
	OwnHostage     = "Yours, face down, seen only by you: the Hostage token. It defends as a 2."
	OwnBomb        = "Yours, face down, seen only by you: the Bomb token. It defends as a 2."
	RangeTruth     = "The true road distance from %s to your hideout at %s is %d (airports, tokens and figures do not count). Each answer names %d and one other number; the Factions then keep only the places at either distance."
)
