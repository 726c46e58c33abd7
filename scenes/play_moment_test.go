package scenes

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/game/board"
	"patron/render/draw"
	"patron/scenes/match"
)

// beforeCapture is a hotseat game (HotseatSetup) stopped as the Patrón is
// about to answer "found" to a search that finds him, his first capture:
// the first seed from 1 whose bots' game has one while his Glory is at
// most earlyGlory (the game goes on after his escape, to the Factions'
// next turn).
func beforeCapture(t *testing.T, setup func(*match.Setup)) *match.Match {
	t.Helper()
	for seed := uint64(1); seed < 40; seed++ {
		s := HotseatSetup(quietApp().Lang, seed)
		if setup != nil {
			setup(&s)
		}
		m := mustMatchSetup(t, s)
		found := func(d game.Decision) bool {
			if d.Prompt != game.PromptFound || m.G.Pub.Glory > earlyGlory {
				return false
			}
			l := m.G.Legal(nil)
			return len(l) == 1 && l[0].A == 1
		}
		if err := autoplay(m, board.NoLoc, found); err != nil {
			t.Fatal(err)
		}
		if !m.G.Over() && found(m.G.Pending()) {
			return m
		}
	}
	t.Fatal("no seed's game has a capture")
	return nil
}

// earlyGlory is the most Glory the Patrón has at beforeCapture's capture.
const earlyGlory = 12

// momentTexts are the texts the moment on screen writes.
func momentTexts(a *App, p *Play) []string {
	c := &draw.Canvas{Dry: true, S: 1}
	p.drawMoment(a, c, layoutTable(a.W, a.H))
	return c.QueuedTexts()
}

// In hotseat the Factions see the capture they made at once, over their
// own view, and the screen passes to the Patrón only after they clicked it
// away; the Patrón sees it in turn after his hand-off, before he is asked
// where he escapes to, and the table waits for his click too. His escape
// then shows him where he went, and the Factions, after their hand-off,
// that he is gone: never where.
func TestCaptureMomentOnEachSideInHotseat(t *testing.T) {
	m := beforeCapture(t, nil)
	d := newSeatDriver(t, m)
	d.p = factionsLooking(m)
	p, a := d.p, d.a
	p.result.from = len(m.Events) // the Factions just searched: what follows is its result
	rev := m.Revision
	for end := time.Now().Add(10 * time.Second); !p.mom.open && time.Now().Before(end); {
		p.Update(a, &Input{}) // the table answers "found" for the Patrón: a forced answer
		time.Sleep(100 * time.Microsecond)
	}
	if !p.mom.open || p.mom.queue[0].kind != momentCapture || p.mom.queue[0].toPatron {
		t.Fatalf("no capture moment for the Factions (open %v, queue %+v)", p.mom.open, p.mom.queue)
	}
	if m.G.Pub.Captures != 1 || m.Revision == rev || p.view.Secret != nil || p.handoff != nil {
		t.Fatalf("the moment is not the Factions' capture: captures %d, Patrón's view %v, hand-off %v", m.G.Pub.Captures, p.view.Secret != nil, p.handoff != nil)
	}
	caught := m.Events[lastEvent(m, game.EvCaptured)].Loc()
	if txt := strings.Join(momentTexts(a, p), " "); !strings.Contains(txt, board.Map.Name[caught]) || !strings.Contains(txt, "caught") {
		t.Errorf("the Factions' capture moment does not say it: %q", txt)
	}
	rev = m.Revision
	for range 60 {
		p.Update(a, &Input{})
	}
	if !p.mom.open || p.handoff != nil || m.Revision != rev {
		t.Fatal("the capture moment went away, or the screen passed, without a click")
	}
	drawPlay(a, p)
	p.Update(a, clickID(t, a, named("moment:go")))
	for f := 0; f < 50 && p.handoff == nil; f++ {
		p.Update(a, &Input{})
	}
	if p.mom.open || p.handoff == nil || !p.handoff.Aud.Patron || p.result.open {
		t.Fatalf("after the click: moment %v, hand-off to the Patrón %v, result held %v", p.mom.open, p.handoff != nil, p.result.open)
	}
	d.press(ebiten.KeyEnter) // the Patrón sits down
	p.Update(a, &Input{})
	if !p.mom.open || p.mom.queue[0].kind != momentCapture || !p.mom.queue[0].toPatron || p.view.Secret == nil {
		t.Fatalf("the Patrón is not shown his capture after his hand-off (open %v, queue %+v)", p.mom.open, p.mom.queue)
	}
	if p.mine() || m.G.Pending().Prompt != game.PromptEscape {
		t.Fatalf("the escape is offered under the moment (mine %v, pending %v)", p.mine(), m.G.Pending())
	}
	if txt := strings.Join(momentTexts(a, p), " "); !strings.Contains(txt, "You are caught") {
		t.Errorf("the Patrón's capture moment: %q", txt)
	}
	for range 60 {
		p.Update(a, &Input{})
	}
	if !p.mom.open || m.Revision != rev {
		t.Fatal("the Patrón's capture moment went away, or the game went on, without a click")
	}
	d.press(ebiten.KeySpace)
	if p.mom.open {
		t.Fatal("Space did not close the Patrón's moment")
	}
	p.Update(a, &Input{})
	if !p.mine() {
		t.Fatal("the escape is not offered once the moment is gone")
	}
	esc := p.view.Legal[len(p.view.Legal)-1]
	p.apply(a, esc)
	hide := board.Loc(esc.A)
	for f := 0; f < 50 && !p.mom.open; f++ {
		p.Update(a, &Input{})
	}
	if !p.mom.open || p.mom.queue[0].kind != momentEscape || p.mom.queue[0].hide != hide {
		t.Fatalf("the Patrón is not shown where he escaped (queue %+v, went to %v)", p.mom.queue, hide)
	}
	if txt := strings.Join(momentTexts(a, p), " "); !strings.Contains(txt, board.Map.Name[hide]) {
		t.Errorf("the Patrón's escape moment does not name %s: %q", board.Map.Name[hide], txt)
	}
	d.press(ebiten.KeySpace)
	for f := 0; f < 5000 && (p.handoff == nil || p.handoff.Aud.Patron); f++ {
		d.step()
		if p.mom.open && !p.mom.queue[0].toPatron {
			t.Fatal("a Factions' moment shows before their hand-off")
		}
	}
	if p.handoff == nil {
		t.Fatal("no hand-off to the Factions")
	}
	d.press(ebiten.KeyEnter)
	p.Update(a, &Input{})
	if !p.mom.open || p.mom.queue[0].kind != momentEscape || p.mom.queue[0].toPatron || p.view.Secret != nil {
		t.Fatalf("the Factions are not shown the escape after their hand-off (queue %+v)", p.mom.queue)
	}
	if txt := strings.Join(momentTexts(a, p), " "); strings.Contains(txt, board.Map.Name[hide]) || !strings.Contains(txt, board.Map.Name[caught]) {
		t.Errorf("the Factions' escape moment: %q (he went to %s)", txt, board.Map.Name[hide])
	}
}

