package session

import (
	"testing"

	"patron/netplay/wire"
)

// The outbox keeps order, refuses past its bound (the link then cuts the
// peer), and holds no room for a connection that has nothing waiting.
func TestTheOutboxKeepsOrderAndItsBound(t *testing.T) {
	o := newOutbox()
	if cap(o.queue) != 0 {
		t.Fatalf("a new outbox holds room for %d messages", cap(o.queue))
	}
	for i := range outboxSize {
		if !o.push(&wire.Message{Ping: &wire.Ping{N: i}}) {
			t.Fatalf("message %d refused below the bound", i)
		}
	}
	if o.push(&wire.Message{}) {
		t.Fatal("a message past the bound was taken")
	}
	select {
	case <-o.ready:
	default:
		t.Fatal("a full outbox is not ready")
	}
	ms := o.take(nil)
	for i, m := range ms {
		if m.Ping.N != i {
			t.Fatalf("message %d came out as %d", i, m.Ping.N)
		}
	}
	if len(ms) != outboxSize {
		t.Fatalf("took %d, want %d", len(ms), outboxSize)
	}
	// the long batch is let go, not kept as the next queue's room
	if again := o.take(ms); len(again) != 0 || cap(o.queue) != 0 {
		t.Fatalf("after a burst the outbox keeps %d messages' room", cap(o.queue))
	}
	o.push(&wire.Message{Ping: &wire.Ping{N: 7}})
	short := o.take(nil)
	o.push(&wire.Message{Ping: &wire.Ping{N: 8}})
	if got := o.take(short); len(got) != 1 || got[0].Ping.N != 8 || short[0] != nil {
		t.Fatalf("the short batch handed back was not cleared and used again: %v %v", got, short)
	}
}
