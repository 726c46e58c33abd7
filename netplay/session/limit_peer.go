package session

import (
	"fmt"
	"time"

	"patron/netplay/wire"
)

// A joined machine's side of the decision limit (limit.go): its seat
// stood in for while it is connected, the Patrón's pause and its
// countdown, and the end of a game abandoned.

// peerLimit is what a peer knows of the limit.
type peerLimit struct {
	pause *wire.Pause
	ends  time.Time // when the pause's countdown runs out, by this machine's clock
	ended *wire.Abandon
	banks []wire.Bank // a turn-based table's banks, as the host last said them (bank_peer.go)
	at    time.Time   // when they came, by this machine's clock
}

// paused takes the host's word on the Patrón's pause.
func (p *Peer) paused(pa *wire.Pause) {
	was := p.lim.pause != nil
	p.lim.pause = pa
	if pa != nil {
		p.lim.ends = time.Now().Add(time.Duration(pa.LeftMS) * time.Millisecond)
	}
	if was || pa != nil {
		p.note(Note{Kind: NotePaused, Player: 0})
	}
}

// abandoned takes the host's word that the game ended abandoned.
func (p *Peer) abandoned(a *wire.Abandon) {
	if p.lim.ended != nil {
		return
	}
	p.lim.ended, p.lim.pause = a, nil
	p.note(Note{Kind: NoteAbandoned, Player: a.Seat, Seq: a.Commands})
}

// Pause is the table's wait for the Patrón past the limit, as the host
// last said it: how long until the host may end the game (0: it may now;
// -1: never), and whether his machine is away.
func (p *Peer) Pause() (left time.Duration, gone, ok bool) {
	pa := p.lim.pause
	if pa == nil {
		return 0, false, false
	}
	if pa.LeftMS >= wire.MaxLimitMS {
		return -1, pa.Gone, true
	}
	return max(time.Until(p.lim.ends), 0), pa.Gone, true
}

// Abandoned is why the game ended abandoned (nil: it did not).
func (p *Peer) Abandoned() *wire.Abandon { return p.lim.ended }

// StoodIn reports whether a bot at the host plays this machine's seat
// while it is connected: its person let the limit pass.
func (p *Peer) StoodIn() bool {
	if p.seat < 0 || p.seat >= len(p.lobby.Seats) {
		return false
	}
	s := p.lobby.Seats[p.seat]
	return s.StandIn && !p.closed
}

// Back asks the host for this machine's seat back from its stand-in: its
// person acts again. The seat is theirs once the host's presence says so.
func (p *Peer) Back() error {
	if p.closed {
		return fmt.Errorf("the connection to the host is gone")
	}
	if p.Watching() {
		return errWatching
	}
	p.link.send(&wire.Message{Kind: wire.KindBack, Back: &wire.Back{Seat: p.seat}})
	return nil
}
