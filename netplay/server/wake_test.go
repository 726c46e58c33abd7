//go:build !js

package server_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"patron/netplay/lobby"
	"patron/netplay/online"
	"patron/netplay/server"
	"patron/netplay/store"
)

// heldStore holds the reads of one table's row until it is let go: a
// slow disk, or a table with a long log.
type heldStore struct {
	store.Store
	mu      sync.Mutex
	id      string
	reading chan struct{} // closed when the held table's read begins
	release chan struct{}
}

func (h *heldStore) hold(id string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.id, h.reading, h.release = id, make(chan struct{}), make(chan struct{})
}

func (h *heldStore) Table(ctx context.Context, id string) (store.Table, error) {
	h.mu.Lock()
	held := id == h.id
	reading, release := h.reading, h.release
	if held {
		h.id = ""
	}
	h.mu.Unlock()
	if held {
		close(reading)
		<-release
	}
	return h.Store.Table(ctx, id)
}

// Tables wake side by side: a table whose wake is slow (its store read
// held) does not hold up another's, as after a restart when every player
// comes back at once.
func TestTablesWakeSideBySide(t *testing.T) {
	t.Parallel() // a server of its own, mostly waiting
	held := &heldStore{}
	r := startConfigured(t, func(c *server.Config) { held.Store, c.Store = c.Store, held })
	ctx := context.Background()
	var ids []string
	for _, name := range []string{"Pablo", "Ana"} {
		c := r.client(t, name)
		made, err := c.Create(ctx, lobby.Create{Name: name + "'s", Mode: lobby.Turn, Clock: threeDays,
			Seats: []lobby.SeatConfig{{}, {Bot: "random"}, {Bot: "random"}}})
		if err != nil {
			t.Fatal(err)
		}
		p, err := c.Join(ctx, made.ID, made.Invite, online.Seat{Seat: 0})
		if err != nil {
			t.Fatal(err)
		}
		p.Close()
		ids = append(ids, made.ID)
	}
	for deadline := time.Now().Add(20 * time.Second); server.Asleep(r.srv) != 2; time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("%d tables asleep, want 2", server.Asleep(r.srv))
		}
	}
	held.hold(ids[1])
	slow := make(chan error, 1)
	go func() { slow <- server.Wake(r.srv, ids[1]) }()
	<-held.reading
	quick := make(chan error, 1)
	go func() { quick <- server.Wake(r.srv, ids[0]) }()
	select {
	case err := <-quick:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("a table's wake waited for another's")
	}
	close(held.release)
	if err := <-slow; err != nil {
		t.Fatal(err)
	}
	if n := server.Asleep(r.srv); n != 0 {
		t.Fatalf("%d tables still asleep", n)
	}
}
