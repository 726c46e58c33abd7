package scenes

import (
	"testing"
	"time"

	"patron/game"
	"patron/game/board"
	"patron/game/savefile"
	"patron/scenes/match"
	"patron/scenes/store"
	"patron/scenes/words"
)

// The Statistics screen counts the finished games in the store and opens
// their replays; a game in progress is never replayed (its secrets would
// show).
func TestStatsScreenCountsAndReplays(t *testing.T) {
	lang := words.English()
	st := store.Open(t.TempDir())
	put := func(seed uint64, finished bool) string {
		setup := QuickSetup(lang, false, "easy")
		setup.Seed = seed
		m, err := match.New(setup)
		if err != nil {
			t.Fatal(err)
		}
		played := 0
		if err := autoplay(m, board.NoLoc, func(game.Decision) bool { played++; return !finished && played > 60 }); err != nil {
			t.Fatal(err)
		}
		when := time.Date(2026, 11, 1, 20, int(seed), 0, 0, time.UTC)
		data, err := savefile.Write(m.G, m.Table(), savefile.WithSecrets, when, when.Add(time.Hour))
		if err != nil {
			t.Fatal(err)
		}
		id := store.NewID(when)
		if err := st.Put(id, data, true); err != nil { // in the history, finished or not
			t.Fatal(err)
		}
		return id
	}
	done := put(1, true)
	inPlay := put(2, false)
	a := NewApp(&Menu{}, &Script{})
	a.Store = st
	s := &StatsScreen{}
	s.read(a)
	if len(s.rows) != 1 || s.rows[0].Games != 1 || s.rows[0].Against != "easy" || len(s.games) != 2 {
		t.Fatalf("rows %+v, games %d", s.rows, len(s.games))
	}
	if err := s.openReplay(a, done); err != nil {
		t.Fatal(err)
	}
	r, ok := a.next.(*ReplayView)
	if !ok || len(r.tl.Steps) < 3 {
		t.Fatalf("the replay did not open: %T", a.next)
	}
	last, err := r.tl.Game(r.last())
	if err != nil || !last.Over() {
		t.Fatalf("the replay's last step is not the end (%v)", err)
	}
	if err := s.openReplay(a, inPlay); err == nil || err.Error() != "the game is not over" {
		t.Errorf("a game in progress was replayed (%v)", err)
	}
}

// A finished game the tally leaves out (bots alone at the table) is still
// listed; the numbers' panel then says why it counts nothing, never that
// no game has finished.
func TestStatsScreenSaysWhyAListedGameIsNotCounted(t *testing.T) {
	lang := words.English()
	st := store.Open(t.TempDir())
	a := NewApp(&Menu{}, &Script{})
	a.Store = st
	empty := &StatsScreen{}
	empty.read(a)
	if got := empty.noneText(lang); got != lang.T(words.StatsNone) {
		t.Fatalf("an empty history says %q", got)
	}
	setup := match.Setup{People: []match.Person{{Name: "Uno", Bot: "easy"}, {Name: "Dos", Bot: "easy"}}, Control: [4]int{-1, -1, -1, -1}, Seed: 5}
	m, err := match.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	if err := autoplay(m, board.NoLoc, func(game.Decision) bool { return false }); err != nil {
		t.Fatal(err)
	}
	when := time.Date(2026, 11, 2, 20, 0, 0, 0, time.UTC)
	data, err := savefile.Write(m.G, m.Table(), savefile.WithSecrets, when, when.Add(time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	if err := st.Put(store.NewID(when), data, true); err != nil {
		t.Fatal(err)
	}
	s := &StatsScreen{}
	s.read(a)
	if len(s.games) != 1 || len(s.rows) != 0 {
		t.Fatalf("a game of bots alone: %d listed, rows %+v", len(s.games), s.rows)
	}
	if got := s.noneText(lang); got != lang.T(words.StatsNoneCounted) {
		t.Errorf("over a listed game the numbers say %q", got)
	}
}
