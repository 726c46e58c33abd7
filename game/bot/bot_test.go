package bot_test

import (
	"testing"

	"patron/game/bot"
	"patron/game/sim"
)

// Every pairing of the bots that decide at once plays whole games with
// legal commands only (sim fails on the first refused command). The
// searchers' games are TestHardPlaysLegalHonestDeterministicGames'.
func TestBotsPlayLegalGames(t *testing.T) {
	t.Parallel()
	for _, p := range bot.Kinds {
		for _, f := range bot.Kinds {
			if bot.Searches(p) || bot.Searches(f) {
				continue
			}
			const games = 30
			st, err := sim.Run(sim.Config{Games: games, Seed: 4, Patron: p, Factions: f, Players: 3})
			if err != nil {
				t.Fatalf("%s vs %s: %v", p, f, err)
			}
			if st.PatronWins+st.FactionWins+st.Draws != games {
				t.Fatalf("%s vs %s: results do not add up: %+v", p, f, st)
			}
		}
	}
}

func TestUnknownBot(t *testing.T) {
	if _, err := sim.Run(sim.Config{Games: 1, Patron: "genius", Factions: "random"}); err == nil {
		t.Fatal("an unknown bot kind is accepted")
	}
	if _, err := bot.New("greedy", true, 1); err != nil {
		t.Fatalf("the older name of Normal is refused: %v", err)
	}
}
