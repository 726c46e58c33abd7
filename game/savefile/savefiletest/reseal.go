// Package savefiletest helps tests play a hand editor of saves: one who
// changes a save and makes its outer seal again, as docs/SAVE-FORMAT.md
// says it is made (a SHA-256 needs no key). Whatever such an editor
// changes of a bot Patrón's save, the game must refuse it.
package savefiletest

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"

	"patron/game/savefile"
)

// Edited decodes a save, lets edit change it, and writes it again with
// its outer seal made anew: SHA-256 over "patron seal 2\n" and the
// document with an empty seal. The public log is not changed here, so
// its chain stands.
func Edited(data []byte, edit func(f *savefile.File)) ([]byte, error) {
	f, err := savefile.Decode(data)
	if err != nil {
		return nil, err
	}
	edit(f)
	f.Seal = ""
	doc, err := json.Marshal(f)
	if err != nil {
		return nil, err
	}
	sum := sha256.Sum256(append([]byte("patron seal 2\n"), doc...))
	f.Seal = hex.EncodeToString(sum[:])
	return json.MarshalIndent(f, "", " ")
}
