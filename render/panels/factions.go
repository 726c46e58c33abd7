package panels

import (
	"image/color"
	"math"
	"strconv"

	"patron/game"
	"patron/game/board"
	"patron/game/box"
	"patron/render/draw"
	"patron/render/mapview"
	"patron/render/theme"
)

// FactionLayout is where Factions puts each faction's card in r.
func FactionLayout(r draw.Rect) [box.NumFactions]draw.Rect {
	k := scale(r, 420, 120)
	var out [box.NumFactions]draw.Rect
	gap := 6 * k
	w := (r.W - 3*gap) / box.NumFactions
	for f := range out {
		out[f] = draw.Rect{X: r.X + float64(f)*(w+gap), Y: r.Y + 15*k, W: w, H: r.H - 16*k}
	}
	return out
}

// Factions draws the four faction cards: colour, emblem and name, the two
// hunters with where they stand and whether they are down or locked, the
// faction's own pieces (DEA and Policía mini-cards, Cali's Coca cubes, Los
// Pepes' money), and a tag above the card for the faction playing now,
// the one chosen to play next and those that already acted this season.
// It returns the hints of the mini-cards and counters it drew.
func Factions(c *draw.Canvas, wd *Words, r draw.Rect, pub *game.Public) []Hint {
	k := scale(r, 420, 120)
	cards := FactionLayout(r)
	var hints []Hint
	for f := box.Faction(0); f < box.NumFactions; f++ {
		hints = factionCard(c, wd, cards[f], k, pub, f, hints)
	}
	return hints
}

func factionCard(c *draw.Canvas, wd *Words, r draw.Rect, k float64, pub *game.Public, f box.Faction, hints []Hint) []Hint {
	col := c.Palette.Faction(f)
	active := pub.Active == f
	acted := pub.FactionActed[f]
	if active {
		glow(c, r, 5*k, k, theme.Highlight)
	}
	sh := r
	sh.X += 2 * k
	sh.Y += 3 * k
	c.RoundRect(sh, 5*k).Fill(theme.Alpha(theme.WoodEdge, 0.6))
	c.RoundRect(r, 5*k).Fill(theme.Paper)

	// Header: emblem and name on the faction's colour.
	hh := 20 * k
	head := draw.Rect{X: r.X, Y: r.Y, W: r.W, H: hh}
	c.RoundRect(head, 5*k).Fill(col)
	c.Fill(draw.Rect{X: r.X, Y: r.Y + hh/2, W: r.W, H: hh / 2}, col)
	ex := r.X + 10*k
	headInk := onFaction(f)
	mapview.Emblem(c, f, ex, head.CY(), 5.5*k, headInk)
	nx := ex + 9*k
	nst := shrink(c, wd.FactionName[f], r.Right()-4*k-nx, style(theme.Heading, 12*k, headInk), 9.5*k)
	textMid(c, wd.FactionName[f], nx, head.CY(), nst)
	hints = append(hints, Hint{ID: FactionHints[f], R: head})

	// Hunters.
	y := r.Y + hh + 3*k
	for _, h := range f.Hunters() {
		hunterLine(c, wd, draw.Rect{X: r.X + 3*k, Y: y, W: r.W - 6*k, H: 28 * k}, k, pub, h)
		y += 29 * k
	}

	// The faction's own pieces.
	extra := draw.Rect{X: r.X + 5*k, Y: r.Bottom() - 22*k, W: r.W - 10*k, H: 18 * k}
	hints = factionExtras(c, wd, extra, k, pub, f, hints)

	if acted && !active {
		c.RoundRect(r, 5*k).Fill(theme.Alpha(theme.Wood, 0.38))
	}
	c.RoundRect(r, 5*k).Stroke(max(0.8, 1.2*k), theme.Ink)
	if active {
		c.RoundRect(r.Inset(-1*k), 6*k).Stroke(2.2*k, theme.Highlight)
	}

	// The tag above the card.
	var tag string
	var fill, ink = theme.Paper, theme.Ink
	switch {
	case active:
		tag, fill = wd.Active, theme.Highlight
	case pub.NextFaction == f && !acted:
		tag, fill, ink = wd.Next, col, theme.White
	case acted:
		tag, fill, ink = wd.Acted, theme.WoodLight, theme.PaperDark
	}
	if tag != "" {
		st := centered(style(theme.Heading, 11*k, ink))
		tw := c.Measure(tag, st) + 12*k
		if acted && !active {
			tw += 10 * k
		}
		q := draw.Rect{X: r.CX() - tw/2, Y: r.Y - 15*k, W: tw, H: 14 * k}
		chip(c, q, fill, theme.Ink, k)
		tx := q.CX()
		if acted && !active {
			check(c, q.X+9*k, q.CY(), 8*k, theme.PaperDark)
			tx += 5 * k
		}
		textMid(c, tag, tx, q.CY(), st)
	}
	return hints
}

