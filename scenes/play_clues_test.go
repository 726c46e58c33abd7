package scenes

import (
	"reflect"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/game/board"
	"patron/scenes/match"
	"patron/scenes/words"
)

// cluesTable is a table of seed 1 in season 2, at the Factions' first
// action card, the Factions on screen, in a window that writes nothing.
func cluesTable(t *testing.T) (*match.Match, *App, *Play) {
	t.Helper()
	m := mustMatch(t, 1)
	if err := autoplay(m, board.NoLoc, func(d game.Decision) bool {
		return m.G.Pub.Season >= 2 && d.Prompt == game.PromptUseAction
	}); err != nil {
		t.Fatal(err)
	}
	p := ShotPlay(m)
	p.calm = 0
	a := NewApp(p, &Script{X: -1, Y: -1})
	a.Settings, a.Store = DefaultSettings(), nil
	a.Resize(DesignW, DesignH)
	return m, a, p
}

// clickOn clicks the middle of the first target the last frame drew for
// want; it fails the test when there is none.
func clickOn(t *testing.T, a *App, p *Play, want hit) {
	t.Helper()
	drawPlay(a, p)
	i := slices.IndexFunc(a.Targets(), func(tg Target) bool { return tg.is(want) })
	if i < 0 {
		t.Fatalf("no %s drawn", targetName(want))
	}
	r := a.Targets()[i].R
	in := &Input{X: r.CX(), Y: r.CY(), Click: true}
	if got := a.clickedHit(in); got != want {
		t.Fatalf("the middle of %s is %s", targetName(want), targetName(got))
	}
	p.Update(a, in)
}

// The toolbar's Clues button and the C key open and close the clue sheet;
// Esc closes it (and opens no menu); it lies clear of the prompt.
func TestClueSheetOpensByButtonAndKey(t *testing.T) {
	_, a, p := cluesTable(t)
	clickOn(t, a, p, onButton(btnClues))
	if !p.clues.open {
		t.Fatal("the Clues button did not open the sheet")
	}
	clickOn(t, a, p, onButton(btnClues))
	if p.clues.open {
		t.Fatal("the Clues button did not close the sheet")
	}
	keyFrame(p, a, ebiten.KeyC)
	if !p.clues.open {
		t.Fatal("C did not open the sheet")
	}
	l := p.layout(a)
	if r := cluesArea(l); r.Bottom() > l.Prompt.Y || r.Right() > l.Prompt.Right() {
		t.Fatalf("the sheet %v lies over the prompt %v", r, l.Prompt)
	}
	keyFrame(p, a, ebiten.KeyEscape)
	if p.clues.open || p.paused {
		t.Fatalf("Esc: the sheet open %v, the menu open %v", p.clues.open, p.paused)
	}
	keyFrame(p, a, ebiten.KeyC)
	keyFrame(p, a, ebiten.KeyC)
	if p.clues.open {
		t.Fatal("C did not close the sheet")
	}
}

// A click on an entry lights on the map the places it left, and decides
// nothing; a second click puts the light out; closing the sheet too.
func TestClueSheetEntryLightsItsPlaces(t *testing.T) {
	m, a, p := cluesTable(t)
	keyFrame(p, a, ebiten.KeyC)
	drawPlay(a, p)
	var shown []int
	for _, tg := range a.Targets() {
		if tg.Hit.is(btnClue) {
			shown = append(shown, tg.Hit.clue)
		}
	}
	es := p.clues.entries(m)
	if len(shown) < 3 || len(es) < 3 {
		t.Fatalf("%d entries drawn of %d", len(shown), len(es))
	}
	if shown[len(shown)-1] != len(es)-1 {
		t.Fatalf("the newest entry %d is not in sight (%v)", len(es)-1, shown)
	}
	before := m.Revision
	for _, i := range shown[len(shown)-3:] {
		clickOn(t, a, p, onClue(i))
		if p.clues.picked != i+1 {
			t.Fatalf("a click on entry %d picked %d", i, p.clues.picked-1)
		}
		if got := p.clues.lit(m); got != es[i].Possible || got == 0 {
			t.Fatalf("entry %d: the map lights %v, the entry left %v", i, got, es[i].Possible)
		}
	}
	if m.Revision != before {
		t.Fatal("a click on the sheet decided something")
	}
	i := shown[len(shown)-1]
	clickOn(t, a, p, onClue(i))
	if p.clues.lit(m) != 0 {
		t.Fatal("a second click left the places lit")
	}
	clickOn(t, a, p, onClue(i))
	keyFrame(p, a, ebiten.KeyC)
	if p.clues.lit(m) != 0 {
		t.Fatal("the closed sheet left the places lit")
	}
}

