package scenes

import (
	"testing"

	"patron/game"
	"patron/game/board"
	"patron/game/box"
	"patron/scenes/match"
	"patron/scenes/words"
)

// A table at the Patrón's first placement, with several sicarios he may
// place: picking a place narrows the choices to that place, a place with
// one choice decides at once, and a place nothing points at changes
// nothing.
func TestChoicesNarrowByPlace(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		m := mustMatch(t, seed)
		if err := autoplay(m, board.NoLoc, func(d game.Decision) bool { return d.Prompt == game.PromptPlace }); err != nil {
			t.Fatal(err)
		}
		if m.G.Over() {
			continue
		}
		v := m.G.View(game.SeatPatron)
		var ch choices
		ch.reset(v.Legal)
		count := map[board.Loc]int{}
		for _, c := range v.Legal {
			count[c.Args().Loc]++
		}
		for l := range board.N {
			loc := board.Loc(l)
			ch.clear()
			c, done := ch.pickLoc(loc)
			switch n := count[loc]; {
			case n == 0:
				if done || ch.loc != board.NoLoc {
					t.Fatalf("seed %d: picking %s, where nothing can go, changed the pick", seed, loc)
				}
			case n == 1:
				if !done || c.Args().Loc != loc {
					t.Fatalf("seed %d: the one choice at %s was not taken", seed, loc)
				}
			default:
				if done || len(ch.visible()) != n {
					t.Fatalf("seed %d: %s narrows to %d choices, want %d", seed, loc, len(ch.visible()), n)
				}
				for _, c := range ch.visible() {
					if c.Args().Loc != loc {
						t.Fatalf("seed %d: %s kept %s", seed, loc, c.Format())
					}
				}
				return // one narrowing place seen: enough
			}
		}
	}
	t.Fatal("no placement with two sicarios for one place in 40 seeds: the narrowing is not checked")
}

// Cards in the hand narrow the Patrón's play to that card.
func TestChoicesNarrowByCard(t *testing.T) {
	m := mustMatch(t, 5)
	if err := autoplay(m, board.NoLoc, func(d game.Decision) bool { return d.Prompt == game.PromptPlay }); err != nil {
		t.Fatal(err)
	}
	v := m.G.View(game.SeatPatron)
	var ch choices
	ch.reset(v.Legal)
	cards := ch.targets(&v.Public).Cards
	if len(cards) == 0 {
		t.Fatal("no card is a target at the Patrón's play")
	}
	for card := range cards {
		ch.clear()
		c, done := ch.pickCard(card)
		for _, cmd := range ch.visible() {
			if cmd.Args().Card != card {
				t.Errorf("picking %s kept %s", card, cmd.Format())
			}
		}
		if done && c.Args().Card != card {
			t.Errorf("picking %s chose %s", card, c.Format())
		}
	}
	ch.clear()
	if _, done := ch.pickCard(box.Card(99)); done || ch.card != box.NoCard {
		t.Error("a card not in the hand changed the pick")
	}
}

func mustMatch(t *testing.T, seed uint64) *match.Match {
	t.Helper()
	m, err := match.New(HotseatSetup(words.English(), seed))
	if err != nil {
		t.Fatal(err)
	}
	return m
}
