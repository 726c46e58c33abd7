package panels

import (
	"slices"
	"strings"
	"testing"

	"patron/game/box"
	"patron/render/draw"
)

// A lowered hand shows each card's whole name in the strip of its top
// that shows: on one line, or two small ones for a name as long as the
// German and Russian ones; nothing is cut short, and every card's top
// stands in the strip. (The second line of a two-line name was hidden
// under the screen's edge until the mouse raised the hand.)
func TestALoweredHandShowsWholeNames(t *testing.T) {
	wd := *English()
	cards := []box.Card{0, 1, 2, 3, 4}
	for i, name := range []string{"Kundgebung in den Barrios", "Подкупленный блокпост", "Ambush", "Przekupiony posterunek", "Amigos en el Congreso"} {
		wd.CardName[cards[i]] = name
	}
	area := draw.Rect{X: 34, Y: 800 - 30, W: 460, H: 128} // the table's lowered hand: a 30-unit strip above the screen's bottom
	c := &draw.Canvas{S: 1, Dry: true}
	draw.TakeOverflows()
	hits, _ := Hand(c, &wd, area, cards, nil, -1, -1, true)
	if cut := draw.TakeOverflows(); len(cut) > 0 {
		t.Errorf("names cut short: %q", cut)
	}
	for i, r := range hits {
		if r.Y < area.Y || r.Y > area.Y+4 {
			t.Errorf("card %d's top at %.0f, outside the strip from %.0f", i, r.Y, area.Y)
		}
	}
	for _, cd := range cards { // each card's name, as the lowered hand writes it: its first texts
		one := &draw.Canvas{S: 1, Dry: true}
		drawCard(one, &wd, hits[0], cd, false, true)
		texts, want := one.QueuedTexts(), strings.Fields(wd.CardName[cd])
		n := 1
		if len(texts) > 1 && strings.Contains(wd.CardName[cd], texts[1]) {
			n = 2
		}
		if got := strings.Fields(strings.Join(texts[:n], " ")); !slices.Equal(got, want) {
			t.Errorf("%q is written %q", wd.CardName[cd], texts[:n])
		}
	}
}
