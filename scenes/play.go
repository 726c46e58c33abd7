package scenes

import (
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/game/board"
	"patron/netplay/session"
	"patron/render/draw"
	"patron/render/mapview"
	"patron/render/panels"
	"patron/scenes/match"
	"patron/scenes/sound"
)

// Play is the table during a game.
type Play struct {
	M          *match.Match
	board      mapview.Board
	view       game.View
	ch         choices
	anims      animations
	wait       int // frames a bot still waits
	handoff    *HandOff
	overlay    bool // the Factions' deduction overlay is on
	overlayOf  bool // overlay was set from the settings (the first frame)
	paused     bool
	err        string
	handHit    []draw.Rect
	over       int      // frames since the game ended
	shake      int      // frames of screen shake left (a capture)
	panels     [7]layer // tracks, dashboards, faction cards, sheet, log
	boardLayer layer
	handUp     bool                    // the hand is raised (the mouse is over it)
	asked      [game.NumAbilities]bool // the players asked for the ability's next window (play_optional.go)
	dashHits   panels.DashboardHits
	cardHints  []panels.Hint // the Faction cards' mini-cards and counters
	restingOn  board.Loc     // the place under the mouse, and for how many frames it rested there
	restFrames int
	clickedOn  bool           // the mouse clicked where it rests: no tooltip there until it moves on
	save       saving         // the game's save file and its autosaver
	leaving    bool           // the "leave this game?" question is up
	leaveErr   string         // why the last save failed, shown when leaving
	saveErr    string         // shown on the table while the game cannot be saved
	net        netState       // a LAN table's chat and troubles
	netNotes   []session.Note // notes taken off the network, not yet handled
	netSeen    int            // the match's Revision when the map last moved for the network
	note       string         // what the table took for the player (play_auto.go)
	noteLeft   int            // frames the note still shows
	noAuto     bool           // an undo came back here: ask, even for a lone command
	help       bool           // the keyboard help is up
	clock      turnClock      // the time left in the turn (play_clock.go)
	zoom       zoomView       // the map's zoom and pan (play_zoom.go)
	tut        *tutorial      // the tutorial's guide, nil in other games
	calm       int            // frames the number keys still wait (keyCalm)
	mapView    draw.Rect      // where the map shows on the table, as last drawn
	noteEd     noteEditor     // a note being written on a place (play_marks.go)
	log        logView        // the game log's scroll and filter (play_log.go)
	clues      clueSheet      // the clue sheet's panel (play_clues.go)
	sum        summaryState   // the End of Season summary (play_summary.go)
	result     resultHold     // the Factions' result held before a hand-off (play_result.go)
	last       lastTurn       // the other side's last turn (play_lastturn.go)
	watch      watchState     // a game of bots only, paused or stepped
	mom        momentState    // the big moments, each side's (play_moment.go)
	adv        adviceShown    // the hint of the seat on screen (play_advice.go)
}

// NewPlay starts the table for a new match.
func NewPlay(m *match.Match) *Play {
	return newPlay(m, newSaving())
}

// ResumePlay opens the table of a saved match, which goes on saving to the
// same file. Nobody's view shows until someone sits down.
func ResumePlay(m *match.Match, id string, created time.Time) *Play {
	p := newPlay(m, saving{id: id, created: created})
	p.askPending()
	return p
}

func newPlay(m *match.Match, s saving) *Play {
	p := &Play{M: m, restingOn: board.NoLoc, save: s}
	m.SoloAudience()
	p.last.start(len(m.Events), &m.G.Pub)
	p.refresh()
	p.startSummaries()
	p.startMoments()
	return p
}

// refresh reads the view the screen may show now. When the list of
// choices changed under the player, the number keys wait a moment (see
// keyCalm); within one action, a choice keeps its number.
func (p *Play) refresh() {
	was, had := p.view.Pending, len(p.ch.legal) > 0
	p.view = p.M.View()
	now := p.view.Pending
	same := had && was.Seat == now.Seat && was.Prompt == now.Prompt && p.mine()
	if p.ch.follow(p.view.Legal, same) && had {
		p.calm = max(p.calm, keyCalm)
	}
}

