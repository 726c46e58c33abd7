package scenes

import (
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/game/board"
	"patron/render/draw"
	"patron/render/mapview"
	"patron/scenes/match"
	"patron/scenes/words"
)

// soloTable is a two-player table of seed: one person plays side, a bot
// the other; the window writes nothing and the bots play fast.
func soloTable(t *testing.T, seed uint64, side int) (*match.Match, *App, *Play) {
	t.Helper()
	s := match.Setup{Seed: seed, Control: [4]int{-1, -1, -1, -1},
		People: []match.Person{{Name: "Pablo"}, {Name: "Ana"}}}
	sec := game.SeedFrom(seed)
	s.Secret = &sec
	s.People[side].Bot = "easy" // person 0 is the Patrón, person 1 the Factions

	m := mustMatchSetup(t, s)
	a := NewApp(&Menu{}, &Script{})
	a.Settings.Path, a.Store = "", nil
	a.Settings.Pace = 2
	a.Resize(DesignW, DesignH)
	return m, a, NewPlay(m)
}

// untilMine runs the table, frame by frame, until the person must decide
// (the bots think on their own goroutine: the frames wait for them); an
// End of Season summary or a big moment is passed as the person would.
func untilMine(t *testing.T, p *Play, a *App) {
	t.Helper()
	for start := time.Now(); !p.mine() || p.handoff != nil; {
		if p.M.G.Over() || time.Since(start) > 20*time.Second {
			t.Fatalf("no decision for the person (over: %v)", p.M.G.Over())
		}
		if p.sum.open > 0 || p.mom.open { // the End of Season summary, a big moment: the person goes on from it
			keyFrame(p, a, ebiten.KeySpace)
			continue
		}
		p.Update(a, &Input{})
		if p.M.BotTurn() {
			time.Sleep(100 * time.Microsecond)
		}
	}
}

// decide makes the person's decision as a key does: the first numbered
// choice, or 0 (pass) when none is listed.
func decide(t *testing.T, p *Play, a *App) {
	t.Helper()
	p.calm = 0
	n := p.M.Revision
	_, listed := splitExits(p.ch.visible())
	key := ebiten.Key1
	if len(listed) == 0 {
		key = ebiten.Key0
	}
	keyFrame(p, a, key)
	if p.M.Revision == n { // the key narrowed a pick: a click on the first choice
		p.ch.clear()
		p.apply(a, p.view.Legal[0])
	}
	if p.M.Revision == n {
		t.Fatalf("nothing decided at %v", p.M.G.Pending())
	}
}

// toMarks plays the person's first choices until the other side's turn
// has left marks on the map that hold a kind of event.
func toMarks(t *testing.T, p *Play, a *App, want game.EventKind) {
	t.Helper()
	for range 400 {
		untilMine(t, p, a)
		s := p.marked()
		if slices.ContainsFunc(p.M.Events[s.from:s.to], func(e game.Event) bool { return e.Kind == want }) {
			return
		}
		decide(t, p, a)
	}
	t.Fatalf("no turn of the other side with %s", want.Name())
}

// After the Patrón bot's turn the Factions' map marks what it placed; the
// marks and the table's picture key stay while the Factions look, and go
// with their next decision, after which "Last turn" still shows it.
func TestLastTurnMarksStayUntilThePlayersDecision(t *testing.T) {
	_, a, p := soloTable(t, 1, sideFactions)
	toMarks(t, p, a, game.EvPlace)
	tr := p.mapTrails()
	if tr == nil || len(tr.Rings) == 0 {
		t.Fatalf("the Patrón's placing left no ring: %+v", tr)
	}
	turn := p.marked()
	key := p.DrawKey(a)
	for range 30 { // the table waits for the Factions: the marks stay
		p.Update(a, &Input{})
	}
	if p.marked() != turn || !reflect.DeepEqual(p.DrawKey(a), key) {
		t.Fatal("the marks changed while the Factions had not decided")
	}
	decide(t, p, a)
	if s := p.marked(); !s.empty() && s.from < turn.to {
		t.Errorf("the Patrón's marks stay after the Factions' decision: %+v", s)
	}
	if p.mapTrails() != nil && p.M.BotTurn() {
		t.Error("the map still marks a turn after the decision")
	}
	if s := p.stepSpan(); s.from != turn.from || s.to != turn.to {
		t.Errorf("Last turn shows %+v after the decision, not the Patrón's turn %+v", s, turn)
	}
}

