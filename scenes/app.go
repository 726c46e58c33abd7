// Package scenes holds the game's screens and the flow between them: the
// menu, the new-game setup, the table, the hand-off, the end screen, the
// rules reference and the settings. Screens read the player's input and
// draw through render/; every rule comes from the engine.
package scenes

import (
	"image"
	"math"
	"os"
	"patron/scenes/words"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/render/draw"
	"patron/render/theme"
	"patron/scenes/sound"
	"patron/scenes/store"
)

// Design size: layouts are written for 1280×800 and scale with the window.
const (
	DesignW = 1280
	DesignH = 800
)

// Scene is one screen.
type Scene interface {
	// Update reads this frame's input.
	Update(a *App, in *Input)
	// Draw paints the screen in layout units (a.W × a.H).
	Draw(a *App, c *draw.Canvas)
}

// App is the window: it holds the current scene, the settings, and the
// scale from layout units to device pixels.
type App struct {
	Settings Settings
	// Lang is the language every screen speaks: the settings' (UseLanguage).
	Lang *words.Lang
	// Palette is the Factions' colours every screen is drawn in: the
	// settings' (UsePalette). Each frame's canvas carries it.
	Palette theme.Palette
	W, H    float64 // the screen in layout units
	S       float64 // device pixels per layout unit
	Frame   int     // frames since start (the clock of animations)
	Input   InputSource
	// Sound plays the effects; nil (or silent) in tests and screenshots.
	Sound *sound.Player
	// Store keeps the games; nil keeps nothing (screenshots, probes).
	Store *store.Store
	// Platform is what this build lets the screens do (files, LAN, Quit).
	Platform Platform
	// Paints counts the frames painted whole (the fps probe reads it).
	Paints int

	scene   Scene
	next    Scene
	targets []Target
	cache   frameCache
	quit    bool
	// alwaysPaint is set when the screen is cleared between frames (or
	// drawn elsewhere), so that no frame may be skipped.
	alwaysPaint bool
	// dry lays the screens out and measures their texts without drawing
	// them (draw.Canvas.Dry): patron screenshot --no-files.
	dry bool
	// closeRefused: the window stayed open once because its game could
	// not be saved; the next close quits anyway.
	closeRefused bool
	lastX        float64
	lastY        float64
	pad          padFocus // the gamepad's focus (pad_focus.go)
	// online is this window's link to its online server (online_link.go):
	// the client, and the player's tables polled for "your turn".
	online *onlineLink
}

// NewApp starts on a scene, on this build's platform.
func NewApp(first Scene, src InputSource) *App { return NewAppOn(ThisPlatform(), first, src) }

// NewAppOn starts on a scene, on a platform: its settings and games where
// the platform keeps them.
func NewAppOn(p Platform, first Scene, src InputSource) *App {
	a := bareApp(p, first, src)
	a.Settings = LoadSettings(p)
	a.Store = openStore(p)
	return a
}

// bareApp is a window on a scene that keeps nothing: the settings of a
// first run (never written), no store.
func bareApp(p Platform, first Scene, src InputSource) *App {
	return &App{scene: first, Input: src, W: DesignW, H: DesignH, S: 1, alwaysPaint: true, Lang: words.English(), Platform: p, Settings: DefaultSettings()}
}

// openStore opens the player's folder of games: $PATRON_DATA_DIR when set
// (tests point it at a temporary folder; the key that seals a bot Patrón's
// part is then kept in its key/ folder), else the user's data folder, with
// that key in the user's config folder.
func openStore(p Platform) *store.Store {
	if !p.Files { // the browser: its storage, no file opened
		return browserStore(p)
	}
	if dir := os.Getenv("PATRON_DATA_DIR"); dir != "" {
		return store.Open(dir)
	}
	d, err := store.DataDir()
	if err != nil {
		return nil
	}
	s := store.Open(d)
	if k, err := store.KeyDir(); err == nil {
		s.KeyDir = k
	}
	return s
}

// KeepScreen stops Ebitengine from clearing the screen between frames,
// so that frames whose picture is unchanged cost nothing to draw.
func (a *App) KeepScreen() {
	ebiten.SetScreenClearedEveryFrame(false)
	a.alwaysPaint = false
}

// Play makes a sound, when there is a player.
func (a *App) Play(e sound.Effect) {
	if a.Sound != nil {
		a.Sound.Play(e)
	}
}

// EnableSound starts the effects and the music at the saved volumes
// (silently when the machine has no sound device).
func (a *App) EnableSound() {
	a.Sound = sound.New(a.Settings.effectsVolume(), a.Settings.musicVolume(), a.Settings.Mute)
}

// soundChanged passes the settings' volumes on to the sounds.
func (a *App) soundChanged() {
	if a.Sound != nil {
		a.Sound.Set(a.Settings.effectsVolume(), a.Settings.musicVolume(), a.Settings.Mute)
	}
}

// UsePalette draws the screens in the Factions' colours the settings
// choose: the book's, or the colour-blind ones.
func UsePalette(a *App) { a.Palette = theme.PaletteOf(a.Settings.ClearColors) }

// Switch changes scene at the end of this frame.
func (a *App) Switch(s Scene) { a.next = s }

// Scene is the current scene.
func (a *App) Scene() Scene { return a.scene }

// Quit ends the program at the end of this frame.
func (a *App) Quit() { a.quit = true }

// closer is a scene with something to keep when the window closes (the
// table saves its game); an error keeps the window open, once.
type closer interface{ Close(a *App) error }

