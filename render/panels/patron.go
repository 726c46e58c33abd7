package panels

import (
	"fmt"
	"strconv"
	"strings"

	"patron/game"
	"patron/game/board"
	"patron/game/box"
	"patron/render/draw"
	"patron/render/mapview"
	"patron/render/theme"
)

// PatronDashboard draws the Patrón's dashboard: his seven sicario slots
// with their defense tokens, his objectives, the Plata o Plomo deck, his
// money and cards, and the End of Season cards waiting. sec is the
// Patrón's own view of his secrets, or nil for everyone else: nothing
// secret is drawn without it.
func PatronDashboard(c *draw.Canvas, wd *Words, r draw.Rect, pub *game.Public, sec *game.SecretView) DashboardHits {
	var hits DashboardHits
	k := scale(r, 330, 250)
	paper(c, r, k)
	x0, y0 := r.X+8*k, r.Y+6*k
	w := r.W - 16*k

	patronHeader(c, wd, x0, y0, w, k, pub, &hits)

	// Seven sicario slots.
	colW := w / box.NumSlots
	for s := box.Slot(0); s < box.NumSlots; s++ {
		col := draw.Rect{X: x0 + float64(s)*colW + 1.5*k, Y: y0 + 23*k, W: colW - 3*k, H: 98 * k}
		sicarioSlot(c, wd, col, k, pub, sec, s, &hits)
		hits.Slots[s] = col
	}

	// Objectives, then the End of Season cards along the bottom.
	yObj := y0 + 124*k
	c.Line(x0, yObj, x0+w, yObj, max(0.6, 0.8*k), theme.PaperDark)
	bottomH := 24 * k
	yb := r.Bottom() - 5*k - bottomH
	objH := yb - yObj
	leftW := w * 0.5
	objectiveSlots(c, wd, draw.Rect{X: x0, Y: yObj + 2*k, W: leftW - 6*k, H: objH - 3*k}, k, pub, sec, &hits)
	c.Line(x0+leftW-2*k, yObj+4*k, x0+leftW-2*k, yb-3*k, max(0.6, 0.8*k), theme.PaperDark)
	revealedObjectives(c, wd, draw.Rect{X: x0 + leftW + 3*k, Y: yObj + 2*k, W: w - leftW - 3*k, H: objH - 3*k}, k, pub, &hits)

	c.Line(x0, yb, x0+w, yb, max(0.6, 0.8*k), theme.PaperDark)
	endOfSeason(c, wd, draw.Rect{X: x0, Y: yb, W: w, H: bottomH}, k, pub, &hits)
	return hits
}

// DashboardHits are where the dashboard drew the revealed objectives and
// the End of Season cards, so that a screen can explain them on hover,
// and each sicario's column, so that a screen can offer it as a pick.
type DashboardHits struct {
	Objectives []ObjectiveHit
	EndCards   []CardHit
	Slots      [box.NumSlots]draw.Rect
	Hints      []Hint // the icons and counters, explained on hover
}

// ObjectiveHit is an objective's place on the dashboard.
type ObjectiveHit struct {
	Objective box.Objective
	R         draw.Rect
}

// CardHit is a card's place on the dashboard.
type CardHit struct {
	Card box.Card
	R    draw.Rect
}

