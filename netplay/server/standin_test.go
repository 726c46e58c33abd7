//go:build !js

package server

import (
	"encoding/json"
	"testing"

	"patron/game"
	"patron/netplay/lobby"
)

// A table's stand-in level (issue 34) is checked at its creation, kept in
// its stored config, and is the level of the bot that plays a seat past
// its time; a table made without one has Normal's, as before.
func TestATablesStandInLevelIsCheckedKeptAndUsed(t *testing.T) {
	cfg := TableConfig{Name: "Late", Mode: lobby.Live, Seats: []lobby.SeatConfig{{}, {}}, Seed: 5,
		Control: game.DefaultSplit(2), StandIn: "expert"}
	if err := cfg.check(); err != nil {
		t.Fatalf("an Expert stand-in refused: %v", err)
	}
	raw, err := json.Marshal(cfg)
	if err != nil {
		t.Fatal(err)
	}
	var stored TableConfig
	if err := json.Unmarshal(raw, &stored); err != nil {
		t.Fatal(err)
	}
	if got := limitsOf(stored).Bot; got != "expert" {
		t.Fatalf("the stored table's stand-in is %q, not expert", got)
	}
	cfg.StandIn = ""
	if got := limitsOf(cfg).Bot; got != "" {
		t.Fatalf("a table made without a stand-in level has %q", got)
	}
	cfg.StandIn = "grandmaster"
	if err := cfg.check(); err == nil {
		t.Fatal("a stand-in of no known level was accepted")
	}
}
