package scenes

import (
	"os"
	"path/filepath"

	"patron/durable"
	"patron/netplay/lan"
)

// The seat record (lan.SeatRecord) is how this computer gets back to its
// seat at a LAN table after a drop or a restart; the window keeps it
// beside the LAN saves, with the id of the save holding the Patrón's
// secrets.

func seatRecordPath(a *App) string {
	if a.Store == nil {
		return ""
	}
	return filepath.Join(a.Store.Root, "lan", "seat.json")
}

// saveSeatRecord keeps the record; failing to is not fatal (the player can
// still rejoin a Faction's seat by typing the address and code).
func saveSeatRecord(a *App, r lan.SeatRecord) error {
	path := seatRecordPath(a)
	if path == "" {
		return nil
	}
	data, err := r.Encode()
	if err != nil {
		return err
	}
	return durable.WriteFile(path, data)
}

// loadSeatRecord reads the record, if there is a sound one.
func loadSeatRecord(a *App) (lan.SeatRecord, bool) {
	path := seatRecordPath(a)
	if path == "" {
		return lan.SeatRecord{}, false
	}
	r, err := lan.ReadSeatRecord(path)
	return r, err == nil
}

// forgetSeatRecord removes the record once its game is over.
func forgetSeatRecord(a *App) {
	if path := seatRecordPath(a); path != "" {
		os.Remove(path)
	}
}
