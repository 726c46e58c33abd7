package scenes

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"

	"patron/game"
	"patron/game/box"
	"patron/render/draw"
	"patron/scenes/match"
	"patron/scenes/store"
	"patron/scenes/words"
)

// resumeCase is one table begun as the menu, the New game screen or the
// tutorial begin it.
type resumeCase struct {
	name  string
	play  func() (*Play, error)
	guide int // the tutorial guide's step when the game is left
	// split is the faction split the New game screen showed (People
	// indices), which the game must play; nil elsewhere.
	split *[box.NumFactions]int
}

func resumeCases(lang *words.Lang) []resumeCase {
	var out []resumeCase
	newPlay := func(s match.Setup) func() (*Play, error) {
		return func() (*Play, error) {
			m, err := match.New(s)
			if err != nil {
				return nil, err
			}
			return NewPlay(m), nil
		}
	}
	for _, level := range []string{"easy", "normal", "hard"} {
		out = append(out,
			resumeCase{name: "quick/hunt the Patrón/" + level, play: newPlay(QuickSetup(lang, false, level))},
			resumeCase{name: "quick/be the Patrón/" + level, play: newPlay(QuickSetup(lang, true, level))})
	}
	for _, patron := range []bool{false, true} {
		steps := len(newGuide(&Play{}, patron).steps)
		for _, step := range []int{0, 2, steps - 1, steps} { // steps: the guide has finished
			out = append(out, resumeCase{name: fmt.Sprintf("tutorial/patron %v/step %d", patron, step),
				play: func() (*Play, error) { return NewTutorial(lang, patron) }, guide: step})
		}
	}
	// The New game screen: every player count, the Patrón in every seat,
	// the book's split, a random one and one by hand, people and bots of
	// every level in changing seats.
	for n := 2; n <= 5; n++ {
		for pat := 0; pat < n; pat++ {
			for split, how := range []string{"book", "random", "hand"} {
				scr := NewSetupScreen()
				scr.players, scr.patron = n, pat
				switch how {
				case "book":
					scr.bookSplit()
				case "random":
					scr.randomSplit()
				case "hand": // clicks on the factions' players until the book allows the split, not its own
					scr.bookSplit()
					book := scr.control
					for j := pat; n > 2 && j < pat+40; j++ {
						id := numbered("setup:faction", j%box.NumFactions)
						scr.Update(&App{targets: []Target{{ID: id, R: draw.Rect{W: 10, H: 10}}}}, &Input{X: 5, Y: 5, Click: true})
						if s, _ := scr.setup(lang); scr.control != book {
							if _, err := match.New(s); err == nil {
								break
							}
						}
					}
				}
				k := n*7 + pat*3 + split
				for seat := 0; seat < n; seat++ {
					if (k+seat)%3 != 0 {
						scr.kinds[seat] = (k + seat) % len(seatKinds(lang))
					}
				}
				s, err := scr.setup(lang)
				name := fmt.Sprintf("new/%d players/Patrón %d/%s/kinds %v/control %v", n, pat+1, how, scr.kinds[:n], s.Control)
				out = append(out, resumeCase{name: name, play: func() (*Play, error) {
					if err != nil {
						return nil, err
					}
					return newPlay(s)()
				}, split: &s.Control})
			}
		}
	}
	return out
}

