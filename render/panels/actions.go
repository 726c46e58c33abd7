package panels

import (
	"image/color"
	"strconv"

	"patron/game"
	"patron/game/box"
	"patron/render/draw"
	"patron/render/mapview"
	"patron/render/theme"
)

// ActionHits are the clickable parts of the Action dashboard: the three
// available Action cards and the seven action rows.
type ActionHits struct {
	Available [box.AvailableActions]draw.Rect
	Actions   [box.NumActions]draw.Rect
}

// actionLayout is where everything of the Action dashboard goes.
type actionLayout struct {
	k     float64
	hits  ActionHits
	deck  draw.Rect
	title [2]float64
	slots [box.NumActions][3]draw.Rect
}

func layoutActions(r draw.Rect) actionLayout {
	k := scale(r, 420, 230)
	var l actionLayout
	l.k = k
	pad := 8 * k
	l.title = [2]float64{r.X + pad + 2*k, r.Y + 16*k}
	cw, ch := 34*k, 48*k
	l.deck = draw.Rect{X: r.X + pad + 6*k, Y: r.Y + 30*k, W: cw * 0.8, H: ch * 0.75}
	ax := r.X + 150*k
	for i := range l.hits.Available {
		l.hits.Available[i] = draw.Rect{X: ax + float64(i)*(cw+10*k), Y: r.Y + 10*k, W: cw, H: ch}
	}
	top := r.Y + 66*k
	rowH := (r.Bottom() - 6*k - top) / box.NumActions
	sw, sh := 34*k, rowH-5*k
	for a := 0; a < box.NumActions; a++ {
		row := draw.Rect{X: r.X + pad, Y: top + float64(a)*rowH + 0.5*k, W: r.W - 2*pad, H: rowH - 1*k}
		l.hits.Actions[a] = row
		for i := 0; i < 3; i++ {
			l.slots[a][i] = draw.Rect{X: row.Right() - 4*k - float64(3-i)*(sw+5*k) + 5*k, Y: row.CY() - sh/2, W: sw, H: sh}
		}
	}
	return l
}

// ActionLayout is where ActionDashboard puts its clickable parts in r,
// for input handling before the frame is drawn.
func ActionLayout(r draw.Rect) ActionHits { return layoutActions(r).hits }

// ActionDashboard draws the Action dashboard: the deck, the three
// available Action cards, and the seven actions with their slots, the
// cards placed on them and the slots closed for this Faction turn.
func ActionDashboard(c *draw.Canvas, wd *Words, r draw.Rect, pub *game.Public) ActionHits {
	l := layoutActions(r)
	k := l.k
	paper(c, r, k)
	textMid(c, wd.Actions, l.title[0], l.title[1], style(theme.Heading, 16*k, theme.Ink))

	// The deck.
	if pub.ActionDeckLen > 0 {
		stack(c, l.deck, min(pub.ActionDeckLen, 3), k)
	} else {
		stack(c, l.deck, 0, k)
	}
	dx := l.deck.Right() + 10*k
	textMid(c, strconv.Itoa(pub.ActionDeckLen), dx, l.deck.CY()-6*k, style(theme.Heading, 15*k, theme.Ink))
	textMid(c, wd.Deck, dx, l.deck.CY()+9*k, style(theme.Label, 11*k, theme.InkSoft))

	// Available cards.
	av := l.hits.Available
	textMid(c, wd.Available, av[0].X-8*k, av[0].CY(), right(style(theme.Heading, 11*k, theme.InkSoft)))
	for i, v := range pub.Available {
		if v > 0 {
			ActionCard(c, av[i], int(v))
		} else {
			c.RoundRect(av[i], 4*k).Fill(theme.Alpha(theme.PaperDark, 0.6))
			c.RoundRect(av[i], 4*k).Stroke(max(0.6, 0.9*k), theme.Muted)
		}
	}

	// The actions.
	name := style(theme.Label, 12*k, theme.Ink)
	for a := box.Action(0); a < box.NumActions; a++ {
		row := l.hits.Actions[a]
		if a%2 == 0 {
			c.RoundRect(row, 3*k).Fill(theme.Alpha(theme.PaperDark, 0.35))
		}
		ix := row.X + 10*k
		actionIcon(c, a, ix, row.CY(), 13*k)
		tx := ix + 12*k
		textFit(c, wd.ActionName[a], tx, row.CY(), l.slots[a][3-box.ActionSlots[a].Count].X-tx-6*k, name)
		n := box.ActionSlots[a].Count
		// Closed slots: the last free ones.
		closed := make([]bool, 3)
		for i, left := n-1, pub.Silenced[a]; i >= 0 && left > 0; i-- {
			if pub.Dash[a][i] == 0 {
				closed[i] = true
				left--
			}
		}
		for i := 0; i < n; i++ {
			q := l.slots[a][3-n+i]
			switch {
			case pub.Dash[a][i] > 0:
				miniAction(c, q, int(pub.Dash[a][i]), k)
			case closed[i]:
				closedSlot(c, q, k)
			default:
				emptySlot(c, q, box.ActionSlots[a].Value, k)
			}
		}
	}
	return l.hits
}

