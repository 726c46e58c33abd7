package scenes

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/game/board"
	"patron/game/box"
	"patron/game/clues"
	"patron/render/draw"
	"patron/render/mapview"
	"patron/render/theme"
	"patron/scenes/match"
	"patron/scenes/words"
)

// clueSheet is the clue sheet's panel (the toolbar's Clues, or C): every
// answer the Factions have had, season by season, and how many places
// each left; a click on one lights those places on the map. It is read
// from the published log (game/clues), the same for both sides.
type clueSheet struct {
	open   bool
	sheet  *clues.Sheet
	opts   game.Options
	back   int       // entries below the last one in sight (0: the newest is in sight)
	picked int       // the entry lit on the map, plus one (0: none)
	shown  int       // entries in sight, as last drawn: a page of the scroll bar
	area   draw.Rect // where it was drawn (nothing while closed)
}

// covers reports whether the open sheet lies over a point: what is under
// it explains nothing there.
func (cs *clueSheet) covers(x, y float64) bool { return cs.open && cs.area.Contains(x, y) }

// entries are the clue sheet's entries for the match's published log,
// read on from where it was (or again, after an undo or a load).
func (cs *clueSheet) entries(m *match.Match) []clues.Entry {
	log := m.G.PublicLog()
	if cs.sheet == nil || cs.opts != m.G.Pub.Opts || !cs.sheet.Follows(log) {
		s, err := clues.NewSheet(m.G.Pub.Opts)
		if err != nil {
			cs.sheet = nil
			return nil
		}
		cs.sheet, cs.opts = s, m.G.Pub.Opts
	}
	if cs.sheet.Follow(log) != nil {
		cs.sheet = nil // a log the engine refuses shows no clue rather than a wrong one
		return nil
	}
	return cs.sheet.Entries
}

// lit is the set the map lights: the picked entry's, while the sheet is open.
func (cs *clueSheet) lit(m *match.Match) board.Set {
	if !cs.open || cs.picked == 0 {
		return 0
	}
	es := cs.entries(m)
	if cs.picked > len(es) {
		cs.picked = 0 // an undo took it back
		return 0
	}
	return es[cs.picked-1].Possible
}

// signature is what the table's picture depends on of the sheet.
func (cs *clueSheet) signature() string {
	if !cs.open {
		return ""
	}
	return fmt.Sprint(cs.back, cs.picked)
}

// cluesArea is where the sheet lies: over the Action dashboard and the
// Faction cards, down to the prompt, which stays in sight.
func cluesArea(l tableLayout) draw.Rect {
	return draw.Rect{X: l.Actions.X, Y: l.Actions.Y, W: l.Actions.W, H: l.Prompt.Y - 6 - l.Actions.Y}
}

// updateClues opens and closes the sheet (C, the toolbar's button, Esc
// while open), scrolls it (wheel, its scroll bar) and lights a clicked
// entry. It reports whether it took the frame's input.
func (p *Play) updateClues(a *App, in *Input) bool {
	cs := &p.clues
	h := a.clickedHit(in)
	switch {
	case in.Pressed(ebiten.KeyC) || h.is(btnClues):
		cs.open, cs.picked, cs.back = !cs.open, 0, 0
		return true
	case !cs.open:
		return false
	case in.Pressed(ebiten.KeyEscape) && !p.ch.narrowed():
		cs.open, cs.picked = false, 0
		return true
	}
	n := len(cs.entries(p.M))
	page := max(cs.shown-1, 1)
	switch {
	case h.is(btnClue):
		if cs.picked == h.clue+1 {
			cs.picked = 0
		} else {
			cs.picked = h.clue + 1
		}
	case h.is(btnClueUp):
		cs.back += page
	case h.is(btnClueDown):
		cs.back -= page
	case h.is(btnClueBg):
	case in.Wheel != 0 && cluesArea(p.layout(a)).Contains(in.X, in.Y):
		cs.back += int(math.Copysign(1, in.Wheel))
	default:
		return false
	}
	cs.back = max(0, min(cs.back, n-1))
	return true
}

