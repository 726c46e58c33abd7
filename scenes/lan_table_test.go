package scenes

import (
	"testing"

	"patron/game"
	"patron/netplay/lan"
	"patron/netplay/session"
	"patron/netplay/wire"
)

// loopbackTable opens a LAN table on 127.0.0.1 (no discovery) with these
// seats, the book's split and a short game; it closes when the test ends.
func loopbackTable(t *testing.T, seed uint64, seats ...wire.Seat) *lan.Server {
	t.Helper()
	return limitedTable(t, seed, session.Limits{}, seats...)
}

// limitedTable is loopbackTable with a time for each decision.
func limitedTable(t *testing.T, seed uint64, l session.Limits, seats ...wire.Seat) *lan.Server {
	t.Helper()
	srv, err := lan.Serve(lan.ServerConfig{Addr: "127.0.0.1:0", Table: session.HostConfig{Name: "T", Seats: seats,
		Control: game.DefaultSplit(len(seats)), Seed: seed, SeasonCap: 10, Limits: l}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Close)
	return srv
}
