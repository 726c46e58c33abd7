package scenes

import (
	"slices"
	"testing"
	"time"

	"patron/game/bot"
	"patron/netplay/session"
	"patron/scenes/match"
	"patron/scenes/words"
)

// choosers are the screens where a seat's kind is chosen: New game, a
// LAN table's setup, an online table's.
var choosers = []struct {
	name string
	make func() *NewSetup
}{{"new game", NewSetupScreen}, {"LAN", NewLANSetupScreen}, {"online", NewOnlineSetupScreen}}

// Every chooser offers every level a player may seat, weakest first,
// after its seats for people, Expert the last; each level has its name and
// its line on how it plays in every language, and the names New game
// gives are the ones the table and the statistics give.
func TestEveryChooserOffersEveryLevel(t *testing.T) {
	for _, l := range words.Languages {
		lang := words.Lookup(l.Code)
		for _, ch := range choosers {
			kinds := ch.make().seatKinds(lang)
			var levels []string
			for _, k := range kinds {
				if bot.Known(k.bot) {
					levels = append(levels, k.bot)
				}
			}
			if !slices.Equal(levels, bot.Levels) || !slices.Equal(levels, []string{"easy", "normal", "hard", "expert"}) {
				t.Errorf("%s, %s: offers %v, want %v", l.Code, ch.name, levels, bot.Levels)
			}
			if last := kinds[len(kinds)-1]; last.bot != "expert" || last.label != lang.T(words.BotLevelExpert) {
				t.Errorf("%s, %s: the last kind is %+v", l.Code, ch.name, last)
			}
		}
		about := kindAbout(lang)
		for _, level := range bot.Levels {
			name := botLevel(lang, level)
			if name == level || name == "" || levelName(lang, level) != name {
				t.Errorf("%s: %s is named %q on the table, %q in the statistics", l.Code, level, name, levelName(lang, level))
			}
			if about[level] == "" {
				t.Errorf("%s: nothing says how %s plays", l.Code, level)
			}
		}
		if l.Code != "en" && (lang.T(words.BotLevelExpert) == words.BotLevelExpert || lang.T(words.BotAboutExpert) == words.BotAboutExpert) {
			t.Errorf("%s: Expert is not translated", l.Code)
		}
	}
}

// expertKind is where Expert is in a chooser's kinds, reached by clicking
// the seat's kind button from where it starts.
func expertKind(t *testing.T, a *App, s *NewSetup, seat int) {
	t.Helper()
	for range len(s.seatKinds(a.Lang)) {
		if s.seatKinds(a.Lang)[s.kinds[seat]].bot == "expert" {
			return
		}
		click(a, s, numbered("setup:kind", seat))
	}
	t.Fatalf("clicking seat %d's kind never reaches Expert", seat)
}

// A seat clicked to Expert is an Expert bot: in a game on this computer
// (which starts, and whose bot decides), at a LAN table (a bot seat the
// host plays) and at an online table (a seat of the server's bots).
func TestAnExpertSeatIsPlayedByExpert(t *testing.T) {
	a := NewApp(&Menu{}, &Script{})
	lang := a.Lang

	s := NewSetupScreen()
	expertKind(t, a, s, 1)
	click(a, s, numbered("setup:patron", 1)) // the Expert bot hides first
	ms, err := s.setup(lang)
	if err != nil || ms.People[1].Bot != "expert" || ms.People[0].Bot != "" || ms.Patron != 1 {
		t.Fatalf("new game: %+v, %v", ms, err)
	}
	m, err := match.New(ms)
	if err != nil {
		t.Fatal(err)
	}
	for d := m.G.Pending(); d.Forced; d = m.G.Pending() { // the Patrón's first choice
		if _, err := m.Apply(m.G.Legal(nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
	if who, b := m.Actor(); who != 1 || b == nil || len(m.G.Legal(nil)) < 2 {
		t.Fatalf("the Expert Patrón's first choice is for %d, bot %v", who, b)
	}
	for end := time.Now().Add(10 * time.Second); ; time.Sleep(5 * time.Millisecond) {
		if c, ready := m.Think(100 * time.Millisecond); ready {
			if !slices.ContainsFunc(m.G.Legal(nil), c.Equal) {
				t.Fatalf("the Expert bot chose %v", c)
			}
			break
		}
		if time.Now().After(end) {
			t.Fatal("the Expert bot never decided")
		}
	}

	s = NewLANSetupScreen()
	expertKind(t, a, s, 1)
	cfg, err := s.tableConfig(lang)
	if err != nil || cfg.Seats[1].Who != session.Bot || cfg.Seats[1].Bot != "expert" {
		t.Fatalf("LAN: %+v, %v", cfg.Seats, err)
	}

	s = NewOnlineSetupScreen()
	s.players = 3
	expertKind(t, a, s, 2)
	if cfg, err = s.tableConfig(lang); err != nil {
		t.Fatal(err)
	}
	req, seat, err := onlineRequest(lang, cfg)
	if err != nil || seat != 0 || len(req.Seats) != 3 || req.Seats[2].Bot != "expert" || req.Seats[1].Bot != "" {
		t.Fatalf("online: %+v, seat %d: %v", req.Seats, seat, err)
	}
}
