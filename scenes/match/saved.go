package match

import (
	"fmt"

	"patron/game"
	"patron/game/board"
	"patron/game/savefile"
)

// Table is the setup as a save records it: the people, the Patrón's seat
// and each faction's player (resolved, never the "default split" marker).
func (m *Match) Table() savefile.Table {
	t := savefile.Table{Patron: m.Setup.Patron}
	for _, p := range m.Setup.People {
		t.People = append(t.People, savefile.Person{Name: p.Name, Bot: p.Bot})
	}
	for f, player := range m.G.Pub.Opts.Control {
		t.Control[f] = m.engine[player]
	}
	for r := m.Markers; r != 0; {
		t.Markers = append(t.Markers, r.Next(&r).String())
	}
	m.saveMarks(&t)
	t.Hints, t.NoHints = m.Hints, m.Setup.NoHints
	return t
}

// Resume rebuilds a match from a checked save and the game it replays to.
// The match's own record (the log in words, the counts) is rebuilt by
// playing the log again through it; the result must be the same game.
func Resume(f *savefile.File, g *game.Game) (*Match, error) {
	s := Setup{Patron: f.Table.Patron, Control: f.Table.Control, Seed: f.Options.Seed, NoHints: f.Table.NoHints}
	for _, p := range f.Table.People {
		s.People = append(s.People, Person{Name: p.Name, Bot: p.Bot})
	}
	if g.Sec == nil {
		return nil, fmt.Errorf("match: this save holds no Patrón's part; a table on this PC needs it")
	}
	s.Secret = &game.SecretOptions{Seed: g.Sec.Seed}
	opts, err := s.options()
	if err != nil {
		return nil, err
	}
	opts.SeasonCap = f.Options.SeasonCap
	if opts != g.Pub.Opts {
		return nil, fmt.Errorf("match: the save's table does not match its game options")
	}
	m, err := newMatch(s, opts)
	if err != nil {
		return nil, err
	}
	if err := m.replay(g.Log()); err != nil {
		return nil, err
	}
	for _, id := range f.Table.Markers {
		if l, err := board.ParseLoc(id); err == nil {
			m.Markers = m.Markers.With(l)
		}
	}
	m.resumeMarks(&f.Table)
	m.Hints = f.Table.Hints
	if m.G.PublicHash() != g.PublicHash() || m.G.SecretHash() != g.SecretHash() {
		return nil, fmt.Errorf("match: the resumed game differs from the saved one")
	}
	return m, nil
}

// replay applies a log to the match's fresh game, recording as play does.
func (m *Match) replay(log []game.Command) error {
	for i, c := range log {
		if _, err := m.Apply(c); err != nil {
			return fmt.Errorf("match: replaying command %d %q: %w", i+1, c.Format(), err)
		}
	}
	return nil
}
