package lan

import (
	"testing"
	"time"

	"patron/game"
	"patron/netplay/session"
	"patron/netplay/wire"
)

// A host back from its save keeps its table's time for each decision, its
// Patrón's countdown and its stand-in's level (issue 22): a silent seat
// cannot hold a table that came back either.
func TestAHostSaveKeepsTheDecisionLimit(t *testing.T) {
	l := session.Limits{Decision: 90 * time.Second, Grace: 4 * time.Minute, Bot: "hard"}
	s, err := Serve(ServerConfig{Addr: "127.0.0.1:0", Table: session.HostConfig{Name: "Limited", Seed: 5, Control: game.DefaultSplit(2),
		Seats: []wire.Seat{{Name: "B0", Who: session.Bot, Bot: "normal"}, {Name: "B1", Who: session.Bot, Bot: "normal"}}, Limits: l}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	if err := s.Start(); err != nil {
		t.Fatal(err)
	}
	_, b := savedAndRead(t, s)
	if b.Table.Limits != l {
		t.Fatalf("back from its save the table's limits are %+v, not %+v", b.Table.Limits, l)
	}
}
