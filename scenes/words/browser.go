package words

// The browser build: what it cannot do yet, said where the menu offers it.
var (
	NoSavesInBrowser = "Not in a browser yet: games are not kept there"
)
