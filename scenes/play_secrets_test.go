package scenes

import (
	"fmt"
	"strings"
	"testing"

	"patron/game"
	"patron/game/board"
	"patron/game/box"
	"patron/render/panels"
	"patron/scenes/words"
)

// While the Patrón orders his objectives his screen shows every card's
// text (those placed, with their season, and those still in hand); the
// Factions' view of the same moment shows none.
func TestOwnObjectivesShowToThePatronOnly(t *testing.T) {
	m := mustMatch(t, 4)
	if err := autoplay(m, board.NoLoc, func(d game.Decision) bool {
		return d.Prompt == game.PromptOrder && len(m.G.View(game.SeatPatron).Secret.Drawn) == 2
	}); err != nil {
		t.Fatal(err)
	}
	p := ShotPlay(m)
	objs := p.ownObjectives()
	if p.view.Secret == nil || len(objs) != 3 || objs[0].season == 0 || objs[1].season != 0 || objs[2].season != 0 {
		t.Fatalf("the Patrón's view lists %+v", objs)
	}
	if got := factionsLooking(m).ownObjectives(); got != nil {
		t.Fatalf("the Factions' view lists the Patrón's objectives: %+v", got)
	}
}

// Answering a Range Investigation, the Patrón's screen names the true road
// distance from the hunter to his hideout, and every pair offered holds it
// (ruling R19); the Factions' view says nothing of it.
func TestRangeAnswerShowsTheTrueDistance(t *testing.T) {
	lang := words.English()
	m := mustMatch(t, 1)
	if err := autoplay(m, board.NoLoc, func(d game.Decision) bool { return d.Prompt == game.PromptAnswerRange }); err != nil {
		t.Fatal(err)
	}
	if m.G.Pending().Prompt != game.PromptAnswerRange {
		t.Fatal("no Range Investigation in the game")
	}
	p := ShotPlay(m)
	sec, d := p.view.Secret, p.view.Pending
	from := p.view.Public.Hunters[d.Detail.Hunter].Loc
	dist := int(board.Map.Dist[from][sec.Hideout])
	text := p.rangeTruth(lang)
	if !strings.Contains(text, board.Map.Name[from]) || !strings.Contains(text, board.Map.Name[sec.Hideout]) || !strings.Contains(text, fmt.Sprint(dist)) {
		t.Fatalf("the Patrón reads %q; the distance from %s to %s is %d", text, from, sec.Hideout, dist)
	}
	for _, c := range p.view.Legal { // ruling R19
		if lo, hi := c.Range(); lo != dist && hi != dist || lo == hi {
			t.Errorf("the pair %s is offered, without the true distance %d", c.Format(), dist)
		}
	}
	if got := factionsLooking(m).rangeTruth(lang); got != "" {
		t.Fatalf("the Factions' view reads %q", got)
	}
}

// Under the mouse, the Patrón's own face-down defense token is named: its
// value, or the Hostage or the Bomb (not a plain 2); the Factions' view of
// the same token adds nothing.
func TestOwnDefenseTokenIsNamedToThePatronOnly(t *testing.T) {
	lang := words.English()
	m, a, p := patronToPlay(t)
	a.Resize(DesignW, DesignH)
	drawPlay(a, p)
	sec := p.view.Secret
	named := 0
	for _, h := range p.dashHits.Hints {
		if h.ID != panels.HintDefense {
			continue
		}
		for s, col := range p.dashHits.Slots {
			tok := sec.Defense[s]
			if !col.Contains(h.R.CX(), h.R.CY()) || tok == box.NoToken || p.view.Public.Defense[s].Revealed {
				continue
			}
			want := lang.Sprintf(words.OwnTokenValue, tok.Value())
			switch tok {
			case box.TokenHostage:
				want = lang.T(words.OwnHostage)
			case box.TokenBomb:
				want = lang.T(words.OwnBomb)
			}
			if got := p.ownToken(lang, h); got != "\n"+want {
				t.Errorf("slot %d (%v): %q, want %q", s, tok, got, want)
			}
			named++
		}
		f := factionsLooking(m)
		if got := f.ownToken(lang, h); got != "" {
			t.Errorf("the Factions' view names a token: %q", got)
		}
	}
	if named == 0 {
		t.Fatal("no face-down token of the Patrón's to name")
	}
}

// With the mouse on one of his Range answers, the Patrón's map lights the
// places the Factions would keep after it: those still possible at either
// distance from the hunter, his hideout among them; the Factions' view
// lights nothing.
func TestRangeAnswerPreviewsWhatTheFactionsKeep(t *testing.T) {
	m := mustMatch(t, 1)
	if err := autoplay(m, board.NoLoc, func(d game.Decision) bool { return d.Prompt == game.PromptAnswerRange }); err != nil {
		t.Fatal(err)
	}
	a := NewApp(&Menu{}, &Script{})
	a.Settings.Path, a.Store = "", nil
	a.Resize(DesignW, DesignH)
	p := ShotPlay(m)
	drawPlay(a, p)
	var on Target
	for _, tg := range a.targets {
		if tg.Hit.kind == hitCommand && tg.Hit.cmd.Op == game.OpRange {
			on = tg
			break
		}
	}
	if on.Hit.kind != hitCommand {
		t.Fatal("no Range answer drawn")
	}
	a.lastX, a.lastY = on.R.CX(), on.R.CY()
	kept, lo, hi, ok := p.rangeKept(a)
	from := p.view.Public.Hunters[p.view.Pending.Detail.Hunter].Loc
	want := (board.Map.Ring[from][lo] | board.Map.Ring[from][hi]) & p.view.Public.Possible
	if clo, chi := on.Hit.cmd.Range(); !ok || lo != clo || hi != chi || kept != want || !kept.Has(p.view.Secret.Hideout) {
		t.Fatalf("on %s: kept %v (%v), want %v with the hideout %v", on.Hit.cmd.Format(), kept, ok, want, p.view.Secret.Hideout)
	}
	f := factionsLooking(m)
	if _, _, _, ok := f.rangeKept(a); ok {
		t.Fatal("the Factions' view previews the Patrón's answer")
	}
}
