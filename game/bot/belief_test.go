package bot

import (
	"math"
	"os"
	"testing"

	"patron/game"
	"patron/game/board"
	"patron/game/box"
)

// sample is one Faction decision: the features of every place the Patrón
// may be, and which is his hideout.
type sample struct {
	feats [][numFeatures]float64
	truth int
}

// samples plays games of a Patrón level against Normal Factions and keeps,
// at each choice of the Faction to act with more than one place possible,
// the features of the possible places and which one hides him.
func samples(t testing.TB, patron string, games int, seed uint64) []sample {
	t.Helper()
	var out []sample
	for i := range games {
		s := seed + uint64(i)
		sec := game.SeedFrom(s)
		g, err := game.New(game.Options{Seed: s, Players: 2, SeasonCap: box.SimSeasonCap}, &sec)
		if err != nil {
			t.Fatal(err)
		}
		pb, _ := New(patron, true, s)
		fb, _ := New("normal", false, s+1)
		PlayOut(t, g, pb, fb, func(d game.Decision, v *game.View) (game.Command, bool) {
			if d.Prompt == game.PromptChooseFaction && g.Pub.Season > 0 && g.Pub.Possible.Count() > 1 {
				var sm sample
				for r := g.Pub.Possible; r != 0; {
					l := r.Next(&r)
					if l == g.Sec.Hideout {
						sm.truth = len(sm.feats)
					}
					sm.feats = append(sm.feats, features(&g.Pub, l))
				}
				out = append(out, sm)
			}
			return game.Command{}, false
		})
	}
	return out
}

// logits are the weighted features of a sample's places, and their
// greatest.
func logits(s sample, w *[numFeatures]float64) (scores []float64, top float64) {
	top, scores = math.Inf(-1), make([]float64, len(s.feats))
	for i, f := range s.feats {
		for k := range f {
			scores[i] += w[k] * f[k]
		}
		top = max(top, scores[i])
	}
	return scores, top
}

// logLikelihood is the mean log-probability the weights give the true
// hideouts.
func logLikelihood(ss []sample, w *[numFeatures]float64) float64 {
	sum := 0.0
	for _, s := range ss {
		scores, top := logits(s, w)
		z := 0.0
		for _, x := range scores {
			z += math.Exp(x - top)
		}
		sum += scores[s.truth] - top - math.Log(z)
	}
	return sum / float64(len(ss))
}

// fit is gradient ascent on the log-likelihood.
func fit(ss []sample) [numFeatures]float64 {
	var w [numFeatures]float64
	for range 400 {
		var grad [numFeatures]float64
		for _, s := range ss {
			scores, top := logits(s, &w)
			z := 0.0
			for i := range scores {
				scores[i] = math.Exp(scores[i] - top)
				z += scores[i]
			}
			for i, f := range s.feats {
				for k := range f {
					grad[k] -= scores[i] / z * f[k]
				}
			}
			for k := range grad {
				grad[k] += s.feats[s.truth][k]
			}
		}
		for k := range w {
			w[k] += 0.5 * grad[k] / float64(len(ss))
		}
	}
	return w
}

// TestFitBeliefs fits beliefWeights: PATRON_FIT_BELIEFS=1 go test -run
// FitBeliefs -v ./game/bot prints them, from games of the Normal, Hard and
// Expert Patróns against Normal Factions, and how well the weights in use
// and the new ones foretell each Patrón's hideouts in games of his that
// neither was fitted on (about two minutes of a core). A change to how a
// Patrón hides calls for a refit: the weights learn where he hides.
func TestFitBeliefs(t *testing.T) {
	if os.Getenv("PATRON_FIT_BELIEFS") == "" {
		t.Skip("set PATRON_FIT_BELIEFS=1 to fit the belief weights")
	}
	ss := append(append(samples(t, "normal", 300, 5000), samples(t, "hard", 150, 6000)...), samples(t, "expert", 150, 7000)...)
	w := fit(ss)
	uniform := &[numFeatures]float64{}
	t.Logf("%d decisions: log-likelihood %.3f with the new weights, %.3f with those in use, %.3f uniform",
		len(ss), logLikelihood(ss, &w), logLikelihood(ss, &beliefWeights), logLikelihood(ss, uniform))
	for _, held := range []struct {
		patron string
		games  int
		seed   uint64
	}{{"normal", 150, 9000}, {"hard", 80, 9500}, {"expert", 80, 9700}} {
		hs := samples(t, held.patron, held.games, held.seed)
		t.Logf("held out, the %s Patrón, %d decisions: %.3f new, %.3f in use, %.3f uniform", held.patron,
			len(hs), logLikelihood(hs, &w), logLikelihood(hs, &beliefWeights), logLikelihood(hs, uniform))
	}
	t.Logf("beliefWeights = %#v", w)
}

// The beliefs make the true hideout likelier than a uniform draw does, in
// games they were not fitted on (seeds 9000 on; fitted on 5000 to 7149),
// by as much as a fit on today's Patrón gives: 0.87 nats when refitted on
// 2026-12-04, against 0.66 for the first fit by then, made before the
// Normal Patrón learnt to hide from raids. A change to how he hides that
// leaves the beliefs behind fails here: refit them (TestFitBeliefs).
func TestBeliefsFavourTheHideout(t *testing.T) {
	ss := samples(t, "normal", 80, 9000)
	if len(ss) < 100 {
		t.Fatalf("only %d decisions", len(ss))
	}
	got, uniform := logLikelihood(ss, &beliefWeights), logLikelihood(ss, &[numFeatures]float64{})
	t.Logf("%d decisions: log-likelihood %.3f with the beliefs, %.3f uniform", len(ss), got, uniform)
	if got < uniform+0.75 {
		t.Fatalf("the beliefs give the hideout log-likelihood %.3f, uniform %.3f: want 0.75 more (refit them: TestFitBeliefs)", got, uniform)
	}
}

// A belief sums to one over the possible places.
func TestBeliefIsADistributionOverThePossiblePlaces(t *testing.T) {
	sec := game.SeedFrom(3)
	g, _ := game.New(game.Options{Seed: 3, Players: 2, SeasonCap: box.SimSeasonCap}, &sec)
	g.Pub.Possible = board.Map.City
	b := BeliefOf(&g.Pub)
	sum := 0.0
	for i, l := range b.Locs {
		if !board.Map.City.Has(l) {
			t.Fatalf("%v is not possible", l)
		}
		sum += b.Weights[i]
	}
	if math.Abs(sum-1) > 1e-9 || len(b.Locs) != board.Map.City.Count() {
		t.Fatalf("weights sum to %v over %d places", sum, len(b.Locs))
	}
}
