package scenes

import (
	"os"
	"path/filepath"
	"patron/scenes/words"
	"time"

	"patron/game"
	"patron/game/board"
	"patron/game/replay"
	"patron/game/savefile"
	"patron/scenes/match"
	"patron/scenes/store"
)

// captureHistory shows the finished games: the Statistics screen over a
// few games played to their end, and the replay of one of them, at its
// middle and at its end.
func captureHistory(lang *words.Lang, seed uint64, capture func(string, Scene) error) error {
	dir, err := os.MkdirTemp("", "patron-shots-history-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	st := store.Open(dir)
	setups := []match.Setup{QuickSetup(lang, true, "normal"), QuickSetup(lang, false, "normal"), QuickSetup(lang, false, "easy"), HotseatSetup(lang, seed)}
	var last *match.Match
	for i, s := range setups {
		s.Seed = seed + uint64(i)
		sec := game.SeedFrom(s.Seed)
		s.Secret = &sec
		m, err := match.New(s)
		if err != nil {
			return err
		}
		if err := autoplay(m, board.NoLoc, func(game.Decision) bool { return false }); err != nil {
			return err
		}
		start := time.Date(2026, 11, 10+i, 20, 0, 0, 0, time.Local)
		end := start.Add(time.Duration(35+10*i) * time.Minute)
		data, err := savefile.Write(m.G, m.Table(), savefile.WithSecrets, start, end)
		if err != nil {
			return err
		}
		id := store.NewID(start)
		if err := st.Put(id, data, true); err != nil {
			return err
		}
		os.Chtimes(filepath.Join(dir, "history", id+".json"), end, end)
		last = m
	}
	if err := capture("stats", storeShot{&StatsScreen{}, st}); err != nil {
		return err
	}
	tl, err := replay.NewTimeline(last.G.Pub.Opts, last.Setup.Secret, last.G.Log())
	if err != nil {
		return err
	}
	r := NewReplayView(tl, nil, &Menu{})
	r.seek(len(tl.Steps) / 2)
	if err := capture("replay", r); err != nil {
		return err
	}
	r = NewReplayView(tl, nil, &Menu{})
	r.seek(r.last())
	return capture("replay-end", r)
}
