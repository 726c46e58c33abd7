package scenes

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
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
	// Palette is the Factions' colours the screens are drawn in (the
	// settings of a first run stay as they are).
	Palette theme.Palette
	Files   []string
	// NoFiles lays every screen out as for the files, measuring every
	// text, but draws and writes none (draw.Canvas.Dry): to check what is
	// cut short (Overflows) in a language.
	NoFiles bool
	// Overflows are the texts cut short to fit, "screen: text".
	Overflows []string
	Err       error
	done      bool
}

// Update captures everything on the first frame.
func (s *Screenshots) Update() error {
	lang := s.Lang
	if lang == nil {
		lang = words.English()
	}
	if s.done {
		return ebiten.Termination
	}
	s.done = true
	if !s.NoFiles {
		if err := os.MkdirAll(s.Dir, 0o755); err != nil {
			s.Err = err
			return ebiten.Termination
		}
	}
	// Unmanaged: a texture of its own. On an atlas page it would share the
	// page with the panels drawn onto it and move to a new page for each
	// (hundreds of new textures a run, most of its time on a software GL).
	// Everything is drawn in this one frame, so that the pictures do not
	// depend on when Ebitengine lets go of the images of the screens before
	// (it does between frames, after the garbage collector found them):
	// the GPU's anti-aliasing can vary by a shade with what the atlas holds.
	off := ebiten.NewImageWithOptions(image.Rect(0, 0, s.W, s.H), &ebiten.NewImageOptions{Unmanaged: true})
	defer off.Deallocate()
	s.Err = CaptureSome(lang, s.Seed, s.Hide, s.mayWant, func(name string, sc Scene) error {
		if !s.wanted(name) {
			return nil
		}
		mouse := &Script{X: -100, Y: -100}
		if ms, ok := sc.(mouseShot); ok {
			sc, mouse.X, mouse.Y = ms.Scene, ms.x, ms.y
		}
		var st *store.Store // never save the player's games
		if ss, ok := sc.(storeShot); ok {
			sc, st = ss.Scene, ss.store
		}
		var pad *padShot // a gamepad's ring on the screen (shots_pad.go)
		if ps, ok := sc.(padShot); ok {
			sc, pad = ps.Scene, &ps
		}
		settings := DefaultSettings() // the screens as a first run shows them, whatever this computer's settings
		if ss, ok := sc.(sizeShot); ok {
			sc, settings.UIScale = ss.Scene, ss.percent
		}
		a := NewApp(sc, mouse)
		a.Lang = lang
		a.lastX, a.lastY = mouse.X, mouse.Y // no update runs before these frames
		a.Settings = settings               // with no Path: never written
		a.Palette = s.Palette
		a.Store = st
		a.Resize(float64(s.W), float64(s.H))
		a.dry = s.NoFiles
		off.Clear()
		draw.TakeOverflows()
		a.Draw(off) // a first pass registers targets (hover looks), a second paints
		if pad != nil {
			a.showPad(pad.pick)
		}
		a.Draw(off)
		cut := map[string]bool{}
		for _, t := range draw.TakeOverflows() {
			if !cut[t] {
				cut[t] = true
				s.Overflows = append(s.Overflows, name+": "+t)
			}
		}
		var err error
		if !s.NoFiles {
			path := filepath.Join(s.Dir, name+".png")
			s.Files = append(s.Files, path)
			err = savePNG(off, path, s.Vision)
		}
		if p, ok := sc.(*Play); ok {
			releaseTable(p)
		}
		return err
	})
	return nil
}

// releaseTable lets go of a table's images once it is captured: they are
// painted again if the table is shown again. Left to the garbage
// collector, they would go only after the frame, and the texture atlas
// would grow with every table (to 16384×8192, a quarter of a run's time
// spent making and clearing textures).
func releaseTable(p *Play) {
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

func (s *Screenshots) wanted(name string) bool {
	for _, o := range s.Only {
		if strings.HasPrefix(name, o) {
			return true
		}
	}
	return len(s.Only) == 0
}

// mayWant reports whether a screen of the group (whose names all begin
// with group) may be wanted.
func (s *Screenshots) mayWant(group string) bool {
	for _, o := range s.Only {
		if strings.HasPrefix(o, group) || strings.HasPrefix(group, o) {
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