// patronHeader: the title and the Plata o Plomo deck, then money, hand
// and deck on the right.
func patronHeader(c *draw.Canvas, wd *Words, x, y, w, k float64, pub *game.Public, hits *DashboardHits) {
	cy := y + 10*k
	title := style(theme.Heading, 16*k, theme.Ink)
	textMid(c, wd.Patron, x+2*k, cy, title)
	num := style(theme.Heading, 14*k, theme.Ink)
	lbl := style(theme.Label, 11*k, theme.InkSoft)

	// Plata o Plomo cards left.
	left := 0
	for _, in := range pub.PlataDeck {
		if in {
			left++
		}
	}
	px := x + 2*k + c.Measure(wd.Patron, title) + 12*k
	plata := px
	textMid(c, wd.Plata, px, cy, lbl)
	px += c.Measure(wd.Plata, lbl) + 4*k
	stack(c, draw.Rect{X: px, Y: cy - 6*k, W: 9 * k, H: 12 * k}, left, k)
	px += 9*k + float64(min(left, 4))*1.8*k + 2*k
	textMid(c, strconv.Itoa(left), px, cy, num)
	hits.Hints = append(hits.Hints, Hint{HintPlataDeck, draw.Rect{X: plata, Y: cy - 8*k, W: px + c.Measure(strconv.Itoa(left), num) - plata, H: 16 * k}})

	xr := x + w - 2*k
	// deck and hand, written right to left: "hand 5 deck 12"
	for _, count := range []struct {
		word, hint string
		n          int
	}{{wd.Deck, HintDeck, pub.DeckCount}, {wd.Hand, HintHand, pub.HandCount}} {
		end := xr
		n := strconv.Itoa(count.n)
		xr -= c.Measure(n, num)
		textMid(c, n, xr, cy, num)
		xr -= 3*k + c.Measure(count.word, lbl)
		textMid(c, count.word, xr, cy, lbl)
		hits.Hints = append(hits.Hints, Hint{count.hint, draw.Rect{X: xr, Y: cy - 8*k, W: end - xr, H: 16 * k}})
		xr -= 10 * k
	}
	// money
	end := xr
	n := strconv.Itoa(pub.Money)
	xr -= c.Measure(n, num)
	textMid(c, n, xr, cy, style(theme.Heading, 14*k, theme.MoneyGreen))
	xr -= 11 * k
	mapview.Money(c, xr, cy, 15*k)
	hits.Hints = append(hits.Hints, Hint{HintMoney, draw.Rect{X: xr - 8*k, Y: cy - 8*k, W: end - xr + 8*k, H: 16 * k}})
}

// sicarioSlot is one column: the base colour and letter, glory and
// range, the figure (home, on the map or caught), its name, its token.
func sicarioSlot(c *draw.Canvas, wd *Words, col draw.Rect, k float64, pub *game.Public, sec *game.SecretView, s box.Slot, hits *DashboardHits) {
	st := &pub.Slots[s]
	// Base tile with the letter.
	tile := draw.Rect{X: col.X, Y: col.Y, W: col.W, H: 18 * k}
	c.RoundRect(tile, 3*k).Fill(theme.Slot(s))
	c.RoundRect(tile, 3*k).Stroke(max(0.6, 0.9*k), theme.Ink)
	textMid(c, string(s.Letter()), tile.CX(), tile.CY(), centered(style(theme.Heading, 14*k, theme.OnSlot(s))))

	// Glory and range.
	gy := col.Y + 26*k
	num := style(theme.Heading, 11*k, theme.Ink)
	gx := col.X + col.W*0.08
	c.Star(gx+4*k, gy, 5*k).Fill(theme.Gold)
	c.Star(gx+4*k, gy, 5*k).Stroke(max(0.4, 0.5*k), theme.Ink)
	textMid(c, strconv.Itoa(s.Glory()), gx+10*k, gy, num)
	rx := col.X + col.W*0.54
	rangeIcon(c, rx+4*k, gy, 9*k, theme.InkSoft)
	textMid(c, strconv.Itoa(s.Range()), rx+10*k, gy, num)
	hits.Hints = append(hits.Hints, Hint{HintGlory, draw.Rect{X: gx - 2*k, Y: gy - 6*k, W: rx - gx, H: 12 * k}},
		Hint{HintRange, draw.Rect{X: rx - 2*k, Y: gy - 6*k, W: col.Right() - rx + 2*k, H: 12 * k}})

	// The figure's place: a cradle on the dashboard.
	well := draw.Rect{X: col.X, Y: col.Y + 33*k, W: col.W, H: 34 * k}
	c.RoundRect(well, 3*k).Fill(theme.Alpha(theme.PaperDark, 0.55))
	fx, fy := well.CX(), well.Bottom()-3*k
	switch {
	case st.Figure == box.NoFigure:
		textMid(c, wd.EmptySlot, well.CX(), well.CY(), centered(style(theme.Label, 12*k, theme.Muted)))
	case st.Captured:
		mapview.Sicario(c, s, fx+3*k, fy-1*k, 22*k, mapview.FigureLook{Down: true})
		textMid(c, wd.Captured, well.CX(), well.Y+7*k, centered(shrink(c, wd.Captured, well.W-2*k, style(theme.Heading, 11*k, theme.Danger), 9*k)))
	case st.OnMap():
		id := board.Map.ID[SicarioAt(pub, s)] // a sicario on the move: where his last step put him
		pin(c, well.CX(), well.Y+12*k, 9*k)
		textMid(c, id, well.CX(), well.Bottom()-8*k, centered(style(theme.Heading, 12*k, theme.Ink)))
		if st.Coca {
			mapview.Cube(c, well.Right()-6*k, well.Y+8*k, 6*k)
		}
	default:
		mapview.Sicario(c, s, fx, fy, 29*k, mapview.FigureLook{})
	}

	// Name.
	name := wd.EmptySlot
	if st.Figure != box.NoFigure {
		name = st.Figure.Name()
	}
	ns := shrink(c, name, col.W+2*k, style(theme.Label, 11*k, theme.Ink), 9*k)
	textMid(c, name, col.CX(), col.Y+74*k, centered(ns))

	// Defense token.
	d := &pub.Defense[s]
	look, tok := DefenseNone, box.NoToken
	switch {
	case d.Revealed:
		look, tok = DefenseFaceUp, d.Token
	case sec != nil && sec.Defense[s] != box.NoToken:
		look, tok = DefenseFaceDown, sec.Defense[s]
	case d.Digest != game.Digest{}:
		look = DefenseFaceDown
	}
	DefenseToken(c, col.CX(), col.Y+91*k, 10.5*k, look, tok)
	hits.Hints = append(hits.Hints, Hint{HintDefense, draw.Rect{X: col.CX() - 11*k, Y: col.Y + 80*k, W: 22 * k, H: 22 * k}})
}

