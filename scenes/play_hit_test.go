package scenes

import (
	"fmt"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/game/board"
	"patron/game/box"
	"patron/render/draw"
	"patron/scenes/match"
)

// is reports whether a target is the one a test names: a plain button by
// its id (a buttonID), a thing of the table by what it stands for (a hit; a
// choice by its command's Format).
func (t Target) is(want any) bool {
	switch w := want.(type) {
	case buttonID:
		return w != (buttonID{}) && t.ID == w
	case hit:
		if w.kind == hitCommand {
			return t.Hit.kind == hitCommand && t.Hit.cmd.Format() == w.cmd.Format()
		}
		return w.kind != hitNone && t.Hit == w
	}
	return false
}

// name is a target as test messages show it.
func (t Target) name() string {
	if t.ID != (buttonID{}) || t.Hit.kind == hitNone {
		return t.ID.String()
	}
	return targetName(t.Hit)
}

// targetName is what a test looks for, as its messages show it.
func targetName(want any) string {
	h, ok := want.(hit)
	if !ok {
		return fmt.Sprint(want)
	}
	switch h.kind {
	case hitLoc:
		return "place " + h.loc.String()
	case hitPiece:
		return fmt.Sprintf("figure %+v", h.piece)
	case hitSlot:
		return fmt.Sprintf("slot %d", h.slot)
	case hitCard:
		return "card " + h.card.Info().Name
	case hitCommand:
		return "choice " + h.cmd.Format()
	case hitButton:
		return fmt.Sprintf("button %d (pace %d)", h.button, h.pace)
	}
	return "nothing"
}

// drawPlay draws the table once, without a window, on an image that
// nobody sees: the targets register.
func drawPlay(a *App, p *Play) {
	a.targets = a.targets[:0]
	c := &draw.Canvas{Img: ebiten.NewImage(int(a.W), int(a.H)), S: a.S}
	p.Draw(a, c)
	c.Flush()
}

// A click on a place, a figure, a sicario on the dashboard, a card in the
// hand or a listed choice, where the table drew it, is that thing in the
// game's own types (the hit test gives the typed target), and the table
// acts on it: the command it decides points at the thing, or the pick
// narrows to it.
func TestClickOnTheTableIsATypedTarget(t *testing.T) {
	for _, c := range []struct {
		kind   hitKind
		prompt game.Prompt // a decision whose table draws one
	}{
		{hitLoc, game.PromptHide},
		{hitCommand, game.PromptHide},
		{hitSlot, game.PromptPlace},
		{hitCard, game.PromptPlay},
		{hitPiece, game.PromptPepes},
	} {
		found := false
		for seed := uint64(1); seed <= 8 && !found; seed++ {
			m := mustMatch(t, seed)
			if err := autoplay(m, board.NoLoc, func(d game.Decision) bool { return d.Prompt == c.prompt }); err != nil {
				t.Fatal(err)
			}
			found = !m.G.Over() && clickKind(t, seed, m, c.kind)
		}
		if !found {
			t.Errorf("no table at %s drew a %s to click", c.prompt.Name(), kindName[c.kind])
		}
	}
}

var kindName = map[hitKind]string{hitLoc: "place", hitPiece: "figure", hitSlot: "sicario's slot", hitCard: "card", hitCommand: "choice"}

// clickKind clicks the first target of a kind the table at m's decision
// draws, and checks what came of it; it reports whether there was one.
func clickKind(t *testing.T, seed uint64, m *match.Match, kind hitKind) bool {
	t.Helper()
	a, p := tableApp(m)
	i := slices.IndexFunc(a.Targets(), func(t Target) bool { return t.Hit.kind == kind })
	if i < 0 {
		return false
	}
	tg := a.Targets()[i]
	if tg.ID != (buttonID{}) {
		t.Fatalf("the %s has an id, %v, beside what it is", targetName(tg.Hit), tg.ID)
	}
	in := &Input{X: tg.R.CX(), Y: tg.R.CY(), Click: true}
	if got := a.clickedHit(in); got != tg.Hit {
		return false // another target lies over its middle: not this one's click
	}
	h, pub, before, logged := tg.Hit, p.view.Public, m.Revision, len(m.G.Log())
	p.Update(a, in)
	if m.Revision == before { // narrowed: the pick holds the thing
		ok := false
		switch h.kind {
		case hitLoc:
			ok = p.ch.loc == h.loc
		case hitCard:
			ok = p.ch.card == h.card
		case hitSlot:
			ok = p.ch.picked(pub.Slots[h.slot].Figure)
		case hitPiece:
			ok = h.piece.Hunter && p.ch.hunter == box.Hunter(h.piece.Index) || !h.piece.Hunter && p.ch.picked(pub.Slots[h.piece.Index].Figure)
		}
		if !ok {
			t.Fatalf("seed %d, %s: a click on %s neither decided nor narrowed the pick (%s)", seed, p.view.Pending.Prompt.Name(), targetName(h), p.ch.signature())
		}
		return true
	}
	c := m.G.Log()[logged]
	args := c.Args()
	ok := false
	switch h.kind {
	case hitLoc:
		ok = args.Loc == h.loc
	case hitCard:
		ok = args.Card == h.card
	case hitSlot:
		ok = hasFig(args, pub.Slots[h.slot].Figure)
	case hitPiece:
		ok = h.piece.Hunter && int(args.Hunter) == int(h.piece.Index) || !h.piece.Hunter && hasFig(args, pub.Slots[h.piece.Index].Figure)
	case hitCommand:
		ok = c.Format() == h.cmd.Format()
	}
	if !ok {
		t.Fatalf("seed %d: a click on %s decided %s", seed, targetName(h), c.Format())
	}
	return true
}
