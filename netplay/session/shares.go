package session

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"patron/netplay/wire"
)

// A share is a kind of message a link's reader counts apart, each in a
// bucket of its own per connection: a flood of one kind from one peer
// slows or drops that kind of that peer's, and nothing of anyone else's.
type share uint8

const (
	shareAny       share = iota // every message, whatever its kind
	sharePropose                // decisions
	shareChat                   // words between players
	shareDesync                 // desync reports
	shareMalformed              // frames that do not decode, or are too large
	shareOther                  // what the receiver rarely takes: another hello, openings, errors …
	shareLog                    // whole logs (a sync), each played again from the start
	sharePing                   // a joiner's pings (ping.go), one a second from an honest one
	shareCount
)

var shareNames = [shareCount]string{"", "proposals", "chat messages", "desync reports", "malformed messages", "other messages", "whole logs", "pings"}

// limit is one share's pace: rate messages a second, burst at once. A
// message over it is waited for (wait: the reader stops reading that
// connection until the bucket has a token again, so QUIC's flow control
// holds the sender back, and nothing is lost) or dropped, and the sender
// is told (a "slow-down" error, one a second at most).
type limit struct {
	rate, burst float64
	wait        bool
}

// shares are one side's limits, and which share each kind of message
// counts in (a kind not listed counts in shareAny alone).
type shares struct {
	limits [shareCount]limit
	kinds  map[wire.Kind]share
	// other is the share of the kinds not listed (shareAny: none).
	other share
	// cuts: a connection that floods for seconds on end is cut (floods.go);
	// a host's rule, never a joiner's, which has one host to hear.
	cuts bool
}

// hostShares are what a host reads from each connection. Measured on the
// development machine: a normal bot's seat in a 2- to 5-player game,
// in-process or over QUIC, sends its 16 to 177 proposals in 15 to 50 ms,
// and a proposal bucket of 2,000 a second needs a burst of 142 at most to
// pass them all untouched: 512 leaves room for slower machines' bursts.
// A person chats a few lines a second at most; a machine whose game
// differs sends two desync messages each time it is brought back in step
// (its report, then "back"), three times at most (desync.go); a hello,
// the openings and the rest come once a game; a ping comes once a second
// while the host is silent (ping.go), and is worth nothing to the host.
var hostShares = &shares{
	limits: [shareCount]limit{
		shareAny:       {rate: 20000, burst: 4096, wait: true},
		sharePropose:   {rate: 2000, burst: 512, wait: true},
		shareChat:      {rate: 2, burst: 10},
		shareDesync:    {rate: 1, burst: 8},
		shareMalformed: {rate: 2, burst: 8},
		shareOther:     {rate: 1, burst: 4},
		sharePing:      {rate: 2, burst: 8},
	},
	kinds: map[wire.Kind]share{wire.KindPropose: sharePropose, wire.KindChat: shareChat, wire.KindDesync: shareDesync,
		wire.KindPing: sharePing},
	other: shareOther,
	cuts:  true,
}

// peerShares are what a joiner reads from its host: the table's commits
// as fast as bots make them (a 5-player bot game's 290 commands in 20 ms),
// every seat's chat, desync reports about any machine, and the host's
// refusals, of which an honest host sends a few. A sync, which this
// machine plays again whole, comes when it sits down or comes back and
// for each resync (three at most): the rest wait, so that a host sending
// them without end holds no Step for long.
var peerShares = &shares{
	limits: [shareCount]limit{
		shareAny:       {rate: 20000, burst: 4096, wait: true},
		shareChat:      {rate: 10, burst: 50},
		shareDesync:    {rate: 5, burst: 20},
		shareMalformed: {rate: 2, burst: 8},
		shareOther:     {rate: 5, burst: 20},
		shareLog:       {rate: 2, burst: 8, wait: true},
	},
	kinds: map[wire.Kind]share{wire.KindChat: shareChat, wire.KindDesync: shareDesync,
		wire.KindError: shareOther, wire.KindHello: shareOther, wire.KindPropose: shareOther, wire.KindSync: shareLog},
	other: shareAny,
}

// of is the share a message (or a survivable error) counts in.
func (s *shares) of(m *wire.Message, err error) share {
	if err != nil {
		return shareMalformed
	}
	if k, ok := s.kinds[m.Kind]; ok {
		return k
	}
	return s.other
}

