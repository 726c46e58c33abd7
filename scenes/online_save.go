package scenes

import (
	"crypto/sha256"
	"encoding/hex"
	"path"
	"path/filepath"

	"patron/scenes/store"
)

// Each online table this device plays is saved here as a LAN joiner's
// game is (play_lan.go): the Patrón's with his secrets, which live on no
// other computer, so that opening the table again from My games resumes
// it; a Faction's the published log. The saves are apart from the LAN's
// and the hotseat's, named by the server and the table, so that the same
// table is found again without a record to lose.

// onlineStore is where online tables are saved.
func onlineStore(a *App) *store.Store {
	if a.Store == nil {
		return nil
	}
	if a.Store.Files != nil { // the browser's storage
		return store.OpenIn(a.Store.Files, path.Join(a.Store.Root, "online"))
	}
	return store.Open(filepath.Join(a.Store.Root, "online"))
}

// onlineSaveID names a table's save: the server's address and the table's
// id, hashed into a name the store takes.
func onlineSaveID(server, table string, watching bool) string {
	kind := "seat"
	if watching {
		kind = "watch"
	}
	sum := sha256.Sum256([]byte(kind + "\x00" + server + "\x00" + table))
	return "online-" + hex.EncodeToString(sum[:12])
}
