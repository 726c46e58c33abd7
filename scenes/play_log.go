package scenes

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/render/draw"
	"patron/render/theme"
	"patron/scenes/words"
)

// The game log: every event of the game, in sentences of the language in
// use, from the first to the newest. It is read back by the wheel, a drag,
// PgUp/PgDn and Home/End over it (PgUp/PgDn and End anywhere while the
// list of choices has one page; Home elsewhere is the map's), by whole entries: a sentence shows
// whole or not at all, its wrapped lines indented under its first. Its
// header filters it: everything, the clues the Factions got, or the side
// at the screen's own moves. Scrolled back, it stays where the player left
// it while new entries come; at the bottom, it follows them.

// logFilter is which entries the log shows.
type logFilter uint8

const (
	logAll   logFilter = iota
	logClues           // the answers and reveals the Factions reason from
	logOwn             // the decisions of the side at the screen
	numLogFilters
)

var logFilterLabels = [numLogFilters]string{words.LogAll, words.LogClues, words.LogOwn}

// logView is the log's state on the table.
type logView struct {
	filter   logFilter
	back     int     // entries of the filtered log below the view: 0 follows the newest
	seen     int     // entries the filtered log had when back was last kept
	wheel    float64 // the wheel's turn not yet a whole entry
	dragging bool
	dragY    float64 // where the drag began, and back then
	dragBack int
	fit      int // entries in sight when last drawn: a page
	hover    int // the header's chip under the mouse (-1: none; numLogFilters: the newest button)
	list     logList
	text     logText
}

// logList is the filtered log's entries (indices into the match's events),
// made again only when the events, the filter or the side change.
type logList struct {
	filter logFilter
	patron bool
	rev, n int
	made   bool
	idx    []int
}

// logText is each event's sentence wrapped to the log's width, made once
// per language and width and extended as events come (an undo rewrites
// from the first event that differs).
type logText struct {
	lang  *words.Lang
	s, w  float64 // the canvas's scale (a text's width depends on it) and the width
	evs   []game.Event
	lines [][]string
}

// logKey is the log's part of the table's picture.
type logKey struct {
	filter logFilter
	back   int
	hover  int
}

// Sizes of the log.
const (
	logHead   = 28.0 // the header: title and filters
	logIndent = 12.0 // a sentence's continuation lines
	logWheel  = 2.0  // entries per notch of the wheel
)

var (
	logLineSt = draw.TextStyle{Font: theme.Mono, Size: 11.5, Color: theme.Paper}
	logChipSt = draw.TextStyle{Font: theme.Label, Size: 11.5, Color: theme.Paper}
)

// isClue reports whether an event is one of the answers and reveals the
// Factions reason from (the clue sheet's facts), or a season's start that
// places them in time.
func isClue(k game.EventKind) bool {
	switch k {
	case game.EvRangeAnswer, game.EvTypeAnswer, game.EvRegionAnswer, game.EvMissed, game.EvCaptured,
		game.EvEscaped, game.EvHideoutRevealed, game.EvBudget, game.EvDefenseRevealed, game.EvSwap,
		game.EvObjectiveRevealed:
		return true
	}
	return false
}

// isLandmark reports whether an event marks time: it shows in every filter.
func isLandmark(k game.EventKind) bool { return k == game.EvSeason || k == game.EvGameOver }

// keeps reports whether the filter shows event i of the match, for the
// Patrón's side (patron) or the Factions'.
func (p *Play) logKeeps(f logFilter, i int, patron bool) bool {
	e := p.M.Events[i]
	if f == logAll || isLandmark(e.Kind) {
		return true
	}
	if f == logClues {
		return isClue(e.Kind)
	}
	by := game.NoSeat
	if i < len(p.M.By) {
		by = p.M.By[i]
	}
	if patron {
		return by == game.SeatPatron
	}
	return by.IsFactions()
}

// logEntries is the filtered log: the indices of the events it shows.
func (p *Play) logEntries() []int {
	l, patron := &p.log.list, p.view.Secret != nil
	if l.made && l.filter == p.log.filter && l.patron == patron && l.rev == p.M.Revision && l.n == len(p.M.Events) {
		return l.idx
	}
	l.idx = l.idx[:0]
	for i := range p.M.Events {
		if p.logKeeps(p.log.filter, i, patron) {
			l.idx = append(l.idx, i)
		}
	}
	l.made, l.filter, l.patron, l.rev, l.n = true, p.log.filter, patron, p.M.Revision, len(p.M.Events)
	return l.idx
}

