package scenes

import (
	"slices"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/game/board"
	"patron/game/savefile"
	"patron/render/draw"
	"patron/scenes/match"
	"patron/scenes/store"
	"patron/scenes/words"
)

// logTable is a hotseat table some way into season 2, seen by the
// audience that decides there, with the window's size set.
func logTable(t *testing.T, seed uint64) (*match.Match, *App, *Play) {
	t.Helper()
	m := mustMatch(t, seed)
	if err := autoplay(m, board.NoLoc, func(d game.Decision) bool {
		return m.G.Pub.Season >= 2 && d.Prompt == game.PromptUseAction && !d.Forced
	}); err != nil {
		t.Fatal(err)
	}
	p := ShotPlay(m)
	a := NewApp(p, &Script{})
	a.Settings.Path, a.Store = "", nil
	p.calm = 0
	return m, a, p
}

// over is a frame of input with the mouse over the log.
func over(p *Play, a *App, in Input) *Input {
	r := p.layout(a).Log
	in.X, in.Y = r.CX(), r.CY()
	return &in
}

// logLines are the texts the log draws, its header's left out.
func logLines(p *Play, a *App) []string {
	c := &draw.Canvas{S: 1}
	p.drawLog(a.Lang, c, p.layout(a).Log)
	return c.QueuedTexts()[1+numLogFilters:]
}

// bottomEntry is the entry the log shows at its bottom.
func bottomEntry(p *Play) int {
	idx := p.logEntries()
	return idx[len(idx)-1-p.log.back]
}

