package session

import (
	"fmt"
	"time"

	"patron/netplay/wire"
)

// A connection that floods past its fair shares for seconds on end is cut
// (issue 33). The shares alone slow a flooder and tell it, but the
// messages it sends are queued in order behind its flood: over a
// WebSocket, whose TCP buffers hold megabytes, a seated player's own
// decisions, his "back" and his pings came seconds late, read at the
// table's pace, so the table waited a whole decision limit on each of his
// decisions, his "back" gave the seat back from its stand-in at every
// turn, and the table crawled. A connection that ignores "slow down" for
// floodRun seconds in a row is closed; its seat is away, as any absent
// player's (the decision limit and the stand-in), and its person may come
// back over a new connection after a back-off (floodBack, doubling at each
// cut) so that a loop of returns cannot hold the table either.

// A second floods when at least floodOver of the connection's messages
// in it went over their shares (dropped, or waited for). An honest
// computer sends few over: a person chats a few lines a second (the chat
// share takes 10 at once, then 2 a second, and a person who types faster
// loses a handful, far from floodOver), and a bot's proposals pass under
// their burst (hostShares). A flood goes over by thousands a second.
const floodOver = 50

// floodRun is how many whole seconds in a row a connection floods before
// it is cut: slow-down was told it once a second meanwhile.
const floodRun = 3

// floodBack is how long a seat cut for flooding is turned away after its
// first cut; it doubles at each cut after, up to floodBackMost.
const (
	floodBack     = 10 * time.Second
	floodBackMost = 10 * time.Minute
)

// floodWatch counts, on a link's reader, the seconds its connection floods.
type floodWatch struct {
	second time.Time // when the second being counted began (zero: none)
	over   int       // messages over their shares in it
	run    int       // whole flooding seconds in a row before it
}

// overShare counts a message over its share at now; it reports whether the
// connection has now flooded floodRun seconds in a row.
func (w *floodWatch) overShare(now time.Time) bool {
	if w.second.IsZero() {
		w.second = now
	}
	if d := now.Sub(w.second); d >= time.Second {
		// A new second, whole seconds after the last one began (so that a
		// quiet second is one, whenever the next message comes): the last
		// one counts in the run if it flooded and this one follows it.
		k := d / time.Second
		if k == 1 && w.over >= floodOver {
			w.run++
		} else {
			w.run = 0
		}
		w.second, w.over = w.second.Add(k*time.Second), 0
	}
	w.over++
	return w.run >= floodRun
}

// flooded is what a link's reader hands its owner, once, in place of a
// message, when its connection has flooded for floodRun seconds: from then
// on the reader drops whatever comes until the connection is over.
type flooded struct{}

func (flooded) Error() string {
	return fmt.Sprintf("flooded the table past its fair shares for %d seconds, slow-down ignored", floodRun)
}

// floodCut closes a connection that flooded for seconds on end. A seat's is
// named to every computer (a desync message of step "floods") and here, and
// its seat is away from now: the decision limit and the stand-in play it
// as any absent player's, until its person comes back over a new
// connection, after the seat's back-off (cutBack).
func (h *Host) floodCut(r received) bool {
	if _, ok := r.err.(flooded); !ok {
		return false
	}
	l := r.from
	seat, ok := h.seats[l]
	if !ok || h.holders[seat] != l { // a watcher, or a stranger before its hello
		h.drop(l, "it flooded the table")
		return true
	}
	c := &h.cuts[seat]
	c.times++
	c.until = time.Now().Add(c.back())
	h.tell(seat, floodDesync(h.rep))
	h.drop(l, "it flooded the table")
	return true
}

// cut is what a seat's cuts for flooding cost it: how many, and until when
// its returns are turned away.
type cut struct {
	times int
	until time.Time
}

// back is the back-off after the last cut: floodBack, doubled at each cut
// after the first, floodBackMost at most.
func (c cut) back() time.Duration {
	d := floodBack
	for i := 1; i < c.times && d < floodBackMost; i++ {
		d *= 2
	}
	return min(d, floodBackMost)
}

// cutBack reports whether seat was cut for flooding too lately to come
// back now, and then how long until it may.
func (h *Host) cutBack(seat int, now time.Time) (bool, time.Duration) {
	c := h.cuts[seat]
	if c.times == 0 || !now.Before(c.until) {
		return false, 0
	}
	return true, c.until.Sub(now)
}

// floodDesync is the news of a seat cut for flooding, as the desync
// messages about a computer dropped say it: where the log stands, and its
// hash (none before the game begins).
func floodDesync(rep *replica) wire.Desync {
	d := wire.Desync{Want: hashText(0), Got: hashText(0), Step: wire.StepFloods}
	if rep != nil {
		d.Seq = max(len(rep.log)-1, 0)
		h := hashText(rep.g.PublicHash())
		d.Want, d.Got = h, h
	}
	return d
}
