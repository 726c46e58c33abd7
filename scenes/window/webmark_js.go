//go:build js

package window

import (
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"patron/scenes"
)

// inBrowser: this is the browser build.
const inBrowser = true

// webMark tells the page (index.html's patronMark) that the start-up has
// reached a point, so the page can say where its seconds went:
// scripts/webcheck prints them (package web/browser).
func webMark(name string) {
	if f := js.Global().Get("patronMark"); f.Type() == js.TypeFunction {
		f.Invoke(name)
	}
}

// webMarked wraps the game so that its first update and its first frame
// drawn are marked.
func webMarked(app *scenes.App) ebiten.Game { return &markedGame{App: app} }

type markedGame struct {
	*scenes.App
	updated, drawn, sounding bool
}

func (g *markedGame) Update() error {
	if !g.updated {
		g.updated = true
		webMark("update")
	}
	if !g.sounding && playerActed() {
		// A page may not sound before the player acts (browsers hold its
		// audio until then), and opening the audio is slow (a second on a
		// busy machine): so it opens now, not while the page loads.
		g.sounding = true
		g.App.EnableSound()
		webMark("sound")
	}
	return g.App.Update()
}

// playerActed reports whether a key, a mouse button or a touch has just
// been pressed.
func playerActed() bool {
	return len(inpututil.AppendJustPressedKeys(nil)) > 0 ||
		inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) ||
		len(inpututil.AppendJustPressedTouchIDs(nil)) > 0
}

func (g *markedGame) Draw(screen *ebiten.Image) {
	g.App.Draw(screen)
	if !g.drawn {
		g.drawn = true
		webMark("frame")
	}
}
