package game

import (
	"math/rand/v2"
	"testing"
)

func ptr[T any](v T) *T { return &v }

// playRandom plays a whole game with uniformly random legal commands,
// calling check after every command.
func playRandom(t testing.TB, opts Options, secret uint64, r *rand.Rand, check func(g *Game, c Command, out *Outcome)) *Game {
	g, err := New(opts, ptr(SeedFrom(secret)))
	if err != nil {
		t.Fatal(err)
	}
	var buf []Command
	for steps := 0; !g.Over(); steps++ {
		if steps > 20000 {
			t.Fatalf("game does not end: %v", g)
		}
		buf = g.Legal(buf[:0])
		if len(buf) == 0 {
			t.Fatalf("no legal command at %v", g.Pending())
		}
		c := buf[r.IntN(len(buf))]
		out, err := g.Apply(c)
		if err != nil {
			t.Fatalf("legal command %q refused: %v", c, err)
		}
		if check != nil {
			check(g, c, out)
		}
	}
	return g
}

func gameCount(t *testing.T, n int) int {
	if testing.Short() {
		return n / 10
	}
	return n
}

// Thousands of random games never panic, never break an invariant, and
// always end (ruling R23's cap of 15 seasons makes a draw).
func TestRandomGamesKeepInvariants(t *testing.T) {
	n := gameCount(t, 2000)
	results := map[Side]int{}
	for i := 0; i < n; i++ {
		seed := uint64(i) + 1000
		opts := Options{Seed: seed, Players: 2 + i%4, SeasonCap: 15}
		r := rand.New(rand.NewPCG(seed, 3))
		var step int
		g := playRandom(t, opts, seed*7, r, func(g *Game, c Command, out *Outcome) {
			step++
			if err := g.CheckInvariants(); err != nil {
				t.Fatalf("seed %d step %d after %q: %v", seed, step, c, err)
			}
			if out.HasPublished && out.Published.Secret() {
				t.Fatalf("seed %d: a private form was published: %q", seed, out.Published)
			}
		})
		results[g.Pub.Result.Winner]++
	}
	t.Logf("%d games: %v", n, results)
}

// The same seeds and commands always give the same state hashes, on both
// kinds of machine (saves: game/savefile's tests).
func TestReplayGivesSameHash(t *testing.T) {
	for i := 0; i < gameCount(t, 200); i++ {
		seed := uint64(i) + 50
		opts := Options{Seed: seed, Players: 2 + i%4, SeasonCap: 15}
		g := playRandom(t, opts, seed, rand.New(rand.NewPCG(seed, 5)), nil)

		again, _ := New(opts, ptr(SeedFrom(seed)))
		for _, c := range g.Log() {
			if _, err := again.Apply(c); err != nil {
				t.Fatalf("replay: %q: %v", c, err)
			}
		}
		if again.PublicHash() != g.PublicHash() || again.SecretHash() != g.SecretHash() {
			t.Fatalf("seed %d: replay hashes differ", seed)
		}

		public, _ := New(opts, nil)
		for _, c := range g.PublicLog() {
			if _, err := public.Apply(c); err != nil {
				t.Fatalf("public replay: %q: %v", c, err)
			}
		}
		if public.PublicHash() != g.PublicHash() {
			t.Fatalf("seed %d: the public replay differs", seed)
		}

	}
}
