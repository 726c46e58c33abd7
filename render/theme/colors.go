// Package theme holds the look of the game: its colours and fonts
// (STYLE.md), shared by every drawing package.
package theme

import (
	"image/color"

	"patron/game/board"
	"patron/game/box"
)

// Hex makes a colour from 0xRRGGBB.
func Hex(v uint32) color.RGBA {
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}
}

// Alpha is c with opacity a (0–1), premultiplied as Ebitengine wants.
func Alpha(c color.RGBA, a float64) color.RGBA {
	return color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(255 * a)}
}

// Mix blends a toward b by t (0–1).
func Mix(a, b color.RGBA, t float64) color.RGBA {
	m := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t) }
	return color.RGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), m(a.A, b.A)}
}

// The table: dark wood and paper.
var (
	Wood      = Hex(0x21170f)
	WoodLight = Hex(0x3a2a1c)
	WoodEdge  = Hex(0x120c07)
	Paper     = Hex(0xeadfc6)
	PaperDark = Hex(0xcdbd98)
	Ink       = Hex(0x1c140d)
	InkSoft   = Hex(0x5a4a38)
	Sea       = Hex(0x2b3440)
	Road      = Hex(0x3b2a1a)
	Halo      = Hex(0x120d08)

	White     = Hex(0xffffff)
	Gold      = Hex(0xd9a441)
	Danger    = Hex(0xc0392b)
	Good      = Hex(0x2e7d4f) // a check passed (the audit's fair play)
	Highlight = Hex(0xffe27a)
	Muted     = Hex(0x8c7b65)
)

// Region tints, as in the book.
var regionColor = [...]color.RGBA{
	board.Caribe:    Hex(0xb9d48a),
	board.Andina:    Hex(0xb08a5a),
	board.Orinoquia: Hex(0x4f7a4a),
}

// Region is the tint of a region.
func Region(r board.Region) color.RGBA { return regionColor[r] }

// Faction colours (STYLE.md: Okabe–Ito).
var bookColors = [box.NumFactions]color.RGBA{
	Hex(0x0072B2), // DEA
	Hex(0x009E73), // Policía
	Hex(0xE69F00), // Cali
	Hex(0xCC79A7), // Los Pepes
}

// clearColors are the Factions' colours for players with a colour vision
// deficiency (Settings): searched so that, in the Machado 2009 simulation
// of protanopia, deuteranopia and tritanopia, no two are closer than ΔE00
// 25 (Okabe–Ito's closest pairs come to 11–12 there), each keeps its
// Faction's hue family, and each stands 2.2:1 from the paper at least.
// docs/COLOURS.md has the figures.
var clearColors = [box.NumFactions]color.RGBA{
	Hex(0x0080F8), // DEA
	Hex(0x186020), // Policía
	Hex(0xA09810), // Cali
	Hex(0x883868), // Los Pepes
}

// Palette is the set of the Factions' colours a screen is drawn in: the
// book's, or the colour-blind one (Settings). It is a value that whoever
// draws carries (draw.Canvas.Palette, from the window's settings or the
// screenshot's flag), as the language is; no package keeps one.
type Palette uint8

const (
	BookPalette  Palette = iota // the book's colours (the zero Palette)
	ClearPalette                // the colour-blind colours
)

// PaletteOf is the colour-blind palette when clear is set, else the
// book's.
func PaletteOf(clear bool) Palette {
	if clear {
		return ClearPalette
	}
	return BookPalette
}

// Faction is a faction's colour in the palette.
func (p Palette) Faction(f box.Faction) color.RGBA {
	if p == ClearPalette {
		return clearColors[f]
	}
	return bookColors[f]
}

// Sicario base colours, fixed by the game, by dashboard slot.
var slotColor = [box.NumSlots]color.RGBA{
	Hex(0x7b3fa0), // purple
	Hex(0x2f6fd0), // blue
	Hex(0x3c9a3c), // green
	Hex(0xe07b1f), // orange
	Hex(0xc8302c), // red
	Hex(0xf2f2ee), // white: León
	Hex(0x1a1a1a), // black: La Quica
}

// Slot is the base colour of a dashboard slot's sicario.
func Slot(s box.Slot) color.RGBA { return slotColor[s] }

// OnSlot is a colour that reads on a slot's base (for its letter).
func OnSlot(s box.Slot) color.RGBA {
	if s == box.White {
		return Ink
	}
	return White
}

// Token colours.
var (
	BlockadeYellow = Hex(0xf2c81f)
	BlockadeBlack  = Hex(0x161616)
	ControlledRed  = Hex(0x8e1b1b)
	LabGlass       = Hex(0x9fd3d6)
	MoneyGreen     = Hex(0x4e8f4a)
	PartyPink      = Hex(0xe85a9b)
	MarkerBlue     = Hex(0x3d7be0)
	PatronRed      = Hex(0xa61e22)
)
