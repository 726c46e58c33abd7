package ledger

import (
	"encoding/json"
	"fmt"
	"io"

	"patron/game"
	"patron/netplay/identity"
)

// LogFormat names an exported table log.
const LogFormat = "patron-table-log"

// Log is a table's whole record as a server or a player exports it: who
// sat where with which key, every signed move, the server's receipts, and
// the Patrón's openings once the game ended. Anyone can check it offline
// (Verify), trusting neither the server nor whoever sent the file.
type Log struct {
	Format   string             `json:"format"`
	Version  int                `json:"version"`
	Table    string             `json:"table"`
	Server   identity.Key       `json:"server"`
	Options  game.Options       `json:"options"`
	Seats    []Seat             `json:"seats"`
	Moves    []Move             `json:"moves"`
	Receipts []Receipt          `json:"receipts"`
	Openings []game.OpeningText `json:"openings,omitempty"`
	Ended    string             `json:"ended,omitempty"` // "abandoned" when the table ended so; "" otherwise
}

// Seat is one seat of an exported log.
type Seat struct {
	Name string       `json:"name"`
	Key  identity.Key `json:"key,omitempty"` // the person's key; "" for a seat the server played
	Bot  string       `json:"bot,omitempty"` // the level of the server's bot in it
}

// Signers is who may sign for each seat of the log.
func (l *Log) Signers() Signers {
	s := Signers{Server: l.Server, Seats: make([]identity.Key, len(l.Seats))}
	for i, seat := range l.Seats {
		s.Seats[i] = seat.Key
	}
	return s
}

// maxLog bounds an exported log read from a file: a whole game's log is
// well under a megabyte.
const maxLog = 64 << 20

// ReadLog reads an exported log, strictly: an unknown field or a second
// object is an error, not something skipped.
func ReadLog(r io.Reader) (*Log, error) {
	dec := json.NewDecoder(io.LimitReader(r, maxLog+1))
	dec.DisallowUnknownFields()
	var l Log
	if err := dec.Decode(&l); err != nil {
		return nil, fmt.Errorf("not a table log: %w", err)
	}
	if dec.More() {
		return nil, fmt.Errorf("not a table log: more follows its object")
	}
	if l.Format != LogFormat || l.Version != 1 {
		return nil, fmt.Errorf("not a table log of this game (format %q, version %d)", l.Format, l.Version)
	}
	return &l, nil
}

// Write writes the log as indented JSON.
func (l *Log) Write(w io.Writer) error {
	l.Format, l.Version = LogFormat, 1
	enc := json.NewEncoder(w)
	enc.SetIndent("", " ")
	return enc.Encode(l)
}
