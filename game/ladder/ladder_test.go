package ladder

import "testing"

// A ladder's tallies add up, and do not depend on how many games run at
// once: game k of a pair is the same game on one worker or many.
func TestTalliesDoNotDependOnWorkers(t *testing.T) {
	cfg := Config{Levels: []string{"random", "normal"}, Games: 40, Seed: 5}
	one, err := Run(Config{Levels: cfg.Levels, Games: cfg.Games, Seed: cfg.Seed, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	many, err := Run(Config{Levels: cfg.Levels, Games: cfg.Games, Seed: cfg.Seed, Workers: 7})
	if err != nil {
		t.Fatal(err)
	}
	if len(one) != 4 {
		t.Fatalf("%d pairs for 2 levels", len(one))
	}
	for i := range one {
		p := one[i]
		if p != many[i] {
			t.Fatalf("one worker %+v, seven %+v", p, many[i])
		}
		if p.Games != 40 || p.PatronWins+p.FactionWins+p.Draws != 40 || p.Seasons < 40 {
			t.Fatalf("%+v does not add up", p)
		}
	}
	if one[0].Patron != "random" || one[0].Factions != "random" || one[1].Factions != "normal" {
		t.Fatalf("pairs out of order: %+v", one)
	}
}

func TestUnknownLevelsAndNoGames(t *testing.T) {
	if _, err := Run(Config{Levels: []string{"genius"}, Games: 1}); err == nil {
		t.Fatal("an unknown level is accepted")
	}
	if _, err := Run(Config{Games: 0}); err == nil {
		t.Fatal("a ladder of no games is accepted")
	}
}

func TestOnlyKeepsThePairsAsked(t *testing.T) {
	pairs, err := Run(Config{Levels: []string{"random", "easy", "normal"}, Games: 2, Seed: 1,
		Only: func(p, f string) bool { return p == "easy" }})
	if err != nil {
		t.Fatal(err)
	}
	if len(pairs) != 3 {
		t.Fatalf("%d pairs, want the 3 with an Easy Patrón", len(pairs))
	}
	for _, p := range pairs {
		if p.Patron != "easy" {
			t.Fatalf("a pair not asked for: %+v", p)
		}
	}
}

// A long run played in pieces (First) is the same games as one run: the
// pieces' tallies add up to the whole's.
func TestPiecesAddUpToTheWholeRun(t *testing.T) {
	levels := []string{"random", "easy"}
	whole, err := Run(Config{Levels: levels, Games: 12, Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	first, err := Run(Config{Levels: levels, Games: 5, Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	rest, err := Run(Config{Levels: levels, Games: 7, Seed: 9, First: 5})
	if err != nil {
		t.Fatal(err)
	}
	for i, w := range whole {
		sum := first[i]
		sum.Games += rest[i].Games
		sum.PatronWins += rest[i].PatronWins
		sum.FactionWins += rest[i].FactionWins
		sum.Draws += rest[i].Draws
		sum.Seasons += rest[i].Seasons
		if sum != w {
			t.Fatalf("pieces %+v and %+v, whole %+v", first[i], rest[i], w)
		}
	}
	if _, err := Run(Config{Levels: levels, Games: 1, First: -1}); err == nil {
		t.Fatal("a negative first game is accepted")
	}
}
