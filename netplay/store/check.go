package store

import (
	"fmt"
	"time"
)

// The checks every implementation makes before it touches its database,
// so that both refuse the same things with the same words.

// CheckTable checks a table given to CreateTable and returns it as it is
// to be stored: Created in UTC to the microsecond (now if zero), Version 1,
// Length 0, nil Config and State as empty.
func CheckTable(t Table) (Table, error) {
	if err := CheckID(t.ID); err != nil {
		return t, err
	}
	if err := checkLabel("mode", t.Mode); err != nil {
		return t, err
	}
	if err := checkLabel("status", t.Status); err != nil {
		return t, err
	}
	if err := CheckBlob("config", t.Config); err != nil {
		return t, err
	}
	if err := CheckBlob("state", t.State); err != nil {
		return t, err
	}
	if t.Created.IsZero() {
		t.Created = time.Now()
	}
	t.Created = t.Created.UTC().Truncate(time.Microsecond)
	t.Version, t.Length = 1, 0
	if t.Config == nil {
		t.Config = []byte{}
	}
	if t.State == nil {
		t.State = []byte{}
	}
	return t, nil
}

// CheckID checks a table ID: 1 to MaxID bytes of letters, digits, '-'
// and '_', so that it goes in a URL as it is.
func CheckID(id string) error {
	if id == "" || len(id) > MaxID {
		return fmt.Errorf("%w: a table ID has 1 to %d bytes, not %d", ErrInvalid, MaxID, len(id))
	}
	for _, c := range []byte(id) {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return fmt.Errorf("%w: table ID %q has %q, which is not url-safe", ErrInvalid, id, c)
		}
	}
	return nil
}

// CheckKey checks a player's key: 1 to MaxKey bytes.
func CheckKey(key string) error {
	if key == "" || len(key) > MaxKey {
		return fmt.Errorf("%w: a key has 1 to %d bytes, not %d", ErrInvalid, MaxKey, len(key))
	}
	return nil
}

// CheckSeat checks a seat number: 0 to MaxSeat.
func CheckSeat(seat int) error {
	if seat < 0 || seat > MaxSeat {
		return fmt.Errorf("%w: seat %d is not in 0 to %d", ErrInvalid, seat, MaxSeat)
	}
	return nil
}

// CheckBlob checks a Config, a State or a player's record: at most MaxBlob
// bytes.
func CheckBlob(what string, b []byte) error {
	if len(b) > MaxBlob {
		return fmt.Errorf("%w: a %s has at most %d bytes, not %d", ErrInvalid, what, MaxBlob, len(b))
	}
	return nil
}

// CheckChange checks the status and state an Update or an Append sets.
func CheckChange(id, status string, state []byte) error {
	if err := CheckID(id); err != nil {
		return err
	}
	if status != "" {
		if err := checkLabel("status", status); err != nil {
			return err
		}
	}
	return CheckBlob("state", state)
}

// CheckAppend checks everything an Append is given.
func CheckAppend(id string, seq int, data []byte, status string, state []byte) error {
	if seq < 0 || seq >= MaxLength {
		return fmt.Errorf("%w: seq %d is not in 0 to %d", ErrInvalid, seq, MaxLength-1)
	}
	if len(data) > MaxEntry {
		return fmt.Errorf("%w: an entry has at most %d bytes, not %d", ErrInvalid, MaxEntry, len(data))
	}
	return CheckChange(id, status, state)
}

// CheckSealed checks what an AppendSealed keeps besides its entry: a key,
// a seat, and at most MaxSealed bytes, not none.
func CheckSealed(s Sealed) error {
	if err := CheckKey(s.Key); err != nil {
		return err
	}
	if err := CheckSeat(s.Seat); err != nil {
		return err
	}
	if len(s.Data) == 0 || len(s.Data) > MaxSealed {
		return fmt.Errorf("%w: a sealed blob has 1 to %d bytes, not %d", ErrInvalid, MaxSealed, len(s.Data))
	}
	return nil
}

// PageSize is how many entries an Entries call with max returns at most.
func PageSize(max int) int {
	if max <= 0 || max > MaxEntries {
		return MaxEntries
	}
	return max
}

// CheckFilter checks a Filter and returns the number of tables to list.
func CheckFilter(f Filter) (int, error) {
	for _, s := range f.Status {
		if err := checkLabel("status", s); err != nil {
			return 0, err
		}
	}
	if len(f.Status) > 16 {
		return 0, fmt.Errorf("%w: a filter names at most 16 statuses, not %d", ErrInvalid, len(f.Status))
	}
	if f.Mode != "" {
		if err := checkLabel("mode", f.Mode); err != nil {
			return 0, err
		}
	}
	if len(f.After) > MaxID {
		return 0, fmt.Errorf("%w: After has at most %d bytes", ErrInvalid, MaxID)
	}
	switch {
	case f.Limit < 0:
		return 0, fmt.Errorf("%w: limit %d is negative", ErrInvalid, f.Limit)
	case f.Limit == 0:
		return DefaultLimit, nil
	case f.Limit > MaxLimit:
		return MaxLimit, nil
	}
	return f.Limit, nil
}

func checkLabel(what, s string) error {
	if s == "" || len(s) > MaxLabel {
		return fmt.Errorf("%w: a %s has 1 to %d bytes, not %d", ErrInvalid, what, MaxLabel, len(s))
	}
	return nil
}

// NoTable is ErrNotFound for table id.
func NoTable(id string) error { return fmt.Errorf("table %s: %w", id, ErrNotFound) }

// Conflict is ErrConflict for a change of table id made against what
// (a seq, a version) that moved on.
func Conflict(id, what string) error { return fmt.Errorf("table %s, %s: %w", id, what, ErrConflict) }
