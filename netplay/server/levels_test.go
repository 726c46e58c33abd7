//go:build !js

package server_test

import (
	"context"
	"errors"
	"testing"

	"patron/game/bot"
	"patron/netplay/lobby"
	"patron/netplay/online"
)

// The server seats a bot of every level a player may choose, Expert too,
// and lists each seat's level; a level it has no bot of is refused.
func TestTheServerSeatsEveryLevel(t *testing.T) {
	r := startServer(t)
	pablo := r.client(t, "Pablo")
	ctx := context.Background()
	for _, level := range bot.Levels {
		made, err := pablo.Create(ctx, lobby.Create{Name: "T " + level, Mode: lobby.Live, Public: true,
			Seats: []lobby.SeatConfig{{}, {Bot: level}}})
		if err != nil {
			t.Fatalf("%s: %v", level, err)
		}
		list, err := pablo.Tables(ctx)
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, l := range list {
			if l.ID == made.ID {
				found = len(l.Seats) == 2 && l.Seats[1].Bot == level
			}
		}
		if !found {
			t.Errorf("%s: the list does not show the seat's bot: %+v", level, list)
		}
	}
	_, err := pablo.Create(ctx, lobby.Create{Name: "T", Mode: lobby.Live, Seats: []lobby.SeatConfig{{}, {Bot: "grandmaster"}}})
	var ref *online.Refused
	if !errors.As(err, &ref) || ref.Code != "bad-table" {
		t.Errorf("an unknown level: %v", err)
	}
}
