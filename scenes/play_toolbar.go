package scenes

import (
	"patron/render/draw"
	"patron/render/theme"
)

// toolWidth is the width of a toolbar button whose label is written at
// size (or smaller, never cut short): the label and its margins, at least
// 50 units. The season's status beside the buttons takes what they leave.
func toolWidth(c *draw.Canvas, label string, size float64) float64 {
	return max(50, c.Measure(label, draw.TextStyle{Font: theme.Label, Size: size})+14)
}
