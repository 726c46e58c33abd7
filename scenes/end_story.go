package scenes

import "patron/scenes/match"

// publicStory is the game told again from its published log on a game
// that holds no secret (match.FactionsCopy), once: the end's numbers are
// counted from it, so every computer at a LAN table shows the same ones
// however it followed the game (live from the start, or told again after
// coming back to its seat), and the Patrón's own computer counts what the
// Factions' do.
func (e *End) publicStory() *match.Match {
	if e.story == nil {
		e.story = e.M
		if cp, err := e.M.FactionsCopy(); err == nil {
			e.story = cp
		}
	}
	return e.story
}
