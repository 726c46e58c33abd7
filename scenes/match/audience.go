package match

import (
	"slices"

	"patron/game"
)

// Audience is who may look at the screen: the Patrón's player, the faction
// players together, or one faction player alone for a secret choice.
type Audience struct {
	Patron  bool
	Private bool  // one faction player alone, for a secret choice
	People  []int // the People indices who may look
	Seat    game.Seat
}

// Same reports whether two audiences are the same people.
func (a Audience) Same(b Audience) bool {
	return a.Patron == b.Patron && slices.Equal(a.People, b.People)
}

// Empty reports whether nobody has taken the screen yet.
func (a Audience) Empty() bool { return len(a.People) == 0 }

// privateFactionChoice: a faction decides this alone, unseen by the others
// (and by the Patrón), so the screen blanks for it.
func privateFactionChoice(p game.Prompt) bool { return p == game.PromptPlataPlomo }

// Needed is the audience the pending decision needs.
func (m *Match) Needed() Audience {
	d := m.G.Pending()
	switch {
	case d.Seat == game.SeatPatron:
		return Audience{Patron: true, People: []int{m.Setup.Patron}, Seat: game.SeatPatron}
	case d.Seat.Faction() >= 0 && privateFactionChoice(d.Prompt):
		return Audience{Private: true, People: []int{m.PersonOf(d.Seat)}, Seat: d.Seat}
	}
	people := m.factionPeople(true)
	if len(people) == 0 {
		people = m.factionPeople(false)
	}
	return Audience{People: people, Seat: d.Seat}
}

// Screen is the audience the screen shows now.
func (m *Match) Screen() Audience { return m.screen }

// HandOff reports whether the screen must blank now and wait for the named
// audience to confirm. A human must decide and the people who may look
// change; or a Faction bot is about to play while the Patrón's view is on
// screen and human faction players sit at the table, who must not see it.
// With a single human, nobody else is at the table.
func (m *Match) HandOff() (Audience, bool) {
	if m.G.Over() {
		return Audience{}, false
	}
	if m.BotTurn() || m.Elsewhere() { // a bot here, or another computer, plays
		d := m.G.Pending()
		people := m.factionPeople(true)
		if d.Forced || !m.screen.Patron || !d.Seat.IsFactions() || len(people) == 0 {
			return Audience{}, false
		}
		return Audience{People: people, Seat: d.Seat}, true
	}
	need := m.Needed()
	if m.screen.Same(need) {
		return need, false
	}
	if m.Humans() <= 1 {
		m.screen = need
		return need, false
	}
	return need, true
}

// Confirm gives the screen to an audience (they pressed "I'm here").
func (m *Match) Confirm(a Audience) { m.screen = a }

// SoloAudience gives the screen at once to the only human, for games
// with one human player.
func (m *Match) SoloAudience() {
	if m.Humans() != 1 || !m.screen.Empty() {
		return
	}
	for i, p := range m.Setup.People {
		if p.Human() {
			if i == m.Setup.Patron {
				m.screen = Audience{Patron: true, People: []int{i}, Seat: game.SeatPatron}
			} else {
				m.screen = Audience{People: []int{i}, Seat: game.SeatTeam}
			}
		}
	}
}

// View is what the screen may show: the Patrón's view for his audience,
// otherwise the public view of the seat that decides (with its legal
// commands when one of the audience decides it).
func (m *Match) View() game.View {
	if m.screen.Patron {
		return m.G.View(game.SeatPatron)
	}
	d := m.G.Pending()
	if d.Seat.IsFactions() {
		if p, b := m.Actor(); b == nil && m.screen.has(p) {
			return m.G.View(d.Seat)
		}
	}
	return m.G.View(game.SeatTeam)
}

func (a Audience) has(p int) bool { return slices.Contains(a.People, p) }

// Names lists the audience's player names, for the hand-off screen.
func (m *Match) Names(a Audience) []string {
	var out []string
	for _, p := range a.People {
		out = append(out, m.Setup.People[p].Name)
	}
	return out
}