// keyCalm is how long the number keys wait after the list of choices
// changed (a third of a second): a key pressed for the list before lands
// on nothing instead of on whatever took its number. After a decision the
// table took for the player it is longer (takenCalm).
const (
	keyCalm   = 20
	takenCalm = 40
)

// watched reports whether this is a game of bots only, which the table
// shows as it plays, at the bots' pace, from the public view: nobody sits
// down, so nobody takes the screen, yet someone may be watching.
func (p *Play) watched() bool { return p.M.Net == nil && p.M.Humans() == 0 }

// mine reports whether the decision on screen is the audience's to make;
// none is while a big moment is up (play_moment.go).
func (p *Play) mine() bool {
	return len(p.view.Legal) > 0 && !p.M.BotTurn() && !p.netWaits() && !p.mom.open
}

// Update advances the table by one frame.
func (p *Play) Update(a *App, in *Input) {
	lang := a.Lang
	p.M.TablePasses = onRequest(a)
	if !p.overlayOf { // a table opens, or comes back on Continue, as the player left the overlay
		p.overlay, p.overlayOf = a.Settings.Overlay, true
	}
	p.checkSave(lang)
	p.pumpNet(a)
	p.dropStaleAdvice()
	p.rest(in)
	p.anims.tick()
	if p.noteLeft > 0 {
		p.noteLeft--
	}
	if p.calm > 0 {
		p.calm--
	}
	if p.shake > 0 {
		p.shake--
	}
	if p.handoff != nil {
		if p.updateHandOffMenu(a, in) {
			return
		}
		if p.handoff.Update(a, in) {
			p.M.Confirm(p.handoff.Aud)
			p.handoff, p.err = nil, "" // an error text may name the Patrón's secrets
			// whoever sits down reads the newest entries first
			p.log.back = 0
			p.refresh()
		}
		return
	}
	if p.leaving {
		p.tickBehind(a)
		p.updateLeave(a, in)
		return
	}
	if p.paused {
		p.tickBehind(a)
		p.updatePause(a, in)
		return
	}
	if p.updateNoteEdit(a, in) || p.updateNet(a, in) { // a note or the chat line took the keys: the table goes on without them
		in = &Input{X: in.X, Y: in.Y}
	}
	if p.updateHelp(in) {
		p.tickBehind(a)
		return
	}
	if helpAsked(a, in) {
		p.help = true
		return
	}
	if p.updateMoment(a, in) || p.updateSummary(a, in) || p.updateResult(a, in) {
		p.tickBehind(a)
		return
	}
	if p.updateLog(a, in) { // the log's wheel, drag and keys: the table goes on without them
		in = &Input{X: in.X, Y: in.Y}
	}
	if p.tut.update(a, in) {
		return
	}
	if p.zoom.update(p.mapView, in, onTarget(a, in)) {
		in = &Input{X: in.X, Y: in.Y} // the map took it: no pick, no pass
	}
	if p.updateLastTurn(a, in) {
		return
	}
	if p.updateUndo(a, in) {
		return
	}
	if p.updateClues(a, in) { // the clue sheet took it: no pick, no menu
		in = &Input{X: in.X, Y: in.Y}
	}
	p.updateAsks(a, in, a.clickedHit(in))                                                                  // before the table passes a window asked for this frame
	if in.Pressed(ebiten.KeyEscape) && !p.ch.narrowed() && !p.advising() || a.clickedHit(in).is(btnMenu) { // in a bot's turn too
		p.paused = true
		return
	}
	if p.M.G.Over() {
		p.over++
		if p.over > 60 && !p.anims.busy() && (p.M.Net == nil || p.M.Audit != nil || p.net.problem != "") {
			p.stopSaving() // the last save went to the history
			if p.M.Net != nil && !p.M.Net.Hosting() && p.net.online == nil {
				forgetSeatRecord(a) // a joiner's seat: nothing to come back to (an online table's is the server's)
			}
			a.Switch(p.endScreen())
		}
		p.updateNotes(a, in)
		return
	}
	if p.anims.busy() {
		p.updateNotes(a, in)
		return
	}
	if p.netWaits() {
		if p.handOff(a) { // the Patrón's view leaves before a Faction plays elsewhere
			return
		}
		p.updateNotes(a, in) // another machine decides: the table waits
		if p.view.Pending != p.M.G.Pending() {
			p.refresh()
		}
		return
	}
	if p.autoPass(a) {
		return
	}
	if p.handOff(a) {
		return
	}
	if p.view.Pending != p.M.G.Pending() || len(p.view.Legal) == 0 {
		p.refresh()
	}
	if p.autoTake(a) || p.tut.takeFor(a) || p.tickClock(a) {
		return
	}
	if p.M.BotTurn() {
		p.updateNotes(a, in)
		c, ready := p.M.Think(a.Settings.ThinkBudget()) // on a goroutine of its own: the window goes on
		if ready && p.M.Screen().Empty() && !p.watched() {
			p.apply(a, c) // nobody watches yet: no pace needed
			return
		}
		if p.watchHolds(a, ready) {
			return
		}
		if p.wait < a.Settings.BotDelay() && !p.M.G.Pending().Forced {
			p.wait++
			return
		}
		if ready {
			p.wait = 0
			p.apply(a, c)
		}
		return
	}
	if p.view.Pending != p.M.G.Pending() || len(p.view.Legal) == 0 {
		p.refresh()
	}
	p.updateHuman(a, in)
}

