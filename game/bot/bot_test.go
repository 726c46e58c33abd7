package bot_test

import (
	"testing"

	"patron/game/bot"
	"patron/game/ladder"
	"patron/game/sim"
)

// Every pairing of bots plays whole games with legal commands only (sim
// fails on the first refused command).
func TestBotsPlayLegalGames(t *testing.T) {
	for _, p := range bot.Kinds {
		for _, f := range bot.Kinds {
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

// A short ladder: on each side, against the same opponent, random wins
// less than Easy, and Easy less than Normal.
func TestLevelsAreOrdered(t *testing.T) {
	const games = 150
	pairs, err := ladder.Run(ladder.Config{Levels: []string{"random", "easy", "normal"}, Games: games, Seed: 21})
	if err != nil {
		t.Fatal(err)
	}
	// wins[side][level][opponent's level]
	wins := map[string]map[string]map[string]float64{"Patrón": {}, "Factions": {}}
	for _, p := range pairs {
		if wins["Patrón"][p.Patron] == nil {
			wins["Patrón"][p.Patron] = map[string]float64{}
		}
		if wins["Factions"][p.Factions] == nil {
			wins["Factions"][p.Factions] = map[string]float64{}
		}
		wins["Patrón"][p.Patron][p.Factions] = p.PatronShare()
		wins["Factions"][p.Factions][p.Patron] = p.FactionShare()
	}
	for _, side := range []string{"Patrón", "Factions"} {
		for _, c := range []struct {
			weak, strong, opponent string
			margin                 float64
		}{
			{"random", "easy", "easy", 0.05},
			{"easy", "normal", "normal", 0.15},
		} {
			weak, strong := wins[side][c.weak][c.opponent], wins[side][c.strong][c.opponent]
			if strong < weak+c.margin {
				t.Errorf("%s against %s: %s wins %.0f%%, %s %.0f%%; want %s ahead by %.0f points", side, c.opponent,
					c.strong, 100*strong, c.weak, 100*weak, c.strong, 100*c.margin)
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
