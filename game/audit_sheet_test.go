package game

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// A Factions' computer rebuilds the Patrón's hiding sheet from his openings
// at the end: the same sheet his own computer kept, entry for entry; with
// a hideout's opening withheld, that hideout is missing from it.
func TestOpenedSheetIsThePatronsSheet(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		g, err := New(Options{Seed: seed, Players: 2 + int(seed%4), SeasonCap: 12}, &SecretOptions{})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 7))
		for steps := 0; steps < 20000 && !g.Over(); steps++ {
			legal := g.Legal(nil)
			if _, err := g.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		var log []string
		for _, c := range g.PublicLog() {
			log = append(log, c.Format())
		}
		var opens []OpeningText
		for _, o := range g.Sec.Openings {
			opens = append(opens, o.Text())
		}
		findings, got := AuditTextSheet(g.Pub.Opts, log, opens)
		if !Fair(findings) || !slices.Equal(got, g.Sec.Sheet) {
			t.Fatalf("seed %d: findings %v, opened sheet %v, his %v", seed, findings, got, g.Sec.Sheet)
		}
		withheld := slices.DeleteFunc(slices.Clone(opens), func(o OpeningText) bool { return o.Kind == hideoutKindText() })
		if _, sheet := AuditTextSheet(g.Pub.Opts, log, withheld); len(g.Sec.Sheet) > 0 && len(sheet) != 0 {
			t.Fatalf("seed %d: a sheet without the hideouts' openings", seed)
		}
	}
}

// hideoutKindText is how a hideout's opening names its kind.
func hideoutKindText() string { return Opening{Kind: CommitHideout}.Text().Kind }