// handOff blanks the screen for the audience that must see it next, when
// the people who may look change; it reports whether it did.
func (p *Play) handOff(a *App) bool {
	lang := a.Lang
	aud, need := p.M.HandOff()
	if need && p.holdResult(aud) {
		return true // the Factions see their action's result first
	}
	if need {
		p.handoff = NewHandOff(lang, p.M, aud)
		p.note, p.noteLeft = "", 0 // it may name a secret of the one leaving
		a.Play(sound.HandOff)
	}
	return need
}

// updateHandOffMenu gives the hand-off screen the table's menu: Esc (or
// its Menu button) opens it over the blank screen, with the leave
// question behind it; it reports whether the menu took the frame. Nothing
// of the game is drawn while it is up (see Draw).
func (p *Play) updateHandOffMenu(a *App, in *Input) bool {
	switch {
	case p.leaving:
		p.tickBehind(a)
		p.updateLeave(a, in)
	case p.paused:
		p.tickBehind(a)
		p.updatePause(a, in)
	case in.Pressed(ebiten.KeyEscape) || a.Clicked(in) == named("handoff:menu"):
		p.paused = true
	default:
		return false
	}
	return true
}

// restDelay is how long the mouse rests on a place before it is named
// (half a second): passing over the map shows nothing.
const restDelay = 30

// rest follows where the mouse rests. A click starts the wait again, and
// it stays unnamed until the mouse leaves the place: the place just
// clicked (a hunter moved there) is not covered by its own tooltip, which
// would hide the places lit for the next choice.
func (p *Play) rest(in *Input) {
	loc := board.NoLoc
	if p.mapView.Contains(in.X, in.Y) { // a zoomed map's places beyond its window are not there
		loc = p.board.LocAt(in.X, in.Y)
	}
	switch {
	case loc != p.restingOn:
		p.restingOn, p.restFrames, p.clickedOn = loc, 0, false
	case in.Click || in.RightClick:
		p.restFrames, p.clickedOn = 0, true
	case !p.clickedOn && p.restFrames <= restDelay:
		p.restFrames++
	}
}

