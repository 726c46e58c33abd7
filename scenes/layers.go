package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/render/draw"
	"patron/render/theme"
)

// layer keeps a drawn panel as an image, painted again only when its key
// changes: the dashboards change after a command, not while figures slide
// or the mouse moves.
type layer struct {
	img     *ebiten.Image
	key     any
	palette theme.Palette // the Factions' colours it was painted in
}

// draw blits the layer at r, repainting it first with paint when key (or
// the size, or the palette of c) changed. paint draws in the screen's
// layout units, in c's palette.
func (l *layer) draw(c *draw.Canvas, r draw.Rect, key any, paint func(c *draw.Canvas)) {
	if c.Dry { // laid out and measured, no image kept
		lc := &draw.Canvas{S: c.S, OX: -r.X, OY: -r.Y, Dry: true, Palette: c.Palette}
		paint(lc)
		lc.Flush()
		return
	}
	w, h := int(math.Ceil(r.W*c.S))+2, int(math.Ceil(r.H*c.S))+2
	if l.img != nil && (l.img.Bounds().Dx() != w || l.img.Bounds().Dy() != h) {
		l.img.Deallocate()
		l.img = nil
	}
	if l.img == nil {
		l.img, l.key = ebiten.NewImage(w, h), nil
	}
	if key == nil || key != l.key || c.Palette != l.palette {
		l.img.Clear()
		lc := &draw.Canvas{Img: l.img, S: c.S, OX: -r.X, OY: -r.Y, Palette: c.Palette}
		paint(lc)
		lc.Flush()
		l.key, l.palette = key, c.Palette
	}
	c.DrawImage(l.img, r.X, r.Y)
}