// pin is a small map pin: the sicario is out on the map.
func pin(c *draw.Canvas, x, y, s float64) {
	c.Polygon(x-s*0.45, y-s*0.2, x+s*0.45, y-s*0.2, x, y+s*0.7).Fill(theme.PatronRed)
	c.Circle(x, y-s*0.3, s*0.5, theme.PatronRed)
	c.Circle(x, y-s*0.3, s*0.2, theme.Paper)
}

// objectiveSlots: the three season slots with their face-down cards; in
// the Patrón's view, the names of the cards under each, one per line
// while there is room, each explained on hover (hits) like a revealed one.
func objectiveSlots(c *draw.Canvas, wd *Words, r draw.Rect, k float64, pub *game.Public, sec *game.SecretView, hits *DashboardHits) {
	textMid(c, wd.Objectives, r.X, r.Y+7*k, style(theme.Heading, 11*k, theme.InkSoft))
	top := r.Y + 15*k
	rows := max(box.ObjectiveSlots, int((r.Bottom()-top)/(14*k)))
	rowH := (r.Bottom() - top) / float64(rows)
	// Lines each slot gets: one per card name the Patrón may see.
	var lines [box.ObjectiveSlots]int
	spare := rows - box.ObjectiveSlots
	for i := range lines {
		lines[i] = 1
		if sec != nil {
			extra := min(len(sec.Objectives[i])-1, spare)
			if extra > 0 {
				lines[i] += extra
				spare -= extra
			}
		}
	}
	lbl := style(theme.Heading, 11*k, theme.Ink)
	body := style(theme.Label, 11*k, theme.Ink)
	y := top
	for i := 0; i < box.ObjectiveSlots; i++ {
		h := rowH * float64(lines[i])
		cy := y + rowH/2
		if pub.Season == i+1 {
			c.RoundRect(draw.Rect{X: r.X - 2*k, Y: y + 0.5*k, W: r.W + 4*k, H: h - 1*k}, 3*k).Fill(theme.Alpha(theme.Gold, 0.25))
		}
		textMid(c, wd.SeasonShort+strconv.Itoa(i+1), r.X, cy, lbl)
		n := pub.ObjSlots[i].Count
		sx := r.X + 19*k
		stack(c, draw.Rect{X: sx, Y: cy - 6*k, W: 9 * k, H: 12 * k}, n, k)
		tx := sx + 13*k + float64(max(min(n, 4)-1, 0))*1.8*k
		var texts []string
		switch {
		case sec != nil && len(sec.Objectives[i]) > 0:
			for _, o := range sec.Objectives[i] {
				texts = append(texts, wd.ObjectiveName[o])
			}
			if len(texts) > lines[i] { // join what has no line of its own
				texts = append(texts[:lines[i]-1], strings.Join(texts[lines[i]-1:], ", "))
			}
		case n > 0:
			texts = []string{fmt.Sprintf("%d %s", n, wd.FaceDown)}
			body.Color = theme.InkSoft
		default:
			texts = []string{wd.EmptySlot}
			body.Color = theme.Muted
		}
		for j, t := range texts {
			textFit(c, t, tx, cy+float64(j)*rowH, r.Right()-tx, body)
		}
		if sec != nil {
			ownObjectiveHits(c, wd, sec.Objectives[i], len(texts), tx, cy, rowH, r.Right(), body, hits)
		}
		body.Color = theme.Ink
		y += h
	}
}

