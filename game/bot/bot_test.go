package bot_test

import (
	"testing"

	"patron/game/sim"
)

// Every pairing of bots plays whole games with legal commands only (sim
// fails on the first refused command).
func TestBotsPlayLegalGames(t *testing.T) {
	for _, p := range []string{"random", "greedy"} {
		for _, f := range []string{"random", "greedy"} {
			st, err := sim.Run(sim.Config{Games: 30, Seed: 4, Patron: p, Factions: f, Players: 3})
			if err != nil {
				t.Fatalf("%s vs %s: %v", p, f, err)
			}
			if st.PatronWins+st.FactionWins+st.Draws != 30 {
				t.Fatalf("%s vs %s: results do not add up: %+v", p, f, st)
			}
		}
	}
}

// The greedy bots are better than random ones on both sides.
func TestGreedyBeatsRandom(t *testing.T) {
	const n = 200
	rr, _ := sim.Run(sim.Config{Games: n, Seed: 11, Patron: "random", Factions: "random"})
	rg, _ := sim.Run(sim.Config{Games: n, Seed: 11, Patron: "random", Factions: "greedy"})
	gg, _ := sim.Run(sim.Config{Games: n, Seed: 11, Patron: "greedy", Factions: "greedy"})
	if rg.FactionWins <= rr.FactionWins+n/10 {
		t.Errorf("greedy Factions win %d of %d against a random Patrón; random Factions win %d", rg.FactionWins, n, rr.FactionWins)
	}
	if gg.PatronWins <= rg.PatronWins+n/10 {
		t.Errorf("a greedy Patrón wins %d of %d against greedy Factions; a random one wins %d", gg.PatronWins, n, rg.PatronWins)
	}
}

func TestUnknownBot(t *testing.T) {
	if _, err := sim.Run(sim.Config{Games: 1, Patron: "genius", Factions: "random"}); err == nil {
		t.Fatal("an unknown bot kind is accepted")
	}
}
