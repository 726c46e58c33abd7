package scenes

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/game/board"
	"patron/game/bot"
	"patron/game/box"
	"patron/render/draw"
	"patron/scenes/match"
	"patron/scenes/store"
	"patron/scenes/words"
)

// factionsAgainstBot is the menu's quick game, the Factions against an
// Easy Patrón, played by bots to the start of season 1's first round,
// with the default settings.
func factionsAgainstBot(t *testing.T, seed uint64) (*match.Match, *App, *Play) {
	t.Helper()
	s := QuickSetup(words.English(), false, "easy")
	s.Seed = seed
	sec := game.SeedFrom(seed)
	s.Secret = &sec
	m := mustMatchSetup(t, s)
	a := atPatronsFirstPlay(t, m)
	a.Settings.Pace = 2
	return m, a, NewPlay(m)
}

// A whole round (the Patrón's turn and the Factions' turn after it) with
// the default settings stops for no window the player did not ask for:
// every decision put to the player is one of the game's own, and the
// table passes the optional windows (there are several in a round).
func TestFactionRoundAsksNothingByDefault(t *testing.T) {
	for _, seed := range []uint64{1, 2, 5} {
		m, a, p := factionsAgainstBot(t, seed)
		factions, err := newBotFor(false, seed)
		if err != nil {
			t.Fatal(err)
		}
		season, turn, start := m.G.Pub.Season, m.G.Pub.Turn, len(m.G.Log())
		asked, unasked := 0, 0
		for frame := 0; m.G.Pub.Season == season && m.G.Pub.Turn < turn+2 && !m.G.Over(); frame++ {
			if frame > 20000 {
				t.Fatalf("seed %d: the round did not end", seed)
			}
			p.Update(a, &Input{})
			if !p.mine() {
				continue
			}
			d := m.G.Pending()
			asked++
			if d.Prompt.Optional() {
				unasked++
				t.Errorf("seed %d: the table stopped for %q, which nobody asked for", seed, d.Prompt)
				p.apply(a, game.Cmd(game.OpPass))
				continue
			}
			v := m.G.View(d.Seat)
			p.apply(a, bot.Turn(factions, &v))
		}
		passed := 0
		for i, st := range m.G.Steps() {
			if st.Prompt.Optional() && m.G.Log()[i].Op == game.OpPass && i >= start {
				passed++
			}
		}
		if asked == 0 || passed < 3 {
			t.Errorf("seed %d: %d decisions put to the player and %d windows passed by the table: the round was not played", seed, asked, passed)
		}
		t.Logf("seed %d: %d decisions, %d optional windows shown unasked, %d passed by the table", seed, asked, unasked, passed)
	}
}

// lastChancePlay is a hotseat table at the DEA's window after a hunter's
// move in which no Action card in sight gives it an action and a redraw
// could (decision D27): every slot of the dashboard is full but the Type
// Investigation's, and no 2 is available.
func lastChancePlay(t *testing.T) (*match.Match, *App, *Play) {
	t.Helper()
	m := mustMatch(t, 3)
	if err := autoplay(m, board.NoLoc, func(d game.Decision) bool {
		return d.Prompt == game.PromptDEA && d.Detail.Hunter != box.NoHunter && m.G.Pub.DEARedraws > 0 &&
			!m.G.Pub.Hunters[d.Detail.Hunter].LockNext && !legalHas(m, game.OpBoost) && m.G.Pub.DEABoosts > 0
	}); err != nil {
		t.Fatal(err)
	}
	if m.G.Over() {
		t.Fatal("seed 3's game has no DEA window after a move")
	}
	pub := &m.G.Pub
	for ac := box.Action(0); ac < box.NumActions; ac++ {
		for i := 0; i < box.ActionSlots[ac].Count && ac != box.TypeInv; i++ {
			pub.Dash[ac][i] = 3
		}
	}
	for i, v := range pub.Available {
		if v == 2 {
			pub.Available[i] = 3
		}
	}
	if !m.G.PassLoses() {
		t.Fatal("the position made is not a last chance")
	}
	a := NewApp(&Menu{}, &Script{})
	a.Settings.Path, a.Store = "", nil
	return m, a, factionsLooking(m)
}

