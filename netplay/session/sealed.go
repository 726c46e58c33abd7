package session

import (
	"patron/netplay/ledger"
	"patron/netplay/sealed"
	"patron/netplay/wire"
)

// The Patrón's sealed game at an online table (netplay/sealed): his
// computer seals what rebuilds his game with a key only his identity
// derives and sends it with each of his proposals; the host keeps the
// latest with the move it came with, for a server to store in the same
// step as the move (Sealed, in OnPublish), and relays it to no one. A LAN
// table has no ledger and none of this.

// sealedMove is the sealed game that came with the log's move seq.
type sealedMove struct {
	seq  int
	data []byte
}

// CodeSealed refuses a sealed game from anyone but a person's Patrón at
// an online table.
const CodeSealed = "sealed"

// mayCarrySealed reports whether a proposal of seat may carry a sealed
// game: the Patrón's, at a table whose moves are signed.
func (h *Host) mayCarrySealed(seat int) bool {
	return h.led != nil && seat == 0 && h.led.keys[0] != ""
}

// keepSealed keeps the sealed game that came with the proposal about to
// be committed as move seq.
func (h *Host) keepSealed(seq int, data []byte) {
	if data != nil {
		h.led.sealed = sealedMove{seq: seq, data: data}
	}
}

// Sealed is the Patrón's sealed game that came with the log's move seq,
// or nil: in OnPublish, what a server stores with that move, for his key
// alone.
func (h *Host) Sealed(seq int) []byte {
	if h.led == nil || h.led.sealed.data == nil || h.led.sealed.seq != seq {
		return nil
	}
	return h.led.sealed.data
}

// sealFor seals this computer's game as it stands after prop, the last of
// its proposals, when it plays a person's Patrón at an online table: at
// the log's length after prop and the chain's link there. Nil elsewhere,
// or when sealing failed (his move goes all the same: his save on this
// device still holds his game).
func (p *Peer) sealFor(prop *proposal) []byte {
	g := p.rep.next()
	if p.led == nil || p.led.chain == nil || p.cfg.Identity == nil || p.seat != 0 || g.Sec == nil {
		return nil
	}
	run := make([]ledger.Move, 0, len(p.rep.pending))
	for _, q := range p.rep.pending {
		run = append(run, q.move)
	}
	at := sealed.Place{Server: p.led.server, Table: p.led.table, At: prop.seq + 1, Link: p.led.chain.Ahead(run)}
	blob, err := sealed.Seal(p.cfg.Identity, at, g)
	if err != nil {
		p.note(Note{Kind: NoteProblem, Player: p.seat, Text: "the Patrón's game was not sealed for the server: " + err.Error()})
		return nil
	}
	return blob
}

// proposeMessage is prop as it goes to the host.
func (p *Peer) proposeMessage(prop *proposal) *wire.Message {
	return &wire.Message{Kind: wire.KindPropose, Propose: &wire.Propose{Seq: prop.seq, Seat: p.seat,
		Command: prop.published, Hash: prop.hash, Epoch: prop.epoch, Sig: prop.move.Sig, Sealed: p.sealFor(prop)}}
}
