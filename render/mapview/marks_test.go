package mapview

import (
	"testing"

	"patron/render/theme"
)

// The deduction overlay's colour stays far from a choice's yellow in every
// colour vision (Machado 2009 simulation, CIEDE2000): ΔE00 at least 35,
// another colour at a glance, besides the diamond's shape.
func TestDeductionColourIsNotAChoices(t *testing.T) {
	for _, v := range append([]theme.Vision{theme.Normal}, theme.Visions...) {
		d := theme.DeltaE(theme.Simulate(DeduceLight, v), theme.Simulate(theme.Highlight, v))
		t.Logf("%-12s ΔE00 %.1f", v, d)
		if d < 35 {
			t.Errorf("%s: the overlay's colour is only ΔE00 %.1f from a choice's", v, d)
		}
	}
}
