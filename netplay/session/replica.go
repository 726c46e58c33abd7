// Package session plays one game over the network: the host keeps the
// published log in order; every machine (the host included) keeps a
// replica of the game and applies the log's commands as they come. The
// Patrón's machine holds his secrets and applies his private commands
// itself; only their published forms travel. No rule is decided here:
// the engine refuses what is illegal, and the host relays its refusals.
//
// Host and Peer are driven from their owner's thread (the window or a
// headless loop) by Step, which takes in what the network brought. The
// game is never touched from another goroutine.
package session

import (
	"fmt"

	"patron/game"
)

// replica is this machine's copy of the game and its place in the log.
type replica struct {
	g   *game.Game
	log []string // the published log, as the host ordered it
	// pending is this machine's proposal waiting for the host's commit.
	pending *proposal
	// desync is set once this machine's state differs from the log's:
	// it stops playing and says so.
	desync bool
}

// proposal is a decision sent to the host: the command as applied here
// (the Patrón's private form on his machine) and what it publishes.
type proposal struct {
	seq       int
	player    int
	applied   game.Command
	published string
	hash      string
}

func hashText(h uint64) string { return fmt.Sprintf("%016x", h) }

// controls reports whether engine player p may decide the pending
// decision: its seat's player, or any faction player for the Team's.
func controls(g *game.Game, p int) bool {
	d := g.Pending()
	if d.Seat == game.NoSeat {
		return false
	}
	if c := g.Pub.Opts.ControllerOf(d.Seat); c >= 0 {
		return c == p
	}
	return p >= 1 && p < g.Pub.Opts.Players // the Team: the Factions together
}

// prepare checks a decision of player p and works out what it publishes,
// on a copy: the game itself changes only with the log. A secret step that
// publishes nothing (one defense token of seven) is applied at once and
// returns nil: nobody else needs it.
func (r *replica) prepare(p int, c game.Command) (*proposal, []game.Event, error) {
	if r.desync {
		return nil, nil, fmt.Errorf("this machine's game differs from the table's: it cannot play on")
	}
	if r.pending != nil {
		return nil, nil, fmt.Errorf("waiting for the host to take the last decision")
	}
	if !controls(r.g, p) {
		return nil, nil, fmt.Errorf("it is not player %d's decision", p+1)
	}
	try := r.g.Clone()
	out, err := try.Apply(c)
	if err != nil {
		return nil, nil, err
	}
	if !out.HasPublished {
		out, err := r.g.Apply(c)
		if err != nil {
			return nil, nil, err
		}
		return nil, append([]game.Event(nil), out.Events...), nil
	}
	return &proposal{seq: len(r.log), player: p, applied: c, published: out.Published.Format(),
		hash: hashText(try.PublicHash())}, nil, nil
}

// commit applies the log's next command: this machine's own proposal (its
// private form), or what another machine decided. It checks the state
// hash the host sent; a difference stops this machine.
func (r *replica) commit(seq int, text, hash string) ([]game.Event, error) {
	if seq != len(r.log) {
		return nil, fmt.Errorf("command %d arrived, %d was next", seq, len(r.log))
	}
	c := game.Command{}
	mine := r.pending != nil && r.pending.seq == seq && r.pending.published == text
	if mine {
		c = r.pending.applied
	} else {
		parsed, err := game.ParseCommand(text)
		if err != nil {
			return nil, err
		}
		c = parsed
	}
	r.pending = nil
	out, err := r.g.Apply(c)
	if err != nil {
		r.desync = true
		return nil, fmt.Errorf("command %d %q: %v", seq+1, text, err)
	}
	events := append([]game.Event(nil), out.Events...)
	r.log = append(r.log, text)
	if got := hashText(r.g.PublicHash()); got != hash {
		r.desync = true
		return events, &DesyncError{Seq: seq, Want: hash, Got: got}
	}
	return events, nil
}

// DesyncError is a state that differs from the log's after a command.
type DesyncError struct {
	Seq       int
	Want, Got string
}

func (e *DesyncError) Error() string {
	return fmt.Sprintf("after command %d this machine's game differs from the table's", e.Seq+1)
}
