package lan

import (
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"unicode/utf8"

	"patron/netplay/wire"
)

// SeatRecord is how a computer gets back to its seat at a LAN table after
// a drop or a restart: where the table is, its certificate, the seat and
// its token. `patron join --save FILE` keeps one in FILE.seat; the window
// keeps one beside its LAN saves. Both write what Encode gives whole or not
// at all (durable.WriteFile), and read it back through ReadSeatRecord, which
// refuses a record that could not take the seat back.
type SeatRecord struct {
	Host  string `json:"host,omitempty"` // the table's name, as the Join screen shows it
	Addr  string `json:"addr"`           // host:port
	Pin   string `json:"pin"`            // the certificate's fingerprint, or the session code as typed
	Name  string `json:"name"`
	Seat  int    `json:"seat"`
	Token string `json:"token"`
	// SaveID is the window's LAN save of this game: the Patrón's holds his
	// secrets, which he cannot come back without.
	SaveID string `json:"saveId,omitempty"`
}

// maxSeatRecord bounds a seat record on disk: a few hundred bytes are
// written; anything much larger is not one.
const maxSeatRecord = 1 << 16

// Check reports what makes r unable to take its seat back, or nil.
func (r SeatRecord) Check() error {
	switch {
	case r.Seat < 0 || r.Seat >= wire.MaxSeats:
		return fmt.Errorf("no seat %d at a table", r.Seat)
	case len(r.Token) != 32 || !isHex(r.Token):
		return errors.New("a seat token is 32 hex digits")
	case r.Name == "" || !utf8.ValidString(r.Name) || utf8.RuneCountInString(r.Name) > wire.MaxName:
		return fmt.Errorf("a name has 1 to %d characters", wire.MaxName)
	case len(r.Host) > maxAddr || !utf8.ValidString(r.Host): // a table's name, or the address typed
		return errors.New("a table's name too long")
	case len(r.SaveID) > 200:
		return errors.New("a save's id too long")
	}
	if addr, err := HostPort(r.Addr); err != nil {
		return err
	} else if addr != r.Addr {
		return fmt.Errorf("%q is not in the host:port form", clipText(r.Addr))
	}
	return CheckPin(r.Pin)
}

func isHex(s string) bool {
	_, err := hex.DecodeString(s)
	return err == nil
}

// Encode is r as it is kept on disk, for writing whole or not at all
// (durable.WriteFile). A record that could not take the seat back is an
// error, not written.
func (r SeatRecord) Encode() ([]byte, error) {
	if err := r.Check(); err != nil {
		return nil, fmt.Errorf("a seat record: %w", err)
	}
	return json.MarshalIndent(r, "", "  ")
}

// ReadSeatRecord reads the record at path (DecodeSeatRecord). A missing
// file is an error for which errors.Is(err, fs.ErrNotExist) holds.
func ReadSeatRecord(path string) (SeatRecord, error) {
	var r SeatRecord
	f, err := os.Open(path)
	if err != nil {
		return r, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxSeatRecord+1))
	if err != nil {
		return r, err
	}
	if r, err = DecodeSeatRecord(data); err != nil {
		return r, fmt.Errorf("%s: %w", path, err)
	}
	return r, nil
}

// DecodeSeatRecord reads a record as Encode wrote it. Too large, not JSON,
// or a record that could not take its seat back is an error that says so.
// A record written before the field was called "pin" (the window's
// "fingerprint") reads the same.
func DecodeSeatRecord(data []byte) (SeatRecord, error) {
	var r SeatRecord
	if len(data) > maxSeatRecord {
		return r, fmt.Errorf("not a seat record: over %d bytes", maxSeatRecord)
	}
	var rec struct {
		SeatRecord
		Fingerprint string `json:"fingerprint"`
	}
	if err := json.Unmarshal(data, &rec); err != nil {
		return r, fmt.Errorf("not a seat record: %v", err)
	}
	r = rec.SeatRecord
	if r.Pin == "" {
		r.Pin = rec.Fingerprint
	}
	if err := r.Check(); err != nil {
		return SeatRecord{}, fmt.Errorf("not a seat record: %v", err)
	}
	return r, nil
}
