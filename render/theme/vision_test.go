package theme

import (
	"fmt"
	"image/color"
	"math"
	"testing"

	"patron/game/box"
)

// CIEDE2000 against the reference pairs of Sharma, Wu and Dalal (2005).
func TestDeltaEReferencePairs(t *testing.T) {
	for _, c := range []struct {
		p, q lab
		want float64
	}{
		{lab{50, 2.6772, -79.7751}, lab{50, 0, -82.7485}, 2.0425},
		{lab{50, 0, 0}, lab{50, -1, 2}, 2.3669},
		{lab{50, 2.49, -0.001}, lab{50, -2.49, 0.0009}, 7.1792},
		{lab{50, 2.5, 0}, lab{73, 25, -18}, 27.1492},
		{lab{60.2574, -34.0099, 36.2677}, lab{60.4626, -34.1751, 39.4387}, 1.2644},
		{lab{22.7233, 20.0904, -46.6940}, lab{23.0331, 14.9730, -42.5619}, 2.0373},
	} {
		if got := deltaELab(c.p, c.q); math.Abs(got-c.want) > 1e-3 {
			t.Errorf("ΔE00 %v %v = %.4f, want %.4f", c.p, c.q, got, c.want)
		}
	}
}

// The Machado matrices keep greys grey and white white.
func TestSimulationKeepsGreys(t *testing.T) {
	for _, v := range Visions {
		for _, g := range []uint8{0, 60, 128, 200, 255} {
			c := Simulate(Hex(uint32(g)<<16|uint32(g)<<8|uint32(g)), v)
			if d := max(c.R, c.G, c.B) - min(c.R, c.G, c.B); d > 2 {
				t.Errorf("%s turns grey %d into %v", v, g, c)
			}
		}
		tab := NewSimulateTable(v)
		want := Simulate(Hex(0xE69F00), v)
		if r, g, b := tab.Pixel(0xE6, 0x9F, 0x00); r != want.R || g != want.G || b != want.B {
			t.Errorf("%s: the table and Simulate differ", v)
		}
	}
}

// minDeltaE is the smallest difference between two Factions' colours of
// a palette as a player with vision v sees them, and the pair.
func minDeltaE(pal [box.NumFactions]color.RGBA, v Vision) (float64, string) {
	best, pair := math.Inf(1), ""
	for a := range box.NumFactions {
		for b := a + 1; b < box.NumFactions; b++ {
			d := DeltaE(Simulate(pal[a], v), Simulate(pal[b], v))
			if d < best {
				best, pair = d, fmt.Sprintf("%s/%s", box.Faction(a).Name(), box.Faction(b).Name())
			}
		}
	}
	return best, pair
}

func lowestContrast(pal [box.NumFactions]color.RGBA, v Vision) float64 {
	lowest := math.Inf(1)
	for f := range box.NumFactions {
		lowest = min(lowest, Contrast(Simulate(pal[f], v), Simulate(Paper, v)))
	}
	return lowest
}

// The Factions' colours stay apart for every colour vision, in the Machado
// 2009 simulation. The book's Okabe–Ito colours come no closer than ΔE00
// 10 (distinct side by side; the emblems' shapes tell them apart too); the
// colour-blind palette no closer than 24.5 (another colour at a glance), and
// 2.2:1 from the paper at least. The figures are in docs/COLOURS.md.
func TestFactionColoursStayApart(t *testing.T) {
	for _, pal := range []struct {
		name            string
		colors          [box.NumFactions]color.RGBA
		least, contrast float64
	}{{"book", bookColors, 10, 1.5}, {"clear", clearColors, 24.5, 2.2}} {
		for _, v := range append([]Vision{Normal}, Visions...) {
			d, pair := minDeltaE(pal.colors, v)
			c := lowestContrast(pal.colors, v)
			t.Logf("%-5s %-12s closest pair %-28s ΔE00 %5.1f · lowest contrast on paper %.2f:1", pal.name, v, pair, d, c)
			if d < pal.least {
				t.Errorf("%s colours, %s: %s only ΔE00 %.1f apart", pal.name, v, pair, d)
			}
			if c < pal.contrast {
				t.Errorf("%s colours, %s: a Faction's colour has %.2f:1 on paper", pal.name, v, c)
			}
		}
	}
}

// Each palette gives its own colours: the zero one and PaletteOf(false)
// the book's, PaletteOf(true) the colour-blind ones.
func TestPaletteGivesItsColours(t *testing.T) {
	for f := range box.NumFactions {
		if c := PaletteOf(true).Faction(box.Faction(f)); c != clearColors[f] {
			t.Errorf("%s in the colour-blind palette is %v, want %v", box.Faction(f).Name(), c, clearColors[f])
		}
		for _, p := range []Palette{0, PaletteOf(false), BookPalette} {
			if c := p.Faction(box.Faction(f)); c != bookColors[f] {
				t.Errorf("%s in palette %d is %v, want the book's %v", box.Faction(f).Name(), p, c, bookColors[f])
			}
		}
	}
}