// HunterAt is where a hunter stands now: where the last step of his move
// put him while he is moving (the game's place for him changes only when
// he stops), else his place.
func HunterAt(pub *game.Public, h box.Hunter) board.Loc {
	if mh, _, at, ok := pub.Moving(); ok && mh == h {
		return at
	}
	return pub.Hunters[h].Loc
}

// SicarioAt is where the sicario of slot s stands now, moving or not.
func SicarioAt(pub *game.Public, s box.Slot) board.Loc {
	if mh, ms, at, ok := pub.Moving(); ok && mh == box.NoHunter && ms == s {
		return at
	}
	return pub.Slots[s].Loc
}

// hunterLine: a small figure (lying when down, padlock when locked), the
// hunter's name and where he stands.
func hunterLine(c *draw.Canvas, wd *Words, r draw.Rect, k float64, pub *game.Public, h box.Hunter) {
	hs := &pub.Hunters[h]
	at := HunterAt(pub, h)
	locked := hs.LockNext || hs.LockUntil >= pub.Season && hs.LockUntil > 0
	fx := r.X + 7*k
	if hs.Down {
		mapview.Hunter(c, h, fx-1*k, r.Y+22*k, 12*k, mapview.FigureLook{Down: true})
	} else {
		mapview.Hunter(c, h, fx, r.Y+24*k, 20*k, mapview.FigureLook{})
	}
	if locked {
		mapview.Padlock(c, fx-3*k, r.Y+23*k, 6.5*k)
	}
	tx := r.X + 17*k
	w := r.Right() - tx
	name := style(theme.Heading, 11*k, theme.Ink)
	textMid(c, shortName(c, h.Name(), w, name), tx, r.Y+7*k, name)
	loc := style(theme.Label, 11*k, theme.InkSoft)
	switch {
	case at == board.NoLoc:
		loc.Color = theme.Muted
		textFit(c, wd.NotPlaced, tx, r.Y+20*k, w, loc)
	case hs.Down:
		loc.Color = theme.Danger
		s, st, ok := shortPlace(c, wd.Down+" · ", board.Map.Name[at], w, loc)
		if !ok { // the lying figure says "down" too
			s, st, ok = shortPlace(c, "", board.Map.Name[at], w, loc)
		}
		if !ok {
			s = fit(c, s, w, st)
		}
		textMid(c, s, tx, r.Y+20*k, st)
	default:
		s, st, ok := shortPlace(c, "", board.Map.Name[at], w, loc)
		if !ok {
			s = fit(c, s, w, st)
		}
		textMid(c, s, tx, r.Y+20*k, st)
	}
}

