package scenes

import "patron/scenes/words"

// noPath says why the end screen shows no path of the Patrón: on a
// computer that never held his secrets (a Faction's at a LAN table whose
// game was abandoned before his computer opened them) it was never shown;
// on his own, the game ended before he chose a hideout.
func (e *End) noPath(lang *words.Lang) string {
	if e.M.G.Sec == nil && e.M.Sheet == nil {
		return lang.T(words.PathNeverOpened)
	}
	return lang.T(words.PathNoHideout)
}