// clueButton draws the toolbar's Clues button left of x, as wide as its
// label; it gives the next button's right edge.
func (p *Play) clueButton(a *App, c *draw.Canvas, r draw.Rect, x float64) float64 {
	label := a.Lang.T(words.CluesButton)
	w := toolWidth(c, label, 13)
	style := Quiet
	if p.clues.open {
		style = Chosen
	}
	x -= w + 8
	b := draw.Rect{X: x, Y: r.Y, W: w, H: r.H}
	a.HitButton(c, onButton(btnClues), b, label, style)
	if mx, my := a.mouse(); b.Contains(mx, my) && !p.clues.open {
		tooltipBelow(c, b, draw.Rect{X: r.X, Y: r.Y, W: r.W, H: 400}, a.Lang.T(words.CluesHint), a.Lang.T(words.CluesBody))
	}
	return x
}

// clueLine is a line of the sheet: a season and turn's heading, or an entry.
type clueLine struct {
	entry int      // the entry's index, or -1 for a heading
	text  []string // the heading, or the entry's sentence wrapped
	h     float64
}

// drawClues draws the sheet, the newest clues at the bottom, scrolled
// back by cs.back entries.
func (p *Play) drawClues(a *App, c *draw.Canvas, l tableLayout) {
	cs := &p.clues
	cs.area = draw.Rect{}
	if !cs.open {
		return
	}
	lang := a.Lang
	r := cluesArea(l)
	cs.area = r
	a.AddHit(onButton(btnClueBg), r) // what lies under the sheet takes no click
	in := Panel(c, r, lang.T(words.CluesTitle))
	es := cs.entries(p.M)
	cs.back = max(0, min(cs.back, len(es)-1)) // an undo may have taken entries back
	if len(es) == 0 {
		c.Paragraph(lang.T(words.CluesEmpty), in.X, in.Y, in.W, Body(13))
		return
	}
	hint := draw.TextStyle{Font: theme.Label, Size: 11.5, Color: theme.InkSoft}
	top := c.Paragraph(lang.T(words.CluesHelp), in.X, in.Y-2, in.W, hint) + 2
	list := draw.Rect{X: in.X, Y: top, W: in.W - 14, H: in.Bottom() - top}
	head := draw.TextStyle{Font: theme.Heading, Size: 12, Color: theme.InkSoft}
	body := Body(12.5)
	count := draw.TextStyle{Font: theme.Label, Size: 11.5, Color: theme.InkSoft, Align: draw.Right}
	headH := head.LineHeight() + 4
	heading := func(e clues.Entry) clueLine {
		return clueLine{entry: -1, text: []string{seasonStatus(lang, e.Season, e.Turn)}, h: headH}
	}
	// From the last entry in sight upwards, as many lines as fit (with
	// room kept for the heading of the first entry in sight).
	last := len(es) - 1 - cs.back
	var lines []clueLine
	used := headH
	first := last
	for i := last; i >= 0; i-- {
		left := lang.Sprintf(words.CluesLeft, es[i].Possible.Count())
		text := c.Wrap(p.clueText(lang, es[i]), list.W-c.Measure(left, count)-26, body)
		h := float64(len(text))*body.LineHeight() + 6
		if used+h > list.H && i < last {
			break
		}
		used += h
		lines = append(lines, clueLine{entry: i, text: text, h: h})
		first = i
		if i > 0 && group(es[i-1]) != group(es[i]) {
			if used+headH > list.H {
				break
			}
			used += headH
			lines = append(lines, heading(es[i]))
		}
	}
	if lines[len(lines)-1].entry >= 0 {
		lines = append(lines, heading(es[first]))
	}
	cs.shown = last - first + 1
	y := list.Y
	for j := len(lines) - 1; j >= 0; j-- {
		ln := lines[j]
		if ln.entry < 0 {
			c.Text(ln.text[0], list.X, y+2, head)
			y += ln.h
			continue
		}
		e := es[ln.entry]
		row := draw.Rect{X: list.X, Y: y, W: list.W, H: ln.h - 2}
		mx, my := a.mouse()
		switch {
		case cs.picked == ln.entry+1:
			c.RoundRect(row, 4).Fill(theme.Alpha(theme.Gold, 0.35))
			c.RoundRect(row, 4).Stroke(1.5, theme.Ink)
		case row.Contains(mx, my):
			c.RoundRect(row, 4).Fill(theme.Alpha(theme.PaperDark, 0.7))
		}
		a.AddHit(onClue(ln.entry), row)
		cy := y + 3 + body.LineHeight()/2
		clueMark(c, row.X+8, cy, 5.5, cs.picked == ln.entry+1)
		ty := y + 3
		for _, t := range ln.text {
			c.Text(t, row.X+18, ty, body)
			ty += body.LineHeight()
		}
		c.Text(lang.Sprintf(words.CluesLeft, e.Possible.Count()), row.Right()-4, y+4, count)
		y += ln.h
	}
	if first > 0 || cs.back > 0 { // where the part in sight lies in the whole sheet
		track := draw.Rect{X: list.Right() + 6, Y: list.Y, W: 6, H: list.H}
		thumb := scrollBar(c, track, first, cs.shown, len(es))
		a.AddHit(onButton(btnClueUp), draw.Rect{X: track.X - 4, Y: track.Y, W: 14, H: thumb.Y - track.Y})
		a.AddHit(onButton(btnClueDown), draw.Rect{X: track.X - 4, Y: thumb.Bottom(), W: 14, H: track.Bottom() - thumb.Bottom()})
	}
}

