package scenes

import (
	"slices"
	"sync/atomic"
	"testing"

	"patron/game"
	"patron/game/bot"
	"patron/netplay/session"
	"patron/netplay/wire"
	"patron/scenes/store"
)

// At a LAN table the host's Patrón finds the hunters' steps the joined
// Factions' computer made marked on his map; his own decision, back from
// the table, takes them away (and his own moves are never marked).
func TestLastTurnOnALANTable(t *testing.T) {
	a := &App{Store: store.Open(t.TempDir())}
	srv := loopbackTable(t, 4, wire.Seat{Name: "Ana", Who: session.AtHost}, wire.Seat{Name: "Bruno", Who: session.Remote})
	bruno, err := joinInProcess(srv, "Bruno", 1)
	if err != nil {
		t.Fatal(err)
	}
	p := startedHostPlay(t, srv)
	m := p.M
	var drop atomic.Bool
	brunoDone := playRemote(bruno, &drop)
	defer func() { drop.Store(true); srv.Close(); <-brunoDone }()
	patron, err := bot.New("normal", true, 1)
	if err != nil {
		t.Fatal(err)
	}
	patronDecides := func() bool {
		d := m.G.Pending()
		return !m.Elsewhere() && !m.G.Over() && d.Seat == game.SeatPatron && !d.Forced
	}
	var turn span
	playPatron(t, a, p, patron, func() bool {
		if !patronDecides() {
			return false
		}
		s := p.marked()
		if p.viewer() != sidePatron {
			t.Fatal("the host's Patrón is not on the Patrón's side")
		}
		if slices.ContainsFunc(m.Events[s.from:s.to], func(e game.Event) bool {
			_, _, hunter := e.Mover()
			return e.Kind == game.EvStep && hunter
		}) {
			turn = s
			return true
		}
		return false
	})
	if tr := p.mapTrails(); tr == nil || len(tr.Moves) == 0 {
		t.Fatalf("the hunters' steps are not marked: %+v", tr)
	}
	n := len(m.G.PublicLog())
	playPatron(t, a, p, patron, func() bool { return len(m.G.PublicLog()) > n })
	if s := p.marked(); !s.empty() && s.from < turn.to {
		t.Errorf("the Factions' marks stay after the Patrón's decision: %+v, turn %+v", s, turn)
	}
	if s := p.stepSpan(); s.from != turn.from || s.to != turn.to {
		t.Errorf("Last turn shows %+v, not the Factions' turn %+v", s, turn)
	}
}