// gate is one link's buckets, on its reader's goroutine alone.
type gate struct {
	rules   *shares
	now     func() time.Time
	buckets [shareCount]*bucket
	dropped [shareCount]int // since the sender was last told
	notice  *bucket         // telling the sender: once a second
	floods  floodWatch      // the seconds its connection floods (floods.go)
	cut     bool            // it flooded for seconds on end: what comes is dropped
}

func newGate(rules *shares, now func() time.Time) *gate {
	g := &gate{rules: rules, now: now}
	t := now()
	for i, l := range rules.limits {
		if l.rate > 0 {
			g.buckets[i] = newBucket(l.rate, l.burst, t)
		}
	}
	g.notice = newBucket(1, 1, t)
	return g
}

// admit decides about what the reader just read: it hands it on (ok),
// after waiting for its buckets if they say so, or drops it. Dropped
// messages are told to the owner as an *overrun in place of one of them,
// once a second at most. A wait ends early when stop or done closes; what
// was read is then handed on, for the reader to see the end.
func (g *gate) admit(r received, stop, done <-chan struct{}) (received, bool) {
	if g.cut { // flooded: nothing more is taken from it
		return received{}, false
	}
	s := g.rules.of(r.msg, r.err)
	over := false // the message went over a share: counted once (floods.go)
	for i, sh := range [2]share{shareAny, s} {
		if i == 1 && sh == shareAny { // a kind with no share of its own
			break
		}
		b := g.buckets[sh]
		if b == nil {
			continue
		}
		if g.rules.limits[sh].wait {
			waited, ok := g.await(b, stop, done)
			if !ok {
				return r, true
			}
			over = over || waited
			continue
		}
		if ok, _ := b.take(g.now()); !ok {
			g.dropped[sh]++
			if g.flooding() {
				return g.cutOff(r.from)
			}
			return g.tell(r.from)
		}
	}
	if over && g.flooding() {
		return g.cutOff(r.from)
	}
	return r, true
}

// flooding counts a message over its share, and reports whether the
// connection has flooded long enough to be cut (only where the rules cut).
func (g *gate) flooding() bool {
	return g.rules.cuts && g.floods.overShare(g.now())
}

// cutOff is what the owner is handed, once, for a connection that flooded
// for seconds on end; from then on what it sends is read and dropped, never
// handed on, until the connection is over.
func (g *gate) cutOff(from *link) (received, bool) {
	g.cut = true
	return received{from: from, err: flooded{}}, true
}

// await waits for a token of b; ok is false if stop or done closed first,
// and waited says whether there was none at once (the message was over
// its share).
func (g *gate) await(b *bucket, stop, done <-chan struct{}) (waited, ok bool) {
	for {
		took, wait := b.take(g.now())
		if took {
			return waited, true
		}
		waited = true
		t := time.NewTimer(wait)
		select {
		case <-t.C:
		case <-stop:
			t.Stop()
			return waited, false
		case <-done:
			t.Stop()
			return waited, false
		}
	}
}

// tell is the overrun to hand the owner in place of a dropped message, if
// the sender may be told now.
func (g *gate) tell(from *link) (received, bool) {
	if ok, _ := g.notice.take(g.now()); !ok {
		return received{}, false
	}
	o := &overrun{}
	for i, n := range g.dropped {
		if n > 0 {
			o.counts = append(o.counts, overCount{share(i), n, g.rules.limits[i]})
		}
	}
	g.dropped = [shareCount]int{}
	return received{from: from, err: o}, true
}

// overrun is messages a link's reader dropped since it last said so.
type overrun struct{ counts []overCount }

type overCount struct {
	share   share
	dropped int
	limit   limit
}

func (o *overrun) Error() string {
	var parts []string
	for _, c := range o.counts {
		parts = append(parts, fmt.Sprintf("%d %s dropped (%g a second at most, %g at once)",
			c.dropped, shareNames[c.share], c.limit.rate, c.limit.burst))
	}
	return "slow down: " + strings.Join(parts, "; ")
}

// overrunOf is r's overrun, if it is one.
func overrunOf(r received) *overrun {
	var o *overrun
	if errors.As(r.err, &o) {
		return o
	}
	return nil
}
