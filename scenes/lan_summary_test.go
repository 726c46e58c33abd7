package scenes

import (
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/netplay/session"
	"patron/netplay/wire"
	"patron/scenes/match"
	"patron/scenes/store"
)

// At a LAN table each machine shows its own side's End of Season summary:
// the Patrón's computer his, with where he went; the Factions' computer
// theirs, from the public events it was sent, without it.
func TestLANEachMachineItsOwnSummary(t *testing.T) {
	srv := loopbackTable(t, 3, wire.Seat{Name: "Ana", Who: session.AtHost}, wire.Seat{Name: "Bruno", Who: session.Remote})
	bruno, err := joinInProcess(srv, "Bruno", 1)
	if err != nil {
		t.Fatal(err)
	}
	defer bruno.Close()
	if err := srv.Start(); err != nil {
		t.Fatal(err)
	}
	hostBots := session.Bots{Levels: map[int]string{0: "normal"}, Seed: 3, Team: true}
	peerBots := session.Bots{Levels: map[int]string{1: "normal"}, Seed: 4, Team: true}
	// Both machines play until Ana is to move at the End of Season 1 (a
	// guard against a game that never gets there, not a measure: a whole
	// season takes well under a second alone, and once took over 20 s in
	// make test, beside the other packages' tests).
	for end := time.Now().Add(90 * time.Second); ; {
		if time.Now().After(end) {
			t.Fatal("no relocation in 90 s")
		}
		srv.Step()
		bruno.Step()
		g := srv.Game()
		if g.Pending().Prompt == game.PromptRelocate {
			if pg := bruno.Game(); pg != nil && len(bruno.Log()) == len(srv.Log()) {
				break
			}
			time.Sleep(time.Millisecond)
			continue
		}
		if p, c, ok := hostBots.Next(g, srv.Local()); ok {
			if err := srv.Propose(p, c); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if pg := bruno.Game(); pg != nil && !bruno.Pending() {
			if p, c, ok := peerBots.Next(pg, []int{bruno.Seat()}); ok && p == bruno.Seat() {
				if err := bruno.Propose(c); err != nil {
					t.Fatal(err)
				}
			}
		}
		time.Sleep(100 * time.Microsecond)
	}
	settle(srv, bruno)
	hm, err := match.NewLAN(match.HostNet{S: srv})
	if err != nil {
		t.Fatal(err)
	}
	pm, err := match.NewLAN(match.PeerNet{P: bruno})
	if err != nil {
		t.Fatal(err)
	}
	a := quietApp()
	a.Store = store.Open(t.TempDir())
	host, joiner := NewLANPlay(hm), NewLANPlay(pm)
	defer host.stopSaving()
	defer joiner.stopSaving()
	v := hm.G.View(game.SeatPatron)
	if len(v.Legal) == 0 {
		t.Fatalf("no relocation to make: %v, over %v, season %d", hm.G.Pending(), hm.G.Over(), hm.G.Pub.Season)
	}
	host.apply(a, v.Legal[0])  // Ana moves: the End of Season ends
	seasons := map[*Play]int{} // each machine's End of Season moment, told to its side
	for end := time.Now().Add(15 * time.Second); (host.sum.open == 0 || joiner.sum.open == 0) && time.Now().Before(end); {
		for _, p := range []*Play{host, joiner} {
			if p.mom.open { // the End of Season's moment leads into the summary
				m := p.mom.queue[0]
				if m.kind == momentSeason && m.toPatron == (p == host) {
					seasons[p]++
				}
				p.Update(a, &Input{Keys: []ebiten.Key{ebiten.KeySpace}})
			}
			p.Update(a, &Input{})
		}
		time.Sleep(time.Millisecond)
	}
	if host.sum.open != 1 || host.sum.side != 0 || joiner.sum.open != 1 || joiner.sum.side != 1 {
		t.Fatalf("summaries: host %d (side %d), joiner %d (side %d)", host.sum.open, host.sum.side, joiner.sum.open, joiner.sum.side)
	}
	if seasons[host] != 1 || seasons[joiner] != 1 {
		t.Errorf("End of Season moments: the host's (the Patrón's) %d, the joiner's (the Factions') %d", seasons[host], seasons[joiner])
	}
	hs := buildSummary(a.Lang, hm.Events, 1, &hm.G.Pub, host.view.Secret).Text()
	js := buildSummary(a.Lang, pm.Events, 1, &pm.G.Pub, nil).Text()
	if !strings.Contains(hs, "Only you know") || strings.Contains(js, "Only you know") || joiner.view.Secret != nil {
		t.Errorf("host's:\n%s\njoiner's:\n%s", hs, js)
	}
}