func legalHas(m *match.Match, op game.Op) bool {
	for _, c := range m.G.Legal(nil) {
		if c.Op == op {
			return true
		}
	}
	return false
}

// On request, the window whose pass would lose a hunter's action shows by
// itself, and says why.
func TestLastChanceWindowShowsItself(t *testing.T) {
	m, a, p := lastChancePlay(t)
	before := len(m.G.Log())
	for range 3 {
		p.Update(a, &Input{})
	}
	if len(m.G.Log()) != before || m.G.Pending().Prompt != game.PromptDEA || !p.mine() {
		t.Fatalf("the last chance was not left to the players (pending %q, %d commands taken)", m.G.Pending().Prompt, len(m.G.Log())-before)
	}
	a.Resize(DesignW, DesignH)
	c := &draw.Canvas{S: 1}
	p.drawPrompt(a, c, layoutTable(a.W, a.H).Prompt)
	want := a.Lang.Sprintf(words.WindowLastChance, m.G.Pending().Detail.Hunter.Name())
	if said := strings.Join(c.QueuedTexts(), " "); !strings.Contains(said, want) {
		t.Errorf("the prompt does not say why it shows: no %q", want)
	}
}

// The table's menu changes the optional windows' setting (its button, or
// key 4) and saves it with the settings.
func TestPauseMenuTogglesAskingAndSavesIt(t *testing.T) {
	mem := &store.Memory{}
	browser := inBrowser(t, mem)
	_, _, p := dEAWindowPlay(t)
	a := NewAppOn(browser, &Menu{}, &Script{})
	a.Store = nil
	keyFrame(p, a, ebiten.KeyEscape)
	if !p.paused {
		t.Fatal("Esc did not open the table's menu")
	}
	keyFrame(p, a, ebiten.Key4)
	if !a.Settings.AskWindows {
		t.Fatal("4 in the table's menu did not switch to asking at every chance")
	}
	if got := LoadSettings(browser); !got.AskWindows {
		t.Fatal("the switch was not saved")
	}
	c := &draw.Canvas{S: 1}
	p.drawPause(a, c)
	if want := pauseKeyLabel(pauseAsk, a.Lang.T(words.WindowsAsk)); !slices.Contains(c.QueuedTexts(), want) {
		t.Errorf("the menu does not show %q", want)
	}
	keyFrame(p, a, ebiten.Key4)
	if a.Settings.AskWindows || LoadSettings(browser).AskWindows {
		t.Fatal("4 again did not switch back to on request, or did not save it")
	}
}

// A settings file from before the windows waited to be asked reads as
// the new default (on request) whatever its "deaAuto" says: the old key
// was written false by every save, chosen or not. The new key is read.
func TestOldSettingsReadOnRequest(t *testing.T) {
	for _, c := range []struct {
		file string
		ask  bool
	}{
		{`{"pace": 2, "deaAuto": false}`, false},
		{`{"pace": 2, "deaAuto": true}`, false},
		{`{"pace": 2}`, false},
		{`{"pace": 2, "askEveryWindow": true}`, true},
	} {
		mem := &store.Memory{}
		browser := inBrowser(t, mem)
		if err := mem.WriteFile(browserRoot+"/settings.json", []byte(c.file)); err != nil {
			t.Fatal(err)
		}
		if got := LoadSettings(browser); got.Pace != 2 || got.AskWindows != c.ask {
			t.Errorf("%s reads pace %d, ask at every chance %v; want 2, %v", c.file, got.Pace, got.AskWindows, c.ask)
		}
	}
}

