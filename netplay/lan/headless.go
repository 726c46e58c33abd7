package lan

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"time"

	"patron/game"
	"patron/netplay/session"
	"patron/netplay/wire"
)

// Outcome is how one machine saw a game end.
type Outcome struct {
	Commands int    // the published log's length
	Hash     uint64 // the public state hash at the end
	// Findings is what this machine's audit of the Patrón's openings
	// found (none: fair play); Audited says the audit ran.
	Findings []game.Finding
	Audited  bool
	// Abandoned is why the game ended abandoned (nil: it did not), and
	// PublicCheck what playing its published log again found (nil: it
	// holds): the audit as far as the game went.
	Abandoned   *wire.Abandon
	PublicCheck error
}

// Play is how a headless machine plays its seats.
type Play struct {
	Bots  session.Bots
	Limit time.Duration // no end after this long is an error (0: an hour)
	// Watch sees each note before the bots decide.
	Watch func(session.Note)
	// Changed is called when this machine's game has changed (a command
	// applied, a secret step, the start or a rejoin), before its bots
	// decide again: the Patrón's machine keeps its save there, so that it
	// is never more than the last commits behind. An error stops the play.
	Changed func(*game.Game) error
	// Tend is called at every turn of the loop, at least once a second,
	// before the bots decide: the owner's chores (a bot standing in after
	// a delay, a signal to stop). An error stops the play.
	Tend func() error
	// Lost is called when the connection to the host drops before the
	// end (a joiner's): it waits for the host and takes this machine back
	// to its seat (nil), or says why not; nil Lost ends the play.
	Lost func(why error) error
	// Think is how long a bot waits before each decision (0: none). It
	// waits listening: what the network brings meanwhile is taken at once.
	Think time.Duration
	// Spread varies each wait: drawn evenly from Think×(1 ± Spread), from
	// the bots' seed. People do not all decide in the same time, and a
	// thousand simulated tables that do move in waves.
	Spread float64
	// Trace, when set, records when this machine's proposals left and
	// when each command was applied here.
	Trace *Trace

	until time.Time  // when the bot's thinking over the decision due ends (zero: not thinking)
	pace  *rand.Rand // Spread's draws
}

// Trace is one machine's timings of a game, in wall-clock time so that
// machines (processes) on one computer can be compared.
type Trace struct {
	Seat int // the machine's seat (-1 for the host)
	// Applied[i] is when command i of the log was applied here.
	Applied []time.Time
	// Trips are this machine's proposals that the log took.
	Trips []Trip
}

// Trip is a proposal of this machine's and its commit coming back.
type Trip struct {
	Seq            int
	Proposed, Back time.Time
}

// machine is a table's end as a headless player drives it.
type machine interface {
	Step() []session.Note
	Wait(time.Duration)
	Game() *game.Game
	Log() []string
}

// PlayBots plays this host's own seats with bots until the game is over
// and audited (or limit passes). The game must have started. Each note is
// shown to watch (if set) before the bots decide.
func (s *Server) PlayBots(b session.Bots, limit time.Duration, watch func(session.Note)) (Outcome, error) {
	return s.Play(Play{Bots: b, Limit: limit, Watch: watch})
}

// Play plays this host's own seats as pl says (see PlayBots).
func (s *Server) Play(pl Play) (Outcome, error) {
	return playHost(s.Host, pl)
}

func playHost(h *session.Host, pl Play) (Outcome, error) {
	return play(h, -1, &pl, func() (bool, error) {
		if p, c, ok := pl.Bots.Next(h.Game(), h.Local()); ok {
			if !pl.thought() {
				return false, nil
			}
			return true, h.Propose(p, c)
		}
		return false, nil
	})
}

// PlayPeerBots plays a joined machine's seat with bots the same way; it
// waits for the host's start first.
func PlayPeerBots(p *session.Peer, b session.Bots, limit time.Duration, watch func(session.Note)) (Outcome, error) {
	return PlayPeer(p, Play{Bots: b, Limit: limit, Watch: watch})
}

// PlayPeer plays a joined machine's seat as pl says (see PlayPeerBots).
func PlayPeer(p *session.Peer, pl Play) (Outcome, error) {
	asked := false // the seat was asked back from its stand-in
	return play(p, p.Seat(), &pl, func() (bool, error) {
		if p.Closed() {
			return false, errors.New("the host is gone")
		}
		if p.Game() == nil {
			return false, nil
		}
		if p.StoodIn() { // a bot at the host took the seat at the limit: this one acts again
			backFromStandIn(p, &asked)
			return false, nil
		}
		asked = false
		// A bot decides on without waiting for its last decisions to come
		// back: the host takes them in order.
		if who, c, ok := pl.Bots.Next(p.Ahead(), []int{p.Seat()}); ok && who == p.Seat() {
			if !p.MayPropose(c) {
				return false, nil
			}
			if !pl.thought() {
				return false, nil
			}
			if err := p.Propose(c); err != nil {
				return false, err
			}
			if seq, sent := p.LastSent(); pl.Trace != nil && sent { // its place: past the log by the decisions sent ahead
				pl.Trace.Trips = append(pl.Trace.Trips, Trip{Seq: seq, Proposed: time.Now()})
			}
			return true, nil
		}
		return false, nil
	})
}

