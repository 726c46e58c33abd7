package cli

import (
	"bytes"
	"encoding/json"
	"testing"

	"patron/game/ladder"
)

// patron ladder --json prints one object a pair with the fields the issue
// names.
func TestLadderJSONLines(t *testing.T) {
	pairs, err := ladder.Run(ladder.Config{Levels: []string{"random", "easy"}, Games: 6, Seed: 2})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	printLadderJSON(&buf, pairs)
	dec := json.NewDecoder(&buf)
	n := 0
	for dec.More() {
		var row map[string]any
		if err := dec.Decode(&row); err != nil {
			t.Fatal(err)
		}
		for _, k := range []string{"patron", "factions", "games", "patron_wins", "faction_wins", "draws", "mean_seasons"} {
			if _, ok := row[k]; !ok {
				t.Fatalf("row %d has no %q: %v", n, k, row)
			}
		}
		if row["games"].(float64) != 6 {
			t.Fatalf("row %d: %v games", n, row["games"])
		}
		n++
	}
	if n != 4 {
		t.Fatalf("%d rows for 2 levels", n)
	}
}

func TestLadderBadFlags(t *testing.T) {
	for _, args := range [][]string{{"--games", "0"}, {"--from", "-1"}, {"--levels", "genius"}, {"--levels", ","}, {"--players", "9"}, {"extra"},
		{"--pairs", "easy"}, {"--pairs", "easy:genius"}, {"--levels", "easy", "--pairs", "easy:normal"}} {
		if code := Ladder(args); code != 2 {
			t.Errorf("patron ladder %v: exit %d, want 2", args, code)
		}
	}
}

// --pairs keeps only the pairs it names, in the ladder's order.
func TestLadderPairs(t *testing.T) {
	keep, err := ladderPairs("normal:easy, easy:easy", []string{"easy", "normal"})
	if err != nil {
		t.Fatal(err)
	}
	pairs, err := ladder.Run(ladder.Config{Levels: []string{"easy", "normal"}, Games: 2, Seed: 2,
		Only: func(p, f string) bool { return keep[[2]string{p, f}] }})
	if err != nil {
		t.Fatal(err)
	}
	if len(pairs) != 2 || pairs[0].Patron != "easy" || pairs[0].Factions != "easy" || pairs[1].Patron != "normal" || pairs[1].Factions != "easy" {
		t.Fatalf("pairs played: %+v", pairs)
	}
}
