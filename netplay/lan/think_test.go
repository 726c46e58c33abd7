package lan

import (
	"testing"
	"time"

	"patron/netplay/session"
)

// A bot's thinking varies within Think × (1 ± Spread), the same from the
// same seed, so that simulated tables do not all move at one instant.
func TestThinkingVariesWithinItsSpread(t *testing.T) {
	draws := func(seed uint64) []time.Duration {
		pl := &Play{Think: 2 * time.Second, Spread: 0.5, Bots: session.Bots{Seed: seed}}
		var ds []time.Duration
		for range 200 {
			ds = append(ds, pl.wait())
		}
		return ds
	}
	a, b, c := draws(1), draws(1), draws(2)
	lo, hi := a[0], a[0]
	for i, d := range a {
		if d < time.Second || d > 3*time.Second {
			t.Fatalf("wait %d: %v, outside 1 s to 3 s", i, d)
		}
		if d != b[i] {
			t.Fatalf("wait %d differs from the same seed: %v and %v", i, d, b[i])
		}
		lo, hi = min(lo, d), max(hi, d)
	}
	if hi-lo < time.Second {
		t.Errorf("200 waits spread over %v only", hi-lo)
	}
	if a[0] == c[0] && a[1] == c[1] {
		t.Error("two seeds gave the same waits")
	}
	if d := (&Play{Think: time.Second}).wait(); d != time.Second {
		t.Errorf("no spread: waited %v, want Think", d)
	}
}
