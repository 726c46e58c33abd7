package session

import (
	"patron/game"
	"patron/netplay/identity"
)

// Note is something the owner should know after a Step: a command the
// log took, words from a player, a change of who sits where, a refusal, a
// desync, the audit at the end.
type Note struct {
	Kind NoteKind
	// Committed: the command's log position, the player it was decided
	// for, the command as applied here, and its events.
	Seq     int
	Player  int
	Command game.Command
	Events  []game.Event
	// Text: the chat's words, or what was refused or went wrong; Code:
	// the refusal's stable code ("stale" when another machine answered a
	// shared decision first).
	Text string
	Code string
	// Err is the host's own engine's refusal of a joiner's decision
	// (NoteProblem), a value the host's screen says in its language. A
	// joiner checks its decisions by the rules before it sends them, so
	// the host's refusal reaches it as a Code, which it says in its own
	// language (Text is the host's English, for logs).
	Err error
	// Audit: what checking the Patrón's openings found (none: fair play).
	Findings []game.Finding
	// Sheet is the Patrón's hiding sheet as his openings show it.
	Sheet []game.SheetEntry
	// Key is the key bound to Player's seat (NoteBound).
	Key identity.Key
}

// NoteKind is what a Note is about.
type NoteKind uint8

const (
	NoteCommitted NoteKind = iota + 1 // a command joined the log and was applied here
	NoteChat                          // a player said something
	NoteLobby                         // who sits where changed (before the start)
	NoteStarted                       // the game began (Code StartedFromLog: this machine caught up with a game under way)
	NotePresence                      // someone came, went or is stood in for
	NoteRefused                       // a decision of this machine's was refused
	NoteDesync                        // a machine's game differs from the log's
	NoteAudit                         // the Patrón's secrets were opened and checked
	NoteClosed                        // the connection to the host is gone
	NoteProblem                       // a peer sent something refused (host side)
)

// StartedFromLog is the Code of a NoteStarted that a sync brought: this
// machine caught up with a game under way (it came back, or joined late),
// where a start message began the game with it.
const StartedFromLog = "from-log"
