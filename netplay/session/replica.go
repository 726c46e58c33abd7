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
	"patron/netplay/ledger"
)

// maxAhead bounds the proposals a machine may have waiting for the host.
const maxAhead = 64

// replica is this machine's copy of the game and its place in the log.
type replica struct {
	g    *game.Game // the game as the log leaves it (and this machine's secret steps)
	log  []string   // the published log, as the host ordered it
	hash string     // g's public state hash, as the log's last commit gave it
	// hashes[i] is the public state hash after log[i] ("" where this
	// machine did not see it: the log a sync brought): the host checks a
	// desync report against it.
	hashes []string
	// pending are this machine's proposals waiting for the host's
	// commits, in order; ahead is g with them applied (nil when none), the
	// game this machine's next decision is made in. A machine whose
	// decisions follow one another need not wait for each to come back:
	// the host takes them in order, or refuses the first it cannot take
	// and every later one of the same epoch.
	pending []*proposal
	ahead   *game.Game
	// epoch numbers this machine's runs of proposals: it moves on each
	// time the pending ones are given up, so that the host's refusals of
	// a given-up run are told from those of the live one.
	epoch int
	// desync is set once this machine's state differs from the log's:
	// it stops playing and says so.
	desync bool
}

func newReplica(g *game.Game, log []string) *replica {
	r := &replica{g: g, log: log, hash: hashText(g.PublicHash()), hashes: make([]string, len(log))}
	if len(log) > 0 {
		r.hashes[len(log)-1] = r.hash
	}
	return r
}

