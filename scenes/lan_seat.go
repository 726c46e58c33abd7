package scenes

import (
	"encoding/json"
	"os"
	"path/filepath"

	"patron/scenes/store"
)

// seatRecord is how this computer gets back to its seat at a LAN table
// after a drop or a restart: where the host was, its certificate, the
// seat's token, and (for the Patrón's computer) the save holding his
// secrets. It is written atomically beside the LAN saves.
type seatRecord struct {
	Host        string `json:"host"` // the table's name
	Addr        string `json:"addr"`
	Fingerprint string `json:"fingerprint"` // or the session code, as typed
	Name        string `json:"name"`
	Seat        int    `json:"seat"`
	Token       string `json:"token"`
	SaveID      string `json:"saveId,omitempty"`
}

func seatRecordPath(a *App) string {
	if a.Store == nil {
		return ""
	}
	return filepath.Join(a.Store.Root, "lan", "seat.json")
}

// saveSeatRecord keeps the record; failing to is not fatal (the player can
// still rejoin a Faction's seat by typing the address and code).
func saveSeatRecord(a *App, r seatRecord) error {
	path := seatRecordPath(a)
	if path == "" {
		return nil
	}
	data, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return store.WriteFile(path, data)
}

// loadSeatRecord reads the record, if there is a sound one.
func loadSeatRecord(a *App) (seatRecord, bool) {
	var r seatRecord
	path := seatRecordPath(a)
	if path == "" {
		return r, false
	}
	data, err := os.ReadFile(path)
	if err != nil || len(data) > 1<<16 || json.Unmarshal(data, &r) != nil {
		return r, false
	}
	return r, r.Addr != "" && r.Token != "" && r.Seat >= 0 && r.Seat < 5
}

// forgetSeatRecord removes the record once its game is over.
func forgetSeatRecord(a *App) {
	if path := seatRecordPath(a); path != "" {
		os.Remove(path)
	}
}
