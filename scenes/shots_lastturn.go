package scenes

import (
	"slices"

	"patron/game"
	"patron/game/board"
	"patron/scenes/match"
	"patron/scenes/words"
)

// captureLastTurn shows the other side's last turn marked on the map: the
// Patrón's table after the Factions' bots moved their hunters (trails,
// rings, the "Last turn" button), and the Factions' table after the
// Patrón's bot placed a sicario, its steps open on the placing.
func captureLastTurn(lang *words.Lang, seed uint64, capture func(string, Scene) error) error {
	m, from, at, err := afterTurn(lang, seed, sidePatron, false)
	if err != nil {
		return err
	}
	if m != nil {
		p := ShotPlay(m)
		p.last.seen[sidePatron] = span{from: from, at: at}
		if err := capture("last-turn", p); err != nil {
			return err
		}
	}
	if m, from, at, err = afterTurn(lang, seed, sideFactions, false); err != nil || m == nil {
		return err
	}
	q := factionsLooking(m)
	q.last.seen[sideFactions] = span{from: from, at: at}
	q.last.open, q.last.view = true, q.stepSpan()
	q.last.step = max(slices.IndexFunc(m.Events[from:], func(e game.Event) bool { return e.Kind == game.EvPlace }), 0)
	if err := capture("last-turn-steps", q); err != nil {
		return err
	}
	// A game of bots only, paused after the Factions' turn: its marks,
	// and the pause and step at the prompt's foot.
	if m, from, at, err = afterTurn(lang, seed, sidePatron, true); err != nil || m == nil {
		return err
	}
	w := NewPlay(m)
	w.last.actor, w.last.seen[sidePatron] = sideFactions, span{from: from, at: at}
	w.watch.paused = true
	return capture("watch-paused", w)
}

// afterTurn plays a hotseat game whose other side are bots (or everyone,
// allBots) to the first decision of side from season 2 after a turn of the bots that
// shows on the map: hunters that moved and a ring, or a sicario placed.
// It gives the match, the index of that turn's first event and where the
// figures stood before it (nil match: no such turn came).
func afterTurn(lang *words.Lang, seed uint64, side int, allBots bool) (*match.Match, int, positions, error) {
	s := HotseatSetup(lang, seed)
	for i := range s.People {
		if allBots || (i == s.Patron) != (side == sidePatron) {
			s.People[i].Bot = "normal"
		}
	}
	m, err := match.New(s)
	if err != nil {
		return nil, 0, positions{}, err
	}
	from, at, mine, found := 0, positions{}, false, false
	err = autoplay(m, board.NoLoc, func(d game.Decision) bool {
		if mine { // the person decided last: what follows is the bots'
			from, at = len(m.Events), positionsOf(&m.G.Pub)
		}
		mine = seatSide(d.Seat) == side && !d.Forced
		if !mine || m.G.Pub.Season < 2 {
			return false
		}
		found = shows(m.Events[from:], side)
		return found
	})
	if err != nil || !found {
		return nil, 0, positions{}, err
	}
	return m, from, at, nil
}

// shows reports whether a turn of the other side marks the map well for
// side's screenshot: three hunter steps and a ring, or a sicario placed.
func shows(evs []game.Event, side int) bool {
	t := buildTrails(evs, positions{}, &game.Public{})
	if side == sideFactions {
		return slices.ContainsFunc(evs, func(e game.Event) bool { return e.Kind == game.EvPlace })
	}
	return len(t.Moves) >= 3 && len(t.Rings) >= 1
}

// markLastEvents marks a table's last n events as the other side's turn,
// from where the figures stand now (for a probe of the drawing's cost:
// trails and rings in number, not where they truly began).
func markLastEvents(p *Play, n int) {
	p.last.seen[p.viewer()] = span{from: max(len(p.M.Events)-n, 0), at: positionsOf(&p.M.G.Pub)}
}