// toFactionDecision plays the table, the player's own decisions by a bot,
// to the first of them in a Faction turn.
func toFactionDecision(t *testing.T, m *match.Match, a *App, p *Play, seed uint64) {
	t.Helper()
	factions, err := newBotFor(false, seed)
	if err != nil {
		t.Fatal(err)
	}
	for frame := 0; ; frame++ {
		if frame > 20000 || m.G.Over() {
			t.Fatal("no decision of the Factions came")
		}
		p.Update(a, &Input{})
		if !p.mine() {
			continue
		}
		if m.G.Pub.Turn%2 == 1 {
			return
		}
		d := m.G.Pending()
		v := m.G.View(d.Seat)
		p.apply(a, bot.Turn(factions, &v))
	}
}

// The buttons of all four abilities fit at the foot of the prompt in every
// language and window size: none cut short, none over another, over a
// choice or outside the prompt; the header keeps only its own buttons. A
// click on one asks for its next chance, a second takes the request back.
func TestAbilityButtonsFitEveryLanguage(t *testing.T) {
	m, a, p := factionsAgainstBot(t, 1)
	toFactionDecision(t, m, a, p, 1)
	m.G.Pub.CaliCubes = 2 // every ability has something left: the most buttons
	for _, l := range words.Languages {
		for _, size := range [][2]float64{{1280, 800}, {1024, 768}} {
			a.Lang = words.Lookup(l.Code)
			a.Resize(size[0], size[1])
			a.targets = nil
			draw.TakeOverflows()
			c := &draw.Canvas{S: a.S}
			lay := layoutTable(a.W, a.H)
			p.drawToolbar(a, c, lay.Toolbar)
			p.drawPrompt(a, c, lay.Prompt)
			if cut := draw.TakeOverflows(); len(cut) > 0 {
				t.Errorf("%s %v: cut short: %q", l.Code, size, cut)
			}
			var buttons, others []draw.Rect
			for _, tg := range a.Targets() {
				if tg.Hit.is(btnAbility) {
					buttons = append(buttons, tg.R)
				} else {
					others = append(others, tg.R)
				}
			}
			if len(buttons) != int(game.NumAbilities) {
				t.Fatalf("%s %v: %d ability buttons, want %d", l.Code, size, len(buttons), game.NumAbilities)
			}
			for i, b := range buttons {
				if !lay.Prompt.Contains(b.X, b.Y) || !lay.Prompt.Contains(b.Right(), b.Bottom()) {
					t.Errorf("%s %v: a button %v leaves the prompt %v", l.Code, size, b, lay.Prompt)
				}
				for _, o := range append(others, buttons[i+1:]...) {
					if b.X < o.Right() && o.X < b.Right() && b.Y < o.Bottom() && o.Y < b.Bottom() {
						t.Errorf("%s %v: a button %v overlaps %v", l.Code, size, b, o)
					}
				}
			}
		}
	}
	a.Lang = words.English()
	for ab := range game.NumAbilities {
		h := onAbility(ab)
		p.updateAsks(a, &Input{}, h)
		if !p.asked[ab] {
			t.Errorf("a click on ability %d's button did not ask for it", ab)
		}
		p.updateAsks(a, &Input{}, h)
		if p.asked[ab] {
			t.Errorf("a second click on ability %d's button did not take the request back", ab)
		}
	}
}

// askStaged: a table staged at a Faction's optional window is one the
// players asked for, which the table on request would otherwise pass at
// once.
func askStaged(p *Play) { p.askPending() }

// A game left while a window stood on the table comes back with it up:
// the table does not pass on Continue what it had shown.
func TestResumedWindowStaysUp(t *testing.T) {
	m, a, _ := dEAWindowPlay(t)
	p := ResumePlay(m, "", time.Now())
	m.Confirm(match.Audience{People: []int{1, 2, 3}, Seat: game.SeatTeam})
	p.refresh()
	p.Update(a, &Input{})
	if m.G.Pending().Prompt != game.PromptDEA {
		t.Fatal("the window that stood when the game was left was passed when it came back")
	}
}
