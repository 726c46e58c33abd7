// Package words holds every English sentence the screens show (the
// engine's values are said by game/prose, the panels' words are in
// render/panels) and the languages they are said in: each a Lang, a
// catalogue the window holds as a value.
package words

// Game and menu.
var (
	Title           = "PATRÓN"
	Subtitle        = "a digital edition of NARCOS"
	SoloFactions    = "Quick game: hunt the Patrón"
	SoloFactionsSub = "You run the four Factions against a bot Patrón"
	SoloPatron      = "Quick game: be the Patrón"
	SoloPatronSub   = "You hide from four bot Factions"
	NewGame         = "New game"
	NewGameSub      = "2–5 players at this PC, each a person or a bot"
	RulesRef        = "Rules reference"
	Settings        = "Settings"
	Quit            = "Quit"
	Back            = "Back"
	Credits         = "The board game NARCOS is by Fel Barros and Renato Sasdelli (CMON, 2018). Map data: Natural Earth (public domain) and GeoNames (geonames.org, CC BY 4.0)."
	CreditsTitle    = "Credits"
	CreditsBody     = "NARCOS, the board game, was designed by Fel Barros and Renato Sasdelli and published by CMON in 2018. This digital edition follows its rules.\n\nMap: the outline of Colombia comes from Natural Earth (public domain). Place coordinates come from GeoNames (geonames.org), used under CC BY 4.0.\n\nMade with Ebitengine by Hajime Hoshi and contributors (Apache 2.0), with the Go fonts by Bigelow & Holmes (BSD licence) and Go's golang.org/x/image.\n\nSounds and music are our own, synthesised with SoX and encoded with LAME by a script in the game's sources; they play through go-mp3 by Hajime Hoshi (Apache 2.0)."
)

// NoDisplay is the command line's answer when there is no screen to open
// a window on.
var NoDisplay = "there is no display to open the game's window on. Start Patrón from a desktop session, or set DISPLAY to a running X server; on a machine without a screen, install Xvfb (apt install xvfb xauth) and run it as: xvfb-run -a %s"

// New game screen.
var (
	SetupTitle     = "New game"
	Players        = "Players"
	PlayerN        = "Player %d"
	Human          = "Person"
	PatronRole     = "Patrón"
	SplitTitle     = "Factions"
	SplitBook      = "Book's split"
	SplitRandom    = "Random split"
	SeedLabel      = "Seed"
	SeedRandom     = "random"
	SeedHint       = "Click a name to type it. Type digits in the seed for a game you can replay; Backspace clears."
	Start          = "Start the game"
	BeThePatron    = "Make Patrón"
	BotLevelEasy   = "Bot: easy"
	BotLevelNormal = "Bot: normal"
	BotLevelHard   = "Bot: hard"
	BotLevelExpert = "Bot: expert"
	// How each kind of seat plays, shown when the pointer rests on it.
	HumanAbout     = "A person plays this seat here."
	RemoteAbout    = "A person plays this seat from another computer."
	BotAboutEasy   = "Easy bot: plays sensibly, but now and then makes a move a good player would not."
	BotAboutNormal = "Normal bot: weighs every choice: deduces, investigates, raids and defends."
	BotAboutHard   = "Hard bot: thinks ahead, trying its best moves in many games the table could be."
	BotAboutExpert = "Expert bot: thinks longest, weighing more moves in more games the table could be."
	ClickToChange  = "click to change; point at a bot to see how it plays"
	NameRoom       = "a name holds up to %d characters"
)

// Hand-off.
var (
	HandOffTitle    = "Pass the screen"
	HandOffPatron   = "%s, you are the Patrón. Make sure no Faction player can see the screen."
	HandOffFactions = "Factions (%s): the Patrón must look away now."
	HandOffPrivate  = "%s decides alone for %s. Everyone else looks away."
	HandOffReady    = "I'm %s — show me"
	HandOffKeys     = "Space, Enter or a pad's A to continue"
)

// Playing.
var (
	WhoPatron      = "Patrón"
	WhoFactions    = "Factions"
	WaitingFor     = "Waiting for %s…"
	BotThinking    = "%s (bot) is thinking…"
	TheBotPlays    = "The bot is thinking…"
	BotPlaying     = "%s (%s) is playing…"
	Cancel         = "Cancel"
	MoreLeft       = "More… (%d)"
	BackToTop      = "Back to the top"
	PickPair       = "Pick two sicarios, on the map or the dashboard, or a pair below."
	PickSecond     = "%s picked: pick the second sicario, or a pair below."
	TakenForYou    = "Only one choice, taken for you: %s"
	ClockOut       = "Time is up for this turn."
	ClockPlayed    = "Time is up: the table played %s for you."
	ClockLabel     = "Turn clock"
	ClockOff       = "off"
	ClockMinutesN  = "%d min"
	ClockAtZero    = "At zero"
	ClockWarn      = "warn only"
	ClockBot       = "a bot plays on"
	ClockHint      = "The book suggests about five minutes for the Patrón's turn. The clock runs only while a side decides at this screen."
	Overlay        = "Deduction (D)"
	MenuButton     = "Menu"
	LogTitle       = "Game log"
	HandTitle      = "Your hand"
	SheetTitle     = "Hiding sheet"
	PickOnMap      = "Pick a highlighted place or figure, or a choice below."
	PickBelow      = "Choose one of the choices below." // nothing of the table to pick
	ChoicesFor     = "Choices at %s"
	ChoicesForFig  = "Choices for %s"
	ChoicesForCard = "Choices for %s"
	SpendPay       = "Pay $%d"                // what paying for a card's effect costs (the engine's own words)
	SpendFirst     = "Pay $%d (first effect)" // of a card with two
	SpendBoth      = "Pay $%d (both effects)"
	SeasonPatron   = "Season %d · round %d · Patrón" // whose turn it is: rounds 1-4 of a Patrón turn and a Faction turn
	SeasonFactions = "Season %d · round %d · Factions"
	SeasonEnding   = "Season %d · End of Season"
	SetupPhase     = "Setting up"
	Refused        = "Not allowed: %s"
	PaceLabel      = "Bot pace"
	ThinkLabel     = "Hard and Expert bots think"
	BotLevelLabel  = "Quick game and stand-in bots" // Settings: the level of the bots no screen asks about
	// The Factions' optional plays (game.Ability): Settings and the
	// table's menu say whether the table stops at each chance.
	WindowsLabel     = "Mini-cards and abilities"
	WindowsAsk       = "ask at every chance"
	WindowsOnRequest = "on request"
	Resume           = "Resume"
	LeaveGame        = "Leave to menu"
)

