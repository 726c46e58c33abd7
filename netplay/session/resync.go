package session

import (
	"errors"
	"fmt"

	"patron/netplay/wire"
)

// A peer whose game goes off the log says so to the host, stops playing,
// and waits: the host checks its report and sends it the whole log again
// (a resync), which it rebuilds its game from, or drops it. The host
// tells every computer what happens (desync.go); none of it stops the
// table.

// The codes of this machine's own desync notes (the host's news carry the
// wire's steps).
const (
	CodeDiffers = "differs" // its game went off the log: it waits for the host's
	CodeRebuilt = "rebuilt" // the log the host sent rebuilt it
)

// differs takes a commit this machine's game could not follow (err): it
// reports to the host and waits for the log.
func (p *Peer) differs(c *wire.Commit, err error) {
	var d *DesyncError
	if errors.As(err, &d) {
		err = nil // the hash differs: nothing more to say
	}
	p.report(c.Seq, c.Hash, err)
}

// refusedHash takes the host's refusal of this machine's live decision for
// its hash: the same command on the same log made another game at the
// host, so this machine's game is off the log since command seq (its last
// commit, whose hash held).
func (p *Peer) refusedHash(r *wire.Refusal) {
	if p.rep == nil || p.rep.desync || p.rep.g == nil || r.Epoch != p.rep.epoch || len(p.rep.log) == 0 {
		return
	}
	seq := len(p.rep.log) - 1
	if want := p.rep.hashes[seq]; want != "" {
		p.report(seq, want, fmt.Errorf("the host refused its decision: %s", r.Text))
	}
}

// report says to the host that this machine's game differs from the
// log's after command seq, whose hash is want, and waits for the log.
func (p *Peer) report(seq int, want string, err error) {
	p.rep.desync = true
	got := hashText(p.rep.g.PublicHash())
	if got == want { // the game differs where the hash does not look
		got = hashText(^p.rep.g.PublicHash())
	}
	p.tellHost(&wire.Message{Kind: wire.KindDesync, Desync: &wire.Desync{Seq: seq, Seat: p.seat, Want: want, Got: got}})
	why := ""
	if err != nil {
		why = fmt.Sprintf(" (%v)", err)
	}
	p.note(Note{Kind: NoteDesync, Seq: seq, Player: p.seat, Code: CodeDiffers,
		Text: fmt.Sprintf("this computer's game differs from the table's after command %d%s: it asks the host for the table's log", seq+1, why)})
}

// backInStep says to the host, and notes here, that the log it sent
// rebuilt this machine's game.
func (p *Peer) backInStep(s *wire.Sync) {
	seq := max(len(s.Log)-1, 0)
	p.tellHost(&wire.Message{Kind: wire.KindDesync, Desync: &wire.Desync{Seq: seq, Seat: p.seat, Want: s.Hash, Got: s.Hash, Step: wire.StepBack}})
	p.note(Note{Kind: NoteDesync, Seq: seq, Player: p.seat, Code: CodeRebuilt,
		Text: fmt.Sprintf("this computer's game is rebuilt from the table's log of %d commands", len(s.Log))})
}

// cannotRebuild takes a sync this machine could not rebuild its game from:
// it cannot play on, and says so to the host, which drops it.
func (p *Peer) cannotRebuild(s *wire.Sync, err error) {
	if p.seat == 0 && p.rep != nil && p.rep.g != nil {
		// The Patrón's game cannot be made again from any log (his
		// secrets are here alone): it is kept, stopped, for a log that
		// rebuilds from it.
		p.rep.desync = true
		p.failedSync(s, err)
		return
	}
	epoch := 0
	if p.rep != nil {
		epoch = p.rep.epoch + 1
	}
	p.rep = &replica{desync: true, epoch: epoch}
	p.failedSync(s, err)
}

// failedSync tells the host, and notes here, that its log did not rebuild
// this machine's game.
func (p *Peer) failedSync(s *wire.Sync, err error) {
	seq := max(len(s.Log)-1, 0)
	p.tellHost(&wire.Message{Kind: wire.KindDesync, Desync: &wire.Desync{Seq: seq, Seat: p.seat, Want: s.Hash, Got: s.Hash, Step: wire.StepFailed}})
	p.note(Note{Kind: NoteDesync, Seq: len(s.Log), Player: p.seat, Code: wire.StepFailed, Text: "coming back failed: " + err.Error()})
}

// told takes the host's word on what happens to a machine whose game
// differs (this one, or another).
func (p *Peer) told(d *wire.Desync) {
	name := fmt.Sprintf("seat %d", d.Seat)
	if d.Seat < len(p.lobby.Seats) {
		name = p.lobby.Seats[d.Seat].Name
	}
	p.note(Note{Kind: NoteDesync, Seq: d.Seq, Player: d.Seat, Code: d.Step, Text: DesyncText(name, d.Seat, *d)})
}

// tellHost sends the host a desync message about this computer's game; a
// watcher, in no seat, has its game to itself and says nothing.
func (p *Peer) tellHost(m *wire.Message) {
	if !p.Watching() {
		p.link.send(m)
	}
}
