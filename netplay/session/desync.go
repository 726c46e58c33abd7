package session

import (
	"fmt"

	"patron/game"
	"patron/game/replay"
	"patron/netplay/wire"
)

// A desync report is a peer's word, and a peer may lie or be broken: the
// host checks every report against its own log before anyone acts on it.
// A report that does not hold is refused and named (and a peer that keeps
// sending them is dropped); one that holds means that peer's game went
// off the log, and the host sends it the whole log again (a resync). The
// table plays on throughout: only the peer that differs may be dropped,
// never the table.

// Limits on one seat's desync reports: past them its connection is
// dropped (it may rejoin with its seat token). They are counted for the
// seat, not the connection, so that coming back does not start them afresh.
const (
	maxFalseReports = 3 // reports that do not hold
	maxResyncs      = 3 // resyncs its game needed
)

// steadiness is what the host knows of one seat's desyncs.
type steadiness struct {
	link      *link // the seat's connection it last heard from
	lies      int
	resyncs   int
	resyncing bool // the log was sent on link; its "back" has not come yet
}

// steadinessOf is the record of seat, heard from on its connection l.
func (h *Host) steadinessOf(l *link, seat int) *steadiness {
	if h.steady == nil {
		h.steady = map[int]*steadiness{}
	}
	st := h.steady[seat]
	if st == nil {
		st = &steadiness{}
		h.steady[seat] = st
	}
	if st.link != l { // a new connection: a resync sent on the old one is over
		st.link, st.resyncing = l, false
	}
	return st
}

// desync takes a seated peer's desync message (see wire.Desync).
func (h *Host) desync(l *link, seat int, d *wire.Desync) {
	st := h.steadinessOf(l, seat)
	switch d.Step {
	case "": // its game differs from the log after command d.Seq
		switch {
		case h.rep == nil || st.resyncing || d.Want == d.Got:
			h.falseReport(l, seat, st, d, "no game of this table differs now")
		case !h.agrees(d.Seq, d.Want):
			h.falseReport(l, seat, st, d, fmt.Sprintf("after command %d the table's game did not hash %s", d.Seq+1, d.Want))
		case seat == 0: // his secrets are on his machine alone: no log rebuilds them
			h.dropDiffering(l, seat, d)
		case st.resyncs >= maxResyncs:
			h.dropDiffering(l, seat, d)
		default:
			h.resync(l, seat, st, d)
		}
	case wire.StepBack: // rebuilt from the log the host sent, and in step
		if !st.resyncing || d.Want != d.Got || !h.agrees(d.Seq, d.Got) {
			h.falseReport(l, seat, st, d, "it was not being brought back in step, or is not")
			return
		}
		st.resyncing = false
		h.tell(seat, wire.Desync{Seq: d.Seq, Want: d.Want, Got: d.Got, Step: wire.StepBack})
	case wire.StepFailed: // the log did not rebuild its game: it cannot play on
		h.dropDiffering(l, seat, d)
	default:
		h.falseReport(l, seat, st, d, "only the host says that")
	}
}

// agrees reports whether the table's game hashed hash after command seq.
func (h *Host) agrees(seq int, hash string) bool {
	return h.rep != nil && seq >= 0 && seq < len(h.rep.hashes) && h.rep.hashes[seq] != "" && h.rep.hashes[seq] == hash
}

// hashesOf are the public state hashes after each command of g's
// published log, played again from its options: a host back from its save
// checks reports about the commands before it came back ("" past a
// command the replay did not take: a report there cannot be checked).
func hashesOf(g *game.Game) []string {
	log := g.PublicLog()
	out := make([]string, len(log))
	replay.Replay(g.Pub.Opts, nil, log, func(i int, x *game.Game) error {
		out[i] = hashText(x.PublicHash())
		return nil
	})
	return out
}

