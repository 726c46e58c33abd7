package words

// The other side's last turn, step by step, and watching a game of bots.
var (
	LastTurnButton = "Last turn (L)"
	LastTurnTitle  = "The other side's last turn"
	LastTurnStep   = "Step %d of %d"
	LastTurnBack   = "← Back"
	LastTurnNext   = "Next →"
	LastTurnClose  = "Back to the game (L)"
	LastTurnKeys   = "← and → step, L or Esc closes."
	WatchPause     = "Pause (P)"
	WatchResume    = "Play on (P)"
	WatchStep      = "One decision (S)"
	WatchPaused    = "Paused. S plays one decision."
	WatchPace      = "Bot pace: %s"
)
