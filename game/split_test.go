package game

import (
	"math/rand/v2"
	"testing"
)

// A Factions' machine that applies only the published commands reaches the
// same public state as the Patrón's machine, step by step, and lists the
// same legal commands for every faction seat.
func TestPublicMachineFollowsPatron(t *testing.T) {
	for seed := uint64(1); seed <= 300; seed++ {
		opts := Options{Seed: seed, Players: 2 + int(seed%4), SeasonCap: 15}
		full, err := New(opts, ptr(SeedFrom(seed*31)))
		if err != nil {
			t.Fatal(err)
		}
		pub, _ := New(opts, nil)
		r := rand.New(rand.NewPCG(seed, 99))
		var a, b []Command
		for step := 0; !full.Over(); step++ {
			if full.PublicHash() != pub.PublicHash() {
				t.Fatalf("seed %d step %d: public states differ", seed, step)
			}
			d := full.Pending()
			if pd := pub.Pending(); pd.Seat != d.Seat || pd.Prompt != d.Prompt {
				t.Fatalf("seed %d step %d: pending %v vs %v", seed, step, d, pd)
			}
			a = full.Legal(a[:0])
			if d.Seat != SeatPatron {
				b = pub.Legal(b[:0])
				if len(a) != len(b) {
					t.Fatalf("seed %d step %d: %d legal commands vs %d", seed, step, len(a), len(b))
				}
				for i := range a {
					if !a[i].Equal(b[i]) {
						t.Fatalf("seed %d step %d: legal %q vs %q", seed, step, a[i], b[i])
					}
				}
			}
			c := a[r.IntN(len(a))]
			out, err := full.Apply(c)
			if err != nil {
				t.Fatalf("seed %d step %d: %q: %v", seed, step, c, err)
			}
			if !out.HasPublished {
				continue
			}
			if _, err := pub.Apply(out.Published.Clone()); err != nil {
				t.Fatalf("seed %d step %d: public machine refuses %q (from %q): %v", seed, step, out.Published, c, err)
			}
		}
		if !pub.Over() || pub.Pub.Result != full.Pub.Result {
			t.Fatalf("seed %d: results differ", seed)
		}
	}
}
