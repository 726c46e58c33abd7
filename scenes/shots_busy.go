package scenes

import (
	"patron/game"
	"patron/game/board"
	"patron/scenes/match"
	"patron/scenes/words"
)

// BusyTable is the table `patron fps` measures: a mid-game board (season
// 2 or later, with tokens, figures, the deduction overlay, the log read
// back, the trails of a long last turn, the clue sheet open, markers and
// notes) in the Factions' view, saving nothing.
func BusyTable(lang *words.Lang, seed uint64) (*App, error) {
	m, err := match.New(HotseatSetup(lang, seed))
	if err != nil {
		return nil, err
	}
	if err := autoplay(m, board.NoLoc, func(d game.Decision) bool {
		return m.G.Pub.Season >= 2 && d.Prompt == game.PromptUseAction
	}); err != nil {
		return nil, err
	}
	p := ShotPlay(m)
	p.overlay = true
	p.scrollLog(logAll, 6) // the log read back, its Newest button up
	markLastEvents(p, 80)  // the trails and rings of a long last turn too
	p.clues.showRange(m)   // the clue sheet open, a clue's places lit
	m.Markers = board.Of(board.MustLoc("A3"), board.MustLoc("A9"), board.MustLoc("O4"))
	m.Marks.Ruled = board.Of(board.MustLoc("A5"), board.MustLoc("O1")) // both kinds of marker, and notes
	m.SetNote(board.MustLoc("A9"), "lab in S1?")
	m.SetNote(board.MustLoc("O4"), "DEA saw a sicario")
	a := NewApp(p, &Script{X: 400, Y: 300})
	a.Lang = lang
	a.Store = nil // a probe saves nothing
	return a, nil
}

// RepaintSpot is where a click repaints the whole table (the deduction
// overlay's button), when the last frame drew it.
func (a *App) RepaintSpot() (x, y float64, ok bool) {
	for _, t := range a.targets {
		if t.Hit.is(btnOverlay) {
			return t.R.CX(), t.R.CY(), true
		}
	}
	return 0, 0, false
}