// sync keeps the view where it was as the filtered log grows to n entries
// (at the bottom, it follows the newest).
func (v *logView) sync(n int) {
	if v.back > 0 && n > v.seen {
		v.back += n - v.seen
		v.dragBack += n - v.seen
	}
	v.seen = n
	v.back = min(max(v.back, 0), max(n-1, 0))
}

// scroll moves the view by k entries, back in time when positive.
func (v *logView) scroll(k, n int) {
	v.back = min(max(v.back+k, 0), max(n-1, 0))
}

// of is the wrapped sentences of evs, said by lang in lines of width w on
// a canvas of scale s.
func (t *logText) of(lang *words.Lang, s, w float64, evs []game.Event) [][]string {
	if t.lang != lang || t.s != s || t.w != w {
		t.lang, t.s, t.w, t.evs, t.lines = lang, s, w, t.evs[:0], t.lines[:0]
	}
	same := 0
	for same < len(t.evs) && same < len(evs) && t.evs[same] == evs[same] {
		same++
	}
	t.evs, t.lines = append(t.evs[:same], evs[same:]...), t.lines[:same]
	say, c := lang.Printer(), &draw.Canvas{S: s}
	for _, e := range evs[same:] {
		t.lines = append(t.lines, wrapEntry(c, sentence(say.Event(e)), w, logLineSt))
	}
	return t.lines
}

// wrapEntry breaks a sentence into its first line, as wide as w, and
// continuation lines narrower by the indent they are drawn at.
func wrapEntry(c *draw.Canvas, s string, w float64, st draw.TextStyle) []string {
	lines := c.Wrap(s, w, st)
	if len(lines) <= 1 {
		return lines
	}
	return append(lines[:1:1], c.Wrap(strings.Join(lines[1:], " "), w-logIndent, st)...)
}

// logTextArea is where the log's sentences go inside the panel r.
func logTextArea(r draw.Rect) draw.Rect {
	return draw.Rect{X: r.X + 10, Y: r.Y + logHead, W: r.W - 26, H: r.H - logHead - 6}
}

// logChips are the filters' buttons in the header, right to left from the
// panel's edge, and the style they fit in, on a canvas of scale s.
func logChips(lang *words.Lang, s float64, r draw.Rect) ([numLogFilters]draw.Rect, draw.TextStyle) {
	c := &draw.Canvas{S: s}
	st := logChipSt
	room := r.W - 20 - c.Measure(lang.T(words.LogTitle), logTitleSt) - 10
	width := func() float64 {
		w := 0.0
		for _, l := range logFilterLabels {
			w += c.Measure(lang.T(l), st) + 14 + 4
		}
		return w
	}
	for st.Size > 9.5 && width() > room {
		st.Size -= 0.5
	}
	var out [numLogFilters]draw.Rect
	x := r.Right() - 8
	for i := int(numLogFilters) - 1; i >= 0; i-- {
		w := c.Measure(lang.T(logFilterLabels[i]), st) + 14
		x -= w
		out[i] = draw.Rect{X: x, Y: r.Y + 5, W: w, H: 19}
		x -= 4
	}
	return out, st
}

var logTitleSt = draw.TextStyle{Font: theme.Heading, Size: 13, Color: theme.PaperDark}

// logNewest is the button that jumps back to the newest entry, on a
// canvas of scale s.
func logNewest(lang *words.Lang, s float64, r draw.Rect) draw.Rect {
	w := (&draw.Canvas{S: s}).Measure(lang.T(words.LogNewest), logChipSt) + 30
	a := logTextArea(r)
	return draw.Rect{X: a.Right() - w, Y: r.Bottom() - 27, W: w, H: 21}
}

