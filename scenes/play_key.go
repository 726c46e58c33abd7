package scenes

import (
	"fmt"

	"patron/game"
	"patron/game/board"
	"patron/render/panels"
)

// playKey is everything the table's picture depends on besides the game
// itself (counted by Revision): when it is unchanged, the last picture is
// reused.
type playKey struct {
	applied  int
	audience string
	pick     string
	hover    board.Loc
	target   Target
	hand     int
	overlay  bool
	paused   bool
	help     bool
	clock    int
	hint     string
	zoom     zoomView
	tutor    tutorKey
	leaving  bool
	undo     int
	handoff  bool
	err      string
	saveErr  string
	markers  board.Set
	marks    any // the other marks and a note being written (play_marks.go)
	w, h, s  float64
	over     bool
	pace     int
	handUp   bool
	asked    [game.NumAbilities]bool
	dash     int
	place    board.Loc
	net      string // a LAN table's chat, waits and troubles
	log      logKey // the log's filter and scroll
	clues    string // the clue sheet: open, scrolled, an entry lit
	summary  int    // the End of Season summary on screen, and whose
	result   bool   // the Factions' result held before a hand-off
	last     lastKey
	moment   any // the big moment on screen (play_moment.go)
	advice   bool
}

// DrawKey says when the table must be painted again; nil while figures move.
func (p *Play) DrawKey(a *App) any {
	lang := a.Lang
	if p.anims.busy() || p.shake > 0 || p.noteLeft > 0 || p.momentMoving() {
		return nil
	}
	mx, my := a.mouse()
	under, _ := a.targetAt(mx, my) // a button under the mouse looks lit
	hand := -1
	if p.view.Secret != nil {
		l := layoutTable(a.W, a.H)
		_, hand = panels.HandLayout(p.handArea(l, mx, my), len(p.view.Secret.Hand), mx, my)
	}
	return playKey{
		applied: p.M.Revision, audience: fmt.Sprint(p.M.Screen()),
		pick:  p.ch.signature(),
		hover: p.restingOn, target: under, hand: hand,
		overlay: p.overlay, paused: p.paused, help: p.help, clock: p.clockShown(), hint: p.hintAt(mx, my), zoom: p.zoom, tutor: p.tutStep(), leaving: p.leaving, undo: int(p.M.CanUndo()), handoff: p.handoff != nil, err: p.err, saveErr: p.saveErr,
		markers: p.M.Markers, w: a.W, h: a.H, s: a.S, over: p.M.G.Over(), pace: a.Settings.Pace, handUp: p.handUp, asked: p.asked, dash: p.dashHover(layoutTable(a.W, a.H), mx, my), place: p.restingPlace(),
		net: p.netKey(lang), marks: p.marksKey(), log: p.logKey(), clues: p.clues.signature(), summary: p.summaryKey(), result: p.result.open, last: p.lastKey(), moment: p.momentKey(), advice: p.advising(),
	}
}

// restingPlace is the place named under the mouse, if any.
func (p *Play) restingPlace() board.Loc {
	if p.restFrames < restDelay {
		return board.NoLoc
	}
	return p.restingOn
}
