//go:build !js

package server_test

import (
	"context"
	"testing"
	"time"

	"patron/game"
	"patron/netplay/lan"
	"patron/netplay/ledger"
	"patron/netplay/lobby"
	"patron/netplay/online"
	"patron/netplay/server"
	"patron/netplay/session"
)

// A turn-based table its person left sleeps (its game out of the server's
// memory, kept in the store), is still listed in My games, and wakes when
// he comes back: his computer finds its seat and the game where it stood,
// plays it to the end, and the log verifies.
func TestATableNobodyIsAtSleepsAndWakesForItsPerson(t *testing.T) {
	t.Parallel() // a server of its own, mostly waiting on clocks and the network
	r := startServer(t)
	ctx := context.Background()
	pablo := r.client(t, "Pablo")
	made, err := pablo.Create(ctx, lobby.Create{Name: "Days", Mode: lobby.Turn, SeasonCap: 3, Clock: threeDays,
		Seats: []lobby.SeatConfig{{}, {Bot: "random"}, {Bot: "random"}}})
	if err != nil {
		t.Fatal(err)
	}
	p, err := pablo.Join(ctx, made.ID, made.Invite, online.Seat{Seat: 0})
	if err != nil {
		t.Fatal(err)
	}
	bots := session.Bots{Levels: map[int]string{0: "random"}, Seed: 4}
	_, err = lan.PlayPeer(p, lan.Play{Bots: bots, Limit: time.Minute,
		Tend: func() error {
			if len(p.Log()) >= 40 {
				return errEnough
			}
			return nil
		}})
	if err != errEnough {
		t.Fatal(err)
	}
	mine := p.Game() // his computer's game, with his secrets, as his save keeps it
	p.Close()
	for deadline := time.Now().Add(20 * time.Second); server.Asleep(r.srv) != 1; time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the table never slept")
		}
	}
	list, err := pablo.Mine(ctx)
	if err != nil || len(list) != 1 || list[0].Status != lobby.StatusPlaying || !list[0].YourTurn {
		t.Fatalf("My games while it sleeps: %+v, %v", list, err)
	}
	back, err := pablo.Join(ctx, made.ID, made.Invite, online.Seat{Seat: 0, Resume: mine})
	if err != nil {
		t.Fatal(err)
	}
	if server.Asleep(r.srv) != 0 {
		t.Fatal("the table still sleeps with its person back")
	}
	out, err := lan.PlayPeer(back, lan.Play{Bots: bots, Limit: time.Minute})
	if err != nil || !out.Audited || !game.Fair(out.Findings) {
		t.Fatalf("%+v, %v", out, err)
	}
	var l *ledger.Log
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		if l, err = pablo.Log(ctx, made.ID, made.Invite); err == nil && len(l.Openings) > 0 || time.Now().After(deadline) {
			break
		}
	}
	if rep := ledger.Verify(l); !rep.Fair() || !rep.Audited || rep.Moves != out.Commands {
		t.Fatalf("the log: %+v", rep)
	}
}
