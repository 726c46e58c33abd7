// Package lobby is the online server's lobby as its clients call it: the
// JSON of each HTTPS call (docs/online.md lists them). Both the server
// (netplay/server) and the clients (netplay/online) speak through these
// types, and nothing else: a browser's build links no server code.
package lobby

import (
	"time"

	"patron/netplay/identity"
)

// Modes of a table.
const (
	Live = "live" // everyone at the table at once, a decision limit of minutes
	Turn = "turn" // a table that lasts days: a time bank per player
)

// Statuses of a table, as lists show them.
const (
	StatusLobby     = "lobby"
	StatusPlaying   = "playing"
	StatusOver      = "over"
	StatusAbandoned = "abandoned"
)

// SeatConfig is one seat as the table's creator set it up.
type SeatConfig struct {
	Bot string `json:"bot,omitempty"` // a level of the server's bots; "" for a person
}

// Clock is a table's time rule. A live table has a decision limit (a
// Faction past it is played by a stand-in, the Patrón past it pauses the
// table and, past Grace, may be ended); a turn-based one a time bank per
// player.
//
// On a turn-based table, DecisionMS bounds the decisions the Factions
// share (charged to no one's bank; 0: PerMoveMS, or else BankMS), and
// GraceMS is the Patrón's countdown past his bank (0: the server's, 12
// hours).
type Clock struct {
	DecisionMS int `json:"decisionMs,omitempty"` // live: each decision's limit
	GraceMS    int `json:"graceMs,omitempty"`    // the Patrón's countdown past his limit or bank
	BankMS     int `json:"bankMs,omitempty"`     // turn-based: each player's bank at the start
	PerMoveMS  int `json:"perMoveMs,omitempty"`  // turn-based: added to a bank after each decision
	CapMS      int `json:"capMs,omitempty"`      // turn-based: a bank never holds more
}

// Login signs a player in: their key, the challenge's nonce, their answer.
type Login struct {
	Key   identity.Key `json:"key"`
	Nonce string       `json:"nonce"`
	Sig   string       `json:"sig"`
	Name  string       `json:"name"`
}

// SignedIn is the answer to a login: the session's token for later calls.
type SignedIn struct {
	Token  string       `json:"token"`
	Server identity.Key `json:"server"`
}

// Refusal is a call refused: a stable code and words.
type Refusal struct {
	Code string `json:"error"`
	Text string `json:"text"`
}

// Create is a request for a new table: as a New game, plus the mode, the
// clock and whether it is listed.
type Create struct {
	Name      string       `json:"name"`
	Mode      string       `json:"mode"`
	Public    bool         `json:"public"`
	Seats     []SeatConfig `json:"seats"`
	Control   [4]int       `json:"control,omitempty"`
	SeasonCap int          `json:"seasonCap,omitempty"`
	Clock     Clock        `json:"clock"`
	// NoHints makes a table without the hint of a seat, for everyone at
	// it (issue 34); left out for a table with hints, as before.
	NoHints bool `json:"noHints,omitempty"`
	// StandIn is the level of the server's bot that plays a seat past its
	// time (issue 34); left out for Normal, as before.
	StandIn string `json:"standIn,omitempty"`
}

// Made is a new table: its id, and the invite code of a private one.
type Made struct {
	ID     string `json:"id"`
	Invite string `json:"invite,omitempty"`
}

// TicketRequest asks for the right to open one table's connection.
type TicketRequest struct {
	Table  string `json:"table"`
	Invite string `json:"invite,omitempty"` // a private table's code, for a newcomer
	Watch  bool   `json:"watch,omitempty"`  // as a spectator: the public view only
}

// Ticket is that right, to be used within seconds, once.
type Ticket struct {
	Ticket string `json:"ticket"`
}

// Sealed is the Patrón's game as his computer sealed it for itself and
// left with the server (netplay/sealed), given back to his key alone: the
// log's length it was sealed at, and the sealed bytes, which the server
// cannot open.
type Sealed struct {
	At   int    `json:"at"`
	Data []byte `json:"data"`
}

// Listing is a table as lists show it.
type Listing struct {
	ID      string        `json:"id"`
	Name    string        `json:"name"`
	Mode    string        `json:"mode"`
	Status  string        `json:"status"`
	Public  bool          `json:"public"`
	Seats   []ListingSeat `json:"seats"`
	Waiting int           `json:"waiting"` // the seat the table waits for, −1 for nobody or the Factions together
	// Last is the last move's command and when it was made.
	Last   string    `json:"last,omitempty"`
	LastAt time.Time `json:"lastAt,omitzero"`
	Clock  Clock     `json:"clock"`
	// BankMS is each seat's time left on a turn-based table.
	BankMS []int `json:"bankMs,omitempty"`
	// NoHints: the table was made without the hint of a seat (issue 34).
	// Older clients decode leniently and ignore it.
	NoHints bool `json:"noHints,omitempty"`
}

// ListingSeat is one seat of a listing.
type ListingSeat struct {
	Name      string `json:"name,omitempty"`
	Bot       string `json:"bot,omitempty"`
	Taken     bool   `json:"taken"`
	Connected bool   `json:"connected"`
}

// Mine is one of a player's tables, for My games.
type Mine struct {
	Listing
	Seat     int  `json:"seat"`
	YourTurn bool `json:"yourTurn"`
	// HeldUntil: on a turn-based table, the player's clock is stopped
	// until then (their vacation).
	HeldUntil time.Time `json:"heldUntil,omitzero"`
}

// TakeVacation starts a vacation of Days whole days (or adds them to the
// one under way); 0 ends the one under way, the whole days not begun
// given back. While it lasts, the player's clocks stop at every
// turn-based table.
type TakeVacation struct {
	Days int `json:"days"`
}

// Vacation is a player's vacation: until when their clocks are stopped
// (zero: none under way), and the days left of this year's allowance.
type Vacation struct {
	Until    time.Time `json:"until,omitzero"`
	DaysLeft int       `json:"daysLeft"`
	PerYear  int       `json:"perYear"`
}
