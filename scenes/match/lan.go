package match

import (
	"fmt"
	"slices"

	"patron/game"
	"patron/game/bot"
	"patron/game/box"
	"patron/netplay/lan"
	"patron/netplay/session"
	"patron/netplay/wire"
)

// Net is a LAN table as a match sees it: the host's end or a joined
// machine's. Decisions of the people and bots here go out through Propose;
// what the table did comes back through Step, already applied to Game.
type Net interface {
	Game() *game.Game
	Seats() []wire.Seat
	Mine(p int) bool // engine player p is played at this machine
	Propose(p int, c game.Command) error
	Busy() bool    // a decision of this machine's waits for the host
	HasNews() bool // Step has something to handle
	Step() []session.Note
	Chat(p int, text string) error
	Hosting() bool
	StandIn(p int, level string) error
	Close()
}

// HostNet is the host's end of a LAN table.
type HostNet struct {
	S *lan.Server
	// Kept says why the host's save of its table could not be written
	// (nil: it is kept, or none is kept).
	Kept func() error
}

func (h HostNet) Game() *game.Game     { return h.S.Game() }
func (h HostNet) Seats() []wire.Seat   { return h.S.Lobby().Seats }
func (h HostNet) Lobby() wire.Lobby    { return h.S.Lobby() }
func (h HostNet) Mine(p int) bool      { return slices.Contains(h.S.Local(), p) }
func (h HostNet) Busy() bool           { return false }
func (h HostNet) HasNews() bool        { return h.S.HasNews() }
func (h HostNet) Step() []session.Note { return h.S.Step() }
func (h HostNet) Hosting() bool        { return true }
func (h HostNet) Close()               { h.S.Close() }
func (h HostNet) Propose(p int, c game.Command) error {
	return h.S.Propose(p, c)
}
func (h HostNet) Chat(p int, text string) error     { return h.S.Chat(p, text) }
func (h HostNet) StandIn(p int, level string) error { return h.S.StandIn(p, level) }

// PeerNet is a joined machine's end: one seat.
type PeerNet struct{ P *session.Peer }

func (n PeerNet) Game() *game.Game     { return n.P.Game() }
func (n PeerNet) Seats() []wire.Seat   { return n.P.Lobby().Seats }
func (n PeerNet) Lobby() wire.Lobby    { return n.P.Lobby() }
func (n PeerNet) Mine(p int) bool      { return p == n.P.Seat() && !n.P.StoodIn() } // a bot at the host plays it past the limit
func (n PeerNet) Busy() bool           { return n.P.Pending() || n.P.Closed() }
func (n PeerNet) HasNews() bool        { return n.P.HasNews() }
func (n PeerNet) Step() []session.Note { return n.P.Step() }
func (n PeerNet) Hosting() bool        { return false }
func (n PeerNet) Close()               { n.P.Close() }
func (n PeerNet) Propose(p int, c game.Command) error {
	if p != n.P.Seat() {
		return fmt.Errorf("player %d plays on another machine", p+1)
	}
	return n.P.Propose(c)
}
func (n PeerNet) Chat(_ int, text string) error { return n.P.Chat(text) }
func (n PeerNet) StandIn(int, string) error {
	return fmt.Errorf("only the host lets a bot stand in")
}

// ChatLine is something a player said at a LAN table.
type ChatLine struct {
	Player int // engine player
	Name   string
	Text   string
}

// NewLAN is the match of a LAN game that has begun: its people are the
// table's seats in engine order (the Patrón first), and its game is the
// one Net keeps.
func NewLAN(n Net) (*Match, error) {
	g := n.Game()
	if g == nil {
		return nil, fmt.Errorf("the game has not begun")
	}
	opts := g.Pub.Opts
	s := Setup{Patron: 0, Seed: opts.Seed}
	for f := range s.Control {
		s.Control[f] = opts.ControllerOf(game.FactionSeat(box.Faction(f))) // engine player = People index
	}
	if l, ok := n.(interface{ Lobby() wire.Lobby }); ok {
		s.NoHints = l.Lobby().NoHints // the table's choice at its creation, for everyone
	}
	m := &Match{Setup: s, G: g, Net: n}
	m.engine = make([]int, opts.Players)
	for i := range m.engine {
		m.engine[i] = i
	}
	if err := m.SeatsChanged(); err != nil {
		return nil, err
	}
	if err := m.retell(); err != nil { // coming back mid-game: the log so far
		return nil, err
	}
	return m, nil
}