// drawLogPanel draws the log, kept as an image until it changes, and
// registers its buttons.
func (p *Play) drawLogPanel(a *App, c *draw.Canvas, r draw.Rect, key any) {
	lang := a.Lang
	mx, my := a.mouse()
	chips, _ := logChips(lang, c.S, r)
	p.log.hover = -1
	for i, cr := range chips {
		if cr.Contains(mx, my) {
			p.log.hover = i
		}
	}
	if p.log.back > 0 && logNewest(lang, c.S, r).Contains(mx, my) {
		p.log.hover = int(numLogFilters)
	}
	p.panels[5].draw(c, r, struct {
		base any
		log  logKey
	}{key, p.logKey()}, func(c *draw.Canvas) { p.drawLog(lang, c, r) })
	for i, cr := range chips {
		a.AddHit(onLogFilter(logFilter(i)), cr)
	}
	if p.log.back > 0 {
		a.AddHit(onButton(btnLogNewest), logNewest(lang, c.S, r))
	}
}

func (p *Play) logKey() logKey {
	return logKey{filter: p.log.filter, back: p.log.back, hover: p.log.hover}
}

// drawLog paints the log: its header, the entries in sight (the newest at
// the bottom, or where the player scrolled to), where they stand in the
// whole (a thin bar), and the way back to the newest.
func (p *Play) drawLog(lang *words.Lang, c *draw.Canvas, r draw.Rect) {
	c.RoundRect(r, 8).Fill(theme.Alpha(theme.WoodEdge, 0.85))
	c.Text(lang.T(words.LogTitle), r.X+10, r.Y+6, logTitleSt)
	chips, cst := logChips(lang, c.S, r)
	if title := c.Measure(lang.T(words.LogTitle), logTitleSt); chips[0].X < r.X+10+title+6 {
		draw.ReportOverflow(lang.T(logFilterLabels[0]))
	}
	for i, cr := range chips {
		bg, fg := theme.Alpha(theme.WoodLight, 0.9), theme.PaperDark
		if logFilter(i) == p.log.filter {
			bg, fg = theme.Hex(0x6b4a22), theme.Highlight
		}
		if p.log.hover == i {
			bg = theme.Mix(bg, theme.White, 0.2)
		}
		c.RoundRect(cr, 9).Fill(bg)
		if logFilter(i) == p.log.filter {
			c.RoundRect(cr, 9).Stroke(1.2, theme.Highlight)
		}
		st := cst
		st.Color, st.Align = fg, draw.Center
		c.Text(lang.T(logFilterLabels[i]), cr.CX(), cr.Y+(cr.H-st.LineHeight())/2+1, st)
	}
	idx := p.logEntries()
	n := len(idx)
	p.log.sync(n)
	area := logTextArea(r)
	if p.log.back > 0 { // the Newest button's row
		area.H = logNewest(lang, c.S, r).Y - 2 - area.Y
	}
	if n == 0 {
		c.Text(lang.T(words.LogEmpty), area.X, area.Y+2, draw.TextStyle{Font: theme.Label, Size: 12, Color: theme.Muted})
		p.log.fit = 0
		return
	}
	lines := p.log.text.of(lang, c.S, area.W, p.M.Events)
	lh := logLineSt.LineHeight()
	// the entries in sight, from the bottom one up while they fit whole
	bottom := n - 1 - p.log.back
	top, h := bottom, 0.0
	for k := bottom; k >= 0; k-- {
		eh := float64(len(lines[idx[k]])) * lh
		if h+eh > area.H && k < bottom {
			break
		}
		top, h = k, h+eh
	}
	y := max(area.Bottom()-h, area.Y)
	for k := top; k <= bottom; k++ {
		ls := lines[idx[k]]
		if room := int((area.Bottom() - y + 0.5) / lh); len(ls) > room { // taller than the whole log: its start
			ls = ls[:max(room, 1)]
		}
		st := logLineSt
		switch e := p.M.Events[idx[k]]; {
		case isLandmark(e.Kind) || e.Kind == game.EvSeasonEnd:
			st.Color = theme.Gold
		case isClue(e.Kind) && p.log.filter != logClues:
			st.Color = theme.Highlight
		}
		for j, line := range ls {
			x := area.X
			if j > 0 {
				x += logIndent
			}
			c.Text(line, x, y, st)
			y += lh
		}
	}
	shown := bottom - top + 1
	p.log.fit = shown
	if n > shown { // where the view stands in the whole log
		track := draw.Rect{X: r.Right() - 9, Y: area.Y, W: 3, H: area.H}
		c.RoundRect(track, 1.5).Fill(theme.Alpha(theme.Paper, 0.12))
		th := max(track.H*float64(shown)/float64(n), 10)
		below := float64(p.log.back) / float64(n-shown)
		c.RoundRect(draw.Rect{X: track.X, Y: track.Y + (track.H-th)*(1-min(below, 1)), W: 3, H: th}, 1.5).Fill(theme.Alpha(theme.Paper, 0.6))
	}
	if p.log.back > 0 {
		b := logNewest(lang, c.S, r)
		bg := theme.Gold
		if p.log.hover == int(numLogFilters) {
			bg = theme.Mix(bg, theme.White, 0.25)
		}
		c.RoundRect(draw.Rect{X: b.X, Y: b.Y + 2, W: b.W, H: b.H}, 10).Fill(theme.Alpha(theme.WoodEdge, 0.8))
		c.RoundRect(b, 10).Fill(bg)
		ax, ay := b.X+12, b.CY()
		c.Polygon(ax-5, ay-3, ax+5, ay-3, ax, ay+4).Fill(theme.Ink)
		st := logChipSt
		st.Color = theme.Ink
		c.Text(lang.T(words.LogNewest), b.X+21, b.Y+(b.H-st.LineHeight())/2+1, st)
	}
}

