package board

import "testing"

func adjacent(a, b string) bool { return Map.Adj[MustLoc(a)].Has(MustLoc(b)) }
func dist(a, b string) int      { return int(Map.Dist[MustLoc(a)][MustLoc(b)]) }
func isCity(a string) bool      { return Map.City.Has(MustLoc(a)) }
func isFarm(a string) bool      { return Map.Farm.Has(MustLoc(a)) }

func TestCounts(t *testing.T) {
	if got := Map.City.Count(); got != 27 {
		t.Errorf("cities = %d, want 27", got)
	}
	if got := Map.Farm.Count(); got != 27 {
		t.Errorf("farms = %d, want 27", got)
	}
	if got := Map.Airport.Count(); got != 6 {
		t.Errorf("airports = %d, want 6", got)
	}
	for r := Region(0); r < NumRegions; r++ {
		if got := Map.InRegion[r].Count(); got != 18 {
			t.Errorf("region %v has %d locations, want 18", r, got)
		}
	}
	if len(Map.Roads) != 97 {
		t.Errorf("roads = %d, want 97", len(Map.Roads))
	}
}

// The map facts that the rulebook examples fix (RULINGS.md, "Map facts").
func TestMapFactsFromExamples(t *testing.T) {
	for _, n := range []string{"C14", "A1", "A3", "O5"} {
		if !adjacent("A2", n) {
			t.Errorf("A2 should be adjacent to %s", n)
		}
	}
	for _, n := range []string{"A5", "O2"} {
		if adjacent("A2", n) {
			t.Errorf("A2 should not be adjacent to %s", n)
		}
	}
	if !isCity("A14") || !Map.Airport.Has(MustLoc("A14")) {
		t.Error("A14 should be a City with an airport")
	}
	if !isFarm("A8") || !isFarm("A12") {
		t.Error("A8 and A12 should be Farms")
	}
	if d := dist("A8", "A14"); d > 3 {
		t.Errorf("A8 is %d steps from A14, want ≤ 3", d)
	}
	if d := dist("A12", "A14"); d > 2 {
		t.Errorf("A12 is %d steps from A14, want ≤ 2", d)
	}
	if !isCity("A16") || dist("A16", "A11") > 2 || dist("A8", "A11") > 2 {
		t.Error("A16 should be a City within 2 of A11, as is A8")
	}
	if !isFarm("C12") || !isFarm("C14") || Map.Adj[MustLoc("C12")]&Map.Adj[MustLoc("C14")] == 0 {
		t.Error("C12 and C14 should be Farms with a common neighbour")
	}
	if !adjacent("C9", "C6") || !adjacent("O9", "A9") || !adjacent("A9", "O11") || !adjacent("A9", "A12") {
		t.Error("C9–C6, O9–A9, A9–O11 and A9–A12 should be roads")
	}
	cities := Of(MustLoc("A9"), MustLoc("O11"), MustLoc("O12"), MustLoc("O14"))
	if cities&Map.City != cities {
		t.Error("A9, O11, O12 and O14 should be Cities")
	}
	found := false
	for l := Loc(0); l < N; l++ {
		if cities&^(Map.Adj[l]|l.Bit()) == 0 {
			found = true
		}
	}
	if !found {
		t.Error("A9, O11, O12 and O14 should all be on or adjacent to one location")
	}
}

func TestDistancesAreSymmetricAndRoadsAreOne(t *testing.T) {
	for a := Loc(0); a < N; a++ {
		for b := Loc(0); b < N; b++ {
			if Map.Dist[a][b] != Map.Dist[b][a] {
				t.Fatalf("dist %v-%v asymmetric", a, b)
			}
			if (Map.Dist[a][b] == 1) != Map.Adj[a].Has(b) {
				t.Fatalf("dist %v-%v = %d disagrees with roads", a, b, Map.Dist[a][b])
			}
			if !Map.Within[a][Map.Dist[a][b]].Has(b) || (Map.Dist[a][b] > 0 && Map.Within[a][Map.Dist[a][b]-1].Has(b)) {
				t.Fatalf("Within disagrees with Dist for %v-%v", a, b)
			}
		}
	}
	if Map.Diameter != 12 {
		t.Errorf("diameter %d, want 12", Map.Diameter)
	}
}

func TestParseLoc(t *testing.T) {
	l, err := ParseLoc("a12")
	if err != nil || l.String() != "A12" {
		t.Fatalf("ParseLoc(a12) = %v, %v", l, err)
	}
	if _, err := ParseLoc("Z9"); err == nil {
		t.Fatal("ParseLoc(Z9) should fail")
	}
	if NoLoc.String() != "-" || NoLoc.Bit() != 0 {
		t.Fatal("NoLoc should print as - and have no bit")
	}
}