// Update is called 60 times a second.
func (a *App) Update() error {
	if ebiten.IsWindowBeingClosed() {
		if c, ok := a.scene.(closer); ok {
			// A save that failed is said on the table; closing again quits.
			if err := c.Close(a); err != nil && !a.closeRefused {
				a.closeRefused = true
				return nil
			}
		}
		return ebiten.Termination
	}
	in := a.Input.Poll(a)
	a.padInput(&in)
	a.lastX, a.lastY = in.X, in.Y
	if in.Pressed(ebiten.KeyF11) {
		a.Settings.Fullscreen = !a.Settings.Fullscreen
		ebiten.SetFullscreen(a.Settings.Fullscreen)
		a.Settings.Save()
	}
	if _, on := a.targetAt(in.X, in.Y); on && in.Click {
		a.Play(sound.Click)
	}
	if r := rulesOver(a.scene); r != nil && in.Pressed(ebiten.KeyF1) {
		a.Switch(r) // the rules reference, from any screen that can wait
	} else {
		a.scene.Update(a, &in)
	}
	a.Frame++
	if a.next != nil {
		a.scene, a.next = a.next, nil
		a.targets = a.targets[:0]
	}
	if a.quit {
		return ebiten.Termination
	}
	return nil
}

// Cached is a scene that can say when its picture has not changed: it
// returns a comparable key of everything it draws from, or nil while it
// animates.
type Cached interface {
	DrawKey(a *App) any
}

// frameCache remembers what the screen shows for a cached scene. The
// screen is not cleared between frames, so an unchanged picture is simply
// left there.
type frameCache struct {
	key     any
	scene   Scene
	size    image.Rectangle
	dry     bool // the frame was only laid out: the screen does not show it
	targets []Target
}

// Draw paints the current scene, or leaves the screen as it is when
// nothing the scene shows has changed (a full table is thousands of
// triangles: drawing it only when needed keeps 60 frames a second even on
// software GL).
func (a *App) Draw(screen *ebiten.Image) {
	cs, ok := a.scene.(Cached)
	if !ok {
		a.paint(screen)
		a.cache.key = nil
		return
	}
	key := a.padKey(cs.DrawKey(a))
	fc := &a.cache
	if key != nil && key == fc.key && fc.scene == a.scene && fc.size == screen.Bounds() && fc.dry == a.dry && !a.alwaysPaint {
		a.targets = append(a.targets[:0], fc.targets...)
		return
	}
	a.paint(screen)
	fc.key, fc.scene, fc.size, fc.dry = key, a.scene, screen.Bounds(), a.dry
	fc.targets = append(fc.targets[:0], a.targets...)
}

func (a *App) paint(dst *ebiten.Image) {
	a.Paints++
	dst.Fill(theme.Wood)
	a.targets = a.targets[:0]
	c := &draw.Canvas{Img: dst, S: a.S, Dry: a.dry, Palette: a.Palette}
	a.scene.Draw(a, c)
	a.drawPadFocus(c)
	c.Flush()
}

// Layout is Ebitengine's integer layout; LayoutF is used instead.
func (a *App) Layout(w, h int) (int, int) {
	fw, fh := a.LayoutF(float64(w), float64(h))
	return int(fw), int(fh)
}

// LayoutF draws at the device's own pixels (HiDPI) and scales the design
// to the window, so text is rasterised at its final size.
func (a *App) LayoutF(w, h float64) (float64, float64) {
	ds := 1.0
	if m := ebiten.Monitor(); m != nil {
		ds = m.DeviceScaleFactor()
	}
	pw, ph := math.Ceil(w*ds), math.Ceil(h*ds)
	a.Resize(pw, ph)
	return pw, ph
}

// Resize fits the layout to a screen of pw × ph device pixels.
func (a *App) Resize(pw, ph float64) {
	a.S = math.Min(pw/DesignW, ph/DesignH) * a.Settings.uiScale()
	a.W, a.H = pw/a.S, ph/a.S
}

// Target is something the player can click this frame: screens register
// them while drawing, and input tests and scripted players find them here.
// A plain button of a screen has an ID, its name and what it carries; a
// thing of the table has a Hit, what it stands for in the game's types,
// and no ID.
type Target struct {
	ID  buttonID
	Hit hit
	R   draw.Rect
	// main: the screen's expected button (Primary), where the pad's focus
	// starts; under: an overlay was drawn over it (App.dim).
	main, under bool
}

// AddTarget registers a clickable area.
func (a *App) AddTarget(id buttonID, r draw.Rect) {
	a.targets = append(a.targets, Target{ID: id, R: r})
}

// AddHit registers a clickable thing of the table.
func (a *App) AddHit(h hit, r draw.Rect) { a.targets = append(a.targets, Target{Hit: h, R: r}) }

// Targets lists what can be clicked on the last drawn frame.
func (a *App) Targets() []Target { return a.targets }

// rulesOver is the rules reference opened over a scene with F1, coming back
// to it; nil over the screens that cannot leave (a LAN lobby talks to the
// network every frame) and over the rules themselves.
func rulesOver(s Scene) *Rules {
	switch s.(type) {
	case *Menu, *NewSetup, *LoadScreen, *SettingsScreen, *End, *StatsScreen, *ReplayView, *TutorialChoice:
		return &Rules{Return: s}
	case *Play:
		return &Rules{Return: s, page: int(rulesTopic(s))}
	}
	return nil
}
