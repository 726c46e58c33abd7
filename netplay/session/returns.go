package session

import (
	"fmt"
	"time"

	"patron/netplay/wire"
)

// A seat's person may come back with the seat's token (a new connection:
// a network that failed, a computer restarted, "Back to my seat"). Each
// return mid-game costs the host the whole published log (a sync) and a
// lobby and a presence to everyone, so a seat's returns are counted in a
// bucket of its own: ReturnBurst at once, then ReturnRate a second. A
// person never comes back so often; a computer that does is refused
// (wire.CodeTooSoon) and that connection closed, the seat left as it was
// (its holder, if any, keeps it), and a later return is welcomed. Measured
// (netplay/lan's TestReturningInALoopSlowsOnlyItsSender): unbounded, one
// seat came back 200 to 260 times a second over QUIC in mid-game, and the
// host sent it 0.7 to 0.9 MB a second.
const (
	ReturnRate  = 1
	ReturnBurst = 5
)

// returns are each seat's buckets of returns with a token.
type returns [wire.MaxSeats]*bucket

// tooSoon reports whether seat has come back over its share just now; if
// so it says why, in words for that computer.
func (h *Host) tooSoon(seat int) (bool, string) {
	now := time.Now()
	if soon, wait := h.cutBack(seat, now); soon { // cut for flooding: floods.go
		return true, fmt.Sprintf("too soon: seat %d was cut off for flooding the table; try again in %.1f s", seat, wait.Seconds())
	}
	b := &h.returns[seat]
	if *b == nil {
		*b = newBucket(ReturnRate, ReturnBurst, now)
	}
	ok, wait := (*b).take(now)
	if ok {
		return false, ""
	}
	text := fmt.Sprintf("too soon: seat %d came back more than %d times in a few seconds; try again in %.1f s",
		seat, ReturnBurst, wait.Seconds())
	h.note(Note{Kind: NoteProblem, Player: seat, Code: wire.CodeTooSoon,
		Text: fmt.Sprintf("seat %d comes back over and over: its extra returns are turned away", seat)})
	return true, text
}
