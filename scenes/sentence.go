package scenes

import (
	"unicode"
	"unicode/utf8"
)

// sentence is a line of the game's log begun with a capital letter. The
// engine builds some sentences from a phrase that names a figure by its
// description ("the white sicario stops at Arauca"); at the head of a line
// its first letter is raised, in any language and script ("Белый сикарио…",
// "El sicario blanco…"). A letter with a title case of its own (ǆ → ǅ)
// takes it.
func sentence(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError || !unicode.IsLower(r) {
		return s
	}
	return string(unicode.ToTitle(r)) + s[n:]
}
