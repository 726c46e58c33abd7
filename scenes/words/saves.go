package words

// Saved games: the menu, the Load game screen, leaving a game, undo.
var (
	Continue        = "Continue"
	ContinueSub     = "%s · %s · saved %s"
	ContinueDamaged = "The newest saved game cannot be opened: %s"
	// ContinueLAN is Continue's second line when the game left last is a
	// LAN table: "Back to my table: NAME" or "Back to my seat at NAME",
	// and when it was saved.
	ContinueLAN     = "%s · saved %s"
	ContinueBroken  = "The newest game cannot be opened"
	LoadGame        = "Load game"
	LoadGameSub     = "Every game is saved after each decision"
	LoadTitle       = "Saved games"
	LoadEmpty       = "No saved game yet. Every game you play is saved after each decision; it waits here until it ends."
	LoadOpen        = "Open"
	LoadDelete      = "Delete"
	LoadSetup       = "Setting up"
	LoadSaved       = "Saved %s"
	LoadDamaged     = "This save cannot be opened: %s. Delete it, or keep it to look at later."
	LoadFailed      = "This game could not be opened: %s"
	LoadHistory     = "%d finished games are kept for the replays."
	SaveKeyLost     = "the key that sealed it on this computer was damaged, so it can no longer be opened here"
	KeySetAside     = "This computer's key for games against a bot Patrón was damaged. It is kept as %s, and a new key seals new games."
	DeleteAsk       = "Delete this game for good?"
	DeleteYes       = "Delete"
	DeleteNo        = "Keep it"
	PlaysSide       = "%s: %s"
	BotSide         = "%s (%s)"
	AgainstSide     = "%s — against %s"
	DateFormat      = "2 Jan 2006, 15:04"
	LeaveTitle      = "Leave this game?"
	LeaveSaved      = "It is saved: Continue on the menu takes you back to where you are now."
	LeaveNotSaved   = "It could not be saved (%s). If you leave now, it is lost."
	LeaveYes        = "Leave to menu"
	LeaveNo         = "Stay"
	SaveFailed      = "This game is not being saved: %s"
	SaveFailedClose = "This game could not be saved (%s). Close the window again to quit anyway."
	SaveNoFolder    = "there is no folder to keep games in"
	Undo            = "Undo (Ctrl+Z)"
	UndoTitle       = "Undo"
	UndoReady       = "Take back your last decision."
	UndoNothingYet  = "Nothing has been decided yet."
	UndoGameOver    = "The game is over."
	UndoShown       = "Your last decision showed something new (a card drawn or turned up, a token or answer revealed): it stands."
	UndoForcedMove  = "The last step was the rules' own (an answer or a reveal): nobody can take it back."
	UndoByBot       = "A bot made the last decision. Only the player who decided can take it back, and bots never do."
	UndoByOther     = "Someone else made the last decision. Only the player who decided can take it back."
)

// SaveProblems names why a save cannot be opened, by savefile.Problem.
var SaveProblems = [...]string{
	"it is damaged",
	"it is not a saved game",
	"it is too large",
	"it was saved by another version of the game",
	"part of it is missing",
	"part of it is damaged",
	"it was changed after it was saved",
	"its moves were changed after it was saved",
	"one of its moves is not allowed",
	"it does not replay to the game that was saved",
	"it lacks the Patrón's part",
	"it was saved on another computer, or its key is gone",
	"it was edited by hand after it was saved",
}
