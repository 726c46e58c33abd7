// Package capture runs the screens the gallery stages (scenes.CaptureSome)
// into PNG files, `patron screenshot`, and measures the busy table's
// frames, `patron fps`. It shows each screen through what a Still says of
// it (its platform, pointer, games, size), never by changing the screens'
// package.
package capture

import (
	"image"
	"os"
	"path/filepath"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game/board"
	"patron/render/draw"
	"patron/render/theme"
	"patron/scenes"
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
	look := scenes.Look{Lang: lang, Palette: s.Palette, W: s.W, H: s.H, Dry: s.NoFiles}
	s.Err = scenes.CaptureSome(lang, s.Seed, s.Hide, s.mayWant, func(st scenes.Still) error {
		if !s.wanted(st.Name) {
			return nil
		}
		a := st.Open(look)
		defer a.Release()
		off.Clear()
		draw.TakeOverflows()
		st.Draw(a, off)
		cut := map[string]bool{}
		for _, t := range draw.TakeOverflows() {
			if !cut[t] {
				cut[t] = true
				s.Overflows = append(s.Overflows, st.Name+": "+t)
			}
		}
		if s.NoFiles {
			return nil
		}
		path := filepath.Join(s.Dir, st.Name+".png")
		s.Files = append(s.Files, path)
		return draw.WritePNG(off, path, s.Vision)
	})
	return nil
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
