package mapview

import (
	"image"
	"image/color"
	"math"
	"sort"

	"patron/game/board"
	"patron/render/theme"
)

// background paints the map's ground at device resolution: the sea and
// neighbours, the country filled with its three regions (each point takes
// the region of its nearest location, so the tints follow the game's own
// regions), a darker seam where regions meet, and a faint paper grain.
func background(p *Projection, scale float64, w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	outline := p.Outline()
	// Locations in device pixels.
	var locs [board.N][2]float64
	for l := range board.N {
		locs[l] = [2]float64{p.Loc[l][0] * scale, p.Loc[l][1] * scale}
	}
	region := make([]int8, w*h)
	xs := make([]float64, 0, 16)
	for y := 0; y < h; y++ {
		fy := (float64(y) + 0.5) / scale
		xs = crossings(outline, fy, xs[:0])
		for i := 0; i < w; i++ {
			region[y*w+i] = -1
		}
		for k := 0; k+1 < len(xs); k += 2 {
			x0 := max(0, int(math.Ceil(xs[k]*scale-0.5)))
			x1 := min(w-1, int(math.Floor(xs[k+1]*scale-0.5)))
			for x := x0; x <= x1; x++ {
				region[y*w+x] = int8(nearestRegion(&locs, float64(x)+0.5, float64(y)+0.5))
			}
		}
	}
	seam := max(1, int(scale*1.2))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			r := region[y*w+x]
			var c color.RGBA
			if r < 0 {
				c = theme.Sea
			} else {
				c = theme.Region(board.Region(r))
				if differs(region, w, h, x, y, seam) {
					c = theme.Mix(c, theme.Road, 0.45)
				}
			}
			c = grain(c, x, y)
			i := img.PixOffset(x, y)
			img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = c.R, c.G, c.B, 255
		}
	}
	return img
}

// crossings lists where the horizontal line at y crosses the polygon,
// sorted, for an even-odd scanline fill.
func crossings(poly [][2]float64, y float64, xs []float64) []float64 {
	n := len(poly)
	for i := range n {
		a, b := poly[i], poly[(i+1)%n]
		if (a[1] <= y) != (b[1] <= y) {
			t := (y - a[1]) / (b[1] - a[1])
			xs = append(xs, a[0]+t*(b[0]-a[0]))
		}
	}
	sort.Float64s(xs)
	return xs
}

func nearestRegion(locs *[board.N][2]float64, x, y float64) board.Region {
	best, bd := 0, math.Inf(1)
	for l := range locs {
		dx, dy := locs[l][0]-x, locs[l][1]-y
		if d := dx*dx + dy*dy; d < bd {
			best, bd = l, d
		}
	}
	return board.Map.RegionOf[best]
}

// differs reports whether a pixel near (x, y) lies in another region.
func differs(region []int8, w, h, x, y, d int) bool {
	r := region[y*w+x]
	for _, o := range [...][2]int{{d, 0}, {0, d}, {-d, 0}, {0, -d}} {
		xx, yy := x+o[0], y+o[1]
		if xx >= 0 && yy >= 0 && xx < w && yy < h {
			if q := region[yy*w+xx]; q >= 0 && q != r {
				return true
			}
		}
	}
	return false
}

// grain adds a fixed, faint noise so flat tints read as printed paper.
func grain(c color.RGBA, x, y int) color.RGBA {
	h := uint32(x)*374761393 + uint32(y)*668265263
	h = (h ^ (h >> 13)) * 1274126177
	n := int(h>>24)%9 - 4
	adj := func(v uint8) uint8 { return uint8(min(255, max(0, int(v)+n))) }
	return color.RGBA{adj(c.R), adj(c.G), adj(c.B), 255}
}
