package session

import (
	"fmt"

	"patron/game"
	"patron/game/replay"
	"patron/netplay/ledger"
	"patron/netplay/wire"
)

// sync brings this machine up to the host's log when it comes back to a
// game under way: from its own game (its save, or the game it had before
// the connection dropped), or, for a Faction's machine, from the log
// alone. The result must hash as the host's game does.
func (p *Peer) sync(s *wire.Sync) {
	p.awaitingSync = false
	var chain *ledger.Chain
	if p.led != nil { // checked from the genesis before anything is rebuilt
		if p.led.forged {
			return
		}
		var err error
		if chain, err = p.checkSync(s); err != nil {
			p.forged(err)
			return
		}
	}
	resync := s.Resync && p.rep != nil // its game differs: the host sent the log again
	if resync {
		p.rep.desync = true
	}
	g, err := p.rebuild(s)
	if err == nil && hashText(g.PublicHash()) != s.Hash {
		err = fmt.Errorf("the rebuilt game differs from the table's")
	}
	if err != nil {
		p.cannotRebuild(s, err)
		return
	}
	rep := newReplica(g, append([]string(nil), s.Log...))
	var lost *proposal
	if p.rep != nil { // the host may have refused a run of this connection's: a new one
		rep.epoch = p.rep.epoch + 1
		lost = undelivered(p.rep.pending, s.Log)
	}
	p.rep = rep
	if p.led != nil {
		p.led.chain = chain
	}
	if resync {
		p.backInStep(s)
	} else {
		p.note(Note{Kind: NoteStarted, Code: StartedFromLog})
	}
	if lost != nil && !resync {
		p.note(Note{Kind: NoteRefused, Code: CodeNotDelivered, Seq: lost.seq, Player: lost.player, Command: lost.applied,
			Text: fmt.Sprintf("decision %d %q did not reach the host before the connection dropped", lost.seq+1, lost.published)})
	}
	p.openIfOver() // the game may have ended while the Patrón was away
}

// CodeNotDelivered is a joiner's note that a decision it sent never
// reached the host: the connection dropped first, and the log the host
// sent when this machine came back stops before it. Nothing of it was
// applied; the decision is due again, and is made again like any other
// (a screen says so and asks again; a bot decides again), so that the
// host checks it as it checks every proposal.
const CodeNotDelivered = "not-delivered"

// undelivered is the first of the proposals pending when the connection
// dropped that the host's log never reached (the later ones were decided
// after it), or nil. A proposal whose place the log holds was taken
// (then its commit was lost with the connection: the log brings it) or
// answered by another machine first, as a refusal "stale" would say.
func undelivered(pending []*proposal, log []string) *proposal {
	for _, prop := range pending {
		if prop.seq >= len(log) {
			return prop
		}
	}
	return nil
}

func (p *Peer) rebuild(s *wire.Sync) (*game.Game, error) {
	own := p.cfg.Resume
	var sent []string // nil: not known (a save's game)
	switch {
	case p.rep != nil && p.rep.desync && p.seat != 0:
		own = nil // its own game went off the log: the log alone rebuilds it
	case own == nil && p.rep != nil && p.rep.g != nil:
		own = p.rep.g // the same process, back after a dropped connection
		sent = []string{}
		for _, prop := range p.rep.pending {
			sent = append(sent, prop.published)
		}
	}
	switch {
	case own != nil:
		return catchUp(own.Clone(), s, sent)
	case p.seat == 0 && len(s.Log) == 0:
		// A table that began with him away (a turn-based one): nothing
		// was decided yet, his first decision opening the game, so his
		// machine starts it as at a start.
		return p.newGame(s.Options)
	case p.seat == 0:
		return nil, fmt.Errorf("the Patrón's machine needs its own save to come back: his secrets are nowhere else")
	}
	log := make([]game.Command, len(s.Log))
	for i, t := range s.Log {
		c, err := publicForm(t)
		if err != nil {
			return nil, fmt.Errorf("command %d: %v", i+1, err)
		}
		log[i] = c
	}
	return replay.Replay(s.Options, nil, log, nil)
}

// catchUp plays the host's log on from where g stands: g's published log
// must be where the host's begins. On the Patrón's machine, sent (when
// known: not nil) are the decisions of his it sent that g lacks, in order:
// his decisions in the log beyond g must be those, for only his machine
// decides for him (a host that put others there would play his hand and
// learn it from what his game refused).
func catchUp(g *game.Game, s *wire.Sync, sent []string) (*game.Game, error) {
	if g.Pub.Opts != s.Options {
		return nil, fmt.Errorf("this machine's game is another game than the table's")
	}
	mine := g.PublicLog()
	if len(mine) > len(s.Log) {
		return nil, fmt.Errorf("this machine's game is ahead of the table's log")
	}
	for i, c := range mine {
		if c.Format() != s.Log[i] {
			return nil, fmt.Errorf("this machine's game parts from the table's at command %d", i+1)
		}
	}
	for i := len(mine); i < len(s.Log); i++ {
		if sent != nil && g.Sec != nil && g.Pending().Seat == game.SeatPatron {
			if len(sent) == 0 || sent[0] != s.Log[i] {
				return nil, fmt.Errorf("command %d %q is the Patrón's decision, which this computer did not send", i+1, s.Log[i])
			}
			sent = sent[1:]
		}
		if err := applyPublished(g, s.Log[i]); err != nil {
			return nil, fmt.Errorf("command %d %q: %v", i+1, s.Log[i], err)
		}
	}
	return g, nil
}

// applyPublished applies a published command. On the Patrón's machine a
// commitment cannot be applied as published: the private command that
// publishes it is found among his legal ones (the engine is deterministic,
// so the same choice publishes the same digests). That happens when his
// machine stopped between sending a decision and saving it.
func applyPublished(g *game.Game, text string) error {
	c, err := publicForm(text)
	if err != nil {
		return err
	}
	if g.Sec == nil || c.Digests == nil {
		_, err := g.Apply(c)
		return err
	}
	for _, private := range g.Legal(nil) {
		try := g.Clone()
		out, err := try.Apply(private)
		if err == nil && out.HasPublished && out.Published.Format() == text {
			_, err := g.Apply(private)
			return err
		}
	}
	return fmt.Errorf("none of the Patrón's choices here publishes this: his save is behind by more than one step")
}