// The wheel over the sheet brings older clues into sight and back.
func TestClueSheetScrolls(t *testing.T) {
	m, a, p := cluesTable(t)
	keyFrame(p, a, ebiten.KeyC)
	drawPlay(a, p)
	if p.clues.shown >= len(p.clues.entries(m)) {
		t.Fatalf("every clue (%d) is in sight in seed 1's game: the scrolling is not checked", len(p.clues.entries(m)))
	}
	r := cluesArea(p.layout(a))
	for range 3 {
		p.Update(a, &Input{X: r.CX(), Y: r.CY(), Wheel: 1})
	}
	if p.clues.back != 3 {
		t.Fatalf("three turns of the wheel scrolled %d entries back", p.clues.back)
	}
	p.Update(a, &Input{X: r.CX(), Y: r.CY(), Wheel: -1})
	if p.clues.back != 2 {
		t.Fatalf("the wheel down: %d entries back, want 2", p.clues.back)
	}
	for range 1000 {
		p.Update(a, &Input{X: r.CX(), Y: r.CY(), Wheel: 1})
	}
	drawPlay(a, p)
	if n := len(p.clues.entries(m)); p.clues.back != n-1 {
		t.Fatalf("scrolled to the top: %d back of %d", p.clues.back, n)
	}
	clickOn(t, a, p, onButton(btnClueDown))
	if p.clues.back >= len(p.clues.entries(m))-1 {
		t.Fatal("the scroll bar's lower part did not scroll down")
	}
}

// The clue sheet shows the same entries, sentences and lit places on the
// Patrón's machine (which holds his secrets) and on a Factions' machine
// rebuilt from the published log alone, which never held one.
func TestClueSheetNeedsNoSecret(t *testing.T) {
	lang := words.English()
	m, _, p := cluesTable(t)
	pm, err := m.FactionsCopy()
	if err != nil {
		t.Fatal(err)
	}
	if pm.G.Sec != nil || m.G.Sec == nil {
		t.Fatal("the copy holds secrets, or the table none")
	}
	q := NewPlay(pm)
	a, b := p.clues.entries(m), q.clues.entries(pm)
	if len(a) == 0 || !reflect.DeepEqual(a, b) {
		t.Fatalf("the entries differ: %d and %d", len(a), len(b))
	}
	p.clues.open, q.clues.open = true, true
	for i := range a {
		if x, y := p.clueText(lang, a[i]), q.clueText(lang, b[i]); x != y {
			t.Errorf("entry %d: %q and %q", i, x, y)
		}
		p.clues.picked, q.clues.picked = i+1, i+1
		if p.clues.lit(m) != q.clues.lit(pm) {
			t.Errorf("entry %d lights other places", i)
		}
	}
}

// The Patrón has the sheet too: what the Factions know of him, the same
// entries as on their side, and C opens it in his turn as well.
func TestClueSheetInThePatronsView(t *testing.T) {
	m := mustMatch(t, 1)
	if err := autoplay(m, board.NoLoc, func(d game.Decision) bool {
		return m.G.Pub.Season >= 2 && d.Seat == game.SeatPatron && d.Prompt == game.PromptPlay
	}); err != nil {
		t.Fatal(err)
	}
	p := ShotPlay(m)
	a := NewApp(p, &Script{X: -1, Y: -1})
	a.Settings, a.Store = DefaultSettings(), nil
	a.Resize(DesignW, DesignH)
	if p.view.Secret == nil {
		t.Fatal("not the Patrón's view")
	}
	keyFrame(p, a, ebiten.KeyC)
	if !p.clues.open {
		t.Fatal("C did not open the sheet in the Patrón's turn")
	}
	drawPlay(a, p)
	n := 0
	for _, tg := range a.Targets() {
		if tg.Hit.is(btnClue) {
			n++
		}
	}
	pm, err := m.FactionsCopy()
	if err != nil {
		t.Fatal(err)
	}
	var q clueSheet
	if es := p.clues.entries(m); n == 0 || !reflect.DeepEqual(es, q.entries(pm)) {
		t.Fatalf("%d entries drawn; the Patrón's sheet and the Factions' differ", n)
	}
}