// updateLog takes the input that is the log's: its filters, the newest
// button, the wheel and a drag over it, and its keys (see the top of this
// file). It reports whether it took the frame's input.
func (p *Play) updateLog(a *App, in *Input) bool {
	if p.tut.active() { // the guide stands where the log is
		return false
	}
	r := p.layout(a).Log
	n := len(p.logEntries())
	p.log.sync(n)
	over := r.Contains(in.X, in.Y)
	switch h := a.clickedHit(in); {
	case h.is(btnLogFilter):
		if h.log != p.log.filter {
			p.log.filter, p.log.back = h.log, 0
			p.log.seen = len(p.logEntries())
		}
		return true
	case h.is(btnLogNewest):
		p.log.back = 0
		return true
	}
	if p.log.dragging {
		if in.Held {
			p.log.back = p.log.dragBack + p.dragged(in.Y-p.log.dragY)
			p.log.scroll(0, n)
			return true
		}
		p.log.dragging = false
	}
	switch {
	case in.Click && over && !onTarget(a, in):
		p.log.dragging, p.log.dragY, p.log.dragBack = true, in.Y, p.log.back
		return true
	case in.Wheel != 0 && over:
		p.log.wheel += in.Wheel * logWheel
		k := int(p.log.wheel)
		p.log.wheel -= float64(k)
		p.log.scroll(k, n)
		return true
	}
	keys := over || !p.listPages()
	page := max(p.log.fit-1, 1)
	switch {
	case keys && in.Pressed(ebiten.KeyPageUp):
		p.log.scroll(page, n)
	case keys && in.Pressed(ebiten.KeyPageDown):
		p.log.scroll(-page, n)
	case over && in.Pressed(ebiten.KeyHome):
		p.log.back = max(n-p.logFitFromTop(a), 0)
	case keys && in.Pressed(ebiten.KeyEnd):
		p.log.back = 0
	default:
		return false
	}
	return true
}

// dragged is how many whole entries a drag of dy has passed: a line's
// height each, the older ones coming down from the top.
func (p *Play) dragged(dy float64) int {
	return int(math.Trunc(dy / logLineSt.LineHeight()))
}

// logFitFromTop is how many of the filtered log's first entries fit in
// sight together (Home shows them, the oldest at the top).
func (p *Play) logFitFromTop(a *App) int {
	r := p.layout(a).Log
	area := logTextArea(r)
	area.H = logNewest(a.Lang, a.S, r).Y - 2 - area.Y // scrolled back: above the Newest button
	lines := p.log.text.of(a.Lang, a.S, area.W, p.M.Events)
	y, k := 0.0, 0
	for _, i := range p.logEntries() {
		y += float64(len(lines[i])) * logLineSt.LineHeight()
		if y > area.H {
			break
		}
		k++
	}
	return max(k, 1)
}

// listPages reports whether the list of choices on screen has more than
// one page (its PgUp/PgDn then are the list's, not the log's).
func (p *Play) listPages() bool {
	if !p.mine() {
		return false
	}
	_, listed := splitExits(p.ch.visible())
	_, after := p.ch.shown(listed)
	return p.ch.first > 0 || after > 0
}

func onLogFilter(f logFilter) hit { return hit{kind: hitButton, button: btnLogFilter, log: f} }
