package scenes

import (
	"strings"
	"testing"

	"patron/game"
	"patron/game/board"
	"patron/scenes/words"
)

// A click on a place next to the moving hunter that he may not step to (a
// Controlled City, a sicario's place: the playtest's neighbour that did
// nothing) says why, with the engine's refusal, and decides nothing; while
// the mouse rests on it, its name says the same.
func TestClickOnABlockedNeighbourSaysWhy(t *testing.T) {
	lang := words.English()
	for seed := uint64(1); seed <= 12; seed++ {
		m := mustMatch(t, seed)
		if err := autoplay(m, board.NoLoc, func(d game.Decision) bool {
			return d.Prompt == game.PromptHunterStep && m.G.BlockedSteps() != 0
		}); err != nil {
			t.Fatal(err)
		}
		if m.G.Over() {
			continue
		}
		a, p := tableApp(m)
		for r := m.G.BlockedSteps(); r != 0; {
			l := r.Next(&r)
			x, y := p.board.Proj.Loc[l][0], p.board.Proj.Loc[l][1]
			in := &Input{X: x, Y: y, Click: true}
			if !p.mapView.Contains(x, y) || a.clickedHit(in).kind != hitNone || p.board.LocAt(x, y) != l {
				continue // another target lies over it
			}
			before := m.Revision
			p.Update(a, in)
			want := problemText(lang, m.G.StepRefusal(l))
			if m.Revision != before {
				t.Fatalf("seed %d: a click on the blocked %v decided something", seed, l)
			}
			if p.err == "" || p.err != want || !strings.Contains(p.err, board.Map.Name[l]) {
				t.Fatalf("seed %d: a click on the blocked %v shows %q, want %q", seed, l, p.err, want)
			}
			if why := p.blockedWhy(lang, l); !strings.Contains(why, board.Map.Name[l]) {
				t.Fatalf("seed %d: resting on the blocked %v says %q", seed, l, why)
			}
			// A place the hunter may step to says nothing of the kind.
			for _, c := range m.G.Legal(nil) {
				if c.Op == game.OpStep {
					if why := p.blockedWhy(lang, c.Args().Loc); why != "" {
						t.Fatalf("seed %d: the open step %v says %q", seed, c.Args().Loc, why)
					}
				}
			}
			return
		}
	}
	t.Fatal("no table had a blocked neighbour to click")
}