// updateNotes handles what the Factions may do at any time: the deduction
// overlay and hideout markers.
func (p *Play) updateNotes(a *App, in *Input) {
	if p.view.Secret != nil {
		return
	}
	if in.Pressed(ebiten.KeyD) || a.clickedHit(in).is(btnOverlay) {
		p.overlay = !p.overlay
		a.Settings.Overlay = p.overlay
		a.Settings.Save() // a failure loses only the choice for next time
	}
	if in.RightClick {
		p.markPlace(a, in)
	}
}

// maxMarkers is the Policía's supply of hideout markers.
const maxMarkers = 15

func (p *Play) updateHuman(a *App, in *Input) {
	defer p.noteAfterDecision(p.M.Revision)
	p.updateNotes(a, in)
	if in.Pressed(ebiten.KeyEscape) || in.RightClick && p.ch.narrowed() {
		p.ch.clear()
		p.adv.on = false
		return
	}
	if p.updateAdvice(a, in) {
		return
	}
	vis := p.ch.visible()
	exits, listed := splitExits(vis)
	shown, after := p.ch.shown(listed)
	if p.calm == 0 { // a list that just changed takes no number key yet
		for i, k := range p.ch.numbers(shown) {
			if k > 0 && in.Pressed(ebiten.Key0+ebiten.Key(k)) {
				p.apply(a, shown[i])
				return
			}
		}
		if len(exits) > 0 && in.Pressed(ebiten.Key0) {
			p.apply(a, exits[0])
			return
		}
	}
	rows := max(p.ch.perPage/max(p.ch.cols, 1), 1)
	switch {
	case in.Pressed(ebiten.KeyPageDown) || in.Pressed(ebiten.KeyTab):
		p.more(len(listed), after)
	case in.Pressed(ebiten.KeyPageUp):
		p.ch.scroll(-rows, len(listed))
	case in.Wheel != 0 && p.layout(a).Prompt.Contains(in.X, in.Y):
		p.ch.scroll(-int(math.Copysign(1, in.Wheel)), len(listed))
	}
	p.sayBlockedClick(a, in)
	if c, ok := p.act(a.clickedHit(in), vis, len(listed), after); ok {
		p.apply(a, c)
	}
}

// act carries out a click on a thing of the table during the player's
// decision: a button of the list acts on it; a choice is the command to
// apply (when it is still among the visible ones, vis); a place, figure,
// sicario or card narrows the pick, and gives the command once only one is
// left. listed and after are the list's length and what follows the part
// in sight.
func (p *Play) act(h hit, vis []game.Command, listed, after int) (game.Command, bool) {
	pub := &p.view.Public
	switch h.kind {
	case hitButton:
		switch h.button {
		case btnCancel:
			p.ch.clear()
		case btnMore:
			p.more(listed, after)
		}
	case hitCommand:
		for _, c := range vis {
			if c.Format() == h.cmd.Format() {
				return c, true
			}
		}
	case hitCard:
		return p.ch.pickCard(h.card)
	case hitLoc:
		return p.ch.pickLoc(h.loc)
	case hitPiece:
		return p.ch.pickPiece(pub, h.piece)
	case hitSlot:
		if h.slot >= 0 && int(h.slot) < len(pub.Slots) {
			return p.ch.pickFig(pub.Slots[h.slot].Figure)
		}
	case hitAction:
		return p.ch.pickAction(h.action)
	case hitFaction:
		return p.ch.pickFaction(h.faction)
	case hitAvail:
		if h.avail >= 0 && h.avail < len(pub.Available) {
			return p.ch.pickAvail(h.avail, pub.Available[h.avail])
		}
	}
	return game.Command{}, false
}

// onTarget reports whether the mouse is on something to click, which the
// map's drag leaves to the click.
func onTarget(a *App, in *Input) bool {
	_, on := a.targetAt(in.X, in.Y)
	return on
}

