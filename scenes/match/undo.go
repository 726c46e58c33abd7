package match

import (
	"slices"

	"patron/game"
)

// UndoWhy says why the table cannot take the last decision back now.
type UndoWhy uint8

const (
	UndoOK        UndoWhy = iota
	UndoNothing           // nothing has been decided yet
	UndoOver              // the game is over
	UndoRevealed          // it showed something hidden, or drew or shuffled
	UndoForced            // the rules dictated it
	UndoBot               // a bot made it; bots never undo, and nobody undoes for them
	UndoOtherSeat         // someone not at the screen now made it
	UndoLAN               // a LAN table's decisions are final: the other machines have them
)

// lastDecision finds the last decision a person or bot made: the table's
// own passes in the Factions' optional windows (TablePasses) and the commands it took
// as the only one (Auto) are nobody's, and go with it, unless they showed
// something new. It returns how many commands taking it back removes, and
// why not.
func (m *Match) lastDecision() (n int, seat game.Seat, block game.UndoBlock) {
	log, steps := m.G.Log(), m.G.Steps()
	i := len(steps) - 1
	for i >= 0 && (m.TablePasses && steps[i].Prompt.Optional() && log[i].Op == game.OpPass ||
		slices.Contains(m.Auto, i) && !steps[i].Revealed && !steps[i].Forced) {
		i--
	}
	seat, block = m.G.DecisionAt(i)
	return len(steps) - i, seat, block
}

// CanUndo says whether the people at the screen may take back the last
// decision: it must be theirs (a person's, not a bot's, made by someone who
// may look at the screen now) and have shown nothing new (game.DecisionAt).
func (m *Match) CanUndo() UndoWhy {
	if m.Net != nil {
		return UndoLAN
	}
	_, seat, block := m.lastDecision()
	switch block {
	case game.UndoNothing, game.UndoNoLog:
		return UndoNothing
	case game.UndoOver:
		return UndoOver
	case game.UndoForced:
		return UndoForced
	case game.UndoRevealed:
		return UndoRevealed
	}
	person := m.PersonOf(seat)
	if person < 0 { // the Factions' team: its human players decided together
		people := m.factionPeople(true)
		if len(people) == 0 {
			return UndoBot
		}
		person = people[0]
	}
	switch {
	case m.bots[person] != nil:
		return UndoBot
	case !m.screen.has(person):
		return UndoOtherSeat
	}
	return UndoOK
}

// Undo takes back the last decision, if CanUndo allows it: the game and the
// match's record are rebuilt by replaying the log without that command and
// the table's passes after it (the engine is deterministic). The screen's
// audience stays.
func (m *Match) Undo() (UndoWhy, error) {
	if why := m.CanUndo(); why != UndoOK {
		return why, nil
	}
	n, _, _ := m.lastDecision()
	log := m.G.Log()
	fresh, err := newMatch(m.Setup, m.G.Pub.Opts)
	if err != nil {
		return UndoOK, err
	}
	if err := fresh.replay(log[:len(log)-n]); err != nil {
		return UndoOK, err
	}
	fresh.screen, fresh.Markers, fresh.bots, fresh.TablePasses = m.screen, m.Markers, m.bots, m.TablePasses
	fresh.Marks = m.Marks
	for _, i := range m.Auto {
		if i < len(log)-n {
			fresh.Auto = append(fresh.Auto, i)
		}
	}
	// A bot still thinking keeps its bot busy: its answer is awaited, and dropped.
	fresh.thought, fresh.deadline = m.thought, m.deadline
	fresh.Revision = m.Revision + 1
	*m = *fresh
	return UndoOK, nil
}
