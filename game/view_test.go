package game

import (
	"math/rand/v2"
	"reflect"
	"testing"
)

// ViewFor, given the decision and the legal commands a playout listed
// first, builds the same view as ViewInto, at every position of random
// games, for the Patrón's decisions and the Factions' alike.
func TestViewForIsViewInto(t *testing.T) {
	for seed := uint64(1); seed <= 5; seed++ {
		g, _ := New(Options{Seed: seed, Players: 2, SeasonCap: 15}, ptr(SeedFrom(seed)))
		r := rand.New(rand.NewPCG(seed, 4))
		var into, fromLegal View
		for n := 0; !g.Over(); n++ {
			d := g.Pending()
			g.ViewInto(d.Seat, &into)
			fromLegal.Legal = g.Legal(fromLegal.Legal[:0])
			g.ViewFor(d, &fromLegal)
			if !reflect.DeepEqual(into, fromLegal) {
				t.Fatalf("seed %d, command %d: ViewFor gives\n%+v\nViewInto\n%+v", seed, n, fromLegal, into)
			}
			if _, err := g.Apply(into.Legal[r.IntN(len(into.Legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}