// proposal is a decision sent to the host: the command as applied here
// (the Patrón's private form on his machine), what it publishes, the
// state hashes before and after it, and the events it made here.
type proposal struct {
	seq, epoch int
	player     int
	applied    game.Command
	published  string
	hash       string
	events     []game.Event
	move       ledger.Move // signed by this computer's key at an online table
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

// next is the game this machine decides in: g, with its waiting
// proposals applied.
func (r *replica) next() *game.Game {
	if r.ahead != nil {
		return r.ahead
	}
	return r.g
}

// mayPropose reports whether a decision c could be prepared now: a
// private form waits until no proposal does, so that g (which the
// Patrón's machine saves) is never more than published commands behind
// what it decided.
func (r *replica) mayPropose(c game.Command) bool {
	return !r.desync && (len(r.pending) == 0 || len(r.pending) < maxAhead && !c.Secret())
}

// prepare checks a decision of player p and works out what it publishes;
// g itself changes only with the log. A secret step that publishes
// nothing (one defense token of seven) returns nil: the copy it was
// checked on becomes g at once, as nobody else needs it.
func (r *replica) prepare(p int, c game.Command) (*proposal, []game.Event, error) {
	try, out, err := r.try(p, c)
	if err != nil {
		return nil, nil, err
	}
	events := append([]game.Event(nil), out.Events...)
	if !out.HasPublished {
		r.g, r.ahead = try, nil
		r.hash = hashText(r.g.PublicHash())
		return nil, events, nil
	}
	prop := &proposal{seq: len(r.log) + len(r.pending), epoch: r.epoch, player: p, applied: c,
		published: out.Published.Format(), hash: hashText(try.PublicHash()), events: events}
	r.pending = append(r.pending, prop)
	r.ahead = try
	return prop, nil, nil
}

// decide takes a decision of player p at the host, which orders the log
// and need not wait for itself: checked on a copy of g, the copy becomes
// g, and what it publishes the log's next command, without applying the
// command a second time. published is false for a secret step that
// publishes nothing.
func (r *replica) decide(p int, c game.Command) (events []game.Event, published bool, err error) {
	if len(r.pending) > 0 { // proposals are a peer's; the host commits at once
		return nil, false, fmt.Errorf("decisions are waiting for the host")
	}
	try, out, err := r.try(p, c)
	if err != nil {
		return nil, false, err
	}
	events = append([]game.Event(nil), out.Events...)
	if !out.HasPublished {
		r.g = try
		r.hash = hashText(r.g.PublicHash())
		return events, false, nil
	}
	r.adopt(try, out.Published.Format(), hashText(try.PublicHash()))
	return events, true, nil
}

// try applies a decision of player p to a copy of the game it is made in
// (next), which it returns; an illegal command is an error. Only a private
// form publishes nothing, and it waits until no proposal does
// (mayPropose): its copy is then a fresh copy of g.
func (r *replica) try(p int, c game.Command) (*game.Game, *game.Outcome, error) {
	switch {
	case r.desync:
		return nil, nil, fmt.Errorf("this machine's game differs from the table's: it cannot play on")
	case !r.mayPropose(c):
		return nil, nil, fmt.Errorf("waiting for the host to take the last decision")
	case !controls(r.next(), p):
		return nil, nil, fmt.Errorf("it is not player %d's decision", p+1)
	}
	try := r.ahead
	if try == nil {
		try = r.g.Clone()
	}
	out, err := try.Apply(c) // an illegal command leaves try as it was
	if err != nil {
		return nil, nil, err
	}
	return try, out, nil
}

// drop gives up this machine's waiting proposals (the host refuses them,
// or has): the next ones start a new epoch.
func (r *replica) drop() {
	if len(r.pending) > 0 {
		r.pending, r.ahead = nil, nil
		r.epoch++
	}
}

// waits reports whether one of this machine's decisions waits for the
// host at place seq of the log.
func (r *replica) waits(seq int) bool {
	for _, p := range r.pending {
		if p.seq == seq {
			return true
		}
	}
	return false
}

// refused takes the host's refusal of a proposal of the given epoch: one
// of the live run drops the run; one of a run given up changes nothing.
func (r *replica) refused(epoch int) {
	if epoch == r.epoch {
		r.drop()
	}
}

// commit applies the log's next command, decided by engine player from:
// this machine's own proposal (its private form), or what another machine
// decided. It checks the state hash the host sent; a difference stops
// this machine.
func (r *replica) commit(seq, from int, text, hash string) ([]game.Event, error) {
	if seq != len(r.log) {
		return nil, fmt.Errorf("command %d arrived, %d was next", seq, len(r.log))
	}
	var c game.Command
	var events []game.Event
	if len(r.pending) > 0 && r.pending[0].player == from && r.pending[0].published == text {
		own := r.pending[0]
		c, events = own.applied, own.events
		r.pending = r.pending[1:]
		if len(r.pending) == 0 {
			r.pending, r.ahead = nil, nil
		}
	} else {
		r.drop() // another machine decided first: the host refuses them all
		if r.g.Sec != nil && r.g.Pending().Seat == game.SeatPatron {
			// Only his machine decides for the Patrón (no bot stands in for
			// him). Refused before his game looks at it: a host that
			// committed his cards would learn his hand from which ones
			// his game refused.
			r.desync = true
			return nil, fmt.Errorf("command %d %q is the Patrón's decision, which this computer did not make", seq+1, text)
		}
		parsed, err := publicForm(text)
		if err != nil {
			r.desync = true
			return nil, err
		}
		c = parsed
	}
	out, err := r.g.Apply(c)
	if err != nil {
		r.desync = true
		return nil, fmt.Errorf("command %d %q: %v", seq+1, text, err)
	}
	if events == nil {
		events = append([]game.Event(nil), out.Events...)
	}
	r.log = append(r.log, text)
	r.hash = hashText(r.g.PublicHash())
	r.hashes = append(r.hashes, r.hash)
	if r.hash != hash {
		r.desync = true
		return events, &DesyncError{Seq: seq, Want: hash, Got: r.hash}
	}
	return events, nil
}

// publicForm parses a command of the host's log. A private form never
// travels (the host refuses one in a proposal): on the Patrón's machine,
// which could apply it, it would be the host choosing his secret for him,
// and knowing it.
func publicForm(text string) (game.Command, error) {
	c, err := game.ParseCommand(text)
	if err == nil && c.Secret() {
		err = fmt.Errorf("%q is a private form, which no log carries", text)
	}
	return c, err
}

// adopt makes next, a copy of g with the log's next command applied and
// checked (hash its public state hash), the game: the host checks a
// peer's proposal on a copy and need not apply it twice.
func (r *replica) adopt(next *game.Game, text, hash string) {
	r.drop()
	r.g, r.hash = next, hash
	r.log = append(r.log, text)
	r.hashes = append(r.hashes, hash)
}

// DesyncError is a state that differs from the log's after a command.
type DesyncError struct {
	Seq       int
	Want, Got string
}

func (e *DesyncError) Error() string {
	return fmt.Sprintf("after command %d this machine's game differs from the table's", e.Seq+1)
}
