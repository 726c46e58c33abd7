package panels

import (
	"patron/game/box"
	"patron/render/draw"
	"patron/render/theme"
)

// handGrow is how much the card under the mouse grows.
const handGrow = 1.3

// HandLayout is where Hand puts n cards in area with the mouse at
// (mx, my): each card's hit rectangle, in the order given, and the index
// of the card under the mouse (the topmost one: later cards lie over
// earlier ones), or -1. The card under the mouse is returned grown, as it
// is drawn.
func HandLayout(area draw.Rect, n int, mx, my float64) (hits []draw.Rect, hover int) {
	hover = -1
	if n <= 0 {
		return nil, hover
	}
	h := area.H * 0.9
	w := h * CardAspect
	if w*float64(n) > area.W*2.5 { // a very narrow area: smaller cards
		w = area.W * 2.5 / float64(n)
		h = w / CardAspect
	}
	step := w + h*0.05
	if n > 1 {
		step = min(step, (area.W-w)/float64(n-1))
	}
	total := w + step*float64(n-1)
	x0 := area.CX() - total/2
	mid := float64(n-1) / 2
	hits = make([]draw.Rect, n)
	for i := range hits {
		d := (float64(i) - mid) / max(mid, 1)
		drop := (d*d - 1) * h * 0.06 // a gentle arc: the outer cards sit lower
		hits[i] = draw.Rect{X: x0 + float64(i)*step, Y: area.Bottom() - h - area.H*0.02 + drop, W: w, H: h}
	}
	for i := n - 1; i >= 0; i-- {
		if hits[i].Contains(mx, my) {
			hover = i
			break
		}
	}
	if hover >= 0 {
		b := hits[hover]
		g := draw.Rect{W: b.W * handGrow, H: b.H * handGrow}
		g.X = b.CX() - g.W/2
		g.X = max(area.X, min(g.X, area.Right()-g.W))
		g.Y = area.Bottom() - area.H*0.02 - g.H
		hits[hover] = g
	}
	return hits, hover
}

// Hand fans the Patrón's hand along the bottom of area. The card under
// (mx, my) grows; cards that playable accepts glow, and when some do, the
// others dim. playable may be nil. lowered says only the top strip of the
// cards shows (the hand waits below the map): their names go on one line,
// so that none is cut in two. It returns each card's hit rectangle (same
// order as cards) and the index under the mouse, or -1.
func Hand(c *draw.Canvas, wd *Words, area draw.Rect, cards []box.Card, playable func(box.Card) bool, mx, my float64, lowered bool) (hits []draw.Rect, hover int) {
	hits, hover = HandLayout(area, len(cards), mx, my)
	if lowered { // only the strip at the area's top shows: each card's top, level, fills it
		for i := range hits {
			if i != hover {
				hits[i].Y = area.Y + 2
			}
		}
	}
	ok := make([]bool, len(cards))
	any := false
	if playable != nil {
		for i, cd := range cards {
			ok[i] = playable(cd)
			any = any || ok[i]
		}
	}
	one := func(i int) {
		c.Flush() // each card covers the text of the one before
		drawCard(c, wd, hits[i], cards[i], ok[i], lowered && i != hover)
		if any && !ok[i] && i != hover {
			k := scale(hits[i], cardW, cardH)
			c.RoundRect(hits[i], 6*k).Fill(theme.Alpha(theme.Wood, 0.35))
		}
	}
	for i := range cards {
		if i != hover {
			one(i)
		}
	}
	if hover >= 0 {
		one(hover)
	}
	c.Flush()
	return hits, hover
}