// revealedObjectives: the active objectives, one per line with what lies
// on Established Production and Bribing Politicians, then the completed
// ones, ticked, sharing the lines left.
func revealedObjectives(c *draw.Canvas, wd *Words, r draw.Rect, k float64, pub *game.Public, hits *DashboardHits) {
	head := style(theme.Heading, 11*k, theme.InkSoft)
	green := theme.Hex(0x2e7d32)
	textMid(c, wd.Revealed, r.X, r.Y+7*k, head)
	done := fmt.Sprintf("%d/%d %s", pub.Completed, box.ObjectivesToWin, wd.Completed)
	textMid(c, done, r.Right(), r.Y+7*k, right(style(theme.Heading, 11*k, green)))
	top := r.Y + 15*k
	rows := max(1, int((r.Bottom()-top)/(14*k)))
	rowH := (r.Bottom() - top) / float64(rows)
	if pub.ObjRevealed == 0 {
		textMid(c, wd.NoneYet, r.X, top+rowH/2, style(theme.Label, 11*k, theme.Muted))
		return
	}
	var active, completed []box.Objective
	for _, o := range pub.ObjOrder[:pub.ObjRevealed] {
		if pub.ObjStatus[o] == game.ObjActive {
			active = append(active, o)
		} else {
			completed = append(completed, o)
		}
	}
	body := style(theme.Label, 11*k, theme.Ink)
	row := 0
	for _, o := range active {
		if row >= rows || row == rows-1 && len(completed) > 0 && len(active) > rows {
			break
		}
		cy := top + rowH*(float64(row)+0.5)
		c.Circle(r.X+5*k, cy, 4.5*k, theme.Gold)
		c.Ring(r.X+5*k, cy, 4.5*k, max(0.5, 0.7*k), theme.Ink)
		tx := r.X + 13*k
		name := wd.ObjectiveName[o]
		xr := objectiveExtra(c, o, r.Right(), cy, k, pub, tx+c.Measure(name, body))
		// A name too long for its line takes two at full size while the
		// lines allow (the completed ones give way), rather than shrink.
		lines := []string{name}
		if room := xr - tx - 2*k; c.Measure(name, body) > room && row+1 < rows {
			if w := c.Wrap(name, room, body); len(w) == 2 {
				lines = w
			}
		}
		for i, l := range lines {
			textFit(c, l, tx, cy+rowH*float64(i), xr-tx-2*k, body)
		}
		hits.Objectives = append(hits.Objectives, ObjectiveHit{o, draw.Rect{X: r.X, Y: cy - rowH/2, W: r.W, H: rowH * float64(len(lines))}})
		row += len(lines)
	}
	// The completed ones share the remaining lines, ticked.
	soft := style(theme.Label, 11*k, theme.InkSoft)
	x := r.X
	for _, o := range completed {
		if row >= rows {
			break
		}
		cy := top + rowH*(float64(row)+0.5)
		name := wd.ObjectiveName[o]
		if x > r.X && x+13*k+c.Measure(name, soft) > r.Right() {
			row++
			x = r.X
			if row >= rows {
				break
			}
			cy = top + rowH*(float64(row)+0.5)
		}
		check(c, x+5*k, cy, 10*k, green)
		st := shrink(c, name, r.Right()-x-13*k, soft, soft.Size*0.8)
		t := fit(c, name, r.Right()-x-13*k, st)
		textMid(c, t, x+13*k, cy, st)
		w := 13*k + c.Measure(t, st)
		hits.Objectives = append(hits.Objectives, ObjectiveHit{o, draw.Rect{X: x, Y: cy - rowH/2, W: w, H: rowH}})
		x += w + 8*k
	}
}

