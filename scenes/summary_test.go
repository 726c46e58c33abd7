package scenes

import (
	"strings"
	"testing"

	"patron/game"
	"patron/game/board"
	"patron/game/box"
	"patron/scenes/match"
	"patron/scenes/words"
)

// toSeasonStart plays a hotseat match with bot choices until the first
// real decision after its n-th End of Season.
func toSeasonStart(t *testing.T, seed uint64, n int) *match.Match {
	t.Helper()
	m := mustMatch(t, seed)
	if err := autoplay(m, board.NoLoc, func(d game.Decision) bool {
		return seasonEnds(m.Events) >= n && !d.Forced
	}); err != nil {
		t.Fatal(err)
	}
	if seasonEnds(m.Events) < n {
		t.Fatalf("seed %d: the game ended before End of Season %d, which the test reads", seed, n)
	}
	return m
}

// The summary tells each step of the End of Season in the engine's order,
// with the sentences of what happened: income, shipping and Labs, the
// hideout shown, objectives, Glory, the move; the Patrón's adds where he
// went.
func TestSummaryTellsTheEndOfSeasonInOrder(t *testing.T) {
	lang := words.English()
	for seed := uint64(1); seed <= 3; seed++ {
		m := toSeasonStart(t, seed, 1)
		pv := m.G.View(game.SeatPatron)
		fs := buildSummary(lang, m.Events, 1, &m.G.Pub, nil)
		ps := buildSummary(lang, m.Events, 1, &m.G.Pub, pv.Secret)
		if fs.Season != 1 {
			t.Fatalf("seed %d: the summary is of season %d", seed, fs.Season)
		}
		want := []string{words.SumTriggers, words.SumIncome, words.SumShipping, words.SumHideout, words.SumObjectives, words.SumGlory, words.SumMove}
		for i, w := range want {
			if i >= len(fs.Steps) || fs.Steps[i].Title != w {
				t.Fatalf("seed %d: step %d is not %q:\n%s", seed, i+1, w, fs.Text())
			}
		}
		text := fs.Text()
		for _, must := range []string{"The income marker moves to", "The Patrón was hiding at", "The Patrón may move up to", "Glory before:"} {
			if !strings.Contains(text, must) {
				t.Errorf("seed %d: the summary does not say %q:\n%s", seed, must, text)
			}
		}
		pt := ps.Text()
		if !strings.Contains(pt, "Only you know: you") {
			t.Errorf("seed %d: the Patrón's summary does not say where he went:\n%s", seed, pt)
		}
		if strings.Contains(text, "Only you know") {
			t.Errorf("seed %d: the Factions' summary says the Patrón's move:\n%s", seed, text)
		}
		if testing.Verbose() && seed == 1 {
			t.Logf("Factions:\n%s\nPatrón:\n%s", text, pt)
		}
	}
}

// Secrecy: the Factions' summary is the same on the Patrón's computer and
// on a Factions' machine, which never held a secret (the two games differ
// only in the Patrón's secrets), and names nothing he keeps hidden: his
// new hideout, his hand, his face-down objectives.
func TestFactionsSummaryHoldsNoSecret(t *testing.T) {
	for _, lang := range []*words.Lang{words.English(), words.Lookup("de")} {
		for seed := uint64(1); seed <= 4; seed++ {
			m := toSeasonStart(t, seed, 1)
			pm, err := m.FactionsCopy()
			if err != nil {
				t.Fatal(err)
			}
			mine := buildSummary(lang, m.Events, 1, &m.G.Pub, nil).Text()
			theirs := buildSummary(lang, pm.Events, 1, &pm.G.Pub, nil).Text()
			if mine != theirs {
				t.Fatalf("seed %d: the Factions' summary differs with the Patrón's secrets:\n%s\n---\n%s", seed, mine, theirs)
			}
			pv := m.G.View(game.SeatPatron)
			sec := pv.Secret
			var secrets []string
			if l := sec.Hideout; l != shownHideout(m.Events) {
				secrets = append(secrets, board.Map.Name[l])
			}
			for _, c := range sec.Hand {
				if !isFigureName(c.Info().Name) { // Velasco the card, Velasco the sicario on the map
					secrets = append(secrets, lang.Printer().Card(c))
				}
			}
			for _, slot := range sec.Objectives {
				for _, o := range slot {
					secrets = append(secrets, lang.Printer().Objective(o))
				}
			}
			for _, s := range secrets {
				if strings.Contains(mine, s) {
					t.Errorf("seed %d (%s): the Factions' summary names the secret %q:\n%s", seed, lang.Code(), s, mine)
				}
			}
		}
	}
}

// shownHideout is the last hideout the Patrón showed.
func shownHideout(evs []game.Event) board.Loc {
	l := board.NoLoc
	for _, e := range evs {
		if e.Kind == game.EvHideoutRevealed {
			l = e.Loc()
		}
	}
	return l
}

func isFigureName(s string) bool {
	for f := range box.NumFigures {
		if box.Figure(f).Name() == s {
			return true
		}
	}
	return false
}
