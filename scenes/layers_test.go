package scenes

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/render/draw"
	"patron/render/theme"
)

// A cached layer is painted again when the canvas it goes on is in
// another palette, though its key stays the same, and is painted in that
// palette.
func TestALayerIsPaintedAgainInAnotherPalette(t *testing.T) {
	dst := ebiten.NewImage(100, 100)
	defer dst.Deallocate()
	var l layer
	var painted []theme.Palette
	paint := func(c *draw.Canvas) { painted = append(painted, c.Palette) }
	for _, p := range []theme.Palette{theme.BookPalette, theme.BookPalette, theme.ClearPalette, theme.ClearPalette, theme.BookPalette} {
		l.draw(&draw.Canvas{Img: dst, S: 1, Palette: p}, draw.Rect{W: 50, H: 50}, "the same key", paint)
	}
	if want := []theme.Palette{theme.BookPalette, theme.ClearPalette, theme.BookPalette}; !slices.Equal(painted, want) {
		t.Errorf("painted in %v, want %v", painted, want)
	}
	l.img.Deallocate()
}
