package words

// A turn-based table's clocks (scenes/lan_banks.go): each seat's time
// bank where the seats are shown, the table's rule in its lobby; and the
// player's vacation in Play online (scenes/online_vacation.go).
var (
	// BankDays is a bank's time left of a day or more: the days, then
	// h:mm:ss.
	BankDays = "%d d %s"
	// BankHeld is a seat's bank while its person is on vacation.
	BankHeld = "on vacation: %s"
	// WaitingBank is the waiting line at a turn-based table: whom the
	// table waits on, and their bank.
	WaitingBank    = "Waiting for %s… Their time bank: %s"
	LobbyBank      = "Time bank: %s each, +%s after each move, at most %s"
	LobbyBankFixed = "Time bank: %s each, for the whole game"
	LobbyBankHint  = "Each player's time to decide comes off their bank. Past it, a bot plays a Faction until its player is back; the table waits %s more for the Patrón, then the server ends the game."

	OnlineVacationLeft = "Vacation days left this year: %d"
	OnlineVacationOn   = "On vacation until %s; days left this year: %d"
	OnlineVacationTake = "Take vacation"
	OnlineVacationEnd  = "End vacation"
	// OnlineHeldUntil is in My games' line of a table whose player is on
	// vacation.
	OnlineHeldUntil = "on vacation until %s"
)
