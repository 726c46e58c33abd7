//go:build !js

package window

import (
	"github.com/hajimehoshi/ebiten/v2"

	"patron/scenes"
)

// inBrowser: this is the browser build (not: a desktop one).
const inBrowser = false

// webMark marks a point of the start-up for the browser's page; a desktop
// build has no page.
func webMark(string) {}

// webMarked is the game itself on the desktop (the browser's marks its
// first frame).
func webMarked(app *scenes.App) ebiten.Game { return app }
