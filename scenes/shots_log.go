package scenes

import (
	"patron/game"
	"patron/game/board"
	"patron/scenes/match"
	"patron/scenes/words"
)

// captureLog shows the game log read back mid-game: the Factions' table
// in season 3 (a short choice: the log has its room), the log filtered to the clues and scrolled back a few
// entries, its Newest button up.
func captureLog(lang *words.Lang, seed uint64, capture func(string, Scene) error) error {
	m, err := match.New(HotseatSetup(lang, seed))
	if err != nil {
		return err
	}
	if err := autoplay(m, board.NoLoc, func(d game.Decision) bool {
		return m.G.Pub.Season >= 3 && d.Seat.IsFactions() && !d.Forced && len(m.G.Legal(nil)) <= tallAt
	}); err != nil {
		return err
	}
	p := factionsLooking(m)
	p.scrollLog(logClues, 4)
	return capture("log-scrolled", p)
}

// scrollLog sets the log's filter and how many entries it is scrolled back.
func (p *Play) scrollLog(f logFilter, back int) {
	p.log.filter = f
	p.log.seen = len(p.logEntries())
	p.log.scroll(back-p.log.back, p.log.seen)
}