// thought reports whether the bot has thought long enough over the
// decision due (Think): the first ask starts its thinking, and until it
// is over the play goes on taking what the network brings.
func (pl *Play) thought() bool {
	if pl.Think <= 0 {
		return true
	}
	now := time.Now()
	if pl.until.IsZero() {
		pl.until = now.Add(pl.wait())
	}
	if now.Before(pl.until) {
		return false
	}
	pl.until = time.Time{}
	return true
}

// wait is one decision's thinking time.
func (pl *Play) wait() time.Duration {
	if pl.Spread <= 0 {
		return pl.Think
	}
	if pl.pace == nil {
		pl.pace = rand.New(rand.NewPCG(pl.Bots.Seed, 0x7468696e6b)) // "think"
	}
	f := 1 + min(pl.Spread, 1)*(2*pl.pace.Float64()-1)
	return time.Duration(f * float64(pl.Think))
}

// rest is how long the play may wait for the network: a second, or less
// when a bot's thinking ends sooner.
func (pl *Play) rest() time.Duration {
	if pl.until.IsZero() {
		return time.Second
	}
	return max(min(time.Until(pl.until), time.Second), time.Millisecond)
}

// play steps m, shows its notes, and lets decide act, until the audit. It
// blocks on the network only when nothing happened, and wakes as soon as
// a message comes. seat is a peer's seat (-1 for the host), for the trace.
func play(m machine, seat int, pl *Play, decide func() (bool, error)) (Outcome, error) {
	var out Outcome
	limit := pl.Limit
	if limit <= 0 {
		limit = time.Hour
	}
	deadline := time.Now().Add(limit)
	if pl.Trace != nil {
		pl.Trace.Seat = seat
	}
	for !out.Audited && out.Abandoned == nil {
		if time.Now().After(deadline) {
			return out, fmt.Errorf("no end after %v (%d commands)", limit, len(m.Log()))
		}
		notes := m.Step()
		changed := false
		for _, n := range notes {
			if pl.Watch != nil {
				pl.Watch(n)
			}
			switch n.Kind {
			case session.NoteCommitted:
				changed = true
				if n.Seq >= 0 {
					pl.Trace.applied(n, seat)
				}
			case session.NoteStarted:
				changed = true
			case session.NoteAudit:
				out.Audited, out.Findings = true, n.Findings
			case session.NoteAbandoned:
				out.Abandoned = abandonedOf(m)
			case session.NoteDesync:
				// A game that differs is the host's to mend (a resync) or
				// drop: never the table's end. This machine, dropped, stops
				// here (it would take its connection's close for a host
				// gone). Only a game rebuilt is kept: one that went off the
				// log is no save to come back from.
				if seat >= 0 && n.Player == seat && (n.Code == wire.StepDropped || n.Code == wire.StepLies || n.Code == wire.StepFloods) {
					return out, fmt.Errorf("the host dropped this computer: %s", n.Text)
				}
				changed = changed || n.Code == session.CodeRebuilt
			case session.NoteRefused:
				// another machine answered a shared decision first, a bot
				// took the seat at the limit, or the decision never reached
				// a host that dropped (it is due again: the bot decides again)
				if n.Code != "stale" && n.Code != "stood-in" && n.Code != session.CodeNotDelivered {
					return out, fmt.Errorf("refused: %s", n.Text)
				}
			case session.NoteClosed:
				if !out.Audited && out.Abandoned == nil && pl.Lost == nil {
					return out, fmt.Errorf("the connection closed: %s", n.Text)
				}
				if !out.Audited && out.Abandoned == nil {
					if err := pl.Lost(n.Err); err != nil {
						return out, err
					}
				}
			}
		}
		if changed && pl.Changed != nil && m.Game() != nil {
			if err := pl.Changed(m.Game()); err != nil {
				return out, err
			}
		}
		if out.Audited || out.Abandoned != nil {
			break // the end: a host that closes the table right after it (a server) is no failure
		}
		if pl.Tend != nil {
			if err := pl.Tend(); err != nil {
				return out, err
			}
		}
		acted, err := decide()
		if err != nil {
			return out, err
		}
		if !acted && len(notes) == 0 {
			m.Wait(pl.rest())
		}
	}
	if g := m.Game(); g != nil {
		out.Commands, out.Hash = len(m.Log()), g.PublicHash()
	}
	if out.Abandoned != nil {
		out.PublicCheck = checkPublished(m.Game(), m.Log())
	}
	return out, nil
}

// applied records command n.Seq applied now, and closes this machine's
// trip for it when the command is its own.
func (t *Trace) applied(n session.Note, seat int) {
	if t == nil {
		return
	}
	now := time.Now()
	for len(t.Applied) <= n.Seq {
		t.Applied = append(t.Applied, time.Time{})
	}
	t.Applied[n.Seq] = now
	for k := len(t.Trips) - 1; k >= 0 && t.Trips[k].Back.IsZero(); k-- {
		if t.Trips[k].Seq != n.Seq {
			continue
		}
		if n.Player == seat {
			t.Trips[k].Back = now
		} else { // another machine answered the shared decision first
			t.Trips = slices.Delete(t.Trips, k, k+1)
		}
		break
	}
}