// factionExtras: each faction's own pieces on its card.
func factionExtras(c *draw.Canvas, wd *Words, r draw.Rect, k float64, pub *game.Public, f box.Faction, hints []Hint) []Hint {
	mw := 19 * k
	x := r.X
	switch f {
	case box.DEA:
		for i := 0; i < box.DEABoosts; i++ {
			miniCard(c, draw.Rect{X: x, Y: r.Y, W: mw, H: r.H}, k, i < pub.DEABoosts, c.Palette.Faction(f), func(q draw.Rect, ink color.RGBA) {
				textMid(c, wd.Move2, q.CX(), q.CY(), centered(style(theme.Heading, 11*k, ink)))
			})
			hints = append(hints, Hint{HintDEABoost, draw.Rect{X: x, Y: r.Y, W: mw, H: r.H}})
			x += mw + 3*k
		}
		for i := 0; i < box.DEARedraws; i++ {
			miniCard(c, draw.Rect{X: x, Y: r.Y, W: mw, H: r.H}, k, i < pub.DEARedraws, c.Palette.Faction(f), func(q draw.Rect, ink color.RGBA) {
				redraw(c, q.CX(), q.CY(), q.H*0.55, ink)
			})
			hints = append(hints, Hint{HintDEARedraw, draw.Rect{X: x, Y: r.Y, W: mw, H: r.H}})
			x += mw + 3*k
		}
	case box.Policia:
		for i := 0; i < box.PoliciaBonuses; i++ {
			miniCard(c, draw.Rect{X: x, Y: r.Y, W: mw * 1.6, H: r.H}, k, i < pub.PoliciaBonuses, c.Palette.Faction(f), func(q draw.Rect, ink color.RGBA) {
				actionIconColored(c, q.X+7*k, q.CY(), 11*k, ink)
				textMid(c, wd.Attack2, q.Right()-3*k, q.CY(), right(style(theme.Heading, 11*k, ink)))
			})
			hints = append(hints, Hint{HintPoliciaBonus, draw.Rect{X: x, Y: r.Y, W: mw * 1.6, H: r.H}})
			x += mw*1.6 + 3*k
		}
	case box.Cali:
		hints = append(hints, Hint{HintCaliCubes, draw.Rect{X: x, Y: r.Y, W: float64(box.CaliCubeSlots)*(r.H+4*k) - 4*k, H: r.H}})
		for i := 0; i < box.CaliCubeSlots; i++ {
			q := draw.Rect{X: x, Y: r.Y, W: r.H, H: r.H}
			c.RoundRect(q, 3*k).Fill(theme.Alpha(theme.InkSoft, 0.75))
			c.RoundRect(q, 3*k).Stroke(max(0.6, 0.8*k), theme.Muted)
			if i < pub.CaliCubes {
				mapview.Cube(c, q.CX(), q.CY(), r.H*0.55)
			}
			x += r.H + 4*k
		}
	case box.LosPepes:
		hints = append(hints, Hint{HintPepesMoney, draw.Rect{X: x, Y: r.Y, W: 34 * k, H: r.H}})
		mapview.Money(c, x+9*k, r.CY(), 15*k)
		textMid(c, strconv.Itoa(pub.PepesMoney), x+20*k, r.CY(), style(theme.Heading, 13*k, theme.MoneyGreen))
	}
	return hints
}

// miniCard is a one-shot mini-card: bright while unused, a faint outline
// once spent.
func miniCard(c *draw.Canvas, r draw.Rect, k float64, unused bool, col color.RGBA, face func(draw.Rect, color.RGBA)) {
	if !unused {
		c.RoundRect(r, 3*k).Stroke(max(0.6, 0.8*k), theme.Alpha(theme.Muted, 0.8))
		return
	}
	c.RoundRect(r, 3*k).Fill(col)
	c.RoundRect(r, 3*k).Stroke(max(0.6, 0.8*k), theme.Ink)
	face(r, theme.White)
}

// redraw: two curved arrows, for the DEA's redraw mini-cards.
func redraw(c *draw.Canvas, x, y, s float64, col color.RGBA) {
	r := s * 0.5
	c.NewPath().Arc(x, y, r, math.Pi*1.1, math.Pi*1.9).Stroke(s*0.13, col)
	c.NewPath().Arc(x, y, r, math.Pi*0.1, math.Pi*0.9).Stroke(s*0.13, col)
	// arrow heads
	ax, ay := x+r*math.Cos(math.Pi*1.9), y+r*math.Sin(math.Pi*1.9)
	c.Polygon(ax-s*0.2, ay-s*0.05, ax+s*0.12, ay-s*0.1, ax, ay+s*0.2).Fill(col)
	bx, by := x+r*math.Cos(math.Pi*0.9), y+r*math.Sin(math.Pi*0.9)
	c.Polygon(bx+s*0.2, by+s*0.05, bx-s*0.12, by+s*0.1, bx, by-s*0.2).Fill(col)
}

// actionIconColored is the Attack crosshair in any colour.
func actionIconColored(c *draw.Canvas, x, y, s float64, col color.RGBA) {
	c.Ring(x, y, s*0.36, s*0.1, col)
	c.Line(x-s*0.5, y, x+s*0.5, y, s*0.09, col)
	c.Line(x, y-s*0.5, x, y+s*0.5, s*0.09, col)
}

// onFaction is the colour that reads on a faction's colour.
func onFaction(f box.Faction) color.RGBA {
	if f == box.Cali || f == box.LosPepes {
		return theme.Ink
	}
	return theme.White
}
