package scenes

import (
	"bytes"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/game/board"
	"patron/scenes/store"
)

// The deduction overlay stays as the player left it: D turns it on, the
// choice is saved with the settings, and the next table (a game brought
// back by Continue) opens with it on. (It was off again after Continue.)
func TestTheOverlayStaysAsTheFactionsLeftIt(t *testing.T) {
	mem := &store.Memory{}
	factionsTable := func() *Play {
		m := mustMatch(t, 5)
		if err := autoplay(m, board.NoLoc, func(d game.Decision) bool { return d.Seat.IsFactions() && !d.Forced }); err != nil || m.G.Over() {
			t.Fatalf("no decision of the Factions: %v", err)
		}
		return ShotPlay(m)
	}
	a := quietApp()
	a.Settings.Path, a.Settings.files = "settings.json", mem
	p := factionsTable()
	p.Update(a, &Input{})
	if p.overlay {
		t.Fatal("the overlay is on before anyone asked")
	}
	p.Update(a, &Input{Keys: []ebiten.Key{ebiten.KeyD}})
	if !p.overlay || !a.Settings.Overlay {
		t.Fatalf("D left the overlay %v (settings %v)", p.overlay, a.Settings.Overlay)
	}
	saved, _, err := mem.ReadFile("settings.json", settingsMax)
	if err != nil || !bytes.Contains(saved, []byte(`"deductionOverlay": true`)) {
		t.Fatalf("the settings kept %s (%v)", saved, err)
	}
	again := factionsTable()
	again.Update(a, &Input{})
	if !again.overlay {
		t.Error("the next table opened with the overlay off")
	}
}
