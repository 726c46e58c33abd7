package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"patron/render/theme"
	"patron/scenes/store"
	"patron/scenes/words"
)

// A Still is one screen as the gallery stages it (shots*.go) for a
// screenshot or a check, and how it is shown: where the mouse rests, the
// games behind it, a gamepad's ring, the interface's size, the platform.
// Whoever captures it (scenes/capture, the tests) opens it with Open and
// draws it with Draw; nothing of the package changes while it is shown.
type Still struct {
	Name  string
	Scene Scene
	// MouseX, MouseY are where the pointer rests: off the screen, unless
	// the still shows what hovering shows.
	MouseX, MouseY float64
	// Store holds the games behind the screen (nil: none; never the
	// player's own).
	Store *store.Store
	// Pad shows a gamepad's ring on the first target PadPick accepts (nil
	// PadPick: where the focus starts).
	Pad     bool
	PadPick func(Target) bool
	// UIScale is the interface's size in percent (0: as a first run).
	UIScale int
	// Platform is what the build shown lets the screen do: this desktop
	// build's, or the browser's.
	Platform Platform
	// online is the window's link to a server, as staged (none: no link).
	online *onlineLink
}

// Look is how every still of a run is drawn.
type Look struct {
	Lang    *words.Lang   // English when nil
	Palette theme.Palette // the Factions' colours
	W, H    int           // the image, in pixels
	// Dry lays the screen out and measures its texts without drawing
	// them (draw.Canvas.Dry).
	Dry bool
}

// Open makes the window that shows the still: the settings of a first
// run (never written, and the player's never read), the still's games,
// platform and pointer.
func (s Still) Open(l Look) *App {
	mouse := &Script{X: s.MouseX, Y: s.MouseY}
	a := bareApp(s.Platform, s.Scene, mouse) // neither the player's settings nor games are read
	if l.Lang != nil {
		a.Lang = l.Lang
	}
	a.lastX, a.lastY = mouse.X, mouse.Y // no update runs before its frames
	a.Settings.UIScale = s.UIScale
	a.Palette = l.Palette
	a.Store = s.Store
	a.online = s.online
	a.Resize(float64(l.W), float64(l.H))
	a.dry = l.Dry
	return a
}

// Draw paints the still into img: a first pass registers the targets
// (hover looks, the pad's ring), a second paints.
func (s Still) Draw(a *App, img *ebiten.Image) {
	a.Draw(img)
	if s.Pad {
		a.showPad(s.PadPick)
	}
	a.Draw(img)
}

// Release lets go of a table's images once its still is captured: they
// are painted again if the table is shown again. Left to the garbage
// collector, they would go only after the frame, and the texture atlas
// would grow with every table (to 16384×8192, a quarter of a screenshot
// run's time spent making and clearing textures).
func (a *App) Release() {
	p, ok := a.scene.(*Play)
	if !ok {
		return
	}
	release := func(l *layer) {
		if l.img != nil {
			l.img.Deallocate()
			l.img = nil
		}
	}
	for i := range p.panels {
		release(&p.panels[i])
	}
	release(&p.boardLayer)
	p.board.Release()
}

// stillOf is a staged screen as a Still: the wrappers the gallery puts
// around a scene (mouseShot, storeShot, padShot, sizeShot, browserShot,
// onlineShot)
// say how it is shown, in any nesting.
func stillOf(name string, sc Scene) Still {
	s := Still{Name: name, MouseX: -100, MouseY: -100, Platform: ThisPlatform()}
	for {
		switch w := sc.(type) {
		case mouseShot:
			sc, s.MouseX, s.MouseY = w.Scene, w.x, w.y
		case storeShot:
			sc, s.Store = w.Scene, w.store
		case padShot:
			sc, s.Pad, s.PadPick = w.Scene, true, w.pick
		case onlineShot:
			sc, s.online = w.Scene, w.link
			if w.origin != "" {
				s.Platform = Browser(&store.Memory{})
				s.Platform.Origin = w.origin
			}
		case sizeShot:
			sc, s.UIScale = w.Scene, w.percent
		case browserShot:
			sc, s.Platform = w.Scene, Browser(&store.Memory{})
			if w.off {
				s.Platform = Browser(nil)
			}
		default:
			s.Scene = sc
			return s
		}
	}
}
