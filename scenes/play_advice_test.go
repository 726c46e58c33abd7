package scenes

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/game/advice"
	"patron/game/board"
	"patron/scenes/match"
	"patron/scenes/words"
)

// adviceTable is a hotseat table at the Patrón's first card of season 1,
// drawn once at the design size.
func adviceTable(t *testing.T) (*match.Match, *App, *Play) {
	t.Helper()
	m := mustMatch(t, 4)
	atPatronsFirstPlay(t, m)
	a, p := tableApp(m)
	return m, a, p
}

// A shows the hint of the seat at the screen: the command game/advice
// gives for its view, one of its legal commands, lit on the table and
// its choice marked, and counted once a decision; A again hides it.
func TestHintKeyShowsTheAdviceAndCountsIt(t *testing.T) {
	m, a, p := adviceTable(t)
	want, err := advice.For(&p.view)
	if err != nil {
		t.Fatal(err)
	}
	keyFrame(p, a, ebiten.KeyA)
	if !p.advising() || !p.adv.a.Command.Equal(want.Command) || m.Hints != 1 {
		t.Fatalf("after A: advising %v, %q (want %q), %d hints", p.advising(), p.adv.a.Command, want.Command, m.Hints)
	}
	drawPlay(a, p)
	for _, tg := range a.Targets() {
		if tg.Hit.kind == hitCard && tg.Hit.card != p.adv.a.Command.Card() {
			t.Fatalf("the hint lights card %v besides its own %v", tg.Hit.card, p.adv.a.Command.Card())
		}
	}
	if !slices.ContainsFunc(a.Targets(), func(tg Target) bool { return tg.Hit.kind == hitCard }) {
		t.Fatal("the advised card is not lit in the hand")
	}
	if p.choiceStyle(want.Command) != Chosen {
		t.Fatal("the advised choice is not marked in the list")
	}
	keyFrame(p, a, ebiten.KeyA)
	if p.advising() {
		t.Fatal("A again left the hint up")
	}
	keyFrame(p, a, ebiten.KeyA)
	if !p.advising() || m.Hints != 1 {
		t.Fatalf("the same decision's hint shown again: advising %v, counted %d times", p.advising(), m.Hints)
	}
	if got := m.Table().Hints; got != 1 {
		t.Fatalf("the save's table keeps %d hints", got)
	}
	keyFrame(p, a, ebiten.KeyEscape)
	if p.advising() || p.paused {
		t.Fatalf("Esc over a hint: advising %v, menu open %v", p.advising(), p.paused)
	}
}

// The prompt's Hint button does what A does.
func TestHintButton(t *testing.T) {
	m, a, p := adviceTable(t)
	if _, ok := clickTarget(t, a, p, hitButton, func(h hit) bool { return h.is(btnAdvice) }); !ok {
		t.Fatal("no Hint button beside the choices")
	}
	if !p.advising() || m.Hints != 1 {
		t.Fatalf("the button gave no hint (%d counted)", m.Hints)
	}
}

// A table made without hints refuses them, says why, and counts none; its
// end screen says hints were off.
func TestHintsOffRefuse(t *testing.T) {
	m, a, p := adviceTable(t)
	m.Setup.NoHints = true
	keyFrame(p, a, ebiten.KeyA)
	if p.advising() || m.Hints != 0 {
		t.Fatalf("a table without hints gave one (%d counted)", m.Hints)
	}
	if p.note != words.English().T(words.AdviceOff) {
		t.Fatalf("the refusal says %q", p.note)
	}
	if !m.Table().NoHints {
		t.Fatal("the save forgets the table plays without hints")
	}
	if got := hintsTaken(words.English(), m); got != "off" {
		t.Fatalf("the end screen says %q hints", got)
	}
}

// The hints taken reach the end screen's numbers.
func TestHintsReachTheEndScreen(t *testing.T) {
	m, _, _ := adviceTable(t)
	m.Hints = 3
	lang := words.English()
	stats := NewEnd(m).stats(lang)
	if !slices.Contains(stats, stat{lang.T(words.StatHints), "3"}) {
		t.Fatalf("the end screen's numbers: %v", stats)
	}
}

// At a hotseat table the Patrón's hint never outlives his screen: he
// takes a hint at every decision and follows it, and when the screen is
// handed to the Factions no hint is up, nor when they sit down.
func TestHotseatHandOffClearsTheHint(t *testing.T) {
	m, a, p := adviceTable(t)
	taken := 0
	for f := 0; p.handoff == nil; f++ {
		if f > 2000 || m.G.Over() {
			t.Fatal("no hand-off to the Factions")
		}
		if !p.mine() || m.G.Pending().Seat != game.SeatPatron || p.anims.busy() {
			p.Update(a, &Input{})
			continue
		}
		keyFrame(p, a, ebiten.KeyA)
		if !p.advising() {
			t.Fatalf("no hint at the Patrón's %v", m.G.Pending().Prompt)
		}
		taken++
		if !p.apply(a, p.adv.a.Command) {
			t.Fatalf("the advised %q was refused", p.adv.a.Command)
		}
		p.Update(a, &Input{})
	}
	if p.advising() || p.adv.on {
		t.Fatal("the Patrón's hint is still up at the hand-off")
	}
	if m.Hints != taken || taken == 0 {
		t.Fatalf("%d hints taken, %d counted", taken, m.Hints)
	}
	keyFrame(p, a, ebiten.KeySpace) // the Factions sit down
	drawPlay(a, p)
	if p.advising() || p.adv.seat != game.SeatPatron {
		t.Fatal("a hint is up when the Factions sit down")
	}
}

// The hint's box leaves the objectives' panel and the places it lights in
// sight: over the Patrón's objectives as he orders them (the panel stood
// under it), and at every Faction decision of a game that lights places.
func TestHintBoxCoversNeitherPanelNorLitPlaces(t *testing.T) {
	m := mustMatch(t, 4)
	if err := autoplay(m, board.NoLoc, func(d game.Decision) bool { return d.Prompt == game.PromptOrder }); err != nil {
		t.Fatal(err)
	}
	a, p := tableApp(m)
	keyFrame(p, a, ebiten.KeyA)
	drawPlay(a, p)
	if !p.advising() || p.adv.avoid.W == 0 {
		t.Fatalf("no hint (%v) or no objectives' panel (%+v) at the Patrón's order", p.advising(), p.adv.avoid)
	}
	if p.adv.box.Overlaps(p.adv.avoid) {
		t.Fatalf("the hint %+v covers the objectives' panel %+v", p.adv.box, p.adv.avoid)
	}
	lit := 0
	for n := 0; n < 40; n++ {
		m := mustMatch(t, 10+uint64(n))
		if err := autoplay(m, board.NoLoc, func(d game.Decision) bool {
			return d.Seat.IsFactions() && !d.Forced && m.G.Pub.Season >= 1 && (d.Prompt == game.PromptHunterStep || d.Prompt == game.PromptCaptureStep)
		}); err != nil {
			t.Fatal(err)
		}
		if m.G.Over() {
			continue
		}
		a, p := tableApp(m)
		keyFrame(p, a, ebiten.KeyA)
		drawPlay(a, p)
		for r := p.advisedPlaces(); r != 0; {
			l := r.Next(&r)
			if at := p.board.Proj.Loc[l]; p.adv.box.Contains(at[0], at[1]) {
				t.Fatalf("seed %d: the hint %+v covers %s, which it lights", 10+n, p.adv.box, board.Map.Name[l])
			}
			lit++
		}
	}
	if lit < 20 {
		t.Fatalf("only %d lit places checked", lit)
	}
}
