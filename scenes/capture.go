package scenes

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game/board"
	"patron/render/draw"
	"patron/render/theme"
	"patron/scenes/store"
	"patron/scenes/words"
)

// Screenshots renders every screen to PNG files in dir and ends: the game
// for `patron screenshot`. It runs inside Ebitengine's loop because
// drawing needs the GPU context.
type Screenshots struct {
	Seed uint64
	Dir  string
	// Lang is the language of the screens (English when nil).
	Lang *words.Lang
	Hide board.Loc
	W, H int
	Only []string // when set, only the screens whose names begin so
	// Vision renders the screens as a player with this colour vision sees
	// them (theme.Normal: as they are).
	Vision theme.Vision
	Files  []string
	// Overflows are the texts cut short to fit, "screen: text".
	Overflows []string
	Err       error

	off   *ebiten.Image
	walk  chan shotStep // the screens, one a frame
	saved chan error    // each one's capture
	next  shotStep
}

// Update captures one screen a frame. The walk through the screens
// (CaptureAll) runs on a goroutine of its own in step with Update: it sets
// up a screen while Update waits, then waits while Update draws and saves
// it. Ebitengine lets go of the images of the screens before only between
// frames: all in one frame, its texture atlas grew with every screen.
func (s *Screenshots) Update() error {
	lang := s.Lang
	if lang == nil {
		lang = words.English()
	}
	if s.walk == nil {
		if err := os.MkdirAll(s.Dir, 0o755); err != nil {
			s.Err = err
			return ebiten.Termination
		}
		// Unmanaged: a texture of its own. On an atlas page it would share
		// the page with the panels drawn onto it and move to a new page for
		// each (hundreds of new textures a run).
		s.off = ebiten.NewImageWithOptions(image.Rect(0, 0, s.W, s.H), &ebiten.NewImageOptions{Unmanaged: true})
		s.walk, s.saved = make(chan shotStep), make(chan error)
		go func() {
			err := CaptureAll(lang, s.Seed, s.Hide, func(name string, sc Scene) error {
				if !s.wanted(name) {
					return nil
				}
				s.walk <- shotStep{name: name, scene: sc}
				return <-s.saved
			})
			s.walk <- shotStep{end: true, err: err}
		}()
		s.next = <-s.walk
	}
	if s.next.end {
		s.Err = s.next.err
		s.off.Deallocate()
		return ebiten.Termination
	}
	s.saved <- s.capture(lang, s.next.name, s.next.scene)
	s.next = <-s.walk
	if len(s.Files)%16 == 0 {
		runtime.GC() // the screens done are garbage: their images go at the next frame
	}
	return nil
}

// shotStep is the walk's next screen, or its end.
type shotStep struct {
	name  string
	scene Scene
	end   bool
	err   error
}

// capture draws a screen on the off-screen image and saves it.
func (s *Screenshots) capture(lang *words.Lang, name string, sc Scene) error {
	off := s.off
	mouse := &Script{X: -100, Y: -100}
	if ms, ok := sc.(mouseShot); ok {
		sc, mouse.X, mouse.Y = ms.Scene, ms.x, ms.y
	}
	var st *store.Store // never save the player's games
	if ss, ok := sc.(storeShot); ok {
		sc, st = ss.Scene, ss.store
	}
	settings := DefaultSettings() // the screens as a first run shows them, whatever this computer's settings
	if ss, ok := sc.(sizeShot); ok {
		sc, settings.UIScale = ss.Scene, ss.percent
	}
	a := NewApp(sc, mouse)
	a.Lang = lang
	a.lastX, a.lastY = mouse.X, mouse.Y // no update runs before these frames
	a.Settings = settings               // with no Path: never written
	a.Store = st
	a.Resize(float64(s.W), float64(s.H))
	off.Clear()
	draw.TakeOverflows()
	a.Draw(off) // a first pass registers targets (hover looks), a second paints
	a.Draw(off)
	cut := map[string]bool{}
	for _, t := range draw.TakeOverflows() {
		if !cut[t] {
			cut[t] = true
			s.Overflows = append(s.Overflows, name+": "+t)
		}
	}
	path := filepath.Join(s.Dir, name+".png")
	s.Files = append(s.Files, path)
	return savePNG(off, path, s.Vision)
}

func (s *Screenshots) wanted(name string) bool {
	for _, o := range s.Only {
		if strings.HasPrefix(name, o) {
			return true
		}
	}
	return len(s.Only) == 0
}

// Draw shows nothing: the images go to files.
func (s *Screenshots) Draw(*ebiten.Image) {}

// Layout keeps the window at the capture size.
func (s *Screenshots) Layout(int, int) (int, int) { return s.W, s.H }

func savePNG(img *ebiten.Image, path string, v theme.Vision) error {
	b := img.Bounds()
	rgba := image.NewRGBA(b)
	img.ReadPixels(rgba.Pix)
	if v != theme.Normal {
		t := theme.NewSimulateTable(v)
		for i := 0; i+3 < len(rgba.Pix); i += 4 {
			rgba.Pix[i], rgba.Pix[i+1], rgba.Pix[i+2] = t.Pixel(rgba.Pix[i], rgba.Pix[i+1], rgba.Pix[i+2])
		}
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	enc := png.Encoder{CompressionLevel: png.BestSpeed} // a few more bytes, half the time
	if err := enc.Encode(f, rgba); err != nil {
		f.Close()
		return fmt.Errorf("%s: %w", path, err)
	}
	return f.Close()
}
