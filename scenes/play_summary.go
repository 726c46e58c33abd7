package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/render/draw"
	"patron/render/theme"
	"patron/scenes/words"
)

// The End of Season summary on the table: once an End of Season is over
// and the next season's first real decision waits, the side at the
// screen reads what it did (summary.go) and clicks Continue; in hotseat
// each side gets its own version when it next has the screen (after its
// hand-off), on a LAN table each machine its own side's. A game of bots
// only goes on without it; Settings may skip it.

// summaryState is which End of Seasons each side has had summarised, and
// the one on screen.
type summaryState struct {
	seen [2]int // End of Seasons summarised for the Patrón (0) and the Factions (1)
	open int    // the End of Season on screen (its number, from 1), 0: none
	side int    // whose version is on screen
}

// startSummaries counts the End of Seasons a table opens after (a loaded
// game's are not summarised again).
func (p *Play) startSummaries() {
	n := seasonEnds(p.M.Events)
	p.sum.seen = [2]int{n, n}
}

// summarySide is the side whose eyes are on the screen now, if a person's.
func (p *Play) summarySide() (int, bool) {
	if p.watched() || p.M.Net == nil && (p.M.Screen().Empty() || p.M.Screen().Private) {
		return 0, false // nobody yet, or one Faction player alone: the team reads it together
	}
	if p.view.Secret != nil {
		return 0, true
	}
	return 1, true
}

// updateSummary opens the summary when one is due and handles it while it
// is up; it reports whether the summary took the frame.
func (p *Play) updateSummary(a *App, in *Input) bool {
	if p.sum.open > 0 {
		switch {
		case in.Pressed(ebiten.KeyEscape):
			p.paused = true // the menu over it; the summary waits behind
		case a.Clicked(in) == named("summary:continue") || in.Pressed(ebiten.KeySpace) || in.Pressed(ebiten.KeyEnter):
			p.sum.open = 0
		}
		return true
	}
	if p.M.G.Over() || p.anims.busy() || p.M.G.Pending().Forced {
		return false // a reveal the rules make still comes first (the next season's objectives)
	}
	if p.view.Pending != p.M.G.Pending() {
		p.refresh()
	}
	side, ok := p.summarySide()
	n := seasonEnds(p.M.Events)
	if !ok || p.sum.seen[side] >= n {
		return false
	}
	if _, need := p.M.HandOff(); need {
		return false // the side that looks next opens it, after its hand-off
	}
	p.sum.seen[side] = n
	if a.Settings.SkipSummary {
		return false
	}
	p.sum.open, p.sum.side = n, side
	return true
}

// summaryKey is what the summary adds to the table's picture.
func (p *Play) summaryKey() int { return p.sum.open*2 + p.sum.side }

// drawSummary paints the summary over the dimmed table: its steps in two
// columns, the left one filled first, and Continue.
func (p *Play) drawSummary(a *App, c *draw.Canvas) {
	if p.sum.open == 0 {
		return
	}
	c.Flush() // over the table's texts
	lang := a.Lang
	var sec *game.SecretView
	if p.sum.side == 0 {
		sec = p.view.Secret
	}
	s := buildSummary(lang, p.M.Events, p.sum.open, &p.M.G.Pub, sec)
	a.dim(c)
	w := min(940, a.W-60)
	maxH := a.H - 80
	colW := (w - 24 - 24) / 2
	head := draw.TextStyle{Font: theme.Heading, Size: 14, Color: theme.Ink}
	body := Body(13.5)
	var left, right []summaryStep
	var lh, rh float64
	for body.Size >= 10.5 {
		total := 0.0
		for _, st := range s.Steps {
			total += stepHeight(c, st, colW, head, body)
		}
		left, right, lh, rh = nil, nil, 0, 0
		for _, st := range s.Steps {
			h := stepHeight(c, st, colW, head, body)
			if len(right) == 0 && (lh+h/2 <= total/2 || len(left) == 0) {
				left, lh = append(left, st), lh+h
			} else {
				right, rh = append(right, st), rh+h
			}
		}
		if max(lh, rh)+140 <= maxH {
			break
		}
		body.Size -= 0.5
		head.Size -= 0.5
	}
	h := min(max(lh, rh)+140, maxH)
	r := draw.Rect{X: a.W/2 - w/2, Y: a.H/2 - h/2, W: w, H: h}
	in := Panel(c, r, lang.Sprintf(words.SummaryTitle, s.Season))
	sub := words.SummaryFactionsSub
	if p.sum.side == 0 {
		sub = words.SummaryPatronSub
	}
	c.Text(lang.T(sub), in.X, in.Y, draw.TextStyle{Font: theme.Label, Size: 12.5, Color: theme.InkSoft})
	top := in.Y + 26
	for col, steps := range [][]summaryStep{left, right} {
		x, y := in.X+float64(col)*(colW+24), top
		for _, st := range steps {
			y = drawStep(c, st, x, y, colW, head, body)
		}
	}
	if len(right) > 0 {
		mid := in.X + colW + 12
		c.Line(mid, top, mid, in.Bottom()-62, 1, theme.PaperDark)
	}
	b := draw.Rect{X: in.CX() - 130, Y: in.Bottom() - 52, W: 260, H: 36}
	a.Button(c, named("summary:continue"), b, lang.T(words.SummaryContinue), Primary)
	c.Text(lang.T(words.HandOffKeys), in.CX(), b.Bottom()+3, draw.TextStyle{Font: theme.Label, Size: 11.5, Color: theme.InkSoft, Align: draw.Center})
}

// stepHeight is the room a step takes in a column.
func stepHeight(c *draw.Canvas, st summaryStep, w float64, head, body draw.TextStyle) float64 {
	h := head.LineHeight() + 2 + 8
	for _, l := range st.Lines {
		h += float64(len(c.Wrap(l, w-10, body))) * body.LineHeight()
	}
	return h
}

// drawStep writes a step, its heading then its lines, and returns the y
// below it.
func drawStep(c *draw.Canvas, st summaryStep, x, y, w float64, head, body draw.TextStyle) float64 {
	c.Text(st.Title, x, y, head)
	y += head.LineHeight() + 2
	for _, l := range st.Lines {
		y = c.Paragraph(l, x+10, y, w-10, body)
	}
	return y + 8
}
