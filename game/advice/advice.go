// Package advice is the hint of a seat: what the Normal bot would choose
// from the seat's own view, and why, as typed values the screens put into
// words. It sees only the view, so a hint never tells a player anything
// his seat may not know; the same view always gives the same hint.
package advice

import (
	"errors"

	"patron/game"
	"patron/game/board"
	"patron/game/bot"
)

// Kind is why the advised command is worth making.
type Kind uint8

const (
	// Best is the fallback: the command the Normal bot values most,
	// where nothing sharper is true.
	Best Kind = iota
	// Search looks in a place he may hide: one of Possible.
	Search
	// Capture is a Capture (its card, or a step or stop of its move)
	// whose search can reach Count of the Possible places.
	Capture
	// Investigate asks a question whose answer rules out at least Count
	// and at most Most of the Possible places.
	Investigate
	// Closer moves a hunter to Dist steps from the nearest place he may
	// hide.
	Closer
	// Attack attacks a sicario with a Percent chance of capturing it.
	Attack
	// Suspect is the Patrón's: after the command the Factions still
	// suspect Count places (Possible before it).
	Suspect
)

// Advice is a hint: the command, and the figures of its reason.
type Advice struct {
	Command game.Command
	Reason  Kind
	// Possible is how many places the Factions suspect now.
	Possible int
	// Count and Most are the reason's places (see Kind).
	Count, Most int
	// Dist is a Closer's distance, Percent an Attack's chance.
	Dist, Percent int
	// Places are the places the reason speaks of (those a Capture
	// reaches, those suspected after the Patrón's command), for the map.
	Places board.Set
}

// seed is the Normal bot's: a constant, so that the same view gives the
// same hint (the bot breaks ties with it).
const seed = 0x41445649

// ErrNoDecision is For's error when the view's seat has nothing to decide.
var ErrNoDecision = errors.New("no decision to advise on")

// For is the hint for the view's seat at its decision.
func For(v *game.View) (Advice, error) {
	if len(v.Legal) == 0 || v.Pending.Seat != v.Seat {
		return Advice{}, ErrNoDecision
	}
	patron := v.Seat == game.SeatPatron
	b, err := bot.New("normal", patron, seed)
	if err != nil {
		return Advice{}, err
	}
	c := b.Choose(v)
	a := Advice{Command: c, Reason: Best, Possible: v.Public.Possible.Count()}
	if patron {
		patronReason(v, &a)
	} else {
		factionsReason(v, &a)
	}
	return a, nil
}
