package session

import (
	"fmt"

	"patron/netplay/identity"
	"patron/netplay/ledger"
	"patron/netplay/wire"
)

// A computer at an online table checks every move it is sent before its
// game looks at it: the signature, by a key that may sign for the seat
// (the seat's own, or the server's for a seat it plays or stands in for,
// never for a person's Patrón), over the move's place in the chain, and
// the server's receipt of the link after it. A commit or a sync that fails
// a check is not applied: the computer stops deciding, keeps its game as
// it was, and says why (NoteForged). Its own proposals are signed with its
// key, each over the link the run before it reaches (Chain.Ahead).

// peerLedger is what a peer knows of its table's chain.
type peerLedger struct {
	table  string
	server identity.Key
	chain  *ledger.Chain // nil until the game starts (or a sync brings it)
	forged bool          // a check failed: nothing more is taken
}

// ledgerFits checks an online table's welcome: a computer with a key sits
// at a table that signs its moves, in a seat bound to its own key.
func ledgerFits(w *wire.Welcome, id *identity.Identity) error {
	switch {
	case id == nil || w.Seat < 0:
		return nil
	case w.Lobby.Table == "":
		return fmt.Errorf("the host's table signs no moves, and this computer plays only where moves are signed")
	case w.Lobby.Seats[w.Seat].Key != id.Public():
		return fmt.Errorf("the host binds seat %d to key %s…, not to this computer's key %s…", w.Seat, w.Lobby.Seats[w.Seat].Key.Short(), id.Public().Short())
	}
	return nil
}

// newPeerLedger is the ledger of the table a lobby describes (nil for a
// table that signs nothing).
func newPeerLedger(l wire.Lobby) *peerLedger {
	if l.Table == "" {
		return nil
	}
	return &peerLedger{table: l.Table, server: l.Server}
}

// signers are who may sign for each seat, as the lobby says, but for
// this computer's own seat: its own key, whatever a later lobby says (a
// host that bound the seat to another key could sign its moves).
func (p *Peer) signers() ledger.Signers {
	s := ledger.Signers{Server: p.led.server, Seats: make([]identity.Key, len(p.lobby.Seats))}
	for i, seat := range p.lobby.Seats {
		s.Seats[i] = seat.Key
	}
	if p.cfg.Identity != nil && p.seat >= 0 && p.seat < len(s.Seats) {
		s.Seats[p.seat] = p.cfg.Identity.Public()
	}
	return s
}

// startChain starts the chain at the game's start.
func (p *Peer) startChain() {
	if p.led != nil {
		p.led.chain = ledger.NewChain(p.led.table, p.signers())
	}
}

// sign signs a proposal of this computer's over the link its run of
// proposals before it reaches.
func (p *Peer) sign(prop *proposal) {
	if p.led == nil || p.led.chain == nil || p.cfg.Identity == nil {
		return
	}
	run := make([]ledger.Move, 0, len(p.rep.pending))
	for _, q := range p.rep.pending {
		if q != prop {
			run = append(run, q.move)
		}
	}
	prop.move = ledger.Sign(p.cfg.Identity, p.led.table, p.led.chain.Ahead(run), prop.seq, p.seat, prop.published)
}

// checkCommit checks a commit against the chain, before the game looks at
// it: the move it makes, or why it is forged.
func (p *Peer) checkCommit(c *wire.Commit) (ledger.Move, error) {
	m := ledger.Move{Seq: c.Seq, Seat: c.Seat, Command: c.Command, Key: c.Key, Sig: c.Sig}
	ch := p.led.chain
	if ch == nil {
		return m, fmt.Errorf("a commit before the game began")
	}
	who, err := ch.Check(m)
	if err != nil {
		return m, fmt.Errorf("commit %d: %w", c.Seq+1, err)
	}
	if c.Seq == len(p.rep.log) && !controls(p.rep.g, c.Seat) {
		return m, fmt.Errorf("commit %d is seat %d's, who does not decide now", c.Seq+1, c.Seat)
	}
	team := p.rep.g.Pub.Opts.ControllerOf(p.rep.g.Pending().Seat) < 0
	if who == ledger.ByStandIn && c.Seat == p.seat && !p.StoodIn() && !team {
		return m, fmt.Errorf("commit %d: the server signed a move of this computer's seat while its person plays it", c.Seq+1)
	}
	link := m.Next(p.led.table, ch.Link())
	if err := (ledger.Receipt{Seq: c.Seq, Link: link.String(), Sig: c.Receipt}).Verify(p.led.table, p.led.server, c.Seq, link); err != nil {
		return m, err
	}
	return m, nil
}

// checkSync checks a sync's whole log from the table's genesis and the
// receipt of its last move: the chain it reaches, or why it is forged.
func (p *Peer) checkSync(s *wire.Sync) (*ledger.Chain, error) {
	if len(s.Signed) != len(s.Log) {
		return nil, fmt.Errorf("the host's log of %d commands carries %d signatures", len(s.Log), len(s.Signed))
	}
	ch := ledger.NewChain(p.led.table, p.signers())
	for i, g := range s.Signed {
		if _, err := ch.Accept(ledger.Move{Seq: i, Seat: g.Seat, Command: s.Log[i], Key: g.Key, Sig: g.Sig}); err != nil {
			return nil, fmt.Errorf("the host's log: %w", err)
		}
	}
	if n := len(s.Log); n > 0 {
		if err := (ledger.Receipt{Seq: n - 1, Link: ch.Link().String(), Sig: s.Receipt}).Verify(p.led.table, p.led.server, n-1, ch.Link()); err != nil {
			return nil, fmt.Errorf("the host's log: %w", err)
		}
	}
	return ch, nil
}

// forged takes a commit or a sync that did not hold: nothing of it is
// applied, this computer stops deciding, and its owner is told why.
func (p *Peer) forged(err error) {
	p.led.forged = true
	if p.rep != nil {
		p.rep.desync = true // decides nothing more, takes no commit
	}
	p.note(Note{Kind: NoteForged, Player: p.seat, Text: "the host sent a move that does not hold: " + err.Error()})
}

// Forged reports whether the host sent this computer a move that did not
// hold: it plays no more at this table.
func (p *Peer) Forged() bool { return p.led != nil && p.led.forged }

// Chain is the table's chain as this computer checked it (nil on a LAN
// table, or before the start).
func (p *Peer) Chain() *ledger.Chain {
	if p.led == nil {
		return nil
	}
	return p.led.chain
}
