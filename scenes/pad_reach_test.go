package scenes

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game/board"
	"patron/scenes/words"
)

// Every screen the screenshots show, laid out at 1280×800: from where the
// pad's focus starts, every target it may rest on is some presses of the
// d-pad away, so that no button, choice or place is out of a pad's reach.
func TestPadReachesEveryTarget(t *testing.T) {
	lang := words.English()
	off := ebiten.NewImage(DesignW, DesignH)
	screens, total := 0, 0
	err := CaptureSome(lang, 1, board.NoLoc, func(group string) bool { return group != lanShots }, func(st Still) error {
		if st.Store != nil {
			return nil // needs its folder of saves
		}
		name := st.Name
		st.MouseX, st.MouseY, st.UIScale, st.Pad = -100, -100, 0, false // the screen as it first shows
		a := st.Open(Look{Lang: lang, W: DesignW, H: DesignH, Dry: true})
		st.Draw(a, off)
		a.pad.on = true
		a.pad.resolve(a.targets)
		var want []Target
		for _, t := range a.targets {
			if focusable(a.targets, t) {
				want = append(want, t)
			}
		}
		if len(want) == 0 {
			return nil
		}
		screens++
		total += len(want)
		if !a.pad.has {
			t.Errorf("%s: %d targets, and the focus starts on none", name, len(want))
			return nil
		}
		seen := []Target{a.pad.at}
		for i := 0; i < len(seen); i++ {
			for _, d := range []padDir{dirUp, dirDown, dirLeft, dirRight} {
				if n, ok := a.nextTarget(seen[i], d); ok && !containsTarget(seen, n) {
					seen = append(seen, n)
				}
			}
		}
		var lost []string
		for _, t := range want {
			if !containsTarget(seen, t) {
				lost = append(lost, t.ID.String()+targetName(t.Hit))
			}
		}
		if len(lost) > 0 {
			t.Errorf("%s: the pad never reaches %d of %d targets: %s", name, len(lost), len(want), strings.Join(lost, ", "))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d screens, %d targets in reach", screens, total)
}