// Every table, left to the menu mid-game and taken back with Continue (the
// store's newest game, loaded, checked and resumed as the menu does), is
// the same game at the same table: the same state hashes, the same people
// and bots in the same seats, the same screen (one person's view at a solo
// table, blank until someone sits down at a hotseat one), the turn clock
// as set, and a tutorial's guide at the step where it stood. A table whose
// Patrón was not the first player (hunting the Patrón, the Factions'
// tutorial) could not be opened at all.
func TestEveryTableComesBackOnContinue(t *testing.T) {
	lang := words.English()
	clocked := 0
	for i, c := range resumeCases(lang) {
		t.Run(c.name, func(t *testing.T) {
			a := &App{Store: store.Open(t.TempDir())}
			a.Settings.ClockMinutes, a.Settings.ClockPlays = ClockChoices[1+i%3], i%2 == 0
			a.Settings.AskWindows = true // every decision is the test's own random one, windows too
			p, err := c.play()
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(uint64(i), 9))
			for n := 0; n < 60+i%4*25 && !p.M.G.Over(); n++ {
				if aud, need := p.M.HandOff(); need {
					p.M.Confirm(aud)
				}
				legal := p.M.G.Legal(nil)
				if !p.apply(a, legal[r.IntN(len(legal))]) {
					t.Fatalf("decision %d refused: %s", n, p.err)
				}
			}
			if p.M.G.Over() {
				t.Fatal("the game ended before it was left")
			}
			for f := 0; c.split != nil && f < box.NumFactions; f++ {
				if who := p.M.PersonOf(game.FactionSeat(box.Faction(f))); who != c.split[f] {
					t.Fatalf("%v is played by player %d; the screen showed player %d", box.Faction(f), who+1, c.split[f]+1)
				}
			}
			if p.tut != nil {
				p.tut.step = c.guide
			}
			// Leave to the menu, as its question does.
			p.askLeave(a)
			if p.leaveErr != "" {
				t.Fatal(p.leaveErr)
			}
			p.stopSaving()
			menu := &Menu{}
			if items := menu.items(a); items[0].id != named("menu:continue") || menu.latest.ID != p.save.id {
				t.Fatalf("the menu offers no Continue for the game: %+v", menu.latest)
			}
			a.Switch(nil)
			if err := openSaved(a, menu.latest.ID); err != nil {
				t.Fatalf("Continue: %v", err)
			}
			back, ok := a.next.(*Play)
			if !ok {
				t.Fatalf("Continue opened %T", a.next)
			}
			m, bm := p.M, back.M
			if bm.G.PublicHash() != m.G.PublicHash() || bm.G.SecretHash() != m.G.SecretHash() {
				t.Fatal("Continue brought back another game")
			}
			if !reflect.DeepEqual(bm.Setup.People, m.Setup.People) || bm.Setup.Patron != m.Setup.Patron || bm.G.Pub.Opts != m.G.Pub.Opts {
				t.Fatalf("people %+v (Patrón %d), left %+v (Patrón %d)", bm.Setup.People, bm.Setup.Patron, m.Setup.People, m.Setup.Patron)
			}
			for s := game.SeatPatron; s <= game.FactionSeat(box.NumFactions-1); s++ {
				if bm.PersonOf(s) != m.PersonOf(s) {
					t.Fatalf("%v is run by player %d, was %d", s, bm.PersonOf(s)+1, m.PersonOf(s)+1)
				}
			}
			if bm.Markers != m.Markers || back.save.id != p.save.id {
				t.Fatal("the notes or the save's file changed")
			}
			switch {
			case m.Humans() == 1:
				p.refresh()
				if !reflect.DeepEqual(bm.Screen(), m.Screen()) || !reflect.DeepEqual(back.view.Pending, p.view.Pending) ||
					!reflect.DeepEqual(back.view.Legal, p.view.Legal) {
					t.Fatalf("the screen shows %+v, it showed %+v", bm.Screen(), m.Screen())
				}
			case !bm.Screen().Empty():
				t.Fatalf("a resumed table shows %+v before anyone sat down", bm.Screen())
			}
			if back.tutStep() != p.tutStep() || (back.tut == nil) != (p.tut == nil || c.guide == len(p.tut.steps)) ||
				back.tut != nil && back.tut.patron != p.tut.patron {
				t.Fatalf("the guide stands at %+v, it stood at %+v", back.tutStep(), p.tutStep())
			}
			// The turn clock runs as set, from the turn's full time.
			if back.mine() {
				back.tickClock(a)
				if !back.clock.running || back.clock.left != a.Settings.ClockMinutes*60*60-1 {
					t.Fatalf("the clock: %+v with %d minutes set", back.clock, a.Settings.ClockMinutes)
				}
				clocked++
			}
		})
	}
	if clocked < 5 {
		t.Fatalf("the clock was checked at only %d tables", clocked)
	}
}

// The names the game gave (You, Bot) are said in the language of the
// screen when a game comes back, not in the one it began in: a game begun
// in English and continued in Spanish no longer hands the screen to "You".
func TestResumedNamesSpeakTheLanguageInUse(t *testing.T) {
	lang := words.English()
	a := &App{Store: store.Open(t.TempDir()), Lang: lang}
	m, err := match.New(QuickSetup(lang, false, "easy"))
	if err != nil {
		t.Fatal(err)
	}
	p := NewPlay(m)
	legal := p.M.G.Legal(nil)
	if !p.apply(a, legal[0]) {
		t.Fatalf("refused: %s", p.err)
	}
	p.askLeave(a)
	p.stopSaving()
	lang = words.Lookup("es")
	a.Lang = lang // Settings → Español
	menu := &Menu{}
	menu.items(a)
	if err := openSaved(a, menu.latest.ID); err != nil {
		t.Fatal(err)
	}
	back := a.next.(*Play)
	var names []string
	for _, who := range back.M.Setup.People {
		names = append(names, who.Name)
	}
	if want := []string{lang.T(words.You), lang.T(words.BotName)}; !reflect.DeepEqual(names, want) || lang.T(words.You) == "You" {
		t.Fatalf("the players are %q in Spanish, want %q", names, want)
	}
}
