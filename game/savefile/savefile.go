// Package savefile is the save format: what a saved game holds, how it is
// sealed against damage and edits, and how a save is checked and turned
// back into a game.
//
// A save is one JSON document (docs/SAVE-FORMAT.md):
//
//	format, version    "patron-save", 4 (3 is read as written, 2 by
//	                   migration: migrate.go)
//	table              who plays: names and bots, the Patrón's seat, the split
//	options            the game's options (public seed, players, control)
//	summary            season, turn, result, commands, when saved: for lists
//	public             the published command log, its hash chain with a
//	                   checkpoint every CheckEvery commands (chain digest and
//	                   public state hash), the chain digest over the whole log
//	                   and the final public state hash
//	sealed             the Patrón's part sealed with a Key kept apart from the
//	                   saves, instead of secret, when no person at this PC
//	                   plays him (sealed.go)
//	secret             the Patrón's part (absent from a Factions' save): his
//	                   secret seed, his commands as he applied them, the final
//	                   secret state hash
//	seal               SHA-256 over all of the above
//
// Loading checks the document before it replays anything: every field is
// there, the seal matches, the chain matches the log. The replay then
// checks each checkpoint's state hash as it passes it, and the final
// hashes. Any difference refuses the save with an Error saying where.
//
// The seal makes damage and hand edits evident; it is not a signature (the
// file holds no key), which is all a save on the player's own disk needs.
// The sealed part is encrypted: its key is not in the file.
package savefile

import (
	"patron/game"
	"patron/game/box"
)

const (
	// Format names the document kind.
	Format = "patron-save"
	// Version is the version this package writes and reads: games played
	// under ruling R25 whose sealed part binds the whole save around it
	// (sealed.go). It reads version 3 (the same games, the sealed part
	// bound to its public log alone) as written, and version 2 by
	// migration (migrate.go).
	Version = 4
	// CheckEvery is how many public commands lie between checkpoints.
	CheckEvery = 32
	// MaxBytes bounds a save; a longer file is refused unread. A save
	// holds about 50 bytes a command: a whole game writes 15-40 KB.
	MaxBytes = 4 << 20
	// MaxCommands bounds a log (a game has a few thousand at most).
	MaxCommands = 200_000
	// MaxTutorialSteps bounds a tutorial guide's step.
	MaxTutorialSteps = 100
)

// File is a save as it is written.
type File struct {
	Format  string       `json:"format"`
	Version int          `json:"version"`
	Table   Table        `json:"table"`
	Options game.Options `json:"options"`
	Summary Summary      `json:"summary"`
	Sealed  *Sealed      `json:"sealed,omitempty"`
	Public  Public       `json:"public"`
	Secret  *Secret      `json:"secret,omitempty"`
	Seal    string       `json:"seal"`
}

// Table is who plays, as the table was set up.
type Table struct {
	People []Person `json:"people"`
	Patron int      `json:"patron"` // index in People
	// Control[f] is the index in People of faction f's player.
	Control [box.NumFactions]int `json:"control"`
	// Markers are the Factions' hideout markers: their notes on the map,
	// not part of the game's rules (location ids).
	Markers []string `json:"markers,omitempty"`
	// Ruled and Notes are the Factions' other marks (marks.go): places
	// they ruled out, and a few words on a place. Older saves have none.
	Ruled []string `json:"ruled,omitempty"`
	Notes []Note   `json:"notes,omitempty"`
	// Tutorial is the guide of a tutorial game while it still speaks;
	// absent in any other game.
	Tutorial *Tutorial `json:"tutorial,omitempty"`
	// Abandoned says a LAN game ended abandoned where the log stops: the
	// table waited for a seat no bot may play (the Patrón's) past its
	// decision limit and countdown. Absent in any other game.
	Abandoned *Abandoned `json:"abandoned,omitempty"`
	// Hints counts the hints the people took (issue 34), and NoHints says
	// the table was made without them. Older saves have neither.
	Hints   int  `json:"hints,omitempty"`
	NoHints bool `json:"noHints,omitempty"`
}

// Abandoned is why a LAN game ended abandoned.
type Abandoned struct {
	Seat   int  `json:"seat"`   // the seat the table waited for (in People)
	Waited int  `json:"waited"` // seconds it waited for that seat's decision
	Gone   bool `json:"gone"`   // that seat's computer was not connected (else it was, and silent)
}

// Tutorial is where a tutorial's guide stood: the side it teaches and its
// step (0 is the first).
type Tutorial struct {
	Patron bool `json:"patron"`
	Step   int  `json:"step"`
}

// Person is one player: a name, and the bot kind that plays for them ("" for
// a person).
type Person struct {
	Name string `json:"name"`
	Bot  string `json:"bot,omitempty"`
}

// Summary describes the game for a list of saves. It is checked against
// the replayed game on load.
type Summary struct {
	Season   int    `json:"season"`
	Turn     int    `json:"turn"`
	Over     bool   `json:"over"`
	Winner   string `json:"winner,omitempty"`
	Commands int    `json:"commands"` // public commands
	Created  string `json:"created"`  // RFC 3339
	Saved    string `json:"saved"`    // RFC 3339
}

// Public is what every machine holds.
type Public struct {
	Log         []string     `json:"log"`
	Checkpoints []Checkpoint `json:"checkpoints"`
	Chain       string       `json:"chain"` // the chain digest over the whole log
	PublicHash  string       `json:"publicHash"`
}

// Checkpoint pins the log after At commands: the chain digest over the
// options and those commands, and the public state hash there.
type Checkpoint struct {
	At         int    `json:"at"`
	Chain      string `json:"chain"`
	PublicHash string `json:"publicHash"`
}

// Secret is the Patrón's part.
type Secret struct {
	Seed       string   `json:"seed"` // 64 hex digits
	Log        []string `json:"log"`
	SecretHash string   `json:"secretHash"`
}
