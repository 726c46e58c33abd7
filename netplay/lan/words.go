package lan

// The English of what the headless commands (patron host, patron join)
// print to the player's terminal. Each line is said through a catalogue
// of assets/lang, chosen by the system's language (netplay/lan/cli), as
// the window's sentences are (scenes/words); assets/lang/<code>.json
// translate these texts too. What a line quotes as it is stays so inside
// it: the command lines (patron join … --code …), the flags, codes,
// hashes, addresses, names and the bots' levels. These texts are never
// changed.

// A seat, and how the seats change.
var (
	seatPatron       = "seat 0 (the Patrón)"
	seatFactions     = "seat %d (%s)"
	seatIsBot        = "a bot (%s)"
	seatAtHost       = "%s, at the host"
	seatLimitPassed  = "%s let the decision limit pass; a bot (%s) plays for them until they act again"
	seatAwayBot      = "%s is away; a bot (%s) plays for them"
	seatOpen         = "open"
	seatActsAgain    = "%s acts again and has the seat back from the bot"
	seatBack         = "%s is back"
	seatJoined       = "%s joined"
	seatAwayWaited   = "%s is away (the table waits for them to come back)"
	commandLine      = "cmd %d seat %d: %s"
	chatLine         = "chat, seat %d: %s"
	refusedFrom      = "refused from seat %d: %s"
	backInGame       = "back in the game after command %d"
	gameHasBegun     = "the game has begun: %d commands so far"
	gameBegins       = "the game begins"
	playersLeftLate  = "some players did not leave in time; the table is closed"
	anotherTableAt   = "another table answers at %s; waiting for ours"
	waitingForHost   = "waiting for the host… (%v); dialing it again for up to %v"
	hostIsBack       = "the host is back after %v: back at the table"
	notDelivered     = "decision %d (%s) never reached the host before the connection dropped: it is made again"
	tableBackLobby   = "the table is back from its save, in its lobby: every player's computer comes back to its seat by itself, and the game begins once every open seat is taken"
	tableBackPlaying = "the table is back from its save: the game goes on after command %d; every player's computer comes back to its seat by itself"
	PortBusy         = "port %d is busy: the table opens on another; its players find it by discovery, or are given the new address"
)

// The end, and the audit.
var (
	gameOverAfter       = "game over after %d commands: %s"
	patronWins          = "the Patrón wins"
	factionsWin         = "the Factions win"
	resultDraw          = "a draw"
	publicHash          = "public hash: %016x"
	auditNotRun         = "audit: not run (the Patrón's secrets were not opened)"
	auditFair           = "audit: every hidden answer checked: fair play"
	auditFindings       = "audit: %d findings: the Patrón's answers do not hold"
	abandonedAfter      = "game abandoned after %d commands: %s"
	auditLogBroken      = "audit: the published log does not hold: %v"
	auditAsFar          = "audit: as far as it went: the published log (%d commands) plays again to the same game; the Patrón's openings never came, so his hidden answers are not checked"
	abandonedOverSilent = "the game was over, and the table waited %v for the Patrón's openings (his computer connected but silent)"
	abandonedOverAway   = "the game was over, and the table waited %v for the Patrón's openings (his computer away)"
	abandonedSilent     = "the table waited %v for the Patrón's decision (his computer connected but silent)"
	abandonedAway       = "the table waited %v for the Patrón's decision (his computer away)"
	endedAbandoned      = "the game was ended as abandoned after %d commands"
	teamAnswered        = "the Factions did not answer within the decision limit: a bot answered for them (seat %d)"
	patronDecides       = "the Patrón decides again: the table goes on"
	countdownRunOut     = "the Patrón's countdown ran out: the game may be ended as abandoned"
	pausedSilent        = "waiting for the Patrón past the decision limit (his computer is connected but silent); the table waits for him"
	pausedAway          = "waiting for the Patrón past the decision limit (his computer is away); the table waits for him"
	pausedSilentEnds    = "waiting for the Patrón past the decision limit (his computer is connected but silent): the game may be ended as abandoned in %v"
	pausedAwayEnds      = "waiting for the Patrón past the decision limit (his computer is away): the game may be ended as abandoned in %v"
	limitNone           = "none (the table waits for every decision)"
	limitPatronWaits    = "%v a decision (then a bot plays a Faction's seat; the table waits for the Patrón)"
	limitPatronGrace    = "%v a decision (then a bot plays a Faction's seat; the Patrón has %v more before the game may end as abandoned)"
)

// The host's and the joiner's first lines: a label, then what it says,
// the labels' colons lined up in each language (labelled).
var (
	hostingTable    = "hosting %q: %d players"
	labelCode       = "session code"
	labelGamePort   = "game port"
	labelDiscPort   = "discovery port"
	labelDiscovery  = "discovery"
	labelJoinAt     = "join at"
	labelLimit      = "decision limit"
	labelToJoin     = "to join"
	labelSeatToken  = "seat token"
	labelComeBack   = "to come back"
	gamePortValue   = "%d (QUIC over UDP)"
	discoveryOff    = "off (join with the address and the code)"
	toJoinValue     = "patron join %s --code %s   (or in the game: Join a LAN game)"
	joinedAt        = "joined %q at %s: %s"
	lookingForGames = "looking for games on %s …"
	everyBroadcast  = "every broadcast address"
	gamesAnswer     = "%d games answer; trying them in this order (give --code CODE to choose one):"
	gameListed      = "  %q at %s: code %s, %d of %d seats free"
	gameFound       = "found %q at %s: code %s, %d of %d seats free"
	gameForged      = "ignored %q at %s: its certificate is not the one its answer claims (a forged or stale answer); looking further"
	gameRefused     = "refused by %q at %s: %v"
	gameIgnored     = "ignored %q at %s: %v; looking further"
)

// labels are every label of the first lines, lined up together.
var labels = []string{labelCode, labelGamePort, labelDiscPort, labelDiscovery, labelJoinAt, labelLimit, labelToJoin, labelSeatToken, labelComeBack}
