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

// A LAN table of three computers through the match layer the screens use:
// the Patrón on a joiner, a Faction person and a bot on the host, another
// Faction person on a second joiner. Every decision is made by exactly the
// computer that holds it (people elsewhere are never decided for), team
// decisions go to whichever person answers first, and the game ends alike
// everywhere with every audit clean.
func TestLANMatchesDecideOnlyTheirOwn(t *testing.T) {
	seats := []wire.Seat{{Name: "Pat", Who: session.Remote}, {Name: "Hana", Who: session.AtHost},
		{Name: "Remy", Who: session.Remote}, {Name: "Bot", Who: session.Bot, Bot: "normal"}}
	srv, err := lan.Serve(lan.ServerConfig{Addr: "127.0.0.1:0",
		Table: session.HostConfig{Name: "T", Seats: seats, Control: game.DefaultSplit(4), Seed: 5, SeasonCap: 12}})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	peers := map[int]*session.Peer{}
	for _, seat := range []int{0, 2} {
		peers[seat] = join(t, srv, seat)
		defer peers[seat].Close()
	}
	if err := srv.Start(); err != nil {
		t.Fatal(err)
	}
	nets := []Net{HostNet{S: srv}, PeerNet{P: peers[0]}, PeerNet{P: peers[2]}}
	matches := make([]*Match, len(nets))
	people := make([]bot.Bot, len(nets)) // what the people at each computer would click
	deadline := time.Now().Add(60 * time.Second)
	for i, n := range nets {
		for n.Game() == nil && time.Now().Before(deadline) {
			n.Step()
			time.Sleep(time.Millisecond)
		}
		if matches[i], err = NewLAN(n); err != nil {
			t.Fatal(err)
		}
		if people[i], err = bot.New("normal", i == 1, uint64(i+1)); err != nil {
			t.Fatal(err)
		}
	}
	audited := 0
	sheets := make([][]game.SheetEntry, len(matches)) // the Patrón's path as each computer opened it
	for audited < len(matches) {
		if time.Now().After(deadline) {
			t.Fatalf("no end after a minute: %d commands", len(srv.Log()))
		}
		moved := false
		for i, m := range matches {
			for _, n := range m.Net.Step() {
				switch {
				case n.Kind == session.NoteCommitted:
					m.Took(n.Seq, n.Events)
					moved = true
				case n.Kind == session.NoteAudit:
					if !game.Fair(n.Findings) {
						t.Fatalf("computer %d: the audit found %+v", i, n.Findings)
					}
					audited++
					sheets[i] = n.Sheet
				case n.Kind == session.NoteRefused || n.Kind == session.NoteProblem:
					if n.Code != "stale" { // a team decision another computer answered first
						t.Fatalf("computer %d: %v %s", i, n.Kind, n.Text)
					}
				case n.Kind == session.NoteDesync:
					t.Fatalf("computer %d: %v %s", i, n.Kind, n.Text)
				}
			}
			if m.G.Over() || m.Net.Busy() || m.Elsewhere() {
				continue
			}
			d := m.G.Pending()
			who, _ := m.Actor()
			if !m.Net.Mine(who) && !(d.Seat == game.SeatTeam && m.Setup.People[who].Human()) {
				t.Fatalf("computer %d decides for player %d (%s)", i, who+1, d.Prompt.Name())
			}
			if (m.G.Sec != nil) != (i == 1) {
				t.Fatalf("computer %d holds secrets: %v", i, m.G.Sec != nil)
			}
			var c game.Command
			if m.BotTurn() {
				c = m.BotCommand()
			} else {
				v := m.G.View(d.Seat)
				c = people[i].Choose(&v)
			}
			if _, err := m.Decide(c); err != nil {
				t.Fatalf("computer %d: %s: %v", i, c.Format(), err)
			}
			moved = true
		}
		if !moved {
			srv.Wait(2 * time.Millisecond)
		}
	}
	for i, sh := range sheets { // every computer can draw his true path at the end
		if len(sh) == 0 || !slices.Equal(sh, matches[1].G.Sec.Sheet) {
			t.Fatalf("computer %d opened the sheet %v; his is %v", i, sh, matches[1].G.Sec.Sheet)
		}
	}
	want := srv.Game().PublicHash()
	for i, m := range matches {
		if !m.G.Over() || m.G.PublicHash() != want {
			t.Fatalf("computer %d ends with another game", i)
		}
		if m.Applied != len(m.G.Log()) { // the Patrón's computer also applied his private steps
			t.Fatalf("computer %d took %d commands of %d", i, m.Applied, len(m.G.Log()))
		}
		back, err := NewLAN(m.Net) // coming back to the table: the log is told again, as it was played
		if err != nil {
			t.Fatal(err)
		}
		if len(m.Events) == 0 || !slices.Equal(back.Events, m.Events) || !slices.Equal(back.By, m.By) || back.Applied != m.Applied {
			t.Fatalf("computer %d comes back to %d events (%d deciders), it had %d (%d)", i, len(back.Events), len(back.By), len(m.Events), len(m.By))
		}
	}
}

// join seats a peer over loopback QUIC while the host answers.
func join(t *testing.T, srv *lan.Server, seat int) *session.Peer {
	t.Helper()
	p, err := lan.JoinHere(srv, wire.Hello{Name: "J", Seat: seat}, 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	return p
}