// What the Factions' screen shows of the moments after a capture is the
// same wherever the Patrón escaped to: two games that differ only in his
// new hideout give the Factions the same moments, word for word.
func TestFactionsMomentsHideTheEscape(t *testing.T) {
	var seen [2][]string
	for i := range 2 {
		m := beforeCapture(t, nil)
		if _, err := m.Apply(m.G.Legal(nil)[0]); err != nil { // found: caught
			t.Fatal(err)
		}
		at := lastEvent(m, game.EvCaptured)
		legal := m.G.Legal(nil)
		esc := legal[0]
		if i == 1 {
			esc = legal[len(legal)-1]
		}
		if _, err := m.Apply(esc); err != nil {
			t.Fatal(err)
		}
		a := quietApp()
		p := factionsLooking(m)
		p.mom.seen[sideFactions] = at
		for f := 0; f < 20; f++ {
			p.Update(a, &Input{})
			if p.mom.open {
				seen[i] = append(seen[i], momentTexts(a, p)...)
				p.Update(a, &Input{Keys: []ebiten.Key{ebiten.KeySpace}})
			}
		}
		if len(seen[i]) == 0 {
			t.Fatal("the Factions were shown no moment")
		}
	}
	if !slices.Equal(seen[0], seen[1]) {
		t.Errorf("the Factions' moments differ with the Patrón's new hideout:\n%q\n%q", seen[0], seen[1])
	}
}

// On a table of bots only, a moment holds the game for a while at the
// bots' pace and goes on by itself.
func TestBotsOnlyMomentsGoOnByThemselves(t *testing.T) {
	m := beforeCapture(t, func(s *match.Setup) {
		for i := range s.People {
			s.People[i].Bot = "easy"
		}
	})
	a := quietApp()
	p := NewPlay(m)
	if !p.watched() {
		t.Fatal("not a table of bots only")
	}
	for end := time.Now().Add(10 * time.Second); !p.mom.open && time.Now().Before(end); {
		p.Update(a, &Input{})
		time.Sleep(100 * time.Microsecond)
	}
	if !p.mom.open || p.mom.queue[0].kind != momentCapture {
		t.Fatalf("no capture moment on the watched table (queue %+v)", p.mom.queue)
	}
	rev, frames := m.Revision, 0
	for ; p.mom.open && frames < 1000; frames++ {
		p.Update(a, &Input{})
		if p.mom.open && m.Revision != rev {
			t.Fatal("the bots played on under the moment")
		}
	}
	if p.mom.open || frames < momentHold(a)-1 {
		t.Fatalf("the moment went after %d frames (open %v), not at the pace's %d", frames, p.mom.open, momentHold(a))
	}
	for end := time.Now().Add(10 * time.Second); m.Revision == rev && time.Now().Before(end); {
		p.Update(a, &Input{})
		time.Sleep(100 * time.Microsecond)
	}
	if m.Revision == rev {
		t.Fatal("the game did not go on after the moment")
	}
}
