package theme

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomedium"
	"golang.org/x/image/font/gofont/gomono"
)

// TestLazyFontsMatchEager: a font parsed on first use is the font an eager
// parse gives (same face name, same metrics), and it is parsed once.
func TestLazyFontsMatchEager(t *testing.T) {
	ttfs := [...][]byte{Label: gomedium.TTF, Heading: gobold.TTF, Mono: gomono.TTF}
	for f, ttf := range ttfs {
		eager := mustSource(ttf)
		lazy := sources[f]()
		if lazy != sources[f]() {
			t.Errorf("font %d parsed more than once", f)
		}
		if lazy.Metadata() != eager.Metadata() {
			t.Errorf("font %d: lazy %+v, eager %+v", f, lazy.Metadata(), eager.Metadata())
		}
		want := (&text.GoTextFace{Source: eager, Size: 17}).Metrics()
		face := Face(Font(f), 17)
		if face.Source != lazy || face.Metrics() != want {
			t.Errorf("font %d: Face does not use the lazily parsed source, or its metrics differ", f)
		}
	}
}