// The same for the Patrón: the Factions' hunters leave trails on his map.
func TestLastTurnTrailsTheHuntersForThePatron(t *testing.T) {
	_, a, p := soloTable(t, 7, sidePatron)
	toMarks(t, p, a, game.EvStep)
	if tr := p.mapTrails(); tr == nil || len(tr.Moves) == 0 {
		t.Fatalf("the hunters' steps left no trail: %+v", tr)
	}
	decide(t, p, a)
	if s := p.marked(); !s.empty() {
		t.Errorf("the Factions' trails stay after the Patrón's decision: %+v", s)
	}
}

// L opens the steps on the first event of the turn; → and ← go forward
// and back within it (the map marks the step shown), L closes, and the
// game waits while they are up.
func TestLastTurnStepsGoForwardAndBack(t *testing.T) {
	lang := words.English()
	_, a, p := soloTable(t, 1, sideFactions)
	toMarks(t, p, a, game.EvPlace)
	turn := p.marked()
	n := turn.to - turn.from
	rev := p.M.Revision
	keyFrame(p, a, ebiten.KeyL)
	if !p.last.open || p.last.step != 0 {
		t.Fatalf("L did not open the steps at the first: open %v step %d", p.last.open, p.last.step)
	}
	press := func(k ebiten.Key, want int) {
		t.Helper()
		keyFrame(p, a, k)
		if p.last.step != want {
			t.Fatalf("after %v the step is %d, want %d", k, p.last.step, want)
		}
		if tr := p.mapTrails(); tr == nil || tr.Current != want {
			t.Fatalf("the map does not mark step %d", want)
		}
	}
	press(ebiten.KeyRight, min(1, n-1))
	press(ebiten.KeyRight, min(2, n-1))
	press(ebiten.KeyLeft, min(1, n-1))
	for range n + 2 {
		keyFrame(p, a, ebiten.KeyRight)
	}
	press(ebiten.KeyRight, n-1) // the last step stays the last
	// the step's sentence is on screen, and its buttons work
	c := &draw.Canvas{S: 1}
	p.drawSteps(a, c, layoutTable(DesignW, DesignH).Prompt)
	say := sentence(lang.Printer().Event(p.M.Events[turn.from+n-1]))
	if !strings.Contains(strings.Join(c.QueuedTexts(), " "), say) {
		t.Errorf("the last step's sentence %q is not on screen: %q", say, c.QueuedTexts())
	}
	drawPlay(a, p)
	i := slices.IndexFunc(a.Targets(), func(t Target) bool { return t.Hit.is(btnStepBack) })
	if i < 0 {
		t.Fatal("no Back button drawn")
	}
	r := a.Targets()[i].R
	p.Update(a, &Input{X: r.CX(), Y: r.CY(), Click: true})
	if p.last.step != max(n-2, 0) {
		t.Errorf("Back went to step %d, want %d", p.last.step, n-2)
	}
	if p.M.Revision != rev {
		t.Error("the game went on behind the steps")
	}
	keyFrame(p, a, ebiten.KeyL)
	if p.last.open {
		t.Fatal("L did not close the steps")
	}
	if tr := p.mapTrails(); tr == nil || tr.Current != -1 {
		t.Error("closed, the map does not mark the whole turn again")
	}
	// the map's button opens them too, and "Back to the game" closes them
	click := func(b tableButton) {
		t.Helper()
		drawPlay(a, p)
		i := slices.IndexFunc(a.Targets(), func(t Target) bool { return t.Hit.is(b) })
		if i < 0 {
			t.Fatalf("button %d not drawn", b)
		}
		r := a.Targets()[i].R
		p.Update(a, &Input{X: r.CX(), Y: r.CY(), Click: true})
	}
	click(btnLastTurn)
	if !p.last.open || p.last.step != 0 {
		t.Fatal("the Last turn button did not open the steps")
	}
	click(btnStepNext)
	if p.last.step != min(1, n-1) {
		t.Errorf("Next went to step %d", p.last.step)
	}
	click(btnStepClose)
	if p.last.open {
		t.Error("Back to the game did not close the steps")
	}
}

