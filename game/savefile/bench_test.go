package savefile

import (
	"testing"

	"patron/game"
)

// longest is the longest of 40 random games: the autosave's worst case.
func longest(b *testing.B) *game.Game {
	var best *game.Game
	for seed := uint64(1); seed <= 40; seed++ {
		if g := randomGame(b, seed, 1_000_000); best == nil || len(g.Log()) > len(best.Log()) {
			best = g
		}
	}
	return best
}

// The cost of an autosave's encoding and of a load, on a long game.
func longGame(b *testing.B) ([]byte, int) {
	g := longest(b)
	data, err := Write(g, tableFor(g), WithSecrets, created, saved)
	if err != nil {
		b.Fatal(err)
	}
	return data, len(g.Log())
}

func BenchmarkWrite(b *testing.B) {
	g := longest(b)
	for b.Loop() {
		if _, err := Write(g, tableFor(g), WithSecrets, created, saved); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(g.Log())), "commands")
}

func BenchmarkLoad(b *testing.B) {
	data, n := longGame(b)
	for b.Loop() {
		if _, _, err := Load(data); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(n), "commands")
	b.ReportMetric(float64(len(data)), "bytes")
}
