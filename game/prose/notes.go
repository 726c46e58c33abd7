package prose

import "patron/game"

var noteText = [...]string{
	game.NoteNone:        "",
	game.NoteHunterHere:  "No stopping here: another hunter already stands on this place. Hunters may pass each other but never share a place.",
	game.NoteSicarioHere: "No stopping here: another sicario already stands on this place. Sicarios may pass each other but never share a place.",
}

// Note is a decision's note in a sentence: why a choice is missing ("" for
// none).
func (p Printer) Note(n game.Note) string {
	if int(n) >= len(noteText) || noteText[n] == "" {
		return ""
	}
	return p.t(noteText[n])
}
