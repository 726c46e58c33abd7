// Package store is what the online server keeps so that nothing it
// acknowledged is ever lost: its tables, each table's log of committed
// moves, which key holds which seat, each player's record, and the
// Patrón's sealed games, which it keeps for his key and cannot open. One
// interface, Store, with two implementations, netplay/store/sqlite (a file
// under the server's data folder) and netplay/store/postgres; both pass
// the same suite, netplay/store/storetest.
//
// The store holds the server's JSON as opaque bytes: it orders, bounds
// and keeps them, and decides nothing of the game. It is built for
// several servers sharing one database: every change is guarded (a log
// grows only at its end, a table's state only from the version read), so
// two servers can never both write the same move.
package store

import (
	"context"
	"errors"
	"time"
)

// Table is one table as the server keeps it.
type Table struct {
	ID      string    // url-safe (letters, digits, '-' and '_'), at most MaxID bytes, chosen by the server
	Created time.Time // kept to the microsecond, given back in UTC; zero is the time CreateTable runs
	Public  bool      // listed in the lobby
	Mode    string    // "live" or "turn", opaque here, at most MaxLabel bytes
	Status  string    // "lobby", "playing", "over", "abandoned", "paused": opaque here, filterable, at most MaxLabel bytes
	Config  []byte    // the server's JSON for what never changes (seats as set up, options, clocks); at most MaxBlob
	State   []byte    // the server's JSON for what changes besides the log (seats taken, clocks, stand-ins); at most MaxBlob
	Version int64     // bumped by every change of State or Status (Update and Append): optimistic concurrency
	Length  int       // entries in the table's log
}

// Entry is one committed move as the server keeps it (signed, JSON).
type Entry struct {
	Seq  int // its place in the table's log, from 0
	Data []byte
}

// Sealed is what a player's computer sealed for itself at a table and
// left with the server: the Patrón's secrets, encrypted with a key only
// his own identity derives (netplay/sealed). The store keeps it as opaque
// bytes, one for each table and key, and gives it back to that key alone.
type Sealed struct {
	Key  string // the key it is kept for: the seat's, who alone gets it back
	Seat int    // the seat that key held when it sealed it
	At   int    // the log's length it was sealed at: its move's seq + 1
	Data []byte // opaque, at most MaxSealed bytes
}

// Filter picks tables for Tables. A zero Filter lists every table, by ID,
// DefaultLimit at a time.
type Filter struct {
	Public *bool    // only public (true) or private (false) tables; nil: both
	Status []string // only tables in one of these statuses; empty: any
	Mode   string   // only tables of this mode; "": any
	Limit  int      // at most this many, at most MaxLimit; 0: DefaultLimit
	After  string   // only IDs after this one: the last ID of the previous page
}

// SeatRef names one seat of one table.
type SeatRef struct {
	Table string
	Seat  int
}

// The bounds on what a Store accepts. Anything beyond them is refused
// with ErrInvalid before the database is touched, so no client can make
// the server keep more than this through it.
const (
	MaxID        = 64        // bytes of a table ID
	MaxKey       = 128       // bytes of a key (a hex Ed25519 public key is 64)
	MaxLabel     = 32        // bytes of a Mode or Status
	MaxBlob      = 1 << 20   // bytes of a Config, a State or a player's record
	MaxEntry     = 64 << 10  // bytes of one entry's Data
	MaxSealed    = 64 << 10  // bytes of a Sealed's Data
	MaxSeat      = 63        // the highest seat number
	MaxLength    = 1<<31 - 1 // entries in one log
	MaxLimit     = 1000      // tables a Tables call returns at most
	DefaultLimit = 100       // tables a Tables call returns when its Filter says no Limit
	MaxEntries   = 1000      // entries an Entries call returns at most
)