// A game of bots only pauses on P: no bot decides however long it waits;
// S then plays one decision (and the rules' forced steps after it), P
// plays on.
func TestWatchedGamePausesAndSteps(t *testing.T) {
	s := HotseatSetup(words.English(), 3)
	for i := range s.People {
		s.People[i].Bot = "easy"
	}
	m := mustMatchSetup(t, s)
	a := NewApp(&Menu{}, &Script{})
	a.Settings.Path, a.Store = "", nil
	a.Settings.Pace = 2
	p := NewPlay(m)
	if !p.watched() {
		t.Fatal("not a watched game")
	}
	run := func(frames int) {
		for range frames {
			p.Update(a, &Input{})
			time.Sleep(200 * time.Microsecond)
		}
	}
	run(60)
	keyFrame(p, a, ebiten.KeyP)
	if !p.watch.paused {
		t.Fatal("P did not pause the game")
	}
	run(200) // the forced steps end at a bot's decision, which waits
	held := m.Applied
	run(300)
	if m.Applied != held || m.G.Pending().Forced {
		t.Fatalf("a paused game went on: %d decisions, then %d", held, m.Applied)
	}
	keyFrame(p, a, ebiten.KeyS)
	for start := time.Now(); m.Applied == held; {
		if time.Since(start) > 10*time.Second {
			t.Fatal("S played no decision")
		}
		run(1)
	}
	run(200)
	d := m.G.Steps()
	nonForced := 0
	for _, st := range d[len(d)-(m.Applied-held):] {
		if !st.Forced {
			nonForced++
		}
	}
	if nonForced != 1 {
		t.Errorf("S played %d decisions, want 1", nonForced)
	}
	after := m.Applied
	keyFrame(p, a, ebiten.KeyP)
	for start := time.Now(); m.Applied == after; {
		if time.Since(start) > 10*time.Second {
			t.Fatal("P did not play on")
		}
		run(1)
	}
	// the same by the prompt's buttons
	a.Resize(DesignW, DesignH)
	click := func(b tableButton) {
		t.Helper()
		drawPlay(a, p)
		i := slices.IndexFunc(a.Targets(), func(t Target) bool { return t.Hit.is(b) })
		if i < 0 {
			t.Fatalf("button %d not drawn", b)
		}
		r := a.Targets()[i].R
		p.Update(a, &Input{X: r.CX(), Y: r.CY(), Click: true})
	}
	click(btnWatchPause)
	if !p.watch.paused {
		t.Fatal("the Pause button did not pause")
	}
	held = m.Applied
	click(btnWatchStep)
	if !p.watch.step && m.Applied == held {
		t.Error("the step button asked for no decision")
	}
}

// The Factions' marks come from public facts only: the same game held by
// a Factions' machine, which never knew a secret (a game rebuilt from the
// public commands), marks the same, over turns of every length.
func TestLastTurnMarksShowNoSecret(t *testing.T) {
	m := mustMatch(t, 6)
	if err := autoplay(m, board.NoLoc, func(game.Decision) bool { return m.G.Pub.Season >= 2 && m.G.Pub.Turn >= 3 }); err != nil {
		t.Fatal(err)
	}
	cp, err := m.FactionsCopy()
	if err != nil {
		t.Fatal(err)
	}
	for _, back := range []int{5, 20, 40, 80, 160} {
		from := len(m.Events) - back
		marks := func(m *match.Match) any {
			p := factionsLooking(m)
			p.last.seen[sideFactions] = span{from: from, at: positionsOf(&m.G.Pub)}
			return p.mapTrails()
		}
		a, b := marks(m), marks(cp)
		if !reflect.DeepEqual(a, b) {
			t.Errorf("the last %d events: the Factions' copy marks otherwise:\n%+v\n%+v", back, a, b)
		}
		if tr := a.(*mapview.Trails); back >= 40 && (tr == nil || len(tr.Rings)+len(tr.Moves) == 0) {
			t.Errorf("the last %d events mark nothing to compare", back)
		}
	}

	// and the drawn Factions' table of either is the same
	if !reflect.DeepEqual(factionsLooking(m).lastKey(), factionsLooking(cp).lastKey()) {
		t.Error("the tables' keys differ")
	}
}

