package session

import (
	"sync"

	"patron/netplay/wire"
)

// outbox is a link's queue of messages to write, bounded by outboxSize.
// A channel of that capacity held 32 KB for every connection from its
// first moment, most of it never used: at a thousand tables (six thousand
// links in the server and its clients) that was 190 MB the collector
// scanned on every cycle. This queue holds only what waits, and gives its
// room back once the writer has caught up.
type outbox struct {
	mu    sync.Mutex
	queue []*wire.Message
	ready chan struct{} // holds a token while the queue is not empty
}

func newOutbox() *outbox { return &outbox{ready: make(chan struct{}, 1)} }

// push queues m; false if outboxSize messages already wait.
func (o *outbox) push(m *wire.Message) bool {
	o.mu.Lock()
	defer o.mu.Unlock()
	if len(o.queue) >= outboxSize {
		return false
	}
	o.queue = append(o.queue, m)
	select {
	case o.ready <- struct{}{}:
	default:
	}
	return true
}

// take returns every message waiting, in order (none: an empty slice),
// and empties the queue, which goes on in spare: the writer hands back the
// slice it has sent (its messages cleared), so that two arrays take turns.
// A long one is let go rather than kept, so a burst's room is not held.
func (o *outbox) take(spare []*wire.Message) []*wire.Message {
	clear(spare[:cap(spare)])
	if cap(spare) > 64 {
		spare = nil
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	ms := o.queue
	o.queue = spare[:0]
	return ms
}
