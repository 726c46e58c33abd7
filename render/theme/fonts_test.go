package theme

import (
	"sync"
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

// Faces may be asked for from several goroutines at once (the cache is
// locked: go test -race checks it), and a font at a size is one face,
// whoever asked first.
func TestFacesFromManyGoroutines(t *testing.T) {
	const n = 8
	got := make([][]*text.GoTextFace, n)
	var wg sync.WaitGroup
	for g := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 40 {
				got[g] = append(got[g], Face(Font(i%3), 101+float64(i)/4))
			}
		}()
	}
	wg.Wait()
	for g := 1; g < n; g++ {
		for i := range got[g] {
			if got[g][i] != got[0][i] {
				t.Fatalf("goroutine %d got another face for font %d at %g", g, i%3, 101+float64(i)/4)
			}
		}
	}
}
