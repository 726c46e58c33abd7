package sim

import (
	"bytes"
	"strings"
	"testing"
)

// A run is reproducible: the same seed gives the same results.
func TestRunIsReproducible(t *testing.T) {
	cfg := Config{Games: 40, Seed: 7, Patron: "normal", Factions: "random", Players: 4}
	a, err := Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := Run(cfg)
	a.Elapsed, b.Elapsed = 0, 0
	if a != b {
		t.Fatalf("two runs differ: %+v vs %+v", a, b)
	}
	if a.Seasons < a.Games || a.Commands < 100*a.Games {
		t.Fatalf("implausible totals: %+v", a)
	}
	var out bytes.Buffer
	a.Elapsed = 1
	a.Report(&out, cfg)
	for _, want := range []string{"Patrón wins", "Faction wins", "draws", "mean seasons", "games/second"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, out.String())
		}
	}
}
