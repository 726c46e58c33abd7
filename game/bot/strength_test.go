package bot_test

import (
	"testing"

	"patron/game/ladder"
)

// How strong the levels play is measured, not tested: these benchmarks
// play short ladders and report each level's share of wins as metrics,
// failing when a level is not ahead of the one below it (make strength;
// the long measure is make ladder, docs/BALANCE.md). They are not part of
// make test: a measure of strength takes hundreds of games, minutes with
// Hard.

// shares plays a ladder and returns each pair's tally by (Patrón, Factions).
func shares(b *testing.B, cfg ladder.Config) map[[2]string]ladder.Pair {
	b.Helper()
	var pairs []ladder.Pair
	for b.Loop() {
		var err error
		if pairs, err = ladder.Run(cfg); err != nil {
			b.Fatal(err)
		}
	}
	out := map[[2]string]ladder.Pair{}
	for _, p := range pairs {
		out[[2]string{p.Patron, p.Factions}] = p
	}
	return out
}

// A short ladder: on each side, against the same opponent, random wins
// less than Easy, and Easy less than Normal, by 5 points at least (the
// long ladder's margins are 20 points and more).
func BenchmarkLevelsAreOrdered(b *testing.B) {
	const games = 400
	pair := shares(b, ladder.Config{Levels: []string{"random", "easy", "normal"}, Games: games, Seed: 21})
	for _, c := range []struct{ weak, strong, opponent string }{
		{"random", "easy", "easy"},
		{"easy", "normal", "normal"},
	} {
		// The Patrón's side: both against the same Factions.
		weak, strong := pair[[2]string{c.weak, c.opponent}].PatronShare(), pair[[2]string{c.strong, c.opponent}].PatronShare()
		b.ReportMetric(100*strong, "%-patron-"+c.strong+"-vs-"+c.opponent)
		if strong < weak+0.05 {
			b.Errorf("the Patrón against %s Factions: %s wins %.0f%%, %s %.0f%%; want %s ahead by 5 points",
				c.opponent, c.strong, 100*strong, c.weak, 100*weak, c.strong)
		}
		// The Factions' side: both against the same Patrón.
		weak, strong = pair[[2]string{c.opponent, c.weak}].FactionShare(), pair[[2]string{c.opponent, c.strong}].FactionShare()
		b.ReportMetric(100*strong, "%-factions-"+c.strong+"-vs-"+c.opponent)
		if strong < weak+0.05 {
			b.Errorf("the Factions against a %s Patrón: %s wins %.0f%%, %s %.0f%%; want %s ahead by 5 points",
				c.opponent, c.strong, 100*strong, c.weak, 100*weak, c.strong)
		}
	}
}

// Hard searches: on each side, against a Normal opponent, it wins more
// than Normal does, by 5 points at least (20 games a pair).
func BenchmarkHardBeatsNormal(b *testing.B) {
	const games = 20
	pair := shares(b, ladder.Config{Levels: []string{"normal", "hard"}, Games: games, Seed: 8,
		Only: func(p, f string) bool { return p == "normal" || f == "normal" }})
	nn := pair[[2]string{"normal", "normal"}]
	hp, hf := pair[[2]string{"hard", "normal"}], pair[[2]string{"normal", "hard"}]
	b.ReportMetric(100*nn.PatronShare(), "%-patron-normal")
	b.ReportMetric(100*hp.PatronShare(), "%-patron-hard")
	b.ReportMetric(100*nn.FactionShare(), "%-factions-normal")
	b.ReportMetric(100*hf.FactionShare(), "%-factions-hard")
	if hp.PatronShare() < nn.PatronShare()+0.05 {
		b.Errorf("the Patrón against Normal Factions: Hard wins %.0f%%, Normal %.0f%%", 100*hp.PatronShare(), 100*nn.PatronShare())
	}
	if hf.FactionShare() < nn.FactionShare()+0.05 {
		b.Errorf("the Factions against a Normal Patrón: Hard wins %.0f%%, Normal %.0f%%", 100*hf.FactionShare(), 100*nn.FactionShare())
	}
}
