package draw

import (
	"fmt"
	"image"
	"image/png"
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/render/theme"
)

// WritePNG writes an image to a PNG file, as a player with colour vision
// v sees it (theme.Normal: as it is).
func WritePNG(img *ebiten.Image, path string, v theme.Vision) error {
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
