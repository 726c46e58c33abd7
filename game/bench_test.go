package game

import (
	"math/rand/v2"
	"testing"
)

// playFast plays one random game with no logging: the engine's own speed.
func playFast(seed uint64, r *rand.Rand, buf []Command) ([]Command, int) {
	g, _ := New(Options{Seed: seed, Players: 2, SeasonCap: 15}, ptr(SeedFrom(seed)))
	g.SetLogging(false)
	n := 0
	for !g.Over() {
		buf = g.Legal(buf[:0])
		g.Apply(buf[r.IntN(len(buf))])
		n++
	}
	return buf, n
}

// BenchmarkRandomGame plays whole games with uniformly random legal
// commands, the Patrón's secrets included. Goal: ≥ 20,000 games/s.
func BenchmarkRandomGame(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	buf := make([]Command, 0, 512)
	commands := 0
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		var n int
		buf, n = playFast(uint64(i), r, buf)
		commands += n
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(commands)/float64(b.N), "commands/game")
}

// recorded is a game's log and the positions it passes through, for the
// listing and apply benchmarks.
func recorded(b *testing.B, seed uint64) (*Game, []Command) {
	g, _ := New(Options{Seed: seed, Players: 2, SeasonCap: 15}, ptr(SeedFrom(seed)))
	start := g.Clone()
	r := rand.New(rand.NewPCG(seed, 3))
	var log []Command
	for !g.Over() {
		legal := g.Legal(nil)
		c := legal[r.IntN(len(legal))]
		log = append(log, c)
		g.Apply(c)
	}
	return start, log
}

// BenchmarkLegal lists the legal commands at every position of a game.
func BenchmarkLegal(b *testing.B) {
	start, log := recorded(b, 7)
	var positions []*Game
	g := start.Clone()
	for _, c := range log {
		positions = append(positions, g.Clone())
		g.Apply(c)
	}
	buf := make([]Command, 0, 512)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		buf = positions[i%len(positions)].Legal(buf[:0])
	}
}

// BenchmarkApply applies a recorded game's commands one by one, resetting
// to the start when the log runs out. Goal: no allocation per command.
func BenchmarkApply(b *testing.B) {
	start, log := recorded(b, 7)
	g := start.Clone()
	g.SetLogging(false)
	sec := *g.Sec
	sec.Openings = make([]Opening, 0, 256)
	sec.Sheet = make([]SheetEntry, 0, 64)
	reset := func() {
		g.Pub = start.Pub
		openings, sheet := sec.Openings[:0], sec.Sheet[:0]
		*g.Sec = *start.Sec
		g.Sec.Openings, g.Sec.Sheet = openings, sheet
	}
	reset()
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		k := i % len(log)
		if k == 0 {
			reset()
		}
		if _, err := g.Apply(log[k]); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPublicHash hashes the public state of a 5-player game a hundred
// commands in: every machine of a LAN table does it after every command.
func BenchmarkPublicHash(b *testing.B) {
	g, _ := New(Options{Seed: 3, Players: 5, SeasonCap: 15}, ptr(SeedFrom(3)))
	r := rand.New(rand.NewPCG(3, 9))
	for range 100 {
		legal := g.Legal(nil)
		g.Apply(legal[r.IntN(len(legal))])
	}
	b.ReportAllocs()
	for b.Loop() {
		g.PublicHash()
	}
}