// falseReport refuses a report that does not hold, naming its sender; a
// sender of too many is dropped.
func (h *Host) falseReport(l *link, seat int, st *steadiness, d *wire.Desync, why string) {
	st.lies++
	h.refuse(l, "false-desync", fmt.Sprintf("a desync report from %s that does not hold: %s", h.lobby.Seats[seat].Name, why))
	if st.lies >= maxFalseReports {
		h.tell(seat, wire.Desync{Seq: d.Seq, Want: d.Want, Got: d.Want, Step: wire.StepLies})
		h.drop(l, "its desync reports did not hold")
	}
}

// resync sends the whole log again to a peer whose game differs: it
// rebuilds its game from it (peer_sync.go) and says it is back.
func (h *Host) resync(l *link, seat int, st *steadiness, d *wire.Desync) {
	st.resyncs++
	st.resyncing = true
	h.tell(seat, wire.Desync{Seq: d.Seq, Want: d.Want, Got: d.Got, Step: wire.StepResync})
	h.sendSync(l, true)
}

// sendSync sends l the options, the whole log and its hash (and the
// Patrón's openings, once handed over): for a machine coming back, or
// (resync) one whose game differs.
func (h *Host) sendSync(l *link, resync bool) {
	s := &wire.Sync{Options: h.rep.g.Pub.Opts, Log: append([]string(nil), h.rep.log...), Hash: hashText(h.rep.g.PublicHash()), Resync: resync}
	h.signedSync(s)
	l.send(&wire.Message{Kind: wire.KindSync, Sync: s})
	if h.opens != nil {
		l.send(&wire.Message{Kind: wire.KindOpenings, Openings: &wire.Openings{Openings: h.opens}})
	}
}

// dropDiffering drops a peer whose game differs and cannot be brought
// back in step; the table goes on, and it may rejoin.
func (h *Host) dropDiffering(l *link, seat int, d *wire.Desync) {
	h.tell(seat, wire.Desync{Seq: d.Seq, Want: d.Want, Got: d.Got, Step: wire.StepDropped})
	h.drop(l, "its game differs from the table's")
}

// drop closes a peer's connection once what is queued (the news of its
// drop) is sent, and marks its seat away at once: nothing more it sends
// is taken.
func (h *Host) drop(l *link, why string) {
	l.close(why)
	h.gone(l)
}

// tell says to every computer, and notes here, what happens to the
// machine at seat.
func (h *Host) tell(seat int, d wire.Desync) {
	d.Seat = seat
	h.broadcast(&wire.Message{Kind: wire.KindDesync, Desync: &d})
	h.note(Note{Kind: NoteDesync, Seq: d.Seq, Player: seat, Code: d.Step, Text: DesyncText(h.lobby.Seats[seat].Name, seat, d)})
}

// DesyncText says in English what happens to the machine d names (name is
// its person's), as the headless commands print it.
func DesyncText(name string, seat int, d wire.Desync) string {
	switch d.Step {
	case wire.StepResync:
		return fmt.Sprintf("%s's computer differed from the table's after command %d: it is being brought back in step", name, d.Seq+1)
	case wire.StepBack:
		return fmt.Sprintf("%s's computer is back in step", name)
	case wire.StepDropped:
		if seat == 0 {
			return fmt.Sprintf("%s's computer differed from the table's after command %d and the Patrón's game cannot be rebuilt from the public log: it was dropped; it may come back from its save", name, d.Seq+1)
		}
		return fmt.Sprintf("%s's computer differed from the table's after command %d and could not be brought back in step: it was dropped; it may rejoin", name, d.Seq+1)
	case wire.StepLies:
		return fmt.Sprintf("%s's computer sent desync reports that did not hold: it was dropped; it may rejoin", name)
	case wire.StepFloods:
		return fmt.Sprintf("%s's computer flooded the table with messages for seconds on end: it was cut off; its seat is away until it comes back, after a while", name)
	}
	return fmt.Sprintf("%s's computer differs from the table's after command %d", name, d.Seq+1)
}
