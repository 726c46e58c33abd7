//go:build !js

package server_test

import (
	"context"
	"testing"
	"time"

	"patron/netplay/lobby"
	"patron/netplay/online"
	"patron/netplay/session"
)

// A table created without hints keeps that choice: the lobby its player
// joins says so, and the table's listing, and still do after the server
// restarts and opens the table again from its store.
func TestATableWithoutHintsSaysSoAfterARestart(t *testing.T) {
	t.Parallel() // a server of its own, mostly waiting on the network
	r := startServer(t)
	ana := r.client(t, "Ana")
	ctx := context.Background()
	made, err := ana.Create(ctx, lobby.Create{Name: "Quiet", Mode: lobby.Turn, Public: true, NoHints: true,
		Seats: []lobby.SeatConfig{{}, {}}, Clock: threeDays})
	if err != nil {
		t.Fatal(err)
	}
	sitAndSee := func(when string) {
		t.Helper()
		p, err := ana.Join(ctx, made.ID, "", online.Seat{Seat: 0})
		if err != nil {
			t.Fatal(err)
		}
		defer p.Close()
		waitLobby(t, p, when)
		listed(t, ana, made.ID, "a listing without hints "+when, func(l lobby.Listing) bool { return l.NoHints })
	}
	sitAndSee("at its creation")
	r.stop()
	r.start()
	sitAndSee("after a restart")
}

// waitLobby waits for the peer's lobby to say the table has no hints.
func waitLobby(t *testing.T, p *session.Peer, when string) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); !p.Lobby().NoHints; p.Step() {
		if time.Now().After(deadline) {
			t.Fatalf("%s: the lobby does not say the table has no hints", when)
		}
		p.Wait(10 * time.Millisecond)
	}
}
