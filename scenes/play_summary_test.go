package scenes

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/game/board"
	"patron/game/bot"
	"patron/render/draw"
	"patron/scenes/match"
	"patron/scenes/store"
	"patron/scenes/words"
)

// quietApp is a window that writes nothing, its bots at the fast pace.
func quietApp() *App {
	a := NewApp(&Menu{}, &Script{})
	a.Settings, a.Store = DefaultSettings(), nil
	a.Settings.Pace = 2
	a.Resize(DesignW, DesignH)
	return a
}

// tableDriver plays a hotseat table through Play.Update as its people
// would: each side's decisions by a bot's choice, each hand-off confirmed.
type tableDriver struct {
	t                *testing.T
	m                *match.Match
	a                *App
	p                *Play
	patron, factions bot.Bot
}

func newSeatDriver(t *testing.T, m *match.Match) *tableDriver {
	t.Helper()
	pb, err := newBotFor(true, m.Setup.Seed)
	if err != nil {
		t.Fatal(err)
	}
	fb, err := newBotFor(false, m.Setup.Seed)
	if err != nil {
		t.Fatal(err)
	}
	return &tableDriver{t: t, m: m, a: quietApp(), p: ShotPlay(m), patron: pb, factions: fb}
}

// step is one frame: the table's Update, then the decision on screen
// taken as its person would (through the table, as a click would).
func (d *tableDriver) step() {
	p := d.p
	if p.mom.open { // a big moment: seen, clicked away
		d.press(ebiten.KeySpace)
		return
	}
	p.Update(d.a, &Input{})
	if overlaid(p) || p.handoff != nil || !p.mine() || p.calm > 0 {
		return
	}
	v := d.m.G.View(d.m.G.Pending().Seat)
	b := d.factions
	if v.Seat == game.SeatPatron {
		b = d.patron
	}
	p.apply(d.a, b.Choose(&v))
}

// until steps the table until done says so, for up to ten seconds: a
// bot thinks on a goroutine of its own, in its own time.
func (d *tableDriver) until(done func() bool) {
	for end := time.Now().Add(10 * time.Second); !done() && time.Now().Before(end); {
		d.step()
		time.Sleep(100 * time.Microsecond)
	}
}

// press is one frame with a key down.
func (d *tableDriver) press(k ebiten.Key) { d.p.Update(d.a, &Input{Keys: []ebiten.Key{k}}) }

// In hotseat each side reads its own End of Season summary when it next
// has the screen: the Patrón at once after his move, with where he went;
// the Factions after their hand-off, without it. The game waits for each.
func TestHotseatSummaryForEachSide(t *testing.T) {
	m := mustMatch(t, 1)
	if err := autoplay(m, board.NoLoc, func(d game.Decision) bool { return d.Prompt == game.PromptRelocate }); err != nil {
		t.Fatal(err)
	}
	d := newSeatDriver(t, m)
	opened := map[int]string{}
	handed := false // the screen passed to the Factions since the Patrón's summary
	for f := 0; f < 5000 && len(opened) < 2; f++ {
		p := d.p
		if p.handoff != nil {
			handed = handed || len(opened) > 0 && !p.handoff.Aud.Patron
			d.press(ebiten.KeyEnter)
			continue
		}
		if p.sum.open > 0 {
			if p.sum.side == 1 && !handed {
				t.Fatal("the Factions' summary shows before their hand-off")
			}
			if _, ok := opened[p.sum.side]; ok {
				t.Fatalf("side %d's summary opened twice", p.sum.side)
			}
			side := p.sum.side
			opened[side] = buildSummary(d.a.Lang, m.Events, p.sum.open, &m.G.Pub, p.view.Secret).Text()
			rev := m.Revision
			for range 30 {
				d.step()
			}
			if m.Revision != rev || p.sum.open == 0 {
				t.Fatalf("side %d: the game went on under the summary", side)
			}
			if (side == 0) != (p.view.Secret != nil) {
				t.Fatalf("side %d's summary shows over the other side's view", side)
			}
			d.press(ebiten.KeySpace)
			if p.sum.open != 0 {
				t.Fatal("Space did not close the summary")
			}
			continue
		}
		d.step()
	}
	if !strings.Contains(opened[0], "Only you know") {
		t.Errorf("the Patrón's summary does not say where he went:\n%s", opened[0])
	}
	if s, ok := opened[1]; !ok || strings.Contains(s, "Only you know") {
		t.Errorf("the Factions' summary (shown: %v) says the Patrón's move:\n%s", ok, s)
	}
}

