//go:build !js

package server_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"patron/netplay/lobby"
	"patron/netplay/online"
	"patron/netplay/session"
	"patron/netplay/transport"
	"patron/netplay/wire"
)

// A planned stop (SIGTERM: Drain) tells each player's computer the server
// is restarting, in the reason its connection closes with, which the
// window says in words while it calls the server again.
func TestADrainTellsThePlayersTheServerRestarts(t *testing.T) {
	r := startServer(t)
	ctx := context.Background()
	pablo := r.client(t, "Pablo")
	made, err := pablo.Create(ctx, lobby.Create{Name: "Drain", Mode: lobby.Live,
		Seats: []lobby.SeatConfig{{}, {Bot: "random"}}})
	if err != nil {
		t.Fatal(err)
	}
	p, err := pablo.Join(ctx, made.ID, made.Invite, online.Seat{Seat: 0})
	if err != nil {
		t.Fatal(err)
	}
	r.srv.Drain(ctx)
	for deadline := time.Now().Add(10 * time.Second); ; {
		for _, n := range p.Step() {
			if n.Kind != session.NoteClosed {
				continue
			}
			var bye *transport.Closed
			if !errors.As(n.Err, &bye) || !bye.Remote || bye.Reason != session.ServerRestarting {
				t.Fatalf("the connection closed with %v", n.Err)
			}
			return
		}
		if time.Now().After(deadline) {
			t.Fatal("the drain closed nothing")
		}
		p.Wait(50 * time.Millisecond)
	}
}

// A connection let in to watch (a watch ticket, given past the cap on the
// tables a key plays) takes no seat: a hello that asks for one over it is
// refused, and the seat stays free.
func TestAWatchersConnectionTakesNoSeat(t *testing.T) {
	r := startServer(t)
	ctx := context.Background()
	pablo, ana := r.client(t, "Pablo"), r.client(t, "Ana")
	made, err := pablo.Create(ctx, lobby.Create{Name: "Watched", Mode: lobby.Live, Public: true,
		Seats: []lobby.SeatConfig{{}, {}, {Bot: "random"}}})
	if err != nil {
		t.Fatal(err)
	}
	conn, err := ana.Connect(ctx, made.ID, "", true)
	if err != nil {
		t.Fatal(err)
	}
	_, err = session.Join(conn, session.PeerConfig{Hello: wire.Hello{Name: "Ana", Code: made.ID, Seat: 1}}, 10*time.Second)
	var refused *session.Refused
	if !errors.As(err, &refused) || refused.Code != session.CodeWatchOnly {
		t.Fatalf("a seat asked for over a watcher's connection: %v", err)
	}
	w, err := ana.Watch(ctx, made.ID, "") // the same ticket's kind, watching: welcome
	if err != nil || !w.Watching() {
		t.Fatalf("watching: %v", err)
	}
	l, err := ana.Table(ctx, made.ID, "")
	if err != nil || l.Seats[1].Taken {
		t.Fatalf("seat 1 after the refusal: %+v, %v", l.Seats, err)
	}
}
