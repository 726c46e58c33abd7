package scenes

import (
	"patron/game"
	"patron/game/board"
	"patron/scenes/match"
	"patron/scenes/words"
)

// captureSummary shows the End of Season summary of season 1, the
// Patrón's (with where he went) and the Factions' (public facts only),
// and a Faction action's result held on the table before the hand-off.
func captureSummary(lang *words.Lang, seed uint64, capture func(string, Scene) error) error {
	m, err := match.New(HotseatSetup(lang, seed))
	if err != nil {
		return err
	}
	lastFactions, held := 0, false
	var shotErr error
	if err := autoplay(m, board.NoLoc, func(d game.Decision) bool {
		if d.Seat.IsFactions() {
			lastFactions = len(m.Events)
		}
		if !held && d.Seat == game.SeatPatron && !d.Forced && m.G.Pub.Season >= 1 && len(results(m.Events[lastFactions:])) > 0 {
			held = true
			p := factionsLooking(m)
			p.result = resultHold{from: lastFactions, open: true}
			if shotErr = capture("result-held", p); shotErr != nil {
				return true
			}
		}
		return seasonEnds(m.Events) >= 1 && !d.Forced
	}); err != nil {
		return err
	}
	if shotErr != nil {
		return shotErr
	}
	if seasonEnds(m.Events) < 1 {
		return nil
	}
	p := ShotPlay(m) // the Patrón's next decision: his screen
	p.sum.open, p.sum.side = 1, 0
	if err := capture("season-summary-patron", p); err != nil {
		return err
	}
	p = factionsLooking(m)
	p.sum.open, p.sum.side = 1, 1
	return capture("season-summary-factions", p)
}