// more shows the next page of the list, or its top again from its end.
func (p *Play) more(n, after int) {
	if after == 0 {
		p.ch.first = 0
		return
	}
	p.ch.scroll(max(p.ch.perPage/max(p.ch.cols, 1), 1), n)
}

// apply carries out a command and starts the moves it causes; it reports
// whether the game took it.
func (p *Play) apply(a *App, c game.Command) bool {
	window := p.M.G.Pending().Prompt
	before := p.board.Proj != nil // the board has been drawn: moves can be shown
	var old []mapview.Spot
	var prev game.Public
	if before {
		old, prev = p.board.Proj.Spots(&p.M.G.Pub, nil), p.M.G.Pub
	}
	if p.M.Net != nil && !p.M.Net.Hosting() && p.M.G.Sec != nil {
		// The Patrón's own computer: his save is on disk before the table
		// hears his decision, so that he can always come back to it.
		p.autosave(a)
		p.flushSave()
	}
	d, own, n := p.M.G.Pending(), (p.mine() || p.watched()) && !p.M.G.Pending().Forced, len(p.M.Events)
	evs, err := p.M.Decide(c)
	if err != nil {
		p.err = problemText(a.Lang, err)
		return false
	}
	p.last.own(own, p.M.Net != nil, seatSide(d.Seat), n, len(p.M.Events), &p.M.G.Pub)
	p.windowLeft(window, c)
	p.err, p.noAuto, p.net.lost = "", false, ""
	if p.M.Net != nil { // sent: the host has it in the log now, a joiner soon
		p.takeNotes(a, p.M.Net.Step())
		p.netSeen = p.M.Revision
	} else {
		p.autosave(a)
		p.feedback(a, evs)
	}
	if before {
		p.anims.start(old, p.board.Proj.Spots(&p.M.G.Pub, nil))
		p.anims.popIn(&prev, &p.M.G.Pub)
	}
	p.refresh()
	if p.M.Net == nil {
		p.autoPass(a) // a window nobody asked for never shows, not even for a frame
	}
	return true
}

// feedback plays the sound of what happened, with its visual twin: a
// capture shakes the table; moves slide (animations); glory moves the
// track's marker. The big moments play theirs as they come up on screen.
func (p *Play) feedback(a *App, evs []game.Event) {
	effect := sound.Effect(-1)
	for _, e := range evs {
		switch e.Kind {
		case game.EvCaptured:
			p.shake = 24 // its sound is its moment's (play_moment.go), as are the end's, the End of Season's, a hideout's and an objective's
		case game.EvSicarioCaptured:
			effect, p.shake = sound.Capture, 24
		case game.EvGlory:
			if effect < 0 {
				effect = sound.Glory
			}
		case game.EvDefenseRevealed, game.EvObjectiveRevealed:
			if effect < 0 {
				effect = sound.Reveal
			}
		case game.EvPlace, game.EvTokenPlaced, game.EvHunterStart:
			if effect < 0 {
				effect = sound.Place
			}
		case game.EvStep, game.EvFramed, game.EvPushed:
			if effect < 0 {
				effect = sound.Slide
			}
		}
	}
	if effect >= 0 {
		a.Play(effect)
	}
}

func (p *Play) updatePause(a *App, in *Input) {
	h := a.clickedHit(in)
	if b, ok := pauseKeyed(in); ok {
		h = onButton(b)
	}
	switch {
	case h.is(btnResume):
		p.paused = false
	case h.is(btnLeaveGame):
		p.askLeave(a)
	case h.is(btnRules):
		a.Switch(&Rules{Return: p})
	case h.is(btnPace):
		a.Settings.Pace = h.pace
		a.Settings.Save()
	case h.is(btnAskWindows):
		a.Settings.AskWindows = !a.Settings.AskWindows
		a.Settings.Save()
	}
	if in.Pressed(ebiten.KeyEscape) {
		p.paused = false
	}
}
