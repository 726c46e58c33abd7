package lan

import (
	"errors"
	"fmt"
	"time"

	"patron/game"
	"patron/netplay/session"
)

// Outcome is how one machine saw a game end.
type Outcome struct {
	Commands int    // the published log's length
	Hash     uint64 // the public state hash at the end
	// Findings is what this machine's audit of the Patrón's openings
	// found (none: fair play); Audited says the audit ran.
	Findings []game.Finding
	Audited  bool
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
	return play(s, limit, watch, func() (bool, error) {
		if p, c, ok := b.Next(s.Game(), s.Local()); ok {
			return true, s.Propose(p, c)
		}
		return false, nil
	})
}

// PlayPeerBots plays a joined machine's seat with bots the same way; it
// waits for the host's start first.
func PlayPeerBots(p *session.Peer, b session.Bots, limit time.Duration, watch func(session.Note)) (Outcome, error) {
	return play(p, limit, watch, func() (bool, error) {
		if p.Closed() {
			return false, errors.New("the host is gone")
		}
		if p.Game() == nil || p.Pending() {
			return false, nil
		}
		if pl, c, ok := b.Next(p.Game(), []int{p.Seat()}); ok && pl == p.Seat() {
			return true, p.Propose(c)
		}
		return false, nil
	})
}

// play steps m, shows its notes, and lets decide act, until the audit;
// it sleeps on the network only when nothing happened.
func play(m machine, limit time.Duration, watch func(session.Note), decide func() (bool, error)) (Outcome, error) {
	var out Outcome
	deadline := time.Now().Add(limit)
	for !out.Audited {
		if time.Now().After(deadline) {
			return out, fmt.Errorf("no end after %v (%d commands)", limit, len(m.Log()))
		}
		notes := m.Step()
		for _, n := range notes {
			if watch != nil {
				watch(n)
			}
			switch n.Kind {
			case session.NoteAudit:
				out.Audited, out.Findings = true, n.Findings
			case session.NoteDesync:
				return out, fmt.Errorf("desync at command %d: %s", n.Seq+1, n.Text)
			case session.NoteRefused:
				if n.Code != "stale" { // another machine answered a shared decision first
					return out, fmt.Errorf("refused: %s", n.Text)
				}
			case session.NoteClosed:
				if !out.Audited {
					return out, fmt.Errorf("the connection closed: %s", n.Text)
				}
			}
		}
		acted, err := decide()
		if err != nil {
			return out, err
		}
		if !acted && len(notes) == 0 {
			m.Wait(20 * time.Millisecond)
		}
	}
	if g := m.Game(); g != nil {
		out.Commands, out.Hash = len(m.Log()), g.PublicHash()
	}
	return out, nil
}