// End screen.
var (
	EndTitle      = "Game over"
	PatronWins    = "The Patrón wins"
	FactionsWin   = "The Factions win"
	DrawResult    = "A draw"
	PathTitle     = "The Patrón's true path"
	PathStart     = "%d. First hideout: %s"
	PathMoved     = "%d. End of season %d: moved to %s"
	PathStayed    = "%d. End of season %d: stayed at %s"
	PathEscaped   = "%d. Season %d: escaped to %s"
	PathPaid      = " ($%d)"
	StatsTitle    = "The game in numbers"
	StatSeasons   = "Seasons played"
	StatGlory     = "Patrón's glory"
	StatMoney     = "Patrón's money"
	StatCaptures  = "Captures of the Patrón"
	StatSicarios  = "Sicarios captured"
	StatLabs      = "Labs placed"
	StatShipped   = "Coca shipped"
	StatSearches  = "Searches made"
	StatObjective = "Objectives completed"
	StatCommands  = "Decisions made"
	AuditFair     = "Every hidden answer checked: fair play."
	AuditFailed   = "The check of the Patrón's hidden answers failed (%d findings). First: %s"
	ToMenu        = "Back to the menu"
	PlayAgain     = "Play again"
)

// Settings.
var (
	SettingsTitle = "Settings"
	Fullscreen    = "Fullscreen (F11)"
	On            = "on"
	Off           = "off"
	PaceSlow      = "slow"
	PaceNormal    = "normal"
	PaceFast      = "fast"
	// ThinkSteps are the searching bots' (Hard, Expert) time budgets a
	// decision, in Settings.
	ThinkSteps    = "½ s|1 s|2 s|5 s"
	Sound         = "Sound"
	MuteLabel     = "Mute all"
	ColorsLabel   = "Faction colours"
	LanguageLabel = "Language"
	UIScaleLabel  = "Size"
	ZoomBadge     = "Map ×%.1f · Home: the whole map"
	ColorsBook    = "the book's"
	ColorsClear   = "for colour-blind eyes"
	EffectsVolume = "Effects"
	MusicVolume   = "Music"
	VolumeSteps   = "off|25%|50%|75%|100%"
	NoSoundDevice = "No sound device found: the game plays silently. Every sound also shows on screen."
)

// Decision details, shown under the prompt.
var (
	DetailCard    = "Card: %s"
	DetailSicario = "Sicario: %s"
	DetailHunter  = "Hunter: %s"
	DetailAction  = "Action: %s (%d)"
	DetailAt      = "At %s"
	DetailSteps   = "%d left"
	DetailFaction = "Faction: %s"
	DetailOffer   = "Offer: %s"
)

// Setup errors and names.
var (
	You             = "You"
	BotName         = "Bot"
	ErrPlayerCount  = "a game needs 2 to 5 players, not %d"
	ErrNoPatron     = "no player %d to be the Patrón"
	ErrBotLevel     = "unknown bot level %q"
	ErrNoController = "%s has no player (give it one of players 1 to %d)"
	ErrPatronRuns   = "%s is given to the Patrón's player"
	ErrSeed         = "the seed must be a whole number from 1 up"
)

// Places, shown when the mouse rests on one.
var (
	PlaceCity    = "City"
	PlaceFarm    = "Farm"
	PlaceAirport = "airport"
	PlaceLine    = "%s · %s · %s"
	MaybeHere    = "The Patrón may be here."
	NotHere      = "The Patrón is not here."
)

// RegionNames are the three regions, by board.Region.
var RegionNames = [3]string{"Región Caribe", "Región Andina", "Región Orinoquía"}

// The table's buttons for the Factions' optional plays, in game.Ability's
// order: what can be played and how many times, and its key. A click asks
// for its next chance.
var AbilityButtons = [...]string{
	"DEA cards: %d left (M)",
	"Los Pepes' looks: %d left (K)",
	"Policía +2 cards: %d left (B)",
	"Cali extra actions: %d left (J)",
}

// The prompt's line when the table shows a window nobody asked for.
var (
	WindowLastChance = "Shown without a request: no card in sight gives %s an action, and a new one might."
	AbilityAskedHint = "Asked for: its next chance will stop the table. Click again to let it pass."
	AbilityHint      = "Click (or press its key) to be asked at its next chance."
)
