package match

import (
	"fmt"
	"slices"
	"sync/atomic"

	"patron/game"
	"patron/game/board"
	"patron/game/bot"
)

// Match is one game in progress on this PC.
type Match struct {
	Setup Setup
	G     *game.Game

	engine []int // engine player number → index in People
	bots   []bot.Bot
	screen Audience     // whose eyes the screen belongs to now
	Events []game.Event // the game's public events, its log (the screens say them in their language)
	// By is, for each of Events, the seat whose decision caused it, or
	// NoSeat when the rules dictated it (a forced answer): public, as who
	// decides is on the table for everyone (the log's "own moves" filter).
	By      []game.Seat
	Counts  [256]int // events seen, by kind, for the end screen
	Applied int
	told    int // at a LAN table: the published commands Events tells (Took)
	// Revision grows with every change to the game, an undo included:
	// screens key their cached pictures on it.
	Revision int
	// TablePasses: the table answers the Factions' optional windows (the
	// DEA's mini-cards, Los Pepes' look, Policía's +2, Cali's extra action)
	// itself unless asked (Settings: on request), so a pass there is
	// nobody's decision.
	TablePasses bool
	// Auto are the log's indices of the commands the table took because
	// they were the only one (the rest of an action already chosen): an
	// undo takes them back with the decision before them.
	Auto []int

	// The Factions' notes: hideout markers (not rules, not in the log).
	Markers board.Set
	Marks   Marks // the places ruled out, and notes (marks.go)
	// Hints counts the hints the people at this computer took (the
	// table's Hint, issue 34): the end screen shows it, the save keeps it.
	Hints int

	// Net is the LAN table this match is played at (nil: on this PC).
	Net   Net
	Chats []ChatLine // the last lines said (Said keeps them)
	// ChatsSaid counts every line said at this table, kept or not.
	ChatsSaid int
	// Audit is what this machine's check of the Patrón's openings found
	// at the end of a LAN game (set once audited), and Sheet his hiding
	// sheet as those openings show it.
	Audit *[]game.Finding
	Sheet []game.SheetEntry

	thought *thought       // a bot's decision under way (think.go)
	answer  *answer        // … and the last one made
	legal   []game.Command // Think's buffer
	// deadline is when the decision under way must end, in Unix
	// nanoseconds (0: never); the thinking goroutine reads it.
	deadline *atomic.Int64
}

// New starts a game.
func New(s Setup) (*Match, error) {
	opts, err := s.options()
	if err != nil {
		return nil, err
	}
	if opts.Seed == 0 {
		opts.Seed = randomSeed()
		s.Seed = opts.Seed
	}
	if s.Secret == nil {
		s.Secret = randomSecret()
	}
	return newMatch(s, opts)
}

// newMatch starts the game of a complete setup (seed and secret chosen).
func newMatch(s Setup, opts game.Options) (*Match, error) {
	g, err := game.New(opts, s.Secret)
	if err != nil {
		return nil, err
	}
	m := &Match{Setup: s, G: g, engine: append([]int{s.Patron}, s.FactionPlayers()...)}
	m.bots = make([]bot.Bot, len(s.People))
	for i, p := range s.People {
		if p.Human() {
			continue
		}
		b, err := m.newBot(p.Bot, i == s.Patron, opts.Seed+uint64(i)*7919)
		if err != nil {
			return nil, err
		}
		m.bots[i] = b
	}
	return m, nil
}

// Humans counts the people playing in person.
func (m *Match) Humans() int {
	n := 0
	for _, p := range m.Setup.People {
		if p.Human() {
			n++
		}
	}
	return n
}

// PersonOf is the People index of the player who runs a seat, or -1 for
// the Factions' team.
func (m *Match) PersonOf(s game.Seat) int {
	e := m.G.Pub.Opts.ControllerOf(s)
	if e < 0 {
		return -1
	}
	return m.engine[e]
}

// factionPeople lists the faction players, humans only when humans is set.
func (m *Match) factionPeople(humansOnly bool) []int {
	var out []int
	for _, i := range m.Setup.FactionPlayers() {
		if !humansOnly || m.Setup.People[i].Human() {
			out = append(out, i)
		}
	}
	return out
}

// Actor says who decides now: a person index, and the bot that plays for
// them (nil for humans). A team decision is the human faction players'
// together, or the first faction bot's when no human plays a faction.
func (m *Match) Actor() (person int, b bot.Bot) {
	d := m.G.Pending()
	if d.Seat == game.NoSeat {
		return -1, nil
	}
	p := m.PersonOf(d.Seat)
	if p < 0 {
		if hs := m.factionPeople(true); len(hs) > 0 {
			return hs[0], nil
		}
		p = m.factionPeople(false)[0]
		for _, i := range m.factionPeople(false) { // people elsewhere answer before bots here
			if pp := m.Setup.People[i]; pp.Remote && pp.Bot == "" {
				return i, nil
			}
		}
	}
	return p, m.bots[p]
}

// BotTurn reports whether a bot decides now (or the decision is forced,
// which the table carries out without asking anyone).
func (m *Match) BotTurn() bool {
	if m.G.Over() || m.Elsewhere() {
		return false
	}
	d := m.G.Pending()
	if d.Forced {
		return true
	}
	_, b := m.Actor()
	return b != nil
}

// BotCommand is the command the bot (or the rules, for a forced answer)
// picks now. The bot sees only its own seat's view. As in Think, a
// single choice is taken without asking the bot, forced or not (a Random
// bot would spend a draw on it).
func (m *Match) BotCommand() game.Command {
	d := m.G.Pending()
	v := m.G.View(d.Seat)
	if d.Forced || len(v.Legal) == 1 {
		return v.Legal[0]
	}
	_, b := m.Actor()
	return bot.Turn(b, &v)
}

// Apply carries out a command for the seat that decides, and records its
// public events.
func (m *Match) Apply(c game.Command) ([]game.Event, error) {
	by := decider(m.G.Pending())
	out, err := m.G.Apply(c)
	if err != nil {
		return nil, err
	}
	m.Applied++
	m.Revision++
	evs := slices.Clone(out.Events)
	for _, e := range evs {
		m.Counts[e.Kind]++
	}
	m.record(evs, by)
	return evs, nil
}

// Winner says how the game ended, in words.
func (m *Match) Winner() string {
	r := m.G.Pub.Result
	if !r.Over {
		return ""
	}
	return fmt.Sprint(r.Winner)
}

// FactionsCopy is the same table as a Factions' machine holds it: a game
// rebuilt from the published commands alone, which never held a secret.
// Whatever the Factions' screen shows must be the same from either.
func (m *Match) FactionsCopy() (*Match, error) {
	g, err := game.New(m.G.Pub.Opts, nil)
	if err != nil {
		return nil, err
	}
	c := &Match{Setup: m.Setup, G: g, engine: m.engine, bots: m.bots, screen: m.screen, Markers: m.Markers, Marks: m.Marks, Hints: m.Hints}
	c.Setup.Secret = nil
	for _, cmd := range m.G.PublicLog() {
		if _, err := c.Apply(cmd); err != nil {
			return nil, fmt.Errorf("replaying %s: %w", cmd.Format(), err)
		}
	}
	return c, nil
}
