package icon

import "testing"

// The icon is a round token: transparent corners, opaque red inside, a
// dark hat in the middle.
func TestIcon(t *testing.T) {
	img := At(64)
	if _, _, _, a := img.At(0, 0).RGBA(); a != 0 {
		t.Error("the corner is not transparent")
	}
	if r, g, _, a := img.At(32, 10).RGBA(); a != 0xffff || r < 2*g {
		t.Errorf("the disc is not red at the top: %v", img.At(32, 10))
	}
	if r, _, _, _ := img.At(32, 38).RGBA(); r > 0x4000 {
		t.Errorf("no dark hat in the middle: %v", img.At(32, 38))
	}
	if n := len(Icons()); n < 3 {
		t.Errorf("%d icon sizes", n)
	}
}
