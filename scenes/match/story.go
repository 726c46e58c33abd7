package match

import (
	"fmt"

	"patron/game"
)

// The match's story: its events, and whose decision caused each (By).

// record adds the events of one command, decided by seat by.
func (m *Match) record(evs []game.Event, by game.Seat) {
	m.Events = append(m.Events, evs...)
	for range evs {
		m.By = append(m.By, by)
	}
}

// decider is who makes the decision d: its seat, or NoSeat when the rules
// dictate the answer.
func decider(d game.Decision) game.Seat {
	if d.Forced {
		return game.NoSeat
	}
	return d.Seat
}

// stepDecider is who made the game's i-th logged command, as decider says.
func stepDecider(g *game.Game, i int) game.Seat {
	steps := g.Steps()
	if i < 0 || i >= len(steps) || steps[i].Forced {
		return game.NoSeat
	}
	return steps[i].Seat
}

// retell rebuilds the story of a game already under way (a LAN table
// joined or come back to mid-game): it is the story of the same table on a
// Factions' machine (FactionsCopy: the published commands played again on
// a game that holds no secret), which gives every machine the same public
// events. The count of commands taken is the game's, so that Took goes on
// reading the right step.
func (m *Match) retell() error {
	cp, err := m.FactionsCopy()
	if err != nil {
		return fmt.Errorf("match: telling the game again: %w", err)
	}
	m.Events, m.By, m.Counts = cp.Events, cp.By, cp.Counts
	m.Applied, m.told = len(m.G.Log()), len(m.G.PublicLog())
	return nil
}
