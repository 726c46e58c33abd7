package lan

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// writeSeatRecord writes what Encode gives (the callers write it with
// durable.WriteFile).
func writeSeatRecord(path string, r SeatRecord) error {
	data, err := r.Encode()
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, data, 0o644)
}

func aSeatRecord() SeatRecord {
	return SeatRecord{Host: "Ana's table", Addr: "192.168.1.20:27450", Pin: strings.Repeat("ab", 32),
		Name: "Bruno", Seat: 2, Token: strings.Repeat("0f", 16), SaveID: "lan-1"}
}

// A seat record is written whole and reads back the same; a record that
// could not take its seat back is neither written nor read.
func TestASeatRecordReadsBackAsWritten(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "lan", "seat.json")
	r := aSeatRecord()
	if err := writeSeatRecord(path, r); err != nil {
		t.Fatal(err)
	}
	back, err := ReadSeatRecord(path)
	if err != nil || back != r {
		t.Fatalf("read back %+v, %v; want %+v", back, err, r)
	}
	if _, err := ReadSeatRecord(filepath.Join(dir, "none.json")); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("a missing record: %v", err)
	}
	for what, change := range map[string]func(*SeatRecord){
		"the Patrón's seat 0": func(r *SeatRecord) { r.Seat = 0 },
		"seat 4":              func(r *SeatRecord) { r.Seat = 4 },
		"a session code":      func(r *SeatRecord) { r.Pin = "04hm-asw9" },
		"an IPv6 address":     func(r *SeatRecord) { r.Addr = "[fe80::1]:27450" },
		"no save":             func(r *SeatRecord) { r.SaveID = "" },
	} {
		r := aSeatRecord()
		change(&r)
		if err := writeSeatRecord(path, r); err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		if back, err := ReadSeatRecord(path); err != nil || back != r {
			t.Fatalf("%s: read back %+v, %v", what, back, err)
		}
	}
}

func TestABadSeatRecordIsRefused(t *testing.T) {
	path := filepath.Join(t.TempDir(), "seat.json")
	for what, change := range map[string]func(*SeatRecord){
		"seat 5":            func(r *SeatRecord) { r.Seat = 5 },
		"seat -1":           func(r *SeatRecord) { r.Seat = -1 },
		"no token":          func(r *SeatRecord) { r.Token = "" },
		"a short token":     func(r *SeatRecord) { r.Token = "0f0f" },
		"a token not hex":   func(r *SeatRecord) { r.Token = strings.Repeat("zz", 16) },
		"no address":        func(r *SeatRecord) { r.Addr = "" },
		"no port":           func(r *SeatRecord) { r.Addr = "192.168.1.20" },
		"[IPv6] no port":    func(r *SeatRecord) { r.Addr = "[::1]" },
		"no pin":            func(r *SeatRecord) { r.Pin = "" },
		"a pin of nothing":  func(r *SeatRecord) { r.Pin = "hello world!" },
		"no name":           func(r *SeatRecord) { r.Name = "" },
		"a name too long":   func(r *SeatRecord) { r.Name = strings.Repeat("n", 41) },
		"a name not UTF-8":  func(r *SeatRecord) { r.Name = "\xff" },
		"a table's name":    func(r *SeatRecord) { r.Host = strings.Repeat("h", 1000) },
		"a save's long id ": func(r *SeatRecord) { r.SaveID = strings.Repeat("s", 1000) },
	} {
		r := aSeatRecord()
		change(&r)
		if err := writeSeatRecord(path, r); err == nil {
			t.Errorf("%s: written", what)
		}
	}
	good := aSeatRecord()
	if err := writeSeatRecord(path, good); err != nil {
		t.Fatal(err)
	}
	for what, data := range map[string]string{
		"not JSON":      "seat 2",
		"empty":         "",
		"an array":      "[]",
		"seat 7":        `{"addr":"a:1","pin":"04HMASW9","name":"n","seat":7,"token":"0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f"}`,
		"a bare host":   `{"addr":"a","pin":"04HMASW9","name":"n","seat":1,"token":"0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f"}`,
		"no token":      `{"addr":"a:1","pin":"04HMASW9","name":"n","seat":1}`,
		"over the size": `{"addr":"a:1","pin":"04HMASW9","name":"n","seat":1,"token":"0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f","x":"` + strings.Repeat("x", 1<<16) + `"}`,
	} {
		if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		if r, err := ReadSeatRecord(path); err == nil {
			t.Errorf("%s: read as %+v", what, r)
		}
	}
}

// The window's records written before the pin had its name ("fingerprint")
// still take their seat back.
func TestAnOlderSeatRecordStillReads(t *testing.T) {
	path := filepath.Join(t.TempDir(), "seat.json")
	old := `{"host":"Ana's table","addr":"10.0.0.2:27450","fingerprint":"` + strings.Repeat("ab", 32) +
		`","name":"Bruno","seat":1,"token":"` + strings.Repeat("0f", 16) + `","saveId":"x"}`
	if err := os.WriteFile(path, []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}
	r, err := ReadSeatRecord(path)
	if err != nil || r.Pin != strings.Repeat("ab", 32) || r.Seat != 1 || r.SaveID != "x" {
		t.Fatalf("%+v, %v", r, err)
	}
}
