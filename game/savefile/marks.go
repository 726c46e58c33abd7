package savefile

import (
	"fmt"
	"unicode"
	"unicode/utf8"

	"patron/game/board"
)

// MaxNoteRunes bounds a note on a place: a few words.
const MaxNoteRunes = 40

// Note is a few words the Factions wrote on a place (a location id). It
// is the players' own reminder, not a rule: only this PC's saves keep it.
type Note struct {
	Place string `json:"place"`
	Text  string `json:"text"`
}

// checkMarks checks the ruled-out places and the notes of a table.
func checkMarks(t *Table) error {
	if len(t.Ruled) > board.N {
		return fault(Malformed, "table.ruled", "%d places ruled out of %d", len(t.Ruled), board.N)
	}
	for i, id := range t.Ruled {
		if _, err := board.ParseLoc(id); err != nil {
			return fault(Malformed, fmt.Sprintf("table.ruled[%d]", i), "%v", err)
		}
	}
	if len(t.Notes) > board.N {
		return fault(Malformed, "table.notes", "%d notes on %d places", len(t.Notes), board.N)
	}
	for i, n := range t.Notes {
		field := fmt.Sprintf("table.notes[%d]", i)
		if _, err := board.ParseLoc(n.Place); err != nil {
			return fault(Malformed, field+".place", "%v", err)
		}
		if !NoteText(n.Text) {
			return fault(Malformed, field+".text", "not a note of 1 to %d printable characters", MaxNoteRunes)
		}
	}
	return nil
}

// NoteText reports whether a text may be a note: 1 to MaxNoteRunes
// printable characters of valid UTF-8.
func NoteText(s string) bool {
	if s == "" || !utf8.ValidString(s) || utf8.RuneCountInString(s) > MaxNoteRunes {
		return false
	}
	for _, r := range s {
		if !unicode.IsPrint(r) {
			return false
		}
	}
	return true
}