// A run of events becomes marks: a hunter's two steps two lines from where
// it stood, a sicario placed and then moved a ring and a line from the
// place, a token removed a broken ring, a search a ring with ticks; each
// mark knows its step.
func TestBuildTrailsFromEvents(t *testing.T) {
	var pub game.Public
	pub.Slots[2].Figure = 7
	l := board.MustLoc
	var at positions
	at.hunters[3] = l("A3")
	for s := range at.slots {
		at.slots[s] = board.NoLoc
	}
	const hunter = 16 // game's mover code for hunter 0
	evs := []game.Event{
		{Kind: game.EvActivate, A: 3},
		{Kind: game.EvStep, A: hunter + 3, B: int16(l("A4"))},
		{Kind: game.EvStep, A: hunter + 3, B: int16(l("A5"))},
		{Kind: game.EvMoveEnd, A: hunter + 3, B: int16(l("A5"))},
		{Kind: game.EvPlace, A: 7, B: int16(l("O6"))},
		{Kind: game.EvStep, A: 2, B: int16(l("O7"))},
		{Kind: game.EvTokenRemoved, A: 0, B: int16(l("C2"))},
		{Kind: game.EvSearch, A: 3, B: int16(l("A5"))},
	}
	tr := buildTrails(evs, at, &pub)
	wantMoves := []mapview.TrailMove{
		{From: l("A3"), To: l("A4"), Hunter: 3, Ev: 1},
		{From: l("A4"), To: l("A5"), Hunter: 3, Ev: 2},
		{From: l("O6"), To: l("O7"), Hunter: -1, Slot: 2, Ev: 5},
	}
	wantRings := []mapview.TrailRing{
		{Loc: l("O6"), Kind: mapview.RingPlaced, Ev: 4},
		{Loc: l("C2"), Kind: mapview.RingRemoved, Ev: 6},
		{Loc: l("A5"), Kind: mapview.RingRevealed, Ev: 7},
	}
	if !reflect.DeepEqual(tr.Moves, wantMoves) || !reflect.DeepEqual(tr.Rings, wantRings) || tr.Current != -1 {
		t.Errorf("marks\n%+v\n%+v\nwant\n%+v\n%+v", tr.Moves, tr.Rings, wantMoves, wantRings)
	}
}

// Each side's marks run from its own last decision; a decision keeps the
// turn it had in front of it for the steps; an undo forgets what it took
// back.
func TestLastTurnSpans(t *testing.T) {
	var pub game.Public
	var lt lastTurn
	lt.start(10, &pub)
	if s := lt.since(sideFactions, 14); s.from != 10 || s.to != 14 {
		t.Fatalf("since start: %+v", s)
	}
	lt.decided(sideFactions, 14, 16, &pub)
	if s := lt.since(sideFactions, 16); !s.empty() {
		t.Errorf("the Factions' own decision is marked: %+v", s)
	}
	if p := lt.prev[sideFactions]; p.from != 10 || p.to != 14 {
		t.Errorf("the turn before the decision is not kept: %+v", p)
	}
	if s := lt.since(sidePatron, 16); s.from != 10 || s.to != 16 {
		t.Errorf("the Patrón sees the Factions' decision from %+v", s)
	}
	lt.undone(12, &pub)
	if s := lt.since(sideFactions, 12); s.from != 12 || !lt.prev[sideFactions].empty() {
		t.Errorf("after an undo: %+v, kept %+v", s, lt.prev[sideFactions])
	}
}

// In hotseat each side, once the screen is handed to it, finds the other
// person's turn marked: the Factions the Patrón's placing, the Patrón the
// hunters' steps; the marks go with the side's own next decision.
func TestLastTurnInHotseat(t *testing.T) {
	s := match.Setup{Seed: 8, Control: [4]int{-1, -1, -1, -1}, People: []match.Person{{Name: "Pablo"}, {Name: "Ana"}}}
	sec := game.SeedFrom(8)
	s.Secret = &sec
	m := mustMatchSetup(t, s)
	a := NewApp(&Menu{}, &Script{})
	a.Settings.Path, a.Store = "", nil
	a.Resize(DesignW, DesignH)
	p := NewPlay(m)
	found := [2]bool{}
	for i := 0; i < 3000 && !(found[0] && found[1]); i++ {
		switch {
		case m.G.Over():
			t.Fatal("the game ended first")
		case p.handoff != nil || overlaid(p):
			keyFrame(p, a, ebiten.KeySpace)
		case !p.mine():
			p.Update(a, &Input{})
		default:
			side, want := p.viewer(), game.EvPlace
			if side == sidePatron {
				want = game.EvStep
			}
			if (side == sidePatron) != (p.view.Secret != nil) {
				t.Fatalf("side %d on screen with the Patrón's view %v", side, p.view.Secret != nil)
			}
			mk := p.marked()
			if !found[side] && m.G.Pub.Season >= 1 && slices.ContainsFunc(m.Events[mk.from:mk.to], func(e game.Event) bool { return e.Kind == want }) {
				tr := p.mapTrails()
				if tr == nil || len(tr.Rings)+len(tr.Moves) == 0 {
					t.Fatalf("side %d: the other's %s left no mark", side, want.Name())
				}
				found[side] = true
				t.Logf("side %d: frame %d, season %d, %d events marked", side, i, m.G.Pub.Season, mk.to-mk.from)
				decide(t, p, a)
				if now := p.marked(); !now.empty() && now.from < mk.to {
					t.Errorf("side %d: the marks stay after its decision", side)
				}
				continue
			}
			decide(t, p, a)
		}
	}
	if !found[0] || !found[1] {
		t.Fatalf("marks found for the Factions %v, the Patrón %v", found[0], found[1])
	}
}
