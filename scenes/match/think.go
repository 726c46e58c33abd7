package match

import (
	"sync/atomic"
	"time"

	"patron/game"
	"patron/game/bot"
)

// A bot decides on a goroutine of its own, so that the window never waits
// for a search: the table asks Think every frame until the answer is in.

// thought is a bot's decision under way: for the game at one revision.
type thought struct {
	revision int
	answer   chan game.Command
}

// answer is a bot's decision made, kept until the game changes.
type answer struct {
	revision int
	c        game.Command
}

// newBot makes the bot of a seat, its search bounded by the budget of
// the decision under way (see Think), and pausing for the frames in a
// browser (botYield).
func (m *Match) newBot(kind string, patron bool, seed uint64) (bot.Bot, error) {
	return bot.NewPaced(kind, patron, seed, m.pastDeadline, botYield())
}

// pastDeadline is the bots' stop: true once the decision under way has
// used its budget. It is asked from the thinking goroutine.
func (m *Match) pastDeadline() bool {
	if m.deadline == nil {
		return false
	}
	d := m.deadline.Load()
	return d != 0 && time.Now().UnixNano() > d
}

// Think starts the bot that decides now thinking, or returns its answer
// once it has one (ready), again at every call until the game changes. A
// forced answer, or a decision with a single choice, is ready at once. An
// answer to a game that has changed since (an undo) is dropped, and the
// bot thinks again. It is asked every frame: the bot's view is made only
// when it starts. budget bounds a searching bot's search (Hard, Expert:
// bot.Searches; 0: none, it runs in full).
func (m *Match) Think(budget time.Duration) (c game.Command, ready bool) {
	d := m.G.Pending()
	m.legal = m.G.Legal(m.legal[:0])
	if len(m.legal) == 0 {
		return c, false
	}
	if d.Forced || len(m.legal) == 1 {
		return m.legal[0], true
	}
	if a := m.answer; a != nil && a.revision == m.Revision {
		return a.c, true
	}
	if t := m.thought; t != nil {
		select {
		case c = <-t.answer:
			m.thought = nil
			if t.revision == m.Revision {
				m.answer = &answer{revision: t.revision, c: c}
				return c, true
			}
		default:
			return c, false // still thinking (maybe of an older game: its bot is busy)
		}
	}
	_, b := m.Actor()
	if b == nil {
		return c, false
	}
	var deadline int64
	if budget > 0 {
		deadline = time.Now().Add(budget).UnixNano()
	}
	if m.deadline == nil {
		m.deadline = new(atomic.Int64)
	}
	m.deadline.Store(deadline)
	t := &thought{revision: m.Revision, answer: make(chan game.Command, 1)}
	v := m.G.View(d.Seat) // the goroutine's own copy
	go func() {
		thinking(true) // a browser's page measures its frames while a bot thinks
		defer thinking(false)
		t.answer <- bot.Turn(b, &v)
	}()
	m.thought = t
	return c, false
}
