//go:build js

package scenes

import (
	"log"

	"patron/scenes/store"
)

// platformStorage is the page's localStorage, where the browser build
// keeps its saves and settings; none when the browser refuses it (storage
// turned off for the site): then nothing is kept, and the menu says so.
func platformStorage() store.Backend {
	b, err := store.LocalStorage()
	if err != nil {
		log.Printf("patron: no browser storage, nothing will be kept: %v", err)
		return nil
	}
	return b
}
