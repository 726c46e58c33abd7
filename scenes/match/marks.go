package match

import (
	"strings"
	"unicode"

	"patron/game/board"
	"patron/game/savefile"
)

// Marks are the Factions' reminders on the map besides the hideout
// markers (Match.Markers, the places they suspect): the places they ruled
// out and a few words on a place. Like the markers they are no rule: never
// in the game's log, never sent to another machine, kept only in this
// PC's saves. A value: screens compare it to know when to repaint.
type Marks struct {
	Ruled board.Set
	Notes [board.N]string
}

// Mark is what a hideout marker on a place says.
type Mark uint8

// The kinds of hideout marker.
const (
	NoMark   Mark = iota
	Suspect       // the Factions think the Patrón may hide here
	RuledOut      // they think he does not
)

// MarkOf is the marker on a place.
func (m *Match) MarkOf(l board.Loc) Mark {
	switch {
	case m.Markers.Has(l):
		return Suspect
	case m.Marks.Ruled.Has(l):
		return RuledOut
	}
	return NoMark
}

// CycleMark turns a place's marker to the next kind: none, suspect, ruled
// out, none. Suspect markers come from a supply of the given size; with
// none left, an unmarked place goes straight to ruled out.
func (m *Match) CycleMark(l board.Loc, supply int) Mark {
	switch m.MarkOf(l) {
	case NoMark:
		if m.Markers.Count() < supply {
			m.Markers = m.Markers.With(l)
		} else {
			m.Marks.Ruled = m.Marks.Ruled.With(l)
		}
	case Suspect:
		m.Markers = m.Markers.Without(l)
		m.Marks.Ruled = m.Marks.Ruled.With(l)
	case RuledOut:
		m.Marks.Ruled = m.Marks.Ruled.Without(l)
	}
	return m.MarkOf(l)
}

// SetNote writes a note on a place (spaces trimmed, cut to the longest a
// note may be, unprintable characters dropped); an empty one takes the
// note away.
func (m *Match) SetNote(l board.Loc, text string) {
	if l < 0 || int(l) >= board.N {
		return
	}
	m.Marks.Notes[l] = CleanNote(text)
}

// CleanNote is a typed text as a note keeps it.
func CleanNote(text string) string {
	var b strings.Builder
	n := 0
	for _, r := range strings.TrimSpace(text) {
		if !unicode.IsPrint(r) || r == unicode.ReplacementChar {
			continue
		}
		if n == savefile.MaxNoteRunes {
			break
		}
		b.WriteRune(r)
		n++
	}
	return strings.TrimSpace(b.String())
}

// Noted is the set of places that bear a note.
func (m *Marks) Noted() board.Set {
	var s board.Set
	for l, t := range m.Notes {
		if t != "" {
			s = s.With(board.Loc(l))
		}
	}
	return s
}

// saveMarks writes the marks into a save's table.
func (m *Match) saveMarks(t *savefile.Table) {
	for r := m.Marks.Ruled; r != 0; {
		t.Ruled = append(t.Ruled, r.Next(&r).String())
	}
	for l, text := range m.Marks.Notes {
		if text != "" {
			t.Notes = append(t.Notes, savefile.Note{Place: board.Loc(l).String(), Text: text})
		}
	}
}

// resumeMarks reads them back (a save checked by savefile; an older one
// has none).
func (m *Match) resumeMarks(t *savefile.Table) {
	for _, id := range t.Ruled {
		if l, err := board.ParseLoc(id); err == nil && !m.Markers.Has(l) {
			m.Marks.Ruled = m.Marks.Ruled.With(l)
		}
	}
	for _, n := range t.Notes {
		if l, err := board.ParseLoc(n.Place); err == nil {
			m.SetNote(l, n.Text)
		}
	}
}
