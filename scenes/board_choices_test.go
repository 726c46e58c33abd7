package scenes

import (
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/game/board"
	"patron/game/box"
	"patron/render/mapview"
	"patron/scenes/words"
)

// Every choice that names something of the table (a place, a figure, a
// sicario, a card, an action or an Action card, a Faction) can be made by
// clicks on the table alone, in every kind of decision the gallery stages
// (its prompt-* screens): a prompt that says "pick a highlighted place or
// figure" always has one lit to pick. (Choosing which Faction acts had
// nothing lit and took no click on a Faction.)
func TestEveryChoiceCanBeMadeOnTheBoard(t *testing.T) {
	lang := words.English()
	off := ebiten.NewImage(DesignW, DesignH)
	kinds, choices := 0, 0
	err := CaptureSome(lang, 1, board.NoLoc, func(group string) bool { return group != lanShots }, func(st Still) error {
		p, ok := st.Scene.(*Play)
		if !strings.HasPrefix(st.Name, "prompt-") || !ok || !p.mine() {
			return nil
		}
		st.MouseX, st.MouseY = -100, -100
		a := st.Open(Look{Lang: lang, W: DesignW, H: DesignH, Dry: true})
		kinds++
		var lost []string
		for _, c := range slices.Clone(p.ch.legal) {
			if !onTable(c.Args()) {
				continue
			}
			choices++
			p.ch.clear()
			if !clickedTo(a, p, off, c, 4) {
				lost = append(lost, c.Format())
			}
		}
		p.ch.clear()
		if len(lost) > 0 {
			t.Errorf("%s: %d choices cannot be made on the table: %s", st.Name, len(lost), strings.Join(lost, ", "))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if kinds < 15 {
		t.Fatalf("only %d kinds of decision staged", kinds)
	}
	t.Logf("%d kinds of decision, %d choices made on the table", kinds, choices)
}

// clickedTo reports whether at most depth clicks on the table's things
// (not its list) decide want, or leave only choices that name the same
// things as want (a card played or discarded, a sicario's defense token:
// what is left is not on the table, and the list says it), as a player
// would make them: each click on something lit, the table drawn again
// after it.
func clickedTo(a *App, p *Play, off *ebiten.Image, want game.Command, depth int) bool {
	if depth == 0 {
		return false
	}
	off.Clear()
	a.Draw(off)
	var things []hit
	for _, t := range a.Targets() {
		switch t.Hit.kind {
		case hitLoc, hitPiece, hitSlot, hitCard, hitAction, hitAvail, hitFaction:
			things = append(things, t.Hit)
		}
	}
	for _, h := range things {
		before := p.ch
		before.figs = slices.Clone(p.ch.figs)
		before.dash.avail, before.dash.vals = slices.Clone(p.ch.dash.avail), slices.Clone(p.ch.dash.vals)
		c, decided := p.act(h, nil, 0, 0)
		switch {
		case decided && c.Format() == want.Format():
			return true
		case !decided && p.ch.narrowed() && slices.ContainsFunc(p.ch.visible(), func(v game.Command) bool { return v.Format() == want.Format() }):
			if !slices.ContainsFunc(p.ch.visible(), func(v game.Command) bool { return v.Args() != want.Args() }) {
				return true // the rest is the list's
			}
			if clickedTo(a, p, off, want, depth-1) {
				return true
			}
		}
		p.ch = before
	}
	return false
}

// Choosing which Faction acts is a click on its card, or on one of its
// hunters on the map: each is lit, and a click decides it.
func TestAFactionIsChosenByItsCardOrItsHunter(t *testing.T) {
	m := mustMatch(t, 3)
	if err := autoplay(m, board.NoLoc, func(d game.Decision) bool { return d.Prompt == game.PromptChooseFaction }); err != nil || m.G.Over() {
		t.Fatalf("no choice of a Faction: %v", err)
	}
	p := ShotPlay(m)
	a := NewApp(p, &Script{X: -1, Y: -1})
	a.Lang, a.Store, a.dry = words.English(), nil, true
	a.Resize(DesignW, DesignH)
	off := ebiten.NewImage(DesignW, DesignH)
	chosen := 0
	for _, c := range slices.Clone(p.ch.legal) {
		f := c.Args().Faction
		if f == box.NoFaction {
			continue
		}
		chosen++
		for _, by := range []hit{onFaction(f), onPiece(mapview.HunterPiece(f.Hunters()[1]))} {
			p.ch.clear()
			a.Draw(off)
			lit := false
			for _, tg := range a.Targets() {
				lit = lit || tg.Hit == by
			}
			if !lit {
				t.Errorf("%s: %s is not lit to click", c.Format(), targetName(by))
				continue
			}
			if got, ok := p.act(by, nil, 0, 0); !ok || got.Format() != c.Format() {
				t.Errorf("a click on %s decided %q (%v), not %q", targetName(by), got.Format(), ok, c.Format())
			}
		}
	}
	if chosen < 2 {
		t.Fatalf("only %d Factions to choose from", chosen)
	}
}

// The line over the choices sends the eye to the table only when
// something there is lit to pick: choosing a Faction, pick on the table;
// Plata or Plomo, nothing of the table to pick, choose below.
func TestThePromptSaysWhereToPick(t *testing.T) {
	lang := words.English()
	for _, c := range []struct {
		prompt game.Prompt
		want   string
	}{{game.PromptChooseFaction, words.PickOnMap}, {game.PromptPlataPlomo, words.PickBelow}} {
		found := false
		for seed := uint64(1); seed <= 12 && !found; seed++ {
			m := mustMatch(t, seed)
			if err := autoplay(m, board.NoLoc, func(d game.Decision) bool { return d.Prompt == c.prompt }); err != nil {
				t.Fatal(err)
			}
			if m.G.Over() {
				continue
			}
			found = true
			p := ShotPlay(m)
			if got := p.promptHint(lang, p.view.Pending, p.ch.visible()); got != lang.T(c.want) {
				t.Errorf("%s: the prompt says %q, want %q", c.prompt.Name(), got, c.want)
			}
		}
		if !found {
			t.Errorf("no %s in 12 games", c.prompt.Name())
		}
	}
}
