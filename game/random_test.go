package game

import (
	"math/rand/v2"
	"testing"
)

func TestRandomGamesSmoke(t *testing.T) {
	for seed := uint64(1); seed <= 200; seed++ {
		g, err := New(Options{Seed: seed, Players: 3, SeasonCap: 15}, ptr(SeedFrom(seed)))
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 7))
		var buf []Command
		for steps := 0; !g.Over(); steps++ {
			if steps > 100000 {
				t.Fatalf("seed %d: game does not end; pending %v", seed, g.Pending())
			}
			buf = g.Legal(buf[:0])
			if len(buf) == 0 {
				t.Fatalf("seed %d: no legal command at %v (stack %v)", seed, g.Pending(), g.Pub.stack[:g.Pub.depth])
			}
			c := buf[r.IntN(len(buf))]
			if _, err := g.Apply(c); err != nil {
				t.Fatalf("seed %d step %d: legal command %q refused: %v", seed, steps, c, err)
			}
		}
		t.Logf("seed %d: %v season %d glory %d captures %d", seed, g.Pub.Result, g.Pub.Season, g.Pub.Glory, g.Pub.Captures)
	}
}

func ptr[T any](v T) *T { return &v }
