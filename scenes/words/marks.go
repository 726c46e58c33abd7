package words

// The Factions' marks on the map: the deduction overlay's legend, the
// hideout markers' two kinds and the notes on places (scenes/play_marks.go).
const (
	DeductionLegend = "Lit with a diamond: the %d places where the Patrón may still be."
	MarkSuspect     = "Suspect"
	MarkRuledOut    = "Ruled out"
	MarkNote        = "Note"
	MarkKeys        = "Right-click a place: suspect, ruled out, none. N over a place: a note."
	NoteOn          = "Note on %s"
	NoteKeys        = "Enter: keep · Esc: drop · Empty: no note"
	NoteHover       = "Note: %s"
	MarkedSuspect   = "Marked as suspect."
	MarkedRuledOut  = "Marked as ruled out."
)