var (
	// ErrNotFound: no such table (or player).
	ErrNotFound = errors.New("store: not found")
	// ErrExists: CreateTable of an ID already taken.
	ErrExists = errors.New("store: already exists")
	// ErrConflict: the change was made against something that moved on
	// (Append of a seq other than the log's length, Update of an old
	// version, Bind of a seat another key holds). Read again and decide
	// again; nothing was changed.
	ErrConflict = errors.New("store: conflict")
	// ErrInvalid: an argument out of its bounds (the error says which).
	ErrInvalid = errors.New("store: invalid")
	// ErrClosed: the Store was closed.
	ErrClosed = errors.New("store: closed")
)

// Store keeps the server's tables durably. Every method is safe for
// concurrent use, and every change has been made durable (committed and
// flushed to disk) before the method returns nil. A method that returns
// another error (the context's, say) may or may not have made its change:
// read back to know.
type Store interface {
	// CreateTable stores a new table with its log empty, at Version 1 and
	// Length 0 whatever t says. ErrExists if the ID is taken.
	CreateTable(ctx context.Context, t Table) error

	// Table returns one table. ErrNotFound if there is none.
	Table(ctx context.Context, id string) (Table, error)

	// Tables returns the tables f picks, ordered by ID.
	Tables(ctx context.Context, f Filter) ([]Table, error)

	// Update replaces the table's Status and State when its stored
	// Version is version, and returns the new Version. An empty status
	// or a nil state leaves that one as it is. ErrConflict if the Version
	// moved on, ErrNotFound if there is no such table.
	Update(ctx context.Context, id string, version int64, status string, state []byte) (int64, error)

	// Append adds entry seq to the table's log and, in the same
	// transaction, sets the table's Status and State (empty status or nil
	// state: unchanged) and bumps its Version, which it returns. seq must
	// be the log's Length, otherwise ErrConflict and nothing changes, so
	// two servers can never both append one seq. The entry is durable
	// before Append returns nil. ErrNotFound if there is no such table.
	Append(ctx context.Context, id string, seq int, data []byte, status string, state []byte) (int64, error)

	// AppendSealed is Append, and in the same transaction it keeps s for
	// the table and s.Key at At = seq + 1 (whatever s.At says): the
	// sealed blob that came with move seq is durable when the move is. It
	// replaces a blob kept for that key only when the kept one's At is
	// lower, so a newer blob is never replaced by an older one (a log only
	// grows, so the At of a blob that comes with its next move is always
	// the higher). A refused append keeps nothing of s.
	AppendSealed(ctx context.Context, id string, seq int, data []byte, status string, state []byte, s Sealed) (int64, error)

	// Sealed returns the blob kept for key at table id. ErrNotFound if
	// there is none (or no such table).
	Sealed(ctx context.Context, id, key string) (Sealed, error)

	// Entries returns the log's entries from seq from on, at most max of
	// them (max ≤ 0 or beyond MaxEntries: MaxEntries), in order; none
	// when from is at or past the end. ErrNotFound if there is no such
	// table.
	Entries(ctx context.Context, id string, from, max int) ([]Entry, error)

	// Bind gives a seat of a table to a key ("My games" finds it by the
	// key). Binding a seat to the key that holds it already is not an
	// error; ErrConflict if another key holds it, ErrNotFound if there is
	// no such table.
	Bind(ctx context.Context, table string, seat int, key string) error

	// Unbind frees a seat; freeing a free seat is not an error.
	Unbind(ctx context.Context, table string, seat int) error

	// SeatsOf returns the seats a key holds, ordered by table and seat.
	SeatsOf(ctx context.Context, key string) ([]SeatRef, error)

	// Player returns a key's record (the server's JSON: name, vacation
	// days left…). ErrNotFound if the key has none.
	Player(ctx context.Context, key string) ([]byte, error)

	// PutPlayer sets a key's record, replacing what it had.
	PutPlayer(ctx context.Context, key string, data []byte) error

	// Close waits for the changes under way and releases the database;
	// calls after it return ErrClosed.
	Close() error
}
