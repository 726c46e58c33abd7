package scenes

import (
	"testing"

	"patron/game"
	"patron/game/board"
	"patron/render/draw"
	"patron/scenes/words"
)

// The log keeps its place and its height whatever the choice list does:
// beside a long list (which scrolls in the prompt, More… showing what is
// left) its filters are where they are beside a short one, and a click on
// the Clues filter lands. (The player missed it: the panel had
// moved as the list grew.)
func TestTheLogStaysPutBesideALongList(t *testing.T) {
	lang := words.English()
	at := func(long bool) (*App, *Play) {
		t.Helper()
		m := mustMatch(t, 7)
		if err := autoplay(m, board.NoLoc, func(d game.Decision) bool {
			n := len(m.G.Legal(nil))
			return d.Seat.IsFactions() && !d.Forced && (long && n >= longList || !long && n <= 4)
		}); err != nil || m.G.Over() {
			t.Fatalf("no such decision (long %v): %v", long, err)
		}
		p := ShotPlay(m)
		a := NewApp(p, &Script{X: -1, Y: -1})
		a.Lang, a.Store, a.dry = lang, nil, true
		a.Resize(DesignW, DesignH)
		a.Draw(offscreen(DesignW, DesignH))
		return a, p
	}
	filter := func(a *App) draw.Rect {
		for _, tg := range a.Targets() {
			if tg.Hit.is(btnLogFilter) && tg.Hit.log == logClues {
				return tg.R
			}
		}
		t.Fatal("no Clues filter drawn")
		return draw.Rect{}
	}
	short, _ := at(false)
	long, p := at(true)
	if a, b := filter(short), filter(long); a != b {
		t.Fatalf("the Clues filter moved from %v to %v as the list grew", a, b)
	}
	more := false
	for _, tg := range long.Targets() {
		more = more || tg.Hit.is(btnMore)
	}
	if !more {
		t.Error("a long list shows no More… to scroll it")
	}
	r := filter(long)
	p.Update(long, &Input{X: r.CX(), Y: r.CY(), Click: true})
	if p.log.filter != logClues {
		t.Errorf("a click on Clues beside a long list left the filter at %v", p.log.filter)
	}
}

// The log shows at least six lines at every size of the window.
func TestTheLogShowsSixLinesAtEverySize(t *testing.T) {
	lang := words.English()
	p := ShotPlay(mustMatch(t, 2))
	p.M.Events = nil
	for i := range 12 {
		p.M.Events = append(p.M.Events, game.Event{Kind: game.EvSeason, A: int16(i)})
	}
	for _, size := range [][2]float64{{DesignW, DesignH}, {1024, 768}, {1600, 900}} {
		a := NewApp(p, &Script{X: -1, Y: -1})
		a.Resize(size[0], size[1])
		c := &draw.Canvas{S: 1}
		p.drawLog(lang, c, p.layout(a).Log)
		if n := len(c.QueuedTexts()) - 1 - int(numLogFilters); n < 6 { // the title and filters, then the lines
			t.Errorf("%v: the log shows %d lines", size, n)
		}
	}
}
