package scenes

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/game/board"
	"patron/game/box"
	"patron/render/draw"
	"patron/render/panels"
	"patron/scenes/match"
	"patron/scenes/words"
)

// The mouse resting on a Faction card's header explains the Faction's
// ability: the table takes the header's hint (and repaints for it), whose
// words every language has.
func TestHoverOnAFactionHeaderExplainsIt(t *testing.T) {
	_, a, p := actionTable(t, 2, func(_ *match.Match, d game.Decision) bool { return d.Prompt == game.PromptUseAction })
	cards := panels.FactionLayout(layoutTable(a.W, a.H).Factions)
	for f := box.Faction(0); f < box.NumFactions; f++ {
		head := cards[f]
		x, y := head.CX(), head.Y+4
		h, ok := p.hintUnder(x, y)
		if !ok || h.ID != panels.FactionHints[f] {
			t.Fatalf("%v: the header's hint is %q, want %q", f, h.ID, panels.FactionHints[f])
		}
		if !strings.Contains(p.hintAt(x, y), h.ID) {
			t.Fatalf("%v: the table's key does not follow the header's hint (%q)", f, p.hintAt(x, y))
		}
		for _, l := range words.Languages {
			w := words.Lookup(l.Code).Hint(h.ID)
			if w.Title == "" || w.Body == "" || l.Code != "en" && w.Body == words.English().Hint(h.ID).Body {
				t.Errorf("%s: %v's header says %q / %q", l.Code, f, w.Title, w.Body)
			}
		}
	}
}

// The mouse resting on a hunter on the map names him and his Faction and
// says what the Faction can do, in place of the place's name.
func TestHoverOnAHunterExplainsHisFaction(t *testing.T) {
	_, a, p := actionTable(t, 2, func(_ *match.Match, d game.Decision) bool { return d.Prompt == game.PromptUseAction })
	seen := 0
	for _, sp := range p.board.Proj.Spots(&p.view.Public, nil) {
		if !sp.Piece.Hunter || !p.mapView.Contains(sp.X, sp.Y) {
			continue
		}
		h := box.Hunter(sp.Piece.Index)
		u := p.board.Proj.UnitSize
		x, y := sp.X, sp.Y-u*0.5 // the figure's body
		got, _, ok := p.hunterUnder(x, y)
		if !ok || got != h {
			continue // another figure stands over him
		}
		if p.hintAt(x, y) != "hunter "+h.String() {
			t.Fatalf("the table's key does not follow the hunter %v (%q)", h, p.hintAt(x, y))
		}
		for _, l := range words.Languages {
			lang := words.Lookup(l.Code)
			title, body := hunterTip(lang, h)
			if !strings.Contains(title, h.Name()) || !strings.Contains(body, lang.Hint(panels.FactionHints[h.Faction()]).Body) {
				t.Errorf("%s: %v's tooltip reads %q / %q", l.Code, h, title, body)
			}
		}
		// Drawn over the table, in place of the place's name.
		a.lastX, a.lastY = x, y
		c := &draw.Canvas{Img: ebiten.NewImage(int(a.W), int(a.H)), S: a.S}
		if !p.explainHunter(a, c, p.layout(a)) {
			t.Fatalf("no tooltip for %v", h)
		}
		seen++
	}
	if seen == 0 {
		t.Fatal("no hunter on the map to rest the mouse on")
	}
}

// A click on a place starts the tooltip's wait again, and the place just
// clicked is not named until the mouse leaves it: a hunter moved there is
// not covered by his own tooltip, over the places lit for the next step.
func TestNoTooltipOverThePlaceJustClicked(t *testing.T) {
	_, _, p := actionTable(t, 2, func(_ *match.Match, d game.Decision) bool { return d.Prompt == game.PromptUseAction })
	at := func(l board.Loc) (x, y float64) { return p.board.Proj.Loc[l][0], p.board.Proj.Loc[l][1] }
	var here, there board.Loc = board.NoLoc, board.NoLoc
	for l := range board.N {
		if x, y := at(board.Loc(l)); p.mapView.Contains(x, y) && p.board.LocAt(x, y) == board.Loc(l) {
			if here == board.NoLoc {
				here = board.Loc(l)
			} else if there == board.NoLoc {
				there = board.Loc(l)
			}
		}
	}
	x, y := at(here)
	for range restDelay + 2 {
		p.rest(&Input{X: x, Y: y})
	}
	if p.restFrames < restDelay {
		t.Fatal("a mouse resting on a place does not name it")
	}
	p.rest(&Input{X: x, Y: y, Click: true})
	for range 3 * restDelay {
		p.rest(&Input{X: x, Y: y})
	}
	if p.restFrames >= restDelay {
		t.Error("the place just clicked is named while the mouse rests on it")
	}
	x2, y2 := at(there)
	for range restDelay + 2 {
		p.rest(&Input{X: x2, Y: y2})
	}
	if p.restingOn != there || p.restFrames < restDelay {
		t.Error("after a click, resting on another place does not name it")
	}
}
