package scenes

import (
	"patron/game"
	"patron/game/board"
	"patron/scenes/match"
	"patron/scenes/words"
)

// captureMoments shows the big moments of a hotseat game played by bots:
// the Patrón caught, seen by the Factions and by him after his hand-off,
// his escape on both sides, an objective completed and the game's end.
// The first seed from the gallery's on whose game the Patrón is caught
// stages them (the same every run).
func captureMoments(lang *words.Lang, seed uint64, capture func(string, Scene) error) error {
	m, err := firstGame(lang, seed, func(p *game.Public) bool { return p.Captures > 0 })
	if err != nil || m == nil {
		return err
	}
	return captureMomentsOf(lang, m, capture)
}

// firstGame is the first hotseat game of bots, from seed on, that reaches
// a point where reached says so before its end, stopped there; nil if none
// of 24 seeds' does.
func firstGame(lang *words.Lang, seed uint64, reached func(p *game.Public) bool) (*match.Match, error) {
	for s := seed; s < seed+24; s++ {
		m, err := match.New(HotseatSetup(lang, s))
		if err != nil {
			return nil, err
		}
		if err := autoplay(m, board.NoLoc, func(game.Decision) bool { return reached(&m.G.Pub) }); err != nil {
			return nil, err
		}
		if reached(&m.G.Pub) && !m.G.Over() {
			return m, nil
		}
	}
	return nil, nil
}

// captureMomentsOf stages the moments of a game stopped just after the
// Patrón's first capture.
func captureMomentsOf(lang *words.Lang, m *match.Match, capture func(string, Scene) error) error {
	at := lastEvent(m, game.EvCaptured)
	if err := capture("moment-capture-factions", stagedMoment(factionsLooking(m), sideFactions, at)); err != nil {
		return err
	}
	if err := capture("moment-capture-patron", stagedMoment(ShotPlay(m), sidePatron, at)); err != nil {
		return err
	}
	if err := autoplay(m, board.NoLoc, func(game.Decision) bool { return lastEvent(m, game.EvEscaped) >= 0 }); err != nil {
		return err
	}
	at = lastEvent(m, game.EvEscaped)
	p := factionsLooking(m)
	if err := capture("moment-escape", stagedMoment(p, sideFactions, at)); err != nil {
		return err
	}
	p = NewPlay(m)
	m.Confirm(match.Audience{Patron: true, People: []int{0}, Seat: game.SeatPatron})
	p.refresh()
	if err := capture("moment-escape-patron", stagedMoment(p, sidePatron, at)); err != nil {
		return err
	}
	if err := autoplay(m, board.NoLoc, func(game.Decision) bool { return false }); err != nil {
		return err
	}
	if at = lastEvent(m, game.EvGameOver); at >= 0 {
		if err := capture("moment-end", stagedMoment(factionsLooking(m), sideFactions, at)); err != nil {
			return err
		}
	}
	return captureObjective(lang, m.Setup.Seed, capture)
}

// captureObjective shows an objective completed, seen by the Factions, on
// the first game from seed on where the Patrón completes one.
func captureObjective(lang *words.Lang, seed uint64, capture func(string, Scene) error) error {
	m, err := firstGame(lang, seed, func(p *game.Public) bool { return p.Completed > 0 })
	if err != nil || m == nil {
		return err
	}
	return capture("moment-objective", stagedMoment(factionsLooking(m), sideFactions, lastEvent(m, game.EvObjectiveCompleted)))
}

// lastEvent is the index of the match's last event of a kind, -1 if none.
func lastEvent(m *match.Match, k game.EventKind) int {
	for i := len(m.Events) - 1; i >= 0; i-- {
		if m.Events[i].Kind == k {
			return i
		}
	}
	return -1
}

// stagedMoment is the table with the moment of the event at (an index of
// the match's events) up for side, fully come up.
func stagedMoment(p *Play, side, at int) *Play {
	p.mom.queue = p.momentsIn(at, at+1, side)
	p.mom.open, p.mom.age = len(p.mom.queue) > 0, momentGrow
	p.mom.seen = [2]int{len(p.M.Events), len(p.M.Events)}
	return p
}
