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
			games := 30
			if p == "hard" || f == "hard" {
				games = 1 // a search takes a while; the ladder tests play more
			}
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

// A short ladder: on each side, against the same opponent, random wins
// less than Easy, and Easy less than Normal (docs/BALANCE.md has the long
// ladder's margins).
func TestLevelsAreOrdered(t *testing.T) {
	const games = 400
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
			{"easy", "normal", "normal", 0.05},
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

// Hard searches: on each side, against a Normal opponent, it wins more
// than Normal does (a short ladder of 20 games a pair; the long one is
// make ladder).
func TestHardBeatsNormal(t *testing.T) {
	if testing.Short() {
		t.Skip("a search takes a while")
	}
	const games = 20
	pairs, err := ladder.Run(ladder.Config{Levels: []string{"normal", "hard"}, Games: games, Seed: 8,
		Only: func(p, f string) bool { return p == "normal" || f == "normal" }})
	if err != nil {
		t.Fatal(err)
	}
	share := map[[2]string]ladder.Pair{}
	for _, p := range pairs {
		share[[2]string{p.Patron, p.Factions}] = p
	}
	nn := share[[2]string{"normal", "normal"}]
	if hp := share[[2]string{"hard", "normal"}]; hp.PatronShare() < nn.PatronShare()+0.05 {
		t.Errorf("the Patrón against Normal Factions: Hard wins %.0f%%, Normal %.0f%%", 100*hp.PatronShare(), 100*nn.PatronShare())
	}
	if hf := share[[2]string{"normal", "hard"}]; hf.FactionShare() < nn.FactionShare()+0.05 {
		t.Errorf("the Factions against a Normal Patrón: Hard wins %.0f%%, Normal %.0f%%", 100*hf.FactionShare(), 100*nn.FactionShare())
	}
}
