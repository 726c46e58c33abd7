//go:build !js

package server_test

import (
	"context"
	"net/http"
	"testing"
	"time"

	"patron/netplay/lobby"
	"patron/netplay/server"
	"patron/netplay/transport"
)

// A client that opens many tables' connections is refused past the caps of
// its key and its address; one that opens a connection and says nothing is
// closed by the table's wait for a hello; a dial without a ticket never
// upgrades and holds nothing.
func TestManyConnectionsAreCappedAndSilentOnesClosed(t *testing.T) {
	t.Parallel() // a server of its own, mostly waiting on clocks and the network
	r := startConfigured(t, func(c *server.Config) {
		c.Limits = server.DefaultLimits
		c.Limits.ConnsPerKey, c.Limits.ConnsPerAddr = 3, 5
		c.Limits.Calls, c.Limits.CallsBurst = 1000, 1000 // the connections' caps, not the calls', are tested
	})
	ctx := context.Background()
	mallory, trudy := r.client(t, "Mallory"), r.client(t, "Trudy")
	made, err := mallory.Create(ctx, lobby.Create{Name: "Cartago", Mode: lobby.Live, Public: true, Seats: []lobby.SeatConfig{{}, {}}})
	if err != nil {
		t.Fatal(err)
	}
	var open []transport.Conn
	connect := func(who string, c interface {
		Connect(context.Context, string, string, bool) (transport.Conn, error)
	}, watch, want bool) {
		t.Helper()
		conn, err := c.Connect(ctx, made.ID, "", watch)
		if (err == nil) != want {
			t.Fatalf("%s's connection %d: %v, want it taken: %v", who, len(open)+1, err, want)
		}
		if err == nil {
			open = append(open, conn)
		}
	}
	start := time.Now()
	connect("Mallory", mallory, false, true)
	connect("Mallory", mallory, true, true) // a watcher's counts too
	connect("Mallory", mallory, false, true)
	connect("Mallory", mallory, false, false) // the key's cap, 3
	connect("Trudy", trudy, true, true)
	connect("Trudy", trudy, false, true)
	connect("Trudy", trudy, false, false) // the address's cap, 5
	// dials with no ticket, a made-up one: refused before any upgrade
	for range 50 {
		resp, err := http.Get("http://" + r.addr + "/api/play?ticket=0123456789abcdef0123456789abcdef")
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusUnauthorized {
			t.Fatalf("a dial with a made-up ticket: %d", resp.StatusCode)
		}
	}
	mfs := scrape(t, r.srv)
	if p, w := metric(mfs, "patron_connections_open", "kind", "player"), metric(mfs, "patron_connections_open", "kind", "watcher"); p != 3 || w != 2 {
		t.Fatalf("connections open: %v players' and %v watchers', want 3 and 2", p, w)
	}
	if n := metric(mfs, "patron_limited_total", "limit", "connections"); n != 2 {
		t.Fatalf("%v connections refused for a limit, want 2", n)
	}
	// none of them says hello: each is closed by the table within its
	// wait for a hello (5 s)
	for i, c := range open {
		select {
		case <-c.Over():
		case <-time.After(15 * time.Second):
			t.Fatalf("connection %d, silent, still open after %v", i, time.Since(start))
		}
	}
	closed := time.Since(start)
	t.Logf("5 silent connections closed by the server %v after the first opened", closed.Round(time.Millisecond))
	if closed < 4*time.Second {
		t.Fatalf("the silent connections were closed after %v, before the wait for a hello", closed)
	}
	// their room is free again
	for deadline := time.Now().Add(5 * time.Second); metric(mfs, "patron_connections_open", "kind", "player") != 0; mfs = scrape(t, r.srv) {
		if time.Now().After(deadline) {
			t.Fatal("the silent connections are still counted")
		}
		time.Sleep(20 * time.Millisecond)
	}
	open = nil
	connect("Mallory", mallory, false, true)
	connect("Trudy", trudy, false, true)
}
