package scenes

import (
	"patron/netplay/session"
	"patron/netplay/wire"
	"patron/scenes/words"
)

// floodText says a note of the table's fair shares in the screen's
// language: on the host, a joiner's computer whose excess was dropped
// (named by name); on a joiner, its own excess dropped by the host, or
// the host's dropped here. ok is false for any other note.
func floodText(lang *words.Lang, n session.Note, hosting bool, name string) (text string, ok bool) {
	switch {
	case n.Kind != session.NoteProblem:
		return "", false
	case n.Code == session.CodeSlowDown && hosting:
		return lang.Sprintf(words.PeerSlowDown, name), true
	case n.Code == session.CodeSlowDown:
		return lang.T(words.SlowDown), true
	case n.Code == session.CodeHostFloods:
		return lang.T(words.HostFloods), true
	case n.Code == wire.CodeTooSoon && hosting: // a seat's returns over its share (session/returns.go)
		return lang.Sprintf(words.PeerTooSoon, name), true
	}
	return "", false
}