// group is an entry's season and turn, which its heading says.
func group(e clues.Entry) [2]int { return [2]int{e.Season, e.Turn} }

// clueMark is the clue sheet's bullet: the brackets its places take on
// the map, filled white on the entry lit.
func clueMark(c *draw.Canvas, x, y, r float64, lit bool) {
	if lit {
		c.RoundRect(draw.Rect{X: x - r - 2, Y: y - r - 2, W: 2*r + 4, H: 2*r + 4}, 2).Fill(theme.Ink)
	}
	mapview.Brackets(c, x, y, r, 3.2)
}

// clueText is an entry in a short sentence.
func (p *Play) clueText(lang *words.Lang, e clues.Entry) string {
	name := func(l board.Loc) string {
		if l < 0 || int(l) >= board.N {
			return "-"
		}
		return board.Map.Name[l]
	}
	switch e.Kind {
	case clues.Range:
		lo, hi := e.Range()
		return lang.Sprintf(words.ClueRange, name(e.Loc), lo, hi)
	case clues.Type:
		if e.City() {
			return lang.T(words.ClueCity)
		}
		return lang.T(words.ClueFarm)
	case clues.Region:
		region := lang.T(words.RegionNames[board.Map.RegionOf[e.Loc]])
		if e.SameRegion() {
			return lang.Sprintf(words.ClueRegionIn, region)
		}
		return lang.Sprintf(words.ClueRegionOut, region)
	case clues.Placed:
		return lang.Sprintf(words.CluePlaced, e.Figure.Name(), name(e.Loc), e.SlotRange())
	case clues.Missed:
		return lang.Sprintf(words.ClueMissed, name(e.Loc))
	case clues.Captured:
		if e.Capture() >= box.CapturesToWin {
			return lang.Sprintf(words.ClueCaughtEnd, name(e.Loc))
		}
		return lang.Sprintf(words.ClueCaught, name(e.Loc))
	case clues.Hideout:
		return lang.Sprintf(words.ClueHideout, name(e.Loc))
	case clues.Budget:
		if e.Free() {
			return lang.Sprintf(words.ClueBudgetLim, e.Steps())
		}
		return lang.Sprintf(words.ClueBudget, e.Steps())
	case clues.Defense:
		token := fmt.Sprint(int(e.Token)) // a plain token is its number
		switch e.Token {
		case box.TokenHostage:
			token = lang.T(words.ClueHostage)
		case box.TokenBomb:
			token = lang.T(words.ClueBomb)
		}
		return lang.Sprintf(words.ClueDefense, e.Figure.Name(), token)
	}
	return "?"
}
