// Package icon paints the game's icon: the window's, and the one the
// packaging tools (scripts/icons, exeres, macapp) write into packages. It
// needs nothing but the standard library, so those tools link neither the
// screens nor Ebitengine to get it.
package icon

import (
	"image"
	"image/color"
	"math"
)

// The icon's two colours: the book's ink and the Patrón's red (render/theme's
// Ink and PatronRed; a test there keeps them the same).
var (
	Ink = color.RGBA{0x1c, 0x14, 0x0d, 0xff}
	Red = color.RGBA{0xa6, 0x1e, 0x22, 0xff}
)

// Icons are the window's icon at a few sizes: the Patrón's token, a red
// disc with a black hat, painted pixel by pixel (the window manager wants
// plain images, before any GPU exists).
func Icons() []image.Image {
	var out []image.Image
	for _, n := range []int{16, 32, 48, 64, 128} {
		out = append(out, At(n))
	}
	return out
}

// At is the icon at n×n pixels (scripts/icons writes it for packages).
func At(n int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, n, n))
	s := float64(n)
	inHat := func(x, y float64) bool {
		brim := y >= 0.56 && y <= 0.64 && x >= 0.2 && x <= 0.8
		crown := y >= 0.3 && y < 0.58 && math.Abs(x-0.5) <= 0.2-0.04*(0.58-y)/0.28
		return brim || crown
	}
	const k = 4 // samples a side, for smooth edges
	for py := 0; py < n; py++ {
		for px := 0; px < n; px++ {
			var r, g, b, a float64
			for sy := 0; sy < k; sy++ {
				for sx := 0; sx < k; sx++ {
					x := (float64(px) + (float64(sx)+0.5)/k) / s
					y := (float64(py) + (float64(sy)+0.5)/k) / s
					d := math.Hypot(x-0.5, y-0.5)
					var c color.RGBA
					switch {
					case d > 0.48:
						continue
					case d > 0.43:
						c = Ink
					case inHat(x, y):
						c = Ink
					default:
						c = Red
					}
					r, g, b, a = r+float64(c.R), g+float64(c.G), b+float64(c.B), a+255
				}
			}
			w := float64(k * k)
			img.SetRGBA(px, py, color.RGBA{uint8(r / w), uint8(g / w), uint8(b / w), uint8(a / w)})
		}
	}
	return img
}
