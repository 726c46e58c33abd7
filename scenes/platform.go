package scenes

import (
	"sync"

	"patron/scenes/store"
)

// Platform is what the build the game runs in lets its screens do: keep
// files, play over the local network, quit. The App carries one, as it
// carries its language: a screen asks its App, so that a test or a
// screenshot shows the browser's menu in a desktop build by handing the
// App another Platform, never by changing the package's state.
type Platform struct {
	// Files is whether saves and settings are files (the desktop); else
	// they go to Storage.
	Files bool
	// Storage holds the saves and the settings where there are no files:
	// in a browser, the page's localStorage; nil on the desktop, and in a
	// browser that refuses its storage (then nothing is kept).
	Storage store.Backend
	// LAN is whether the menu offers LAN play (not in a browser: it has
	// no UDP sockets).
	LAN bool
	// Quit is whether the menu offers Quit (a page cannot close itself).
	Quit bool
	// Origin is the server the page came from (the browser edition: Play
	// online goes there and asks no address); "" on the desktop.
	Origin string
}

// ThisPlatform is the platform of this build (platform_other.go,
// platform_js.go), its browser storage opened once.
var ThisPlatform = sync.OnceValue(func() Platform {
	return Platform{Files: platformFiles, Storage: platformStorage(), LAN: platformLAN, Quit: platformQuit, Origin: pageOrigin()}
})

// Browser is the browser build's platform: no files, no LAN, no Quit,
// its games kept in storage (nil: a browser that refuses its storage).
func Browser(storage store.Backend) Platform { return Platform{Storage: storage} }

// keepsNothing is whether there is nowhere to keep games: a browser that
// refuses its storage.
func (p Platform) keepsNothing() bool { return !p.Files && p.Storage == nil }
