package session

import (
	"fmt"
	"time"

	"patron/netplay/wire"
)

// stepMost bounds the messages one Step handles.
const stepMost = 1024

// The codes of the fair shares' notes (NoteProblem): CodeSlowDown on the
// host for a joiner whose excess its reader dropped (and the "slow-down"
// error that joiner gets), CodeHostFloods on a joiner for the host's
// excess dropped there.
const (
	CodeSlowDown   = "slow-down"
	CodeHostFloods = "host-floods"
)

// slowDown tells a peer whose reader dropped messages over their share
// (an overrun, once a second at most) to slow down, and names it here.
func (h *Host) slowDown(r received) bool {
	o := overrunOf(r)
	if o == nil {
		return false
	}
	text := o.Error()
	r.from.send(&wire.Message{Kind: wire.KindError, Error: &wire.Refusal{Code: CodeSlowDown, Text: clip(text)}})
	if seat, ok := h.seats[r.from]; ok {
		h.note(Note{Kind: NoteProblem, Player: seat, Text: text, Code: CodeSlowDown})
	}
	return true
}

// slowDown notes that the host sent more than this machine takes.
func (p *Peer) slowDown(r received) bool {
	o := overrunOf(r)
	if o == nil {
		return false
	}
	p.note(Note{Kind: NoteProblem, Text: "the host sends too much: " + o.Error(), Code: CodeHostFloods})
	return true
}

// loud bounds the problems the host notes for each seat: a peer whose
// proposals are refused by the thousand (each one answered, to it alone)
// fills no screen or log; what was left out is counted and said with the
// next problem noted.
type loud struct {
	buckets [wire.MaxSeats]*bucket
	hushed  [wire.MaxSeats]int
}

// The host notes 5 problems a second of one seat at most, 20 at once.
const (
	loudRate  = 5
	loudBurst = 20
)

// quiet reports whether n is a problem left out.
func (h *Host) quiet(n Note) bool {
	if n.Kind != NoteProblem || n.Player < 0 || n.Player >= wire.MaxSeats {
		return false
	}
	l := &h.loud
	now := time.Now()
	if l.buckets[n.Player] == nil {
		l.buckets[n.Player] = newBucket(loudRate, loudBurst, now)
	}
	if ok, _ := l.buckets[n.Player].take(now); !ok {
		l.hushed[n.Player]++
		return true
	}
	if k := l.hushed[n.Player]; k > 0 {
		l.hushed[n.Player] = 0
		h.notes = append(h.notes, Note{Kind: NoteProblem, Player: n.Player, Code: CodeSlowDown,
			Text: fmt.Sprintf("%d more refusals of seat %d's messages were not shown", k, n.Player)})
	}
	return false
}
