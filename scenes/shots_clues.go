package scenes

import (
	"patron/game/clues"
	"patron/scenes/match"
)

// cluesShot is the table with the clue sheet open and a clue picked: the
// last Range answer (or the last clue), its places lit on the map.
func cluesShot(m *match.Match) *Play {
	p := ShotPlay(m)
	p.clues.open = true
	es := p.clues.entries(m)
	for i := len(es) - 1; i >= 0; i-- {
		if es[i].Kind == clues.Range || i == 0 {
			p.clues.picked = i + 1
			break
		}
	}
	return p
}