// With a bot Patrón, the Factions' summary waits for their click before the
// bot's next season begins; the Settings row skips it.
func TestSummaryWaitsForTheClickWithBots(t *testing.T) {
	for _, skip := range []bool{false, true} {
		s := HotseatSetup(words.English(), 2)
		s.People[0].Bot = "easy"
		m := mustMatchSetup(t, s)
		if err := autoplay(m, board.NoLoc, func(d game.Decision) bool { return d.Prompt == game.PromptBudget }); err != nil {
			t.Fatal(err)
		}
		d := newSeatDriver(t, m)
		d.p = factionsLooking(m) // the people at the screen: the Factions
		d.a.Settings.SkipSummary = skip
		d.until(func() bool { return d.p.sum.open > 0 || m.G.Pub.Season >= 2 && m.G.Pending().Seat != game.SeatPatron })
		if skip {
			if d.p.sum.open != 0 || m.G.Pub.Season < 2 {
				t.Fatalf("skipped: the summary shows anyway (open %d, season %d)", d.p.sum.open, m.G.Pub.Season)
			}
			continue
		}
		if d.p.sum.open != 1 || d.p.sum.side != 1 {
			t.Fatalf("no Factions' summary of season 1 (open %d, side %d) at %v", d.p.sum.open, d.p.sum.side, m.G.Pending())
		}
		rev := m.Revision
		for end := time.Now().Add(300 * time.Millisecond); time.Now().Before(end); {
			d.step()
			time.Sleep(100 * time.Microsecond)
		}
		if m.Revision != rev {
			t.Fatal("the bot played on under the summary")
		}
		drawPlay(d.a, d.p)
		in := clickID(t, d.a, named("summary:continue"))
		d.p.Update(d.a, in)
		d.until(func() bool { return m.Revision != rev })
		if d.p.sum.open != 0 || m.Revision == rev {
			t.Fatal("a click on Continue did not let the bot play on")
		}
	}
}

// clickID is a click in the middle of the target id, as last drawn.
func clickID(t *testing.T, a *App, id buttonID) *Input {
	t.Helper()
	for _, tg := range a.Targets() {
		if tg.ID == id {
			return &Input{X: tg.R.CX(), Y: tg.R.CY(), Click: true}
		}
	}
	t.Fatalf("no %v drawn", id)
	return nil
}

// The Settings row turns the summary off and on, and the choice is saved
// with the other settings, in the same file.
func TestSettingsRowSkipsTheSummary(t *testing.T) {
	a := quietApp()
	a.Settings.Path, a.Settings.files = filepath.Join(t.TempDir(), "settings.json"), store.Disk{}
	s := &SettingsScreen{}
	for _, want := range []bool{true, false} {
		a.targets = a.targets[:0]
		s.Draw(a, &draw.Canvas{S: 1})
		s.Update(a, clickID(t, a, named("settings:summary")))
		if a.Settings.SkipSummary != want {
			t.Fatalf("after a click SkipSummary is %v", a.Settings.SkipSummary)
		}
		b, err := os.ReadFile(a.Settings.Path)
		if err != nil {
			t.Fatal(err)
		}
		var saved Settings
		if err := json.Unmarshal(b, &saved); err != nil || saved.SkipSummary != want || saved.Pace != a.Settings.Pace {
			t.Fatalf("saved %s (%v)", b, err)
		}
	}
}

// A Faction player alone at the screen for a secret choice (Plata o
// Plomo) does not get the team's summary: it waits for all of them.
func TestSummaryWaitsForTheWholeTeam(t *testing.T) {
	for seed := uint64(1); seed <= 12; seed++ {
		m := mustMatch(t, seed)
		if err := autoplay(m, board.NoLoc, func(d game.Decision) bool {
			return seasonEnds(m.Events) >= 1 && d.Prompt == game.PromptPlataPlomo
		}); err != nil {
			t.Fatal(err)
		}
		if m.G.Over() {
			continue
		}
		a, p := quietApp(), ShotPlay(m) // the screen: the threatened Faction's player alone
		if !m.Screen().Private {
			t.Fatalf("seed %d: the screen is not one Faction player's alone", seed)
		}
		p.sum.seen = [2]int{}
		if p.updateSummary(a, &Input{}) || p.sum.open != 0 {
			t.Fatal("the summary opened for one Faction player alone")
		}
		return
	}
	t.Fatal("no Plata o Plomo after an End of Season in twelve games: the wait for the team is not checked")
}
