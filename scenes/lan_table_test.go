package scenes

import (
	"testing"

	"patron/game"
	"patron/netplay/lan"
	"patron/netplay/session"
	"patron/netplay/wire"
	"patron/scenes/match"
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

// untilReached plays a LAN test (play) on a table of each seed in turn
// until its game reaches what the test is about: what a game at a LAN
// table reaches depends on the table's timing (who plays which turn as the
// notes come, and with it the game), and now and then one falls short.
// play says why when it does ("" when its game reached it, and it checked
// what the test checks), the test logs it and plays the next seed; if
// every seed's game falls short the test fails, naming what was never
// checked (never), each seed's why logged above.
func untilReached(t *testing.T, never string, seeds []uint64, play func(seed uint64) (short string)) {
	t.Helper()
	for _, seed := range seeds {
		why := play(seed)
		if why == "" {
			return
		}
		t.Logf("seed %d fell short: %s", seed, why)
	}
	t.Fatalf("the game of every seed %v fell short (why, above): %s never checked", seeds, never)
}

// startedHostPlay starts srv's game and makes the host's table of it, its
// autosaver stopped when the test ends (before its folder goes).
func startedHostPlay(t *testing.T, srv *lan.Server) *Play {
	t.Helper()
	if err := srv.Start(); err != nil {
		t.Fatal(err)
	}
	m, err := match.NewLAN(match.HostNet{S: srv})
	if err != nil {
		t.Fatal(err)
	}
	p := NewLANPlay(m)
	t.Cleanup(func() { p.stopSaving() })
	return p
}
