package words

// Playing over the local network: menus, lobby, table.
var (
	HostLAN        = "Host a LAN game"
	HostLANSub     = "Players on other computers of this network join your table"
	JoinLAN        = "Join a LAN game"
	JoinLANSub     = "Sit at a table hosted on this network"
	NoLANInBrowser = "Not in a browser: LAN play needs the desktop game"
	UndoOnLAN      = "At a LAN table every decision is sent to the other computers at once: it stands."
	SeatHere       = "Here"
	SeatHereLower  = "here"
	SeatRemote     = "Other computer"
	HostSetupTitle = "Host a LAN game"
	HostNameLabel  = "Table name"
	OpenLobby      = "Open the table"
	LobbyTitle     = "Waiting for players"
	LobbyCode      = "Session code"
	LobbyCodeHint  = "Players on this network see your table in their list. If it does not show, they type one of these addresses and the code."
	LobbyAddresses = "Addresses"
	LobbyStart     = "Start the game"
	LobbyWaitStart = "The host starts the game once every seat is taken."
	LobbyNotReady  = "Every seat for another computer must be taken first."
	LobbyLeave     = "Leave"
	LobbyClose     = "Close the table"
	SeatFree       = "free"
	SeatJoined     = "joined"
	SeatAway       = "away"
	SeatBot        = "bot"
	SeatYou        = "you"
	JoinTitle      = "Join a LAN game"
	JoinFound      = "Games on this network"
	JoinSearching  = "Looking for games on this network…"
	JoinNone       = "No game found yet. The list refreshes by itself."
	JoinGameLine   = "%s · %d of %d seats free · %s"
	JoinStarted    = "%s · under way · %s"
	JoinByAddress  = "Or type the host's address and code"
	JoinAddress    = "host:port"
	JoinCode       = "code"
	JoinYourName   = "Your name"
	JoinSeat       = "Seat"
	JoinAnySeat    = "Any free seat"
	JoinPatronSeat = "The Patrón"
	JoinFactionN   = "Factions player %d"
	JoinButton     = "Join"
	Joining        = "Connecting…"
	JoinFailed     = "Could not join: %s"
	JoinPickFirst  = "Pick a game from the list, or type an address and a code."
	JoinForged     = "That game's certificate is not the one its answer claims: a forged or stale answer, now hidden. Pick again."
	WaitingForNet  = "Waiting for %s…"
	Reconnecting   = "Waiting for %s, whose computer is away."
	LetBotPlay     = "Let a bot play for %s"
	Sending        = "Sending your decision…"
	HostGone       = "The connection to the host is lost. The game is saved on this computer; join again with the same seat to go on."
	ChatHint       = "Enter: talk to the table"
	ChatPrompt     = "Say: "
	ChatLine       = "%s: %s"
	AuditWaiting   = "Waiting for the Patrón's computer to open his secrets…"
)

var (
	TableOf         = "%s's table"
	HostNeedsPerson = "At least one seat must be played at this computer."
	HostFailed      = "The table could not be opened on the network: %v"
)

var (
	JoinNeedName  = "Type your name first."
	Rejoin        = "Back to my seat at %s"
	RejoinNoSave  = "This computer has no save of the Patrón's game to go back with."
	RejoinBadSave = "The Patrón's save cannot be used: %s"
	// The host comes back (scenes/lan_wait.go, lan_table.go).
	WaitingForHost  = "Waiting for the host… The connection dropped; this computer calls the host again by itself, and the game goes on once it is back."
	BackToTable     = "Back to my table: %s"
	TableBackFailed = "The table could not be opened again: %v"
	TableNotKept    = "This table's save could not be written (%v): if this computer stops, the table cannot be opened again."
)

// Guest is a joiner's name when the computer gives none.
var Guest = "Guest"

// PeerRefused tells the host a joiner's computer sent something refused.
var PeerRefused = "%s's computer sent something the table refused: %s"

// HostRefusals say why the host refused a decision of this computer, by
// the refusal's code (scenes/play_lan.go lists them in the same order);
// the host's own words are English.
var HostRefusals = [...]string{
	"The game has not begun yet.",
	"The host says this computer does not sit in that seat.",
	"A bot plays this seat now.",
	"It is not this seat's decision.",
	"The host could not read this decision.",
	"A secret decision never leaves this computer: only what it shows is sent.",
	"After this decision the table's game and this computer's would differ.",
	"The host has ended this game as abandoned: no decision is taken any more.",
}

// HostRefusedRules names a refusal by the host's rules that this computer's
// own check let through (the host's English reason follows).
var HostRefusedRules = "The host's copy of the rules refused this decision: %s"
