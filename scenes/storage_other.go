//go:build !js

package scenes

import "patron/scenes/store"

// platformStorage is none on the desktop: its saves and settings are
// files.
func platformStorage() store.Backend { return nil }
