package lan

import (
	"testing"
	"time"

	"patron/game"
)

// The same Sim is the same game alone, between machines over pipes and
// over QUIC: the final hashes agree, and every machine's audit is clean.
func TestASimIsTheSameGameEverywhere(t *testing.T) {
	for _, s := range []Sim{
		{Players: 2, PatronAtHost: true, Seed: 3, Bot: "normal", SeasonCap: 15},
		{Players: 3, PatronAtHost: false, Seed: 4, Bot: "normal", SeasonCap: 15},
		{Players: 5, PatronAtHost: false, Seed: 5, Bot: "normal", SeasonCap: 15},
		{Players: 5, PatronAtHost: true, Seed: 6, Bot: "random", SeasonCap: 15},
	} {
		g, err := s.Alone()
		if err != nil {
			t.Fatal(err)
		}
		for name, play := range map[string]func(time.Duration) (Run, error){"pipes": s.Piped, "QUIC": s.OverQUIC} {
			run, err := play(time.Minute)
			if err != nil {
				t.Fatalf("%+v %s: %v", s, name, err)
			}
			for i, o := range run.Outcomes {
				if o.Hash != g.PublicHash() || o.Commands != len(g.PublicLog()) || !o.Audited || !game.Fair(o.Findings) {
					t.Fatalf("%+v %s: machine %d ends with %+v; alone %016x after %d", s, name, i, o, g.PublicHash(), len(g.PublicLog()))
				}
			}
			rt := TripsOf(run.Traces)
			t.Logf("%d players %s: %d commands in %v; %d round trips, median %v (up %v, down %v), to all %v", s.Players, name,
				run.Outcomes[0].Commands, run.Took.Round(time.Millisecond), len(rt.Back), Quantile(rt.Back, .5),
				Quantile(rt.Up, .5), Quantile(rt.Down, .5), Quantile(rt.All, .5))
		}
	}
}

// The benchmarks play one 5-player game of greedy bots (the Patrón on a
// joiner), the same game each way: patron lan-sim runs it across
// processes.
var benchSim = Sim{Players: 5, Seed: 2, Bot: "normal", SeasonCap: 15}

func BenchmarkGameAlone(b *testing.B) {
	for b.Loop() {
		if _, err := benchSim.Alone(); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkGamePiped(b *testing.B) {
	for b.Loop() {
		if _, err := benchSim.Piped(time.Minute); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkGameOverQUIC(b *testing.B) {
	for b.Loop() {
		if _, err := benchSim.OverQUIC(time.Minute); err != nil {
			b.Fatal(err)
		}
	}
}
