package draw

import (
	"testing"

	"patron/render/theme"
)

// A text's width in layout units is the same on a canvas of any scale, so
// that what fits in the design's window fits in every window.
func TestMeasureIsTheSameAtEveryScale(t *testing.T) {
	texts := []string{"Cara Hernández-Ospina", "Policía Nacional", "Переместить сикарио", "Zażółć gęślą jaźń", "W"}
	for _, font := range []theme.Font{theme.Label, theme.Heading, theme.Mono} {
		for _, size := range []float64{11, 13.3, 16, 22.7} {
			st := TextStyle{Font: font, Size: size}
			for _, s := range texts {
				want := (&Canvas{S: 1}).Measure(s, st)
				if want <= 0 {
					t.Fatalf("%q at %.1f measures %v", s, size, want)
				}
				for _, scale := range []float64{0.25, 0.5, 0.7625, 1.5, 2} {
					if got := (&Canvas{S: scale}).Measure(s, st); got != want {
						t.Errorf("%q at size %.1f: %v units at scale %v, %v at scale 1", s, size, got, scale, want)
					}
				}
			}
		}
	}
}
