package scenes

import (
	"slices"
	"strings"
	"testing"

	"patron/game"
	"patron/game/board"
	"patron/scenes/match"
	"patron/scenes/words"
)

// actionTable is the table, with its app, at the first decision of a
// kind in a game of seed, drawn once so that its targets register.
func actionTable(t *testing.T, seed uint64, stop func(m *match.Match, d game.Decision) bool) (*match.Match, *App, *Play) {
	t.Helper()
	m := mustMatch(t, seed)
	if err := autoplay(m, board.NoLoc, func(d game.Decision) bool { return stop(m, d) }); err != nil {
		t.Fatal(err)
	}
	a, p := tableApp(m)
	return m, a, p
}

// tableApp is the table of m's decision in a window-less app of the
// design's size, drawn once so that its targets register. A table staged
// at a Faction's optional window is one the players asked for: the table
// on request would pass it at once.
func tableApp(m *match.Match) (*App, *Play) {
	p := ShotPlay(m)
	p.calm = 0
	askStaged(p)
	a := NewApp(p, &Script{X: -1, Y: -1})
	a.Settings, a.Store = DefaultSettings(), nil
	a.Resize(DesignW, DesignH)
	drawPlay(a, p)
	return a, p
}

// useActionTable is the table at a Faction's choice of action with more
// than one choice, in a game of seed (ok false if the game ended first).
func useActionTable(t *testing.T, seed uint64) (m *match.Match, a *App, p *Play, ok bool) {
	m, a, p = actionTable(t, seed, func(m *match.Match, d game.Decision) bool {
		return d.Prompt == game.PromptUseAction && len(m.G.Legal(nil)) > 1
	})
	return m, a, p, !m.G.Over()
}

// clickTarget clicks the first target of a kind the table drew (keep
// chooses among them); it reports the target clicked, or false if none.
func clickTarget(t *testing.T, a *App, p *Play, kind hitKind, keep func(hit) bool) (hit, bool) {
	t.Helper()
	drawPlay(a, p)
	i := slices.IndexFunc(a.Targets(), func(tg Target) bool { return tg.Hit.kind == kind && keep(tg.Hit) })
	if i < 0 {
		return hit{}, false
	}
	tg := a.Targets()[i]
	in := &Input{X: tg.R.CX(), Y: tg.R.CY(), Click: true}
	if got := a.clickedHit(in); got != tg.Hit {
		t.Fatalf("the middle of %s is %s's", targetName(tg.Hit), targetName(got))
	}
	p.Update(a, in)
	return tg.Hit, true
}

// A Faction's choice of action, made on the Action dashboard itself: a
// click on an action's row narrows the choices to that action (every
// listed one takes it), and a click on an available card then places that
// card there: the command applied is "use <its value> <that action>".
func TestClickOnAnActionRowThenACardUsesIt(t *testing.T) {
	for seed := uint64(1); seed <= 8; seed++ {
		m, a, p, ok := useActionTable(t, seed)
		if !ok {
			continue
		}
		before, logged := m.Revision, len(m.G.Log())
		row, ok := clickTarget(t, a, p, hitAction, func(h hit) bool {
			n := 0
			for _, c := range m.G.Legal(nil) {
				if c.Args().Action == h.action {
					n++
				}
			}
			return n > 1 // an action that takes more than one card: the pick narrows
		})
		if !ok {
			continue
		}
		if m.Revision != before {
			t.Fatalf("seed %d: a row with several cards decided at once", seed)
		}
		vis := p.ch.visible()
		if len(vis) < 2 || slices.ContainsFunc(vis, func(c game.Command) bool { return c.Args().Action != row.action }) {
			t.Fatalf("seed %d: after a click on %v the choices are %v", seed, row.action, vis)
		}
		if hint := p.dashHint(words.English(), ""); !strings.Contains(hint, row.action.Name()) {
			t.Fatalf("seed %d: after a click on %v the prompt says %q", seed, row.action, hint)
		}
		avail := p.view.Public.Available
		card, ok := clickTarget(t, a, p, hitAvail, func(hit) bool { return true })
		if !ok {
			t.Fatalf("seed %d: no available card lit after the row %v", seed, row.action)
		}
		if m.Revision == before {
			t.Fatalf("seed %d: the card after the row decided nothing (%s)", seed, p.ch.signature())
		}
		c := m.G.Log()[logged]
		if args := c.Args(); c.Op != game.OpUse || args.Action != row.action || args.ActionCards[0] != avail[card.avail] {
			t.Fatalf("seed %d: the row %v and the card of %d decided %s", seed, row.action, avail[card.avail], c.Format())
		}
		return
	}
	t.Fatal("no table offered an action row taking several cards")
}

