package game

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"patron/game/board"
)

// masked is the public state with the commitments blanked: they are the
// only public values a secret may change (and they are salted hashes).
func masked(g *Game) Public {
	p := g.Pub
	p.DeckDigest, p.HideDigest, p.ObjDeckDigest = Digest{}, Digest{}, Digest{}
	for i := range p.ObjSlots {
		p.ObjSlots[i].Digests = [4]Digest{}
	}
	for i := range p.Defense {
		p.Defense[i].Digest = Digest{}
	}
	return p
}

// Two games that differ only in the Patrón's hideout look the same to the
// Factions (views and events) for as long as his public choices are the
// same: nothing secret leaks before a reveal.
func TestFactionsSeeNothingOfTheHideout(t *testing.T) {
	compared := 0
	for seed := uint64(1); seed <= 200; seed++ {
		opts := Options{Seed: seed, Players: 4}
		a, _ := New(opts, ptr(SeedFrom(seed)))
		b, _ := New(opts, ptr(SeedFrom(seed)))
		hides := [2]board.Loc{board.Loc(seed % board.N), board.Loc((seed*7 + 3) % board.N)}
		if hides[0] == hides[1] {
			continue
		}
		r := rand.New(rand.NewPCG(seed, 1))
		for step := 0; step < 400 && !a.Over(); step++ {
			var c [2]Command
			if a.Pending().Prompt == PromptHide && a.Pub.Season == 0 {
				c[0], c[1] = Cmd(OpHide, int8(hides[0])), Cmd(OpHide, int8(hides[1]))
			} else {
				common := commonLegal(a, b)
				if len(common) == 0 {
					break // a forced answer or reveal differs: the rules reveal it now
				}
				c[0] = common[r.IntN(len(common))]
				c[1] = c[0]
			}
			outA, errA := a.Apply(c[0])
			outB, errB := b.Apply(c[1])
			if errA != nil || errB != nil {
				t.Fatalf("seed %d: %v / %v", seed, errA, errB)
			}
			if !reflect.DeepEqual(outA.Events, outB.Events) {
				t.Fatalf("seed %d step %d: the Factions' events differ: %v vs %v", seed, step, outA.Events, outB.Events)
			}
			va, vb := a.View(SeatDEA), b.View(SeatDEA)
			if va.Secret != nil || vb.Secret != nil {
				t.Fatal("a Factions' view holds secrets")
			}
			if !reflect.DeepEqual(masked(a), masked(b)) {
				t.Fatalf("seed %d step %d after %q: the public states differ beyond commitments", seed, step, c[0])
			}
			compared++
		}
	}
	if compared < 1000 {
		t.Fatalf("only %d steps compared", compared)
	}
}

func commonLegal(a, b *Game) []Command {
	var out []Command
	la, lb := a.Legal(nil), b.Legal(nil)
	for _, x := range la {
		for _, y := range lb {
			if x.Equal(y) {
				out = append(out, x)
				break
			}
		}
	}
	return out
}

// Views: the Patrón's seat sees his secrets on his machine; no other seat
// does, and a Factions' machine has none to show.
func TestViewsHoldSecretsOnlyForThePatron(t *testing.T) {
	s := newScen(t)
	if v := s.g.View(SeatPatron); v.Secret == nil || v.Secret.Hideout != s.g.Sec.Hideout || len(v.Secret.Hand) != 5 {
		t.Fatalf("the Patrón's view: %+v", v.Secret)
	}
	for seat := SeatDEA; seat < NumSeats; seat++ {
		if s.g.View(seat).Secret != nil {
			t.Fatalf("%s sees secrets", seat)
		}
	}
	pub := s.g.PublicOnly()
	if pub.Sec != nil || pub.View(SeatPatron).Secret != nil || len(pub.Legal(nil)) != 0 {
		t.Fatal("a Factions' machine holds or lists the Patrón's secrets")
	}
	if v := s.g.View(SeatDEA); v.Legal != nil {
		t.Fatal("a seat that does not decide gets legal commands")
	}
}
