package ledger

import (
	"fmt"

	"patron/game"
)

// Report is what checking an exported log found.
type Report struct {
	Moves    int // the moves whose signatures and chain held
	Receipts int // the receipts that held
	// StandIns are the moves the server signed for a person's Faction seat
	// (a stand-in past that seat's clock), by their place in the log.
	StandIns []int
	Over     bool // the replayed game ended
	// Audited: the game ended and the Patrón's openings were checked
	// against every commitment; Findings are what that audit found.
	Audited  bool
	Findings []game.Finding
	// Problems are what failed: a signature, the chain, a receipt, a
	// command the rules refuse. Any problem means the log cannot be
	// trusted from that point.
	Problems []string
}

// Fair reports whether the log held throughout: every signature, the
// chain, every receipt, the rules, and the audit when there was one.
func (r *Report) Fair() bool { return len(r.Problems) == 0 && game.Fair(r.Findings) }

// Verify checks an exported log offline: each move's signature by a key
// that may sign for its seat, the chain from the table's genesis, each
// receipt by the server's key against the link the chain reached, the
// commands against the rules (a public game replayed from the options),
// and, once the game ended, the Patrón's openings against his commitments.
func Verify(l *Log) *Report {
	r := &Report{}
	problem := func(format string, args ...any) { r.Problems = append(r.Problems, fmt.Sprintf(format, args...)) }
	if err := l.Signers().Server.Check(); err != nil {
		problem("the server's key: %v", err)
		return r
	}
	for i, s := range l.Seats {
		if s.Key != "" {
			if err := s.Key.Check(); err != nil {
				problem("seat %d's key: %v", i, err)
				return r
			}
		}
	}
	if len(l.Seats) != l.Options.Players {
		problem("the log has %d seats for a game of %d players", len(l.Seats), l.Options.Players)
		return r
	}
	chain := NewChain(l.Table, l.Signers())
	links := make([]Link, 0, len(l.Moves))
	for _, m := range l.Moves {
		who, err := chain.Accept(m)
		if err != nil {
			problem("%v", err)
			break
		}
		if who == ByStandIn {
			r.StandIns = append(r.StandIns, m.Seq)
		}
		links = append(links, chain.Link())
	}
	r.Moves = chain.Len()
	beyond := 0 // receipts for moves past where the chain held: one problem says it
	for _, rc := range l.Receipts {
		if rc.Seq < 0 || rc.Seq >= len(links) {
			beyond++
			continue
		}
		if err := rc.Verify(l.Table, l.Server, rc.Seq, links[rc.Seq]); err != nil {
			problem("%v", err)
			continue
		}
		r.Receipts++
	}
	if beyond > 0 {
		problem("%d receipts are for moves the chain does not reach", beyond)
	}
	log := make([]string, r.Moves)
	for i := range log {
		log[i] = l.Moves[i].Command
	}
	g, err := replay(l.Options, log)
	if err != nil {
		problem("%v", err)
		return r
	}
	r.Over = g.Over()
	if r.Over && len(r.Problems) == 0 {
		r.Audited = true
		r.Findings, _ = game.AuditTextSheet(l.Options, log, l.Openings)
	}
	return r
}

// replay plays the log's commands on a public game, as a Factions'
// computer does: one the rules refuse stops it.
func replay(opts game.Options, log []string) (*game.Game, error) {
	g, err := game.New(opts, nil)
	if err != nil {
		return nil, fmt.Errorf("the log's options: %w", err)
	}
	for i, text := range log {
		c, err := game.ParseCommand(text)
		if err != nil {
			return nil, fmt.Errorf("move %d (%s): %w", i+1, text, err)
		}
		if _, err := g.Apply(c); err != nil {
			return nil, fmt.Errorf("move %d (%s): the rules refuse it: %w", i+1, text, err)
		}
	}
	return g, nil
}
