package scenes

import (
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game/board"
	"patron/game/savefile"
	"patron/render/draw"
	"patron/render/mapview"
	"patron/render/theme"
	"patron/scenes/match"
	"patron/scenes/words"
)

// noteEditor is the note being written on a place (the Factions' view):
// N over a place opens it, Enter keeps the text, Esc drops it.
type noteEditor struct {
	open bool
	loc  board.Loc
	text string
}

// markPlace turns the marker of the place under a right-click to its next
// kind (none, suspect, ruled out), and keeps it with the game.
func (p *Play) markPlace(a *App, in *Input) {
	if l := p.board.LocAt(in.X, in.Y); l != board.NoLoc && p.mapView.Contains(in.X, in.Y) {
		p.M.CycleMark(l, maxMarkers)
		p.autosave(a) // the notes are kept with the game
	}
}

// updateNoteEdit opens, edits and closes the note editor; it reports
// whether it took the frame's keys (the table goes on without them).
func (p *Play) updateNoteEdit(a *App, in *Input) bool {
	e := &p.noteEd
	if p.view.Secret != nil || p.handoff != nil { // the Factions' own notes
		e.open = false
		return false
	}
	if !e.open {
		if !in.Pressed(ebiten.KeyN) || p.net.typing || p.help || in.Ctrl {
			return false
		}
		l := p.board.LocAt(in.X, in.Y)
		if l == board.NoLoc || !p.mapView.Contains(in.X, in.Y) {
			return false
		}
		*e = noteEditor{open: true, loc: l, text: p.M.Marks.Notes[l]}
		return true
	}
	for _, r := range in.Chars {
		if utf8.RuneCountInString(e.text) < savefile.MaxNoteRunes && r >= ' ' {
			e.text += string(r)
		}
	}
	switch {
	case in.Pressed(ebiten.KeyBackspace) && e.text != "":
		_, size := utf8.DecodeLastRuneInString(e.text)
		e.text = e.text[:len(e.text)-size]
	case in.Pressed(ebiten.KeyEscape):
		e.open = false
	case in.Pressed(ebiten.KeyEnter) || in.Pressed(ebiten.KeyNumpadEnter) || in.Click || in.RightClick:
		p.M.SetNote(e.loc, e.text)
		e.open = false
		p.autosave(a)
	}
	return true
}

// marksScene puts the Factions' marks into the map's scene: the markers
// of both kinds on every screen (they stand on the board for all to see),
// the notes on the Factions' only (their own reasoning).
func (p *Play) marksScene(sc *mapview.Scene) {
	sc.Markers, sc.Ruled = p.M.Markers, p.M.Marks.Ruled
	if p.view.Secret == nil {
		sc.Noted = p.M.Marks.Noted()
	}
}

// marksKey is what of the marks the table's picture depends on.
func (p *Play) marksKey() any {
	return struct {
		marks match.Marks
		edit  noteEditor
	}{p.M.Marks, p.noteEd}
}

// placeMarks is what the explanation of a place says about its marks: the
// marker's sentence, and the note on a line of its own ("" for none).
func (p *Play) placeMarks(lang *words.Lang, l board.Loc) (mark, note string) {
	switch p.M.MarkOf(l) {
	case match.Suspect:
		mark = lang.T(words.MarkedSuspect)
	case match.RuledOut:
		mark = lang.T(words.MarkedRuledOut)
	}
	if n := p.M.Marks.Notes[l]; n != "" && p.view.Secret == nil {
		note = lang.Sprintf(words.NoteHover, n)
	}
	return mark, note
}

// drawNoteEdit draws the note being written, over the map by its place.
func (p *Play) drawNoteEdit(a *App, c *draw.Canvas, l tableLayout) {
	e := p.noteEd
	if !e.open || p.board.Proj == nil {
		return
	}
	lang := a.Lang
	const w, pad = 300.0, 10.0
	keys := OnWood(12)
	lines := c.Wrap(lang.T(words.NoteKeys), w-2*pad, keys)
	h := pad*2 + 20 + 30 + 6 + float64(len(lines))*keys.LineHeight()
	x, y := p.board.Proj.Loc[e.loc][0], p.board.Proj.Loc[e.loc][1]
	r := draw.Rect{X: x - w/2, Y: y - h - p.board.Proj.UnitSize*0.8, W: w, H: h}
	if r.Y < l.Map.Y+4 {
		r.Y = y + p.board.Proj.UnitSize*0.8
	}
	r.X = max(l.Map.X+4, min(r.X, l.Map.Right()-w-4))
	r.Y = max(l.Map.Y+4, min(r.Y, l.Map.Bottom()-h-4))
	c.Flush()
	c.RoundRect(draw.Rect{X: r.X + 2, Y: r.Y + 3, W: r.W, H: r.H}, 8).Fill(theme.Alpha(theme.Halo, 0.6))
	c.RoundRect(r, 8).Fill(theme.Alpha(theme.Wood, 0.97))
	c.RoundRect(r, 8).Stroke(1.5, theme.Gold)
	title := lang.Sprintf(words.NoteOn, board.Map.Name[e.loc])
	c.Text(title, r.X+pad, r.Y+pad-2, shrinkToFit(c, title, w-2*pad, draw.TextStyle{Font: theme.Heading, Size: 15, Color: theme.Gold}, 11))
	f := draw.Rect{X: r.X + pad, Y: r.Y + pad + 22, W: w - 2*pad, H: 28}
	c.RoundRect(f, 4).Fill(theme.White)
	c.RoundRect(f, 4).Stroke(2, theme.Gold)
	text := e.text + "|"
	st := shrinkToFit(c, text, f.W-12, Body(15), 10)
	c.Text(text, f.X+6, f.CY()-st.Size*0.62, st)
	ky := f.Bottom() + 6
	for _, ln := range lines {
		c.Text(ln, r.X+pad, ky, keys)
		ky += keys.LineHeight()
	}
}