// SeatsChanged reads who sits where again (someone came, went, or a bot
// stands in): people here, people elsewhere, and bots here.
func (m *Match) SeatsChanged() error {
	seats := m.Net.Seats()
	if len(seats) != m.G.Pub.Opts.Players {
		return fmt.Errorf("the table lists %d seats for a game of %d players", len(seats), m.G.Pub.Opts.Players)
	}
	if len(m.bots) != len(seats) {
		m.bots = make([]bot.Bot, len(seats))
	}
	m.Setup.People = m.Setup.People[:0]
	for i, s := range seats {
		p := Person{Name: s.Name}
		switch {
		case !m.Net.Mine(i):
			p.Remote = true
		case s.Who == session.Bot || s.StandIn:
			p.Bot = s.Bot
		}
		m.Setup.People = append(m.Setup.People, p)
		if p.Bot == "" {
			m.bots[i] = nil
			continue
		}
		if m.bots[i] == nil {
			b, err := m.newBot(p.Bot, i == 0, m.G.Pub.Opts.Seed+uint64(i)*7919)
			if err != nil {
				return err
			}
			m.bots[i] = b
		}
	}
	return nil
}

// Elsewhere reports whether the decision due now is made on another
// machine: this one waits for the table.
func (m *Match) Elsewhere() bool {
	if m.Net == nil || m.G.Over() {
		return false
	}
	p, _ := m.Actor()
	return p < 0 || m.Setup.People[p].Remote
}

// Waiting is the person the table waits for, when they are elsewhere: their
// name, empty when the table does not know it yet.
func (m *Match) Waiting() (name string, connected bool) {
	p, _ := m.Actor()
	if p < 0 || m.Net == nil {
		return "", true
	}
	seats := m.Net.Seats()
	if p >= len(seats) {
		return "", true
	}
	return seats[p].Name, seats[p].Connected
}

// Took records what the table did (a command applied by the network
// side, at seq in the published log, -1 for a private step of the
// Patrón's): the same bookkeeping as Apply. A command the story already
// tells is skipped; one after a gap (the game was rebuilt from the host's
// log, the commands between never came as notes) has the whole story told
// again from the published log, so the log, the summaries and the end's
// numbers are the whole game's, as on every other computer.
func (m *Match) Took(seq int, evs []game.Event) {
	m.G = m.Net.Game() // a rejoin rebuilds the game
	switch {
	case seq >= 0 && seq < m.told, seq < 0 && m.Applied >= len(m.G.Log()):
		return // told already, by a retell
	case seq > m.told:
		if err := m.retell(); err == nil {
			m.Revision++
			return
		}
	}
	by := stepDecider(m.G, m.Applied) // every command of the log comes through here, the private steps too
	m.Applied++
	m.Revision++
	if seq >= 0 {
		m.told = seq + 1
	}
	evs = slices.Clone(evs)
	for _, e := range evs {
		m.Counts[e.Kind]++
	}
	m.record(evs, by)
}

// Decide carries out the decision due now for whoever makes it here: at
// once on this PC, or sent to the table over a LAN (its events then come
// back through the Net's Step).
func (m *Match) Decide(c game.Command) ([]game.Event, error) {
	if m.Net == nil {
		return m.Apply(c)
	}
	p, _ := m.Actor()
	if p < 0 || m.Setup.People[p].Remote {
		return nil, fmt.Errorf("this decision is made on another machine")
	}
	return nil, m.Net.Propose(p, c)
}

// keptChats is how many lines of chat a match keeps: the table shows the
// last few, and a joiner that talks all game long (at its fair share)
// must not grow anyone's memory.
const keptChats = 100

// Said keeps a line of chat, dropping the oldest beyond keptChats, and
// counts it (ChatsSaid), so that a screen knows a line came even when
// the number kept stays the same.
func (m *Match) Said(cl ChatLine) {
	if len(m.Chats) >= keptChats {
		m.Chats = append(m.Chats[:0], m.Chats[len(m.Chats)-keptChats+1:]...)
	}
	m.Chats = append(m.Chats, cl)
	m.ChatsSaid++
}
