package box

import "testing"

// The card table matches COMPONENTS.md: 16 regular cards (two per regular
// sicario), León's and La Quica's cards, 5 silhouettes.
func TestSicarioCards(t *testing.T) {
	var perFigure [NumFigures]int
	silhouettes := 0
	for c := Card(0); c < NumCards; c++ {
		if c.Silhouette() {
			silhouettes++
		} else {
			perFigure[Cards[c].Figure]++
		}
		if back, err := ParseCard(c.String()); err != nil || back != c {
			t.Errorf("card %d id %q does not parse back", c, c)
		}
	}
	for f := Figure(0); f < NumRegularFigures; f++ {
		if perFigure[f] != 2 {
			t.Errorf("%s has %d cards, want 2", f, perFigure[f])
		}
	}
	if perFigure[Leon] != 1 || perFigure[LaQuica] != 1 || silhouettes != 5 {
		t.Errorf("León %d, La Quica %d, silhouettes %d", perFigure[Leon], perFigure[LaQuica], silhouettes)
	}
	if SnitchsSentence.PayFor(2) != 5 || FrameUp.Tiers() != 2 || Accountant.PayFor(1) != 2 || LoyalToTheEnd.Tiers() != 0 {
		t.Error("payments differ from COMPONENTS.md")
	}
}

// Income by track position (COMPONENTS.md, Lab income track).
func TestIncomeTable(t *testing.T) {
	want := map[int]int{0: 0, 1: 1, 2: 1, 3: 2, 4: 2, 5: 3, 7: 3, 8: 4, 10: 4, 11: 5, 14: 6, 17: 7, 19: 7, 20: 8}
	for pos, pay := range want {
		if got := Income(pos); got != pay {
			t.Errorf("income at %d = %d, want %d", pos, got, pay)
		}
	}
}

func TestDashboardAndTokens(t *testing.T) {
	if Purple.Range() != 2 || White.Range() != 3 || Black.Range() != 4 || Purple.Glory() != 3 {
		t.Error("slot values differ from COMPONENTS.md")
	}
	sum := 0
	for _, tok := range Tunables.Defense {
		sum += tok.Value()
	}
	if sum != 12 || TokenHostage.Value() != 2 || TokenBomb.Value() != 2 {
		t.Errorf("defense tokens sum %d", sum)
	}
	if !RangeInv.Fits(3) || RangeInv.Fits(2) || !Attack.Fits(1) || !RegionInv.Fits(1) {
		t.Error("action slots differ from COMPONENTS.md")
	}
	for h := Hunter(0); h < NumHunters; h++ {
		if h.Faction().Hunters()[h%2] != h {
			t.Errorf("%s is not among its faction's hunters", h)
		}
	}
}