// A click on an available card first narrows to the uses of that card; a
// row whose one use is left then decides; the DEA's redraw of a card is
// picked on the card too.
func TestClickOnAnAvailableCardNarrowsToIt(t *testing.T) {
	for seed := uint64(1); seed <= 8; seed++ {
		m, a, p, ok := useActionTable(t, seed)
		if !ok {
			continue
		}
		if hint := p.dashHint(words.English(), ""); hint != words.PickOnBoard {
			t.Fatalf("seed %d: the choice of an action says %q", seed, hint)
		}
		before, logged := m.Revision, len(m.G.Log())
		pub := &p.view.Public
		card, ok := clickTarget(t, a, p, hitAvail, func(hit) bool { return true })
		if !ok {
			continue
		}
		v := pub.Available[card.avail]
		if m.Revision == before {
			for _, c := range p.ch.visible() {
				if c.Args().ActionCards[0] != v {
					t.Fatalf("seed %d: after the card of %d, %s is offered", seed, v, c.Format())
				}
			}
			if _, ok := clickTarget(t, a, p, hitAction, func(hit) bool { return true }); !ok {
				t.Fatalf("seed %d: no row lit after the card of %d", seed, v)
			}
		}
		if m.Revision == before {
			t.Fatalf("seed %d: the card and a row decided nothing (%s)", seed, p.ch.signature())
		}
		if c := m.G.Log()[logged]; c.Op != game.OpUse || c.Args().ActionCards[0] != v {
			t.Fatalf("seed %d: the card of %d decided %s", seed, v, c.Format())
		}
		return
	}
	t.Fatal("no table offered an available card to click")
}

// The DEA's redraw is picked on the cards: one card lit, clicked, narrows
// to the redraws that discard it; a second one decides.
func TestClickOnCardsRedraws(t *testing.T) {
	for seed := uint64(1); seed <= 12; seed++ {
		m, a, p := actionTable(t, seed, func(m *match.Match, d game.Decision) bool {
			if d.Prompt != game.PromptDEA || d.Seat != game.SeatDEA {
				return false
			}
			return slices.ContainsFunc(m.G.Legal(nil), func(c game.Command) bool { return c.Op == game.OpRedraw && c.Value2() > 0 })
		})
		if m.G.Over() {
			continue
		}
		before, logged := m.Revision, len(m.G.Log())
		pub := p.view.Public
		first, ok := clickTarget(t, a, p, hitAvail, func(hit) bool { return true })
		if !ok {
			t.Fatalf("seed %d: no card lit at the DEA's window: %v", seed, m.G.Legal(nil))
		}
		if m.Revision != before {
			t.Fatalf("seed %d: one card decided a redraw at once", seed)
		}
		second, ok := clickTarget(t, a, p, hitAvail, func(h hit) bool { return h.avail != first.avail })
		if !ok || m.Revision == before {
			t.Fatalf("seed %d: a second card decided nothing (%s)", seed, p.ch.signature())
		}
		c := m.G.Log()[logged]
		got := c.Args().ActionCards
		want := [2]int8{pub.Available[first.avail], pub.Available[second.avail]}
		if c.Op != game.OpRedraw || !(got == want || got == [2]int8{want[1], want[0]}) {
			t.Fatalf("seed %d: cards %d and %d (values %v) decided %s", seed, first.avail, second.avail, want, c.Format())
		}
		return
	}
	t.Fatal("no DEA window offered a redraw of two cards")
}