// ActionCard draws one face-up Action card of value v (1–3).
func ActionCard(c *draw.Canvas, r draw.Rect, v int) {
	k := r.H / 48
	c.RoundRect(draw.Rect{X: r.X + 1.5*k, Y: r.Y + 2*k, W: r.W, H: r.H}, 4*k).Fill(theme.Alpha(theme.WoodEdge, 0.4))
	c.RoundRect(r, 4*k).Fill(theme.Ink)
	in := r.Inset(1.5 * k)
	c.RoundRect(in, 3*k).Fill(theme.Sea)
	c.RoundRect(in.Inset(2*k), 2.5*k).Stroke(max(0.5, 0.7*k), theme.Alpha(theme.Paper, 0.5))
	textMid(c, strconv.Itoa(v), r.CX(), r.Y+r.H*0.42, centered(style(theme.Heading, r.H*0.48, theme.Paper)))
	pips(c, r.CX(), r.Y+r.H*0.8, v, r.H*0.06, theme.Gold)
}

func pips(c *draw.Canvas, cx, cy float64, n int, rad float64, col color.Color) {
	gap := rad * 2.8
	x := cx - gap*float64(n-1)/2
	for i := 0; i < n; i++ {
		c.Circle(x+float64(i)*gap, cy, rad, col)
	}
}

// miniAction is an Action card lying on a dashboard slot.
func miniAction(c *draw.Canvas, r draw.Rect, v int, k float64) {
	c.RoundRect(r, 3*k).Fill(theme.Ink)
	c.RoundRect(r.Inset(1.2*k), 2.4*k).Fill(theme.Sea)
	textMid(c, strconv.Itoa(v), r.CX()-4*k, r.CY(), centered(style(theme.Heading, min(14*k, r.H*0.75), theme.Paper)))
	for i := 0; i < v; i++ {
		c.Circle(r.Right()-6*k, r.Y+r.H*(float64(i)+1)/float64(v+1), 1.6*k, theme.Gold)
	}
}

// emptySlot is a free slot with its printed value (X takes any card).
func emptySlot(c *draw.Canvas, r draw.Rect, value int, k float64) {
	c.RoundRect(r, 3*k).Fill(theme.Alpha(theme.Paper, 0.9))
	c.RoundRect(r, 3*k).Stroke(max(0.6, 0.9*k), theme.Muted)
	s := "X"
	if value > 0 {
		s = strconv.Itoa(value)
	}
	textMid(c, s, r.CX(), r.CY(), centered(style(theme.Heading, min(13*k, r.H*0.7), theme.Muted)))
}

// closedSlot is a free slot that cannot be used this Faction turn.
func closedSlot(c *draw.Canvas, r draw.Rect, k float64) {
	c.RoundRect(r, 3*k).Fill(theme.Alpha(theme.Danger, 0.18))
	c.RoundRect(r, 3*k).Stroke(max(0.8, 1.2*k), theme.Danger)
	for x := r.X + 4*k; x < r.Right()-2*k; x += 6 * k {
		c.Line(x, r.Bottom()-2*k, min(x+r.H-4*k, r.Right()-2*k), r.Y+2*k+max(0, x+r.H-4*k-(r.Right()-2*k)), max(0.5, 0.8*k), theme.Alpha(theme.Danger, 0.5))
	}
	mapview.Padlock(c, r.CX(), r.CY()+2*k, min(12*k, r.H*0.6))
}

// actionIcon is a small picture for each action.
func actionIcon(c *draw.Canvas, a box.Action, x, y, s float64) {
	switch a {
	case box.Attack:
		c.Ring(x, y, s*0.38, s*0.1, theme.Danger)
		c.Circle(x, y, s*0.1, theme.Danger)
		c.Line(x-s*0.55, y, x+s*0.55, y, s*0.08, theme.Danger)
		c.Line(x, y-s*0.55, x, y+s*0.55, s*0.08, theme.Danger)
	case box.Destroy:
		mapview.Lab(c, x, y, s*0.95, false)
		cross(c, x, y, s*0.7, s*0.12, theme.Danger)
	case box.Blockade:
		blockadeIcon(c, x, y, s*0.8)
	case box.RangeInv, box.TypeInv, box.RegionInv:
		c.Ring(x-s*0.1, y-s*0.1, s*0.3, s*0.1, theme.Ink)
		c.Line(x+s*0.12, y+s*0.12, x+s*0.45, y+s*0.45, s*0.14, theme.Ink)
	case box.Capture:
		mapview.PatronToken(c, x, y, s*0.9)
	}
}

// blockadeIcon is a small Blockade token: a yellow square with black
// diagonal stripes, kept inside the square.
func blockadeIcon(c *draw.Canvas, x, y, s float64) {
	r := draw.Rect{X: x - s/2, Y: y - s/2, W: s, H: s}
	c.Fill(r.Inset(-1), theme.Ink)
	c.Fill(r, theme.BlockadeYellow)
	// stripes u+v = t, for t in (0, 2), clipped to the unit square
	for _, t := range []float64{0.25, 0.75, 1.25, 1.75} {
		u0, v0 := max(0, t-1), min(1, t)
		u1, v1 := min(1, t), max(0, t-1)
		c.Line(r.X+u0*s, r.Y+v0*s, r.X+u1*s, r.Y+v1*s, s*0.16, theme.BlockadeBlack)
	}
}