// objectiveExtra draws, right-aligned at xr, what lies on an active
// objective card, and returns where it starts. The Lab picture is left out
// when it would cut the name, which ends at nameEnd.
func objectiveExtra(c *draw.Canvas, o box.Objective, xr, cy, k float64, pub *game.Public, nameEnd float64) float64 {
	num := right(style(theme.Heading, 11*k, theme.Ink))
	var s string
	switch o {
	case box.EstablishedProduction:
		s = fmt.Sprintf("%d/%d", pub.EstLabs, box.EstablishedLabsToWin)
	case box.BribingPoliticians:
		s = fmt.Sprintf("$%d/%d", pub.BribeMoney, box.BribingTarget)
		num.Color = theme.MoneyGreen
	default:
		return xr
	}
	textMid(c, s, xr, cy, num)
	xr -= c.Measure(s, num) + 2*k
	if o == box.EstablishedProduction && xr-13*k-2*k >= nameEnd {
		mapview.Lab(c, xr-6*k, cy, 11*k, false)
		xr -= 13 * k
	}
	return xr
}

// endOfSeason: the End of Season cards waiting, each with the base of
// the sicario it depends on.
func endOfSeason(c *draw.Canvas, wd *Words, r draw.Rect, k float64, pub *game.Public, hits *DashboardHits) {
	cy := r.CY()
	lbl := style(theme.Heading, 11*k, theme.InkSoft)
	x := r.X
	c.Circle(x+5*k, cy, 6*k, nightBlue)
	moon(c, x+5*k, cy, 4.2*k, nightBlue)
	x += 13 * k
	n := min(pub.EndCount, len(pub.EndSlots))
	if n == 0 {
		textMid(c, wd.EndSeason, x, cy, lbl)
		x += c.Measure(wd.EndSeason, lbl) + 6*k
		textMid(c, wd.EmptySlot, x, cy, style(theme.Label, 11*k, theme.Muted))
		return
	}
	body := style(theme.Label, 11*k, theme.Ink)
	// Each card's chip as wide as its name needs. When the row is short,
	// the label gives its room first (the moon says the same, and its
	// hint names it), then the names grow smaller, and only then are the
	// chips narrowed alike.
	widths := func() (need []float64, total float64) {
		need = make([]float64, n)
		for i := range need {
			need[i] = 23*k + c.Measure(wd.CardName[pub.EndSlots[i]], body)
			total += need[i]
		}
		return need, total
	}
	need, total := widths()
	if label := c.Measure(wd.EndSeason, lbl) + 6*k; total <= r.Right()-x-label {
		textMid(c, wd.EndSeason, x, cy, lbl)
		x += label
	}
	avail := r.Right() - x
	for total > avail && body.Size > 8.5*k {
		body.Size = max(8.5*k, body.Size-0.25*k)
		need, total = widths()
	}
	squeeze := min(1, avail/total)
	named := avail/float64(n) >= 40*k // room for names; otherwise the bases alone
	for i := 0; i < n; i++ {
		card := pub.EndSlots[i]
		cw := need[i] * squeeze
		if !named {
			cw = avail / float64(n)
		}
		q := draw.Rect{X: x, Y: cy - 8.5*k, W: cw - 3*k, H: 17 * k}
		x += cw
		hits.EndCards = append(hits.EndCards, CardHit{card, q})
		if named {
			chip(c, q, theme.White, theme.InkSoft, k)
		}
		cx := q.X + 8*k
		if s := pub.SlotOf(card.Info().Figure); s >= 0 {
			c.Circle(cx, cy, 6.5*k, theme.Ink)
			c.Circle(cx, cy, 5.7*k, theme.Slot(s))
			textMid(c, string(s.Letter()), cx, cy, centered(style(theme.Heading, 9*k, theme.OnSlot(s))))
		} else {
			c.Circle(cx, cy, 6.5*k, theme.Ink)
			moon(c, cx, cy, 4.5*k, theme.Ink)
		}
		if named {
			w := q.Right() - (cx + 9*k) - 3*k
			st := shrink(c, wd.CardName[card], w, body, body.Size*0.7)
			textMid(c, fit(c, wd.CardName[card], w, st), cx+9*k, cy, st)
		}
	}
}
