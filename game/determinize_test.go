package game

import (
	"math/rand/v2"
	"slices"
	"testing"

	"patron/game/board"
)

// A determinization of any seat's view is a whole, legal game: it keeps
// every invariant, offers the deciding seat exactly the commands its view
// lists, and plays on to an end with random commands.
func TestDeterminizedGamesArePlayable(t *testing.T) {
	n := gameCount(t, 200)
	made := 0
	for i := 0; i < n; i++ {
		seed := uint64(i) + 500
		r := rand.New(rand.NewPCG(seed, 9))
		step := 0
		playRandom(t, Options{Seed: seed, Players: 2 + i%4, SeasonCap: 15}, seed*3, r, func(g *Game, c Command, out *Outcome) {
			step++
			if g.Over() || g.Pub.Season == 0 || step%17 != 0 {
				return
			}
			d := g.Pending()
			v := g.View(d.Seat)
			hideout := board.NoLoc
			if d.Seat != SeatPatron {
				poss := g.Pub.Possible
				k := r.IntN(poss.Count())
				for x := poss; ; k-- {
					if l := x.Next(&x); k == 0 {
						hideout = l
						break
					}
				}
			}
			dg, err := Determinize(&v, hideout, seed+uint64(step))
			if err != nil {
				t.Fatalf("seed %d step %d: %v", seed, step, err)
			}
			made++
			if err := dg.CheckInvariants(); err != nil {
				t.Fatalf("seed %d step %d: the determinized game: %v", seed, step, err)
			}
			if dg.Pending() != d {
				t.Fatalf("seed %d step %d: waits for %+v, the view for %+v", seed, step, dg.Pending(), d)
			}
			// The same choices; a reveal carries the determinized game's own salt.
			if got := dg.Legal(nil); !slices.EqualFunc(got, v.Legal, sameChoice) {
				t.Fatalf("seed %d step %d: legal %v, the view lists %v", seed, step, got, v.Legal)
			}
			if d.Seat != SeatPatron && dg.Sec.Hideout != hideout {
				t.Fatalf("seed %d step %d: hides at %v, not the drawn %v", seed, step, dg.Sec.Hideout, hideout)
			}
			for k := 0; !dg.Over(); k++ {
				legal := dg.Legal(nil)
				c := legal[r.IntN(len(legal))]
				if _, err := dg.Apply(c); err != nil {
					t.Fatalf("seed %d step %d, %d commands on: %q refused: %v", seed, step, k, c, err)
				}
				if err := dg.CheckInvariants(); err != nil {
					t.Fatalf("seed %d step %d, %d commands on after %q: %v", seed, step, k, c, err)
				}
			}
		})
	}
	if made < n {
		t.Fatalf("only %d determinizations in %d games", made, n)
	}
}

// What a Faction's view does not show cannot change its determinization:
// the same view, hideout and seed give the same game.
func TestDeterminizeDependsOnTheViewOnly(t *testing.T) {
	g, err := New(Options{Seed: 77, Players: 3, SeasonCap: 15}, ptr(SeedFrom(1)))
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(77, 1))
	for g.Pub.Season < 2 || g.Pending().Seat == SeatPatron {
		legal := g.Legal(nil)
		if _, err := g.Apply(legal[r.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	v := g.View(g.Pending().Seat)
	other := g.Clone() // other secrets behind the same view
	other.Sec.Hideout = (other.Sec.Hideout + 1) % board.N
	other.Sec.Defense[0], other.Sec.Defense[1] = other.Sec.Defense[1], other.Sec.Defense[0]
	w := other.View(other.Pending().Seat)
	poss := v.Public.Possible
	h := poss.Next(&poss)
	a, err := Determinize(&v, h, 5)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Determinize(&w, h, 5)
	if err != nil {
		t.Fatal(err)
	}
	if a.PublicHash() != b.PublicHash() || a.Sec.Defense != b.Sec.Defense || a.Sec.Hand != b.Sec.Hand ||
		a.Sec.Deck != b.Sec.Deck || a.Sec.Objectives != b.Sec.Objectives {
		t.Fatal("two games with the same view determinize differently")
	}
}

func sameChoice(a, b Command) bool {
	return a.Op == b.Op && a.A == b.A && a.B == b.B && a.C == b.C && (a.Digests == nil) == (b.Digests == nil)
}
