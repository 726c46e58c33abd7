package scenes

import (
	"testing"
	"time"

	"patron/game"
	"patron/game/board"
	"patron/game/savefile"
	"patron/scenes/match"
	"patron/scenes/store"
)

// The Statistics screen counts the finished games in the store and opens
// their replays; a game in progress is never replayed (its secrets would
// show).
func TestStatsScreenCountsAndReplays(t *testing.T) {
	st := store.Open(t.TempDir())
	put := func(seed uint64, finished bool) string {
		setup := QuickSetup(false, "easy")
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
