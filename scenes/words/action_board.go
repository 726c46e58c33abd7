package words

// The Action dashboard as a place to pick a choice (scenes/play_actions.go).
const (
	PickOnBoard = "Pick a lit action or card on the Action board, or a choice below."
)
