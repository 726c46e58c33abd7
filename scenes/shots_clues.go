package scenes

import (
	"patron/game/clues"
	"patron/scenes/match"
)

// cluesShot is the table with the clue sheet open and a clue picked: the
// last Range answer (or the last clue), its places lit on the map.
func cluesShot(m *match.Match) *Play {
	p := ShotPlay(m)
	p.clues.showRange(m)
	return p
}

// showRange opens the sheet with the last Range answer (or the last clue)
// picked, for the screenshots and the frame-rate probe.
func (cs *clueSheet) showRange(m *match.Match) {
	cs.open = true
	es := cs.entries(m)
	for i := len(es) - 1; i >= 0; i-- {
		if es[i].Kind == clues.Range || i == 0 {
			cs.picked = i + 1
			return
		}
	}
}
