package scenes

import (
	"fmt"

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
		return m.G.Pub.Season >= 3 && d.Seat.IsFactions() && !d.Forced && len(m.G.Legal(nil)) <= 6 // a short choice
	}); err != nil {
		return err
	}
	p := factionsLooking(m)
	p.scrollLog(logClues, 4)
	if err := capture("log-scrolled", p); err != nil {
		return err
	}
	return captureLongList(lang, seed, capture)
}

// longList is how many choices make a list long: more than the prompt
// shows at once, so that it scrolls.
const longList = 11

// captureLongList shows the Factions deciding among a long list of
// choices: the list scrolls in the prompt, and the log beside it keeps
// its place and height. A game that ends before such a choice gives way
// to the next seed's, up to longListSeeds of them.
func captureLongList(lang *words.Lang, seed uint64, capture func(string, Scene) error) error {
	for s := seed; s < seed+longListSeeds; s++ {
		m, err := match.New(HotseatSetup(lang, s))
		if err != nil {
			return err
		}
		if err := autoplay(m, board.NoLoc, func(d game.Decision) bool {
			return m.G.Pub.Season >= 2 && d.Seat.IsFactions() && !d.Forced && len(m.G.Legal(nil)) >= longList
		}); err != nil {
			return err
		}
		if !m.G.Over() {
			return capture("log-long-list", ShotPlay(m))
		}
	}
	return fmt.Errorf("log-long-list: seeds %d to %d deal no choice of %d", seed, seed+longListSeeds-1, longList)
}

// longListSeeds is how many games captureLongList deals at most.
const longListSeeds = 5

// scrollLog sets the log's filter and how many entries it is scrolled back.
func (p *Play) scrollLog(f logFilter, back int) {
	p.log.filter = f
	p.log.seen = len(p.logEntries())
	p.log.scroll(back-p.log.back, p.log.seen)
}
