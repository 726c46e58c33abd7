package match

import (
	"slices"
	"testing"
	"time"

	"patron/game"
	"patron/game/bot"
	"patron/netplay/lan"
	"patron/netplay/session"
	"patron/netplay/wire"
)

// A joined computer's story stays the whole game's whatever way the
// commands reach it: twenty commits that never come as notes (its game was
// rebuilt from the host's log, as after a dropped connection) are told
// again from the published log when the next one comes; a story told again
// while notes wait (as when coming back to the seat) skips those it already
// tells. At the end its events, deciders and counts are the host's, who saw
// every command live.
func TestTookTellsTheWholeGameAfterAGapOrATellingAgain(t *testing.T) {
	seats := []wire.Seat{{Name: "Boss", Who: session.Bot, Bot: "normal"}, {Name: "Remy", Who: session.Remote}}
	srv, err := lan.Serve(lan.ServerConfig{Addr: "127.0.0.1:0",
		Table: session.HostConfig{Name: "T", Seats: seats, Control: game.DefaultSplit(2), Seed: 11, SeasonCap: 10}})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	peer := join(t, srv, 1)
	defer peer.Close()
	if err := srv.Start(); err != nil {
		t.Fatal(err)
	}
	nets := []Net{HostNet{S: srv}, PeerNet{P: peer}}
	matches := make([]*Match, 2)
	deadline := time.Now().Add(30 * time.Second)
	for i, n := range nets {
		for n.Game() == nil && time.Now().Before(deadline) {
			n.Step()
			time.Sleep(time.Millisecond)
		}
		if matches[i], err = NewLAN(n); err != nil {
			t.Fatal(err)
		}
	}
	remy, err := bot.New("normal", false, 2)
	if err != nil {
		t.Fatal(err)
	}
	dropped, skipped, toldAgain := 0, 0, false
	for !matches[0].G.Over() || !matches[1].G.Over() || len(matches[1].G.PublicLog()) < len(srv.Log()) {
		if time.Now().After(deadline) {
			t.Fatalf("no end in 30 s: %d commands", len(srv.Log()))
		}
		moved := false
		for i, m := range matches {
			notes := m.Net.Step()
			if i == 1 && !toldAgain && m.told >= 60 && len(notes) > 0 {
				if err := m.retell(); err != nil { // as coming back does, with these notes still to take
					t.Fatal(err)
				}
				toldAgain = true
				for _, n := range notes {
					if n.Kind == session.NoteCommitted && n.Seq < m.told {
						skipped++
					}
				}
			}
			for _, n := range notes {
				switch {
				case n.Kind == session.NoteCommitted && i == 1 && n.Seq >= 30 && n.Seq < 50:
					dropped++ // never came: the game went on without a note
				case n.Kind == session.NoteCommitted:
					m.Took(n.Seq, n.Events)
					moved = true
				case n.Kind == session.NoteDesync, n.Kind == session.NoteProblem:
					t.Fatalf("computer %d: %v %s", i, n.Kind, n.Text)
				}
			}
			if m.G.Over() || m.Net.Busy() || m.Elsewhere() {
				continue
			}
			c := m.BotCommand
			if !m.BotTurn() {
				c = func() game.Command { v := m.G.View(m.G.Pending().Seat); return remy.Choose(&v) }
			}
			if _, err := m.Decide(c()); err != nil {
				t.Fatalf("computer %d: %v", i, err)
			}
			moved = true
		}
		if !moved {
			srv.Wait(time.Millisecond)
		}
	}
	if dropped != 20 || !toldAgain {
		t.Fatalf("the test's gap: %d notes dropped, told again %v", dropped, toldAgain)
	}
	host, remote := matches[0], matches[1]
	if !slices.Equal(remote.Events, host.Events) || !slices.Equal(remote.By, host.By) || remote.Counts != host.Counts {
		t.Fatalf("the joined computer tells %d events (%d deciders), the host %d (%d)", len(remote.Events), len(remote.By), len(host.Events), len(host.By))
	}
	if remote.Applied != len(remote.G.Log()) || remote.told != len(remote.G.PublicLog()) {
		t.Fatalf("the joined computer took %d commands (%d published) of %d", remote.Applied, remote.told, len(remote.G.Log()))
	}
	t.Logf("%d commands, %d events; 20 notes never came, %d waiting notes skipped after telling again", len(srv.Log()), len(host.Events), skipped)
}