// The wheel over the log reads it back, by whole entries; new entries
// then leave the view where the player put it, and End (or the Newest
// button) brings it back to the bottom, which follows new entries again.
func TestLogScrollsBackAndKeepsItsPlace(t *testing.T) {
	// A deal whose next five commands open no summary or moment, which
	// would take the frames' input from the log.
	m, a, p := logTable(t, 5)
	if len(m.Events) < 60 {
		t.Fatalf("only %d events", len(m.Events))
	}
	p.Update(a, over(p, a, Input{Wheel: 1}))
	p.Update(a, over(p, a, Input{Wheel: 1}))
	if p.log.back != 2*logWheel {
		t.Fatalf("two notches of the wheel over the log: %d entries back", p.log.back)
	}
	logLines(p, a)
	at := bottomEntry(p)
	for range 5 { // the game goes on
		if _, err := m.Apply(m.G.Legal(nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
	p.Update(a, &Input{X: 1, Y: 1})
	if bottomEntry(p) != at {
		t.Fatalf("new entries moved the view from entry %d to %d", at, bottomEntry(p))
	}
	drawPlay(a, p) // the Newest button is there to click
	var newest draw.Rect
	for _, tg := range a.Targets() {
		if tg.Hit.is(btnLogNewest) {
			newest = tg.R
		}
	}
	if newest.W == 0 {
		t.Fatal("no Newest button on a log scrolled back")
	}
	p.Update(a, &Input{X: newest.CX(), Y: newest.CY(), Click: true})
	if p.log.back != 0 {
		t.Fatalf("the Newest button left the log %d entries back", p.log.back)
	}
	p.Update(a, over(p, a, Input{Keys: []ebiten.Key{ebiten.KeyPageUp}}))
	if p.log.back == 0 {
		t.Fatal("PgUp over the log did not read it back")
	}
	// End over the log: away from it, End pages a long list of choices.
	p.Update(a, over(p, a, Input{Keys: []ebiten.Key{ebiten.KeyEnd}}))
	if p.log.back != 0 {
		t.Fatal("End over the log did not bring it to its newest entry")
	}
	if _, err := m.Apply(m.G.Legal(nil)[0]); err != nil {
		t.Fatal(err)
	}
	p.Update(a, &Input{X: 1, Y: 1})
	if p.log.back != 0 || bottomEntry(p) != len(m.Events)-1 {
		t.Fatal("the log at its bottom does not follow new entries")
	}
	p.Update(a, over(p, a, Input{Keys: []ebiten.Key{ebiten.KeyHome}}))
	if lines := logLines(p, a); len(lines) == 0 || lines[0] != p.log.text.lines[0][0] {
		t.Fatalf("Home over the log shows %q first, not the first entry %q", lines, p.log.text.lines[0])
	}
}

// A drag inside the log reads it back as the mouse goes down, an entry a
// line, and gives it up as the mouse comes back up.
func TestLogDrags(t *testing.T) {
	_, a, p := logTable(t, 3)
	in := over(p, a, Input{Click: true, Held: true})
	p.Update(a, in)
	lh := logLineSt.LineHeight()
	for _, dy := range []float64{1, 2, 3} {
		p.Update(a, &Input{X: in.X, Y: in.Y + dy*lh + 1, Held: true})
	}
	if p.log.back != 3 {
		t.Fatalf("a drag of three lines down: %d entries back", p.log.back)
	}
	p.Update(a, &Input{X: in.X, Y: in.Y + lh + 1, Held: true})
	p.Update(a, &Input{X: in.X, Y: in.Y + lh + 1})
	if p.log.back != 1 || p.log.dragging {
		t.Fatalf("back up to one line and let go: %d entries back, dragging %v", p.log.back, p.log.dragging)
	}
}

// PgUp and PgDn page a list of choices that has pages, the mouse away from
// the log; with a list of one page, or the mouse over the log, they are
// the log's.
func TestLogKeysLeaveAListWithPagesAlone(t *testing.T) {
	_, a, p := logTable(t, 2)
	drawPlay(a, p)
	p.ch.perPage, p.ch.first = 100, 0 // a list of one page
	if p.listPages() {
		t.Fatal("the test wants a list of one page first")
	}
	keyFrame(p, a, ebiten.KeyPageUp)
	if p.log.back == 0 {
		t.Fatal("PgUp with a one-page list did not read the log back")
	}
	keyFrame(p, a, ebiten.KeyPageDown)
	if p.log.back != 0 {
		t.Fatalf("PgDn back: %d entries back", p.log.back)
	}
	p.ch.perPage = 1 // a list longer than its page
	if !p.listPages() {
		t.Fatal("a list of one choice a page has no pages")
	}
	keyFrame(p, a, ebiten.KeyPageDown)
	if p.log.back != 0 || p.ch.first != 1 {
		t.Fatalf("PgDn with pages: the log %d back, the list from %d", p.log.back, p.ch.first)
	}
	p.Update(a, over(p, a, Input{Keys: []ebiten.Key{ebiten.KeyPageUp}}))
	if p.log.back == 0 || p.ch.first != 1 {
		t.Fatalf("PgUp over the log: the log %d back, the list from %d", p.log.back, p.ch.first)
	}
}

// The filters in the header: Clues shows only answers and reveals (and the
// seasons), Own moves only the decisions of the side at the screen; a
// click on a filter shows it from its newest entry.
func TestLogFilters(t *testing.T) {
	m, a, p := logTable(t, 4)
	patron := p.view.Secret != nil
	drawPlay(a, p)
	click := func(f logFilter) {
		for _, tg := range a.Targets() {
			if tg.Hit.is(btnLogFilter) && tg.Hit.log == f {
				p.Update(a, &Input{X: tg.R.CX(), Y: tg.R.CY(), Click: true})
				return
			}
		}
		t.Fatalf("no button for filter %d", f)
	}
	p.log.back = 3
	click(logClues)
	if p.log.filter != logClues || p.log.back != 0 {
		t.Fatalf("the Clues button: filter %d, %d back", p.log.filter, p.log.back)
	}
	clues := p.logEntries()
	if len(clues) < 3 {
		t.Fatalf("%d clues by season 2", len(clues))
	}
	for _, i := range clues {
		if k := m.Events[i].Kind; !isClue(k) && !isLandmark(k) {
			t.Fatalf("the clues show %v", m.Events[i])
		}
	}
	if !slices.ContainsFunc(clues, func(i int) bool { return m.Events[i].Kind == game.EvRangeAnswer }) {
		t.Fatal("no range answer among the clues")
	}
	click(logOwn)
	own := p.logEntries()
	if len(own) < 3 {
		t.Fatalf("%d own entries", len(own))
	}
	for _, i := range own {
		if by := m.By[i]; !isLandmark(m.Events[i].Kind) && (by == game.SeatPatron) != patron || by == game.NoSeat && !isLandmark(m.Events[i].Kind) {
			t.Fatalf("own moves of the %v side show %v, decided by %v", patron, m.Events[i], by)
		}
	}
	click(logAll)
	if len(p.logEntries()) != len(m.Events) {
		t.Fatal("All does not show every event")
	}
}

// A sentence is never cut: whatever the scroll, the first line drawn is
// the first line of an entry, and a continuation line stands indented.
func TestLogShowsWholeSentences(t *testing.T) {
	_, a, p := logTable(t, 5)
	a.Lang = words.Lookup("de") // long words, more wrapping
	r := draw.Rect{X: 900, Y: 500, W: 210, H: 120}
	firsts := map[string]bool{}
	for back := 0; back < 40; back++ {
		p.log.back, p.log.seen = back, len(p.logEntries())
		c := &draw.Canvas{S: 1}
		p.drawLog(a.Lang, c, r)
		for _, ls := range p.log.text.lines {
			firsts[ls[0]] = true
		}
		texts := c.QueuedTexts()[1+numLogFilters:]
		if len(texts) == 0 || !firsts[texts[0]] {
			t.Fatalf("%d back, the log starts mid-sentence: %q", back, texts)
		}
	}
	wrapped := 0
	for _, ls := range p.log.text.lines {
		if len(ls) > 1 {
			wrapped++
		}
	}
	if wrapped == 0 {
		t.Fatal("no sentence wrapped in a narrow log")
	}
}

// factionsLog is every filter's sentences of the log as the Factions'
// screen shows it.
func factionsLog(t *testing.T, m *match.Match) [numLogFilters][]string {
	t.Helper()
	p := factionsLooking(m)
	if p.view.Secret != nil {
		t.Fatal("the Factions' screen holds the Patrón's view")
	}
	say := words.English().Printer()
	var out [numLogFilters][]string
	for f := range numLogFilters {
		p.log.filter = f
		for _, i := range p.logEntries() {
			out[f] = append(out[f], sentence(say.Event(m.Events[i])))
		}
	}
	return out
}

// Secrecy: the Factions' log, in every filter, is the same as on a machine
// that never held a secret (the game rebuilt from the published commands
// alone); and two games that differ only by the Patrón's hideout give the
// Factions the same log until the first answer or reveal.
func TestFactionsLogHoldsNoSecret(t *testing.T) {
	m := mustMatch(t, 6)
	if err := autoplay(m, board.NoLoc, func(game.Decision) bool { return m.G.Pub.Season >= 3 }); err != nil {
		t.Fatal(err)
	}
	pub, err := m.FactionsCopy()
	if err != nil {
		t.Fatal(err)
	}
	got, want := factionsLog(t, m), factionsLog(t, pub)
	for f := range numLogFilters {
		if len(want[f]) == 0 || !slices.Equal(got[f], want[f]) {
			t.Fatalf("filter %d: the Factions' log holds %d entries, a machine without secrets %d", f, len(got[f]), len(want[f]))
		}
	}
	var games [2]*match.Match
	for i, hide := range []string{"A3", "O11"} {
		games[i] = mustMatch(t, 6)
		g := games[i]
		if err := play(g, board.MustLoc(hide), true, func(game.Decision) bool { return g.G.Pub.Season >= 2 }); err != nil {
			t.Fatal(err)
		}
	}
	evs := games[0].Events
	first := slices.IndexFunc(evs, func(e game.Event) bool { return isClue(e.Kind) })
	if first < 5 || len(games[1].Events) <= first {
		t.Fatalf("the first answer is event %d", first)
	}
	for i := range games { // the logs as they stood before the first answer
		games[i].Events, games[i].By = games[i].Events[:first], games[i].By[:first]
	}
	a, b := factionsLog(t, games[0]), factionsLog(t, games[1])
	for f := range numLogFilters {
		if len(a[f]) == 0 || !slices.Equal(a[f], b[f]) {
			t.Fatalf("filter %d: before the first answer the Factions' logs of two hideouts differ:\n%q\n%q", f, a[f], b[f])
		}
	}
}

// Continue and Load: the table of a saved game opens with the whole log,
// the same lines in every filter as before it was saved.
func TestResumedTableKeepsTheLog(t *testing.T) {
	m, a, p := logTable(t, 7)
	data, err := savefile.Write(m.G, m.Table(), savefile.WithSecrets, time.Now(), time.Now())
	if err != nil {
		t.Fatal(err)
	}
	a.Store = store.Open(t.TempDir())
	id := store.NewID(time.Now())
	if err := a.Store.Put(id, data, false); err != nil {
		t.Fatal(err)
	}
	if err := openSaved(a, id); err != nil { // what Continue and Load do
		t.Fatal(err)
	}
	q, ok := a.next.(*Play)
	if !ok {
		t.Fatalf("Load opened %T", a.next)
	}
	defer q.stopSaving()
	q.M.Confirm(m.Screen())
	q.refresh()
	for f := range numLogFilters {
		p.log.filter, q.log.filter = f, f
		for _, b := range []int{0, 7} {
			p.scrollLog(f, b)
			q.scrollLog(f, b)
			if was, is := logLines(p, a), logLines(q, a); len(was) < 3 || !slices.Equal(was, is) {
				t.Fatalf("filter %d, %d back: the resumed log reads %q, it read %q", f, b, is, was)
			}
		}
	}
}
