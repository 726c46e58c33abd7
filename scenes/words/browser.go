package words

// The browser build: where it keeps games, and what it cannot do, said
// where the menu offers it.
var (
	// SavedInBrowser is the menu's Load game line in a browser.
	SavedInBrowser = "Every game is kept in this browser after each decision"
	// NoStorageInBrowser is that line when the browser refuses its
	// storage (turned off for the site).
	NoStorageInBrowser = "Not kept: this browser's storage is turned off for the game"
	// StorageFull is why a save or the settings were not kept: the
	// browser's storage for the page is full (the old ones stay).
	StorageFull = "this browser's storage for the game is full (delete some saved games to make room)"
	// SaveNoStorage is why a game cannot be kept (where the desktop says
	// there is no folder): the browser refuses its storage.
	SaveNoStorage = "this browser's storage is turned off for the game"
	// SettingsNotKept is the settings screen's line when a change could
	// not be kept for next time.
	SettingsNotKept = "This change is not kept for next time: %s"
)
